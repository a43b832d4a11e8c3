"""A field that saves when its value is committed (the change event: it loses the focus, or Enter), with no
Save button. A branch whose last step typed into a field that still has the focus leaves it with Tab before
it reads the result, as a user would; a field that then still shows no result is evidence of a defect."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_a_field_typed_into_is_left_before_the_result_is_read(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "save-on-change.yaml", tmp_path)
    ok, broken = res["rename-saved-on-change"], res["rename-never-saved"]
    assert ok.initial_verdict == "fail", ok.initial_reason
    # Before, every branch read the result with the focus still in the field: env_fail_confirmed on
    # "every remaining step reached its control; the expected result never appeared".
    assert ok.verdict == "pass", ok.reason
    assert broken.verdict == "fail" and broken.attribution == "env_fail_confirmed", broken.reason

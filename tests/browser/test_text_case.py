"""A `text` check reads what the page shows: a heading written "March 17" and shown "MARCH 17" by CSS
text-transform holds "March 17"; a name the page wrote (and shows) as "alex kim" does not hold "Alex Kim"."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(300)
async def test_text_shown_in_capitals_by_css_holds_as_written(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "text-case.yaml", tmp_path)
    shown, lower = res["heading-shown-in-capitals"], res["name-written-in-lower-case"]
    assert shown.initial_verdict == "pass", shown.initial_reason
    assert lower.initial_verdict == "fail" and lower.verdict == "fail", lower.reason

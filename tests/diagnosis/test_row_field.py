"""A sheet's field per row named by the sample's ID only ("Nitrate for S-0445"), below its scroll box's fold,
that the plan names by what the row shows ("Brookfield borehole"): ``A.row_field`` fills the field of the one
row holding every word of the target, and the target's absence is no evidence. Before, the correct case was
confirmed defective (held aside 19 ``results-nitrate-brookfield``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite, recovered_by


@pytest.mark.timeout(600)
async def test_a_field_named_by_its_row(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "row-field.yaml", tmp_path)
    won = recovered_by(res["nitrate-brookfield"], "A.row_field")
    assert any("Nitrate for S-0445" in e for e in won.evidence), won.evidence
    dead = res["nitrate-brookfield-broken"]
    assert dead.verdict == "fail" and dead.attribution != "agent_fail", dead.reason

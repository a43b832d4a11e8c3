"""An inline edit: a score shown as a button until it is clicked, then a field of the same name that Enter
commits. A branch's fill whose target no field carries clicks the one control in view named so and fills the
field it opens; a numbered pager ("Page 1", "Page 2") without a "Next" is paged through to the row first.
The same path with the edit dropped on Enter is a defect reached with every step done."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_a_fill_opens_an_inline_edit_cell_on_any_page(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "inline-edit.yaml", tmp_path)
    here, paged, broken = res["inline-score"], res["inline-score-paged"], res["inline-score-broken"]
    for r in (here, paged):
        assert r.initial_verdict == "fail" and r.verdict == "pass", r.reason
        assert r.diagnosis is not None
        won = [b for b in r.diagnosis.branches if b.outcome == "verified_success"]
        assert any("a click turns into a field" in e for e in won[0].evidence), won[0].evidence
    assert paged.diagnosis is not None
    assert [b.branch.probe for b in paged.diagnosis.branches if b.outcome == "verified_success"] == [
        "B.paginate"
    ]
    assert broken.verdict == "fail" and broken.attribution == "env_fail_confirmed", broken.reason

"""A plan that names a view by the section it shows ("My visits") while the tab that shows it is named
otherwise ("My requests", its panel headed "Visits"): `B.expand` ranks that tab first and opening it is the
step (general pattern: tabs and collapsed sections named for a group of sections, each with its own
heading). The same path on an app whose visits list is empty is never a Pass."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, branch_notes, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_a_view_named_by_its_sections_heading_is_opened_by_its_tab(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "section-tabs.yaml", tmp_path)
    ok = res["see-visits"]
    assert ok.initial_verdict == "fail", ok.reason
    assert ok.verdict == "pass" and "B.expand" in ok.reason, ok.reason
    assert ok.diagnosis is not None
    notes = branch_notes(ok)
    assert "'my requests' shows the section 'Visits' the plan names" in notes, notes
    bad = res["see-visits-broken"]
    assert bad.initial_verdict == "fail" and bad.verdict == "fail", bad.reason

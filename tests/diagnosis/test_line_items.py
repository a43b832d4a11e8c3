"""An editable table whose rows show their item as a field's value (general pattern: invoice lines,
timesheets, spreadsheet-like grids): "hover 'Website redesign'" grounds to the Description field that holds
it, and the next step's "Qty" is the one in that row. A correct app is recovered; one that reads the
quantity as a whole number is confirmed, its evidence naming the row."""

from __future__ import annotations

from pathlib import Path

import pytest

from diageval.method import match_target
from tests.conftest import FIXTURES, diagnose_fixture_suite, page_element


def test_a_fields_value_matches_whole_and_below_a_name_of_its_own() -> None:
    field = page_element(
        1, "Description", "textbox", names=[("aria-label", "Description"), ("typed", "Website redesign")]
    )
    link = page_element(2, "Website redesign", "link")
    assert [m.element.id for m in match_target("Website redesign", [field, link])] == [2, 1]
    assert not match_target("Website", [field], fuzzy=True)


@pytest.mark.timeout(600)
async def test_a_row_named_by_a_fields_value_anchors_the_next_step(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "line-items.yaml", tmp_path)
    ok = res["half-unit"]
    assert ok.initial_verdict == "fail", ok.reason
    assert ok.verdict == "pass", ok.reason
    broken = res["half-unit-broken"]
    assert broken.attribution == "env_fail_confirmed", broken.reason
    assert broken.diagnosis is not None
    assert any(
        e.kind == "actuation_verified" and "in the row of 'Website redesign'" in e.text
        for e in broken.diagnosis.defect_evidence
    ), broken.diagnosis.defect_evidence

"""A choice the task names and the plan leaves out, on a fixture of its own in real Chromium: "Add a rain
jacket under Clothes", and a plan that types the name and presses "Add item" while the form's "Group" select
stays on "Other". Every step reached its control and the result never appeared; before, that was evidence
against a correct app (held aside 9 itinerary `packing-rain-jacket` was confirmed defective). The select the
plan never set, with an option the task says in so many words, makes the missing result no evidence. A plan
that sets the choice itself keeps its evidence when the app ignores it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_a_choice_the_task_names_and_the_plan_leaves_out_withholds_the_evidence(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "packing-group.yaml", tmp_path)
    for case_id in ("jacket-clothes", "jacket-clothes-inline"):  # a form element, then a plain add row
        ok = res[case_id]
        assert ok.initial_verdict == "fail" and ok.diagnosis is not None, ok.initial_reason
        assert ok.attribution != "env_fail_confirmed" and not ok.diagnosis.defect_evidence, ok.reason
        said = [e for b in ok.diagnosis.branches for e in b.evidence if "the task names 'Clothes'" in e]
        assert said and "'Group'" in said[0], [b.evidence for b in ok.diagnosis.branches]
    dead = res["jacket-clothes-broken"]
    assert dead.verdict == "fail" and dead.attribution == "env_fail_confirmed", dead.reason
    socks = res["pack-socks-broken"]
    assert socks.verdict == "fail" and socks.attribution == "env_fail_confirmed", socks.reason
    assert socks.diagnosis is not None
    assert not [e for b in socks.diagnosis.branches for e in b.evidence if "the task names" in e]

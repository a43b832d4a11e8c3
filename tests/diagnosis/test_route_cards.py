"""Cards that each have their own "Add a stop", a plan that does not say which and a task that names the card
("to Route C", the third card, below the fold). The agent took the first card's control; the task names the
row of another one out of view, so the judge forks at that step and the branch takes the control of the card
the task names. Before, only an item named by an earlier plan step made the step a doubt, and only controls in
view were compared with the task: a branch on the first card's form was evidence against a correct app (held
aside 13 bus routes `orchard-close-stop`, confirmed defective)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_the_task_names_the_card_of_a_control_out_of_view(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "route-cards.yaml", tmp_path)
    ok = res["stop-on-route-c"]
    assert ok.verdict == "pass" and ok.attribution == "agent_fail", ok.reason
    assert ok.diagnosis is not None
    first = ok.diagnosis.rounds[0].fds
    assert first.resume_case_step == 1 and any(
        "the task names the row of 'route c'" in e for e in first.evidence
    )
    dead = res["stop-on-route-c-broken"]
    assert dead.attribution == "env_fail_confirmed", dead.reason
    assert dead.diagnosis is not None
    assert {e.kind for e in dead.diagnosis.defect_evidence} == {"actuation_verified"}

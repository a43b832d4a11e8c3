"""A question the plan's press opened, over the tab the plan presses next, on a fixture of its own in real
Chromium: "Cancel rental" (in a collapsed details item) asks "Cancel rental?" with "Yes, cancel it", "Keep
my plot" and a "×", and the plan goes on to the "Plots" tab, which the question's backdrop covers. The
covered press is the question's: the round forked there answers it (`A.answer_dialog`), and `C.hit_test`
does not close it. Before, the round took the backdrop for a notice to dismiss, and a branch that closed the
question with "×" found the rental never cancelled: evidence against a correct app (held aside 10 plots
`cancel-s2` was confirmed defective)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite, winning_branch


@pytest.mark.timeout(600)
async def test_a_covered_press_behind_the_plans_own_question_answers_it(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "cancel-confirm-tab.yaml", tmp_path)
    ok = res["cancel-s2"]
    assert ok.initial_verdict == "fail" and ok.diagnosis is not None, ok.initial_reason
    assert ok.verdict == "pass", ok.reason
    won = winning_branch(ok)
    assert won is not None and won.branch.probe == "A.answer_dialog", ok.diagnosis.branches
    # Answered in the round forked at the covered press itself, not one forked back before the question.
    assert won.round == 2, ok.diagnosis.branches
    dead = res["cancel-s2-broken"]
    assert dead.verdict == "fail" and dead.attribution == "env_fail_confirmed", dead.reason
    closed = [b for b in dead.diagnosis.branches if any("dismissed the overlay" in e for e in b.evidence)]
    assert not closed, closed

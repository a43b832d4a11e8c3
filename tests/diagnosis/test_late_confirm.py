"""Three obstacles on one path, each a round of its own that does not count toward R: the rows come after a
spinner, below the fold, and the row's Renew asks again in a dialog the plan leaves out. Waiting shows the row
drawn below the fold (further than nothing on the page: progress within the step), scrolling to it runs every
step and leaves the dialog waiting for an answer (progress past the fork, not evidence against the app), and
the round at the missing result answers it. A dialog that renews another row is confirmed defective."""

from __future__ import annotations

from pathlib import Path

import pytest

from diageval.method import step_reach
from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_late_rows_below_the_fold_then_a_question_are_three_rounds_of_progress(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "late-confirm.yaml", tmp_path)
    ok, bad = res["renew-piranesi"], res["renew-piranesi-wrong"]
    assert ok.initial_verdict == "fail", ok.initial_reason
    assert ok.verdict == "pass" and ok.diagnosis is not None, ok.reason
    assert "recovered by A.answer_dialog" in ok.diagnosis.reason, ok.diagnosis.reason
    kinds = [r.fds.error_kind for r in ok.diagnosis.rounds]
    assert kinds == ["target_not_found", "target_offscreen", "checks"], kinds
    assert [r.counts for r in ok.diagnosis.rounds] == [True, False, False]
    by_round = {b.round: b for b in reversed(ok.diagnosis.branches)}  # each round's first branch
    assert by_round[1].outcome == by_round[2].outcome == "progress", [b.reason for b in by_round.values()]
    assert "waits for an answer" in by_round[2].reason, by_round[2].reason
    assert ok.diagnosis.belief_trace[-1] < ok.diagnosis.belief_trace[0]  # no failure weighed before it

    assert bad.verdict == "fail" and bad.attribution == "env_fail_confirmed", bad.reason
    assert bad.diagnosis is not None and bad.diagnosis.defect_evidence, bad.diagnosis


def test_step_reach_orders_how_far_an_attempt_at_a_step_got() -> None:
    order = ["target_not_found", "target_hidden", "target_offscreen", "click_intercepted", "checks"]
    assert [step_reach(k) for k in order] == sorted(step_reach(k) for k in order)
    assert len({step_reach(k) for k in order}) == len(order)
    # Pressed, then the field kept other text or the select offered no such option: past a covered press.
    assert step_reach("not_editable") == step_reach("option_not_found") > step_reach("click_intercepted")
    # Another reading of the same step (no effect, disabled) is no further along.
    assert step_reach("no_effect") == step_reach("target_disabled") == step_reach(None) == 0

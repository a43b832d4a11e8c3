"""Progress-aware rounds (METHOD.md 8.2) on a path with three obstacles in a row: the first button below
the fold, the second loading late, the third in a collapsed section below the fold."""

from __future__ import annotations

import pytest

from diageval.method import CaseResult, DiagnosisConfig
from diageval.runner import RunConfig, run_suites
from diageval.suite import load_suites
from tests.conftest import FIXTURES

SUITE = FIXTURES / "progress" / "suite.yaml"


@pytest.fixture(scope="module")
async def diagnosed(tmp_path_factory: pytest.TempPathFactory) -> dict[str, CaseResult]:
    out = tmp_path_factory.mktemp("progress")
    run = await run_suites(
        load_suites([SUITE]), RunConfig(out_dir=out, settle_s=0.3, workers=2, screenshots=False)
    )
    return {c.case_id: c for c in run.cases}


@pytest.mark.timeout(900)
def test_a_branch_that_gets_further_is_progress_and_opens_a_free_round(
    diagnosed: dict[str, CaseResult],
) -> None:
    res = diagnosed["three-obstacles"]
    d = res.diagnosis
    assert d is not None and (res.initial_verdict, res.verdict) == ("fail", "pass"), res.reason
    progress = [b for b in d.branches if b.outcome == "progress"]
    assert progress, [(b.branch.probe, b.outcome, b.reason) for b in d.branches]
    # Progress moves no belief: no failed branch, so p never left p0 before the success.
    first = d.branches.index(progress[0])
    assert progress[0].p_after == progress[0].p_before == d.p0
    # The round after it starts deeper and does not count toward R.
    later = [r for r in d.rounds if r.fds.resume_case_step > d.rounds[0].fds.resume_case_step]
    assert later and not later[0].counts
    assert any(b.outcome == "verified_success" for b in d.branches[first + 1 :])
    # x1 (one counted round) recovers it as well: the free round belongs to round 1's budget. (A restore that
    # diverged on a loaded machine is a harness fault of its branch, which can cost the round its progress.)
    if not any(b.outcome == "error" for b in d.branches):
        assert sum(r.counts for r in d.rounds) == 1


@pytest.mark.timeout(900)
def test_the_defect_behind_the_obstacles_stays_fail(diagnosed: dict[str, CaseResult]) -> None:
    res = diagnosed["three-obstacles-defect"]
    assert res.verdict == "fail" and res.diagnosis is not None, res.reason
    assert len([b for b in res.diagnosis.branches if b.outcome != "inapplicable"]) <= 12


def test_the_branch_budget_defaults_to_12() -> None:
    assert DiagnosisConfig().max_branches == 12
    assert DiagnosisConfig(budget=4).max_branches == 4
    assert DiagnosisConfig(rounds=5, branches_per_round=3).max_branches == 15


@pytest.mark.timeout(600)
async def test_progress_short_of_a_failure_already_reached_does_not_end_the_round(
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    """A round forked at an earlier, suspected step (a click on plain text); a branch gets that step done in
    a way that undoes what the next step needs (the sidebar's nameless chevron collapses it) and stops
    before the failure the agent's own run reached. No deeper round follows from it, so the round goes on
    with its next branches. Before, the round ended there and the defect stayed unconfirmed (p 0.54)."""
    out = tmp_path_factory.mktemp("shallow")
    suites = load_suites([FIXTURES / "patterns" / "sidebar-collapse.yaml"])
    config = RunConfig(
        out_dir=out,
        settle_s=0.3,
        workers=1,
        screenshots=False,
        # Failures with defect evidence weigh as plain ones here (evidence_gamma over every gamma): with
        # their weight, two of them confirm the defect before the round reaches the branch this is about.
        diagnosis=DiagnosisConfig(parallel_branches=1, evidence_gamma=0.99),
    )
    (res,) = (await run_suites(suites, config)).cases
    d = res.diagnosis
    assert d is not None and res.verdict == "fail", res.reason
    # Progress that stopped at case step 3 (of 3), which the agent's own run had got past.
    shallow = [b for b in d.branches if b.outcome == "progress" and "stopped at case step 3" in b.reason]
    assert shallow, [(b.branch.probe, b.outcome, b.reason) for b in d.branches]
    after = [b for b in d.branches[d.branches.index(shallow[0]) + 1 :] if b.round == shallow[0].round]
    assert any(b.outcome == "fail" for b in after), [(b.branch.probe, b.outcome) for b in after]
    assert res.attribution == "env_fail_confirmed", res.reason


@pytest.mark.timeout(900)
async def test_a_branch_past_its_obstacle_at_the_same_step_is_progress(
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    """Two obstacles at one step: scrolling brings the button into view and opens a popup over it. The
    scrolling branch got past the first (the target seen) and was stopped by the second (a click blocked, and
    on the defective page still failing once the popup is dismissed): it is progress, moves no belief, and
    the round forked at the blocked click is free. Before, it counted as a
    failure, the rounds ran out, and the defect behind both (composite `helpful-review-marta`) stayed
    unconfirmed."""
    out = tmp_path_factory.mktemp("popup")
    suites = load_suites([FIXTURES / "progress" / "popup.yaml"])
    run = await run_suites(suites, RunConfig(out_dir=out, settle_s=0.3, workers=2, screenshots=False))
    got = {c.case_id: c for c in run.cases}
    # The correct case: the scrolling branch meets the popup and the probe for a covered click dismisses it
    # in the same branch (the next obstacle on the same step), so the case is recovered at once.
    ok = got["popup-helpful"]
    assert ok.verdict == "pass" and ok.diagnosis is not None, ok.reason
    won = [b for b in ok.diagnosis.branches if b.outcome == "verified_success"]
    assert won and any("repaired by C.hit_test" in e for e in won[0].evidence), won
    for case_id in ("popup-helpful-broken",):
        d = got[case_id].diagnosis
        assert d is not None, got[case_id].reason
        deeper = [b for b in d.branches if b.outcome == "progress" and "at the same step" in b.reason]
        assert deeper, [(b.branch.probe, b.outcome, b.reason) for b in d.branches]
        assert deeper[0].p_after == deeper[0].p_before
        blocked = [r for r in d.rounds if r.fds.error_kind == "click_intercepted"]
        assert blocked and not blocked[0].counts, [(r.fds.error_kind, r.counts) for r in d.rounds]
    ok = got["popup-helpful"]
    assert (ok.initial_verdict, ok.verdict) == ("fail", "pass"), ok.reason
    bad = got["popup-helpful-broken"]
    assert bad.verdict == "fail" and bad.attribution == "env_fail_confirmed", bad.reason
    assert bad.diagnosis is not None
    assert any(e.kind == "error_raised" for e in bad.diagnosis.defect_evidence), bad.diagnosis.defect_evidence

"""A wrong pick among several matching controls, before the step that failed.

Pattern: one page, two fields whose labels share a word ("Amount" and "Bill amount"). An agent that
fills the partly matching one leaves the right one empty, and the step that fails (or the missing result)
is only the symptom. The judge forks at the wrong pick, the first step that went wrong, so a branch redoes
it; and while such a step stands on the path a branch restores, what the branch sees is no defect evidence
(every branch would replay the wrong input and see the wrong result on a correct app)."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.async_api import Browser

from diageval.agents import AgentProfile
from diageval.app import serve_app
from diageval.diagnosis import CaseContext, HeuristicJudge, candidates
from diageval.diagnosis._restore import RestoreMemo
from diageval.method import CaseResult, DiagnosisConfig
from diageval.runner import RunConfig, run_single, run_suites
from diageval.suite import load_suites
from tests.conftest import FIXTURES, write_suite

WRONG_PICK = AgentProfile(
    name="wrong-pick",
    click_miss=0.0,
    click_jitter=0.0,
    wrong_match=1.0,
    settle_sigma=0.0,
    settle_short=0.0,
    offscreen_give_up=1.0,
    type_pauses=0.0,
)
"""Always takes another control than the best match when several match; no other error."""

CASE = """  - id: {id}
    task: "The monthly payment of 1200 over 12 months is 100.00."
    steps: [{{goto: "/index.html{query}"}}, {{fill: {{target: Amount, text: "1200"}}}}, {{fill: {{target: Months, text: "12"}}}}, {{click: Monthly payment}}]
    expect: [{{text: "Monthly payment: $100.00"}}]
    label: {label}
"""
SUITE = f"name: doubt\napp: {{static: {FIXTURES / 'doubt'}}}\ncases:\n" + "".join(
    CASE.format(id=i, query=q, label=lab)
    for i, q, lab in (("loan", "", "pass"), ("loan-defect", "?broken", "fail"))
)


async def _run(tmp_path: Path, profile: AgentProfile | None) -> dict[str, CaseResult]:
    suites = load_suites([write_suite(tmp_path, SUITE)])
    # One round is enough to see the fork and the verdicts (and keeps the defects' diagnoses short).
    config = RunConfig(
        out_dir=tmp_path / "out",
        settle_s=0.3,
        workers=2,
        screenshots=False,
        agent_profile=profile,
        diagnosis=DiagnosisConfig(rounds=1),
    )
    return {c.case_id: c for c in (await run_suites(suites, config)).cases}


async def test_the_fork_is_the_wrong_pick_and_a_defect_stays_fail(tmp_path: Path) -> None:
    got = await _run(tmp_path, WRONG_PICK)
    ok = got["loan"]
    assert ok.initial_verdict == "fail", ok.reason
    assert (ok.verdict, ok.attribution) == ("pass", "agent_fail"), ok.reason
    assert ok.diagnosis is not None
    first = ok.diagnosis.rounds[0].fds
    assert (first.resume_case_step, first.error_kind, first.category) == (1, "wrong_pick", "wrong_target")
    assert any("'Bill amount'" in e for e in first.evidence)
    bad = got["loan-defect"]
    assert bad.initial_verdict == "fail" and bad.verdict == "fail", bad.reason


async def test_no_defect_evidence_while_the_wrong_pick_is_restored(browser: Browser, tmp_path: Path) -> None:
    """The judge's next hypothesis on the same failure forks at the missing result again, after the wrong
    pick: its branches replay the wrong input, and record no evidence against the app."""
    suite = load_suites([write_suite(tmp_path, SUITE)])[0]
    case = next(c for c in suite.cases if c.id == "loan")
    config = RunConfig(out_dir=tmp_path, settle_s=0.3, agent_profile=WRONG_PICK, screenshots=False)
    async with serve_app(suite.app) as app:
        single = await run_single(browser, suite, case, app, config)
        assert single.rollout is not None
        judge, dconf = HeuristicJudge(), DiagnosisConfig()
        fds1 = await judge.diagnose(case, [single.rollout], [], dconf)
        assert fds1 is not None and fds1.error_kind == "wrong_pick" and fds1.prefix_doubt is None
        fds = await judge.diagnose(case, [single.rollout], [fds1], dconf)
        assert fds is not None and fds.resume_case_step > 1
        assert fds.prefix_doubt and "'Bill amount'" in fds.prefix_doubt
        cc = CaseContext.of(browser, suite, app, config.settle_s, None)
        restored = await cc.restore(fds.restore, RestoreMemo())
        state = await restored.session.read_state()
        cands, _ = candidates(fds, state, case)
        branch = next((b for b in cands if b.probe == "C.wait_retry"), None)
        if branch is None:
            await restored.session.close()
            pytest.fail(f"C.wait_retry is not a candidate (candidates: {[b.probe for b in cands]})")
        run = await cc.run_branch(restored, branch, fds, case, "t", 2, fds.p0)
    assert run.outcome == "fail" and run.defect_evidence == [], (run.reason, run.defect_evidence)
    assert any("not defect evidence" in e for e in run.evidence), run.evidence


async def test_the_exact_pick_has_no_doubt(tmp_path: Path) -> None:
    """The deterministic agent takes the exact name: the correct case passes, the defect is confirmed."""
    got = await _run(tmp_path, None)
    assert got["loan"].verdict == "pass" and got["loan"].diagnosis is None, got["loan"].reason
    bad = got["loan-defect"]
    assert bad.diagnosis is not None and all(r.fds.prefix_doubt is None for r in bad.diagnosis.rounds)

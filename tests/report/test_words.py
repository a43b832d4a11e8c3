"""A case's result in words: what broke on each kind of Fail, and how a recovered case was recovered."""

from __future__ import annotations

from diageval.method import Branch, BranchRun, CaseResult, CheckResult, DefectEvidence, DiagnosisRecord
from diageval.report import case_properties, recovery_text, what_broke

MISSING = CheckResult(check="text: 'Saved'", ok=False, detail="not found on the page")


def _branch(probe: str, outcome: str, reason: str) -> BranchRun:
    b = Branch(id=probe, type=probe[0], probe=probe, description=f"do {probe} - because", cost=1.0)  # type: ignore[arg-type]
    return BranchRun(branch=b, round=1, outcome=outcome, reason=reason, p_before=0.1, p_after=0.2)  # type: ignore[arg-type]


def _case(attribution: str, verdict: str = "fail", **diag: object) -> CaseResult:
    record = None
    if diag:
        fields: dict[str, object] = {
            "method": "diageval",
            "verdict": verdict,
            "attribution": attribution,
            "reason": "p(EnvFail) = 0.9455 >= 0.7",
            "p0": 0.1,
            "p_final": 0.9455,
            "belief_trace": [0.1, 0.9455],
            "stop": "rounds",
            **diag,
        }
        record = DiagnosisRecord.model_validate(fields)
    return CaseResult(
        suite="s",
        case_id="c",
        task="t",
        verdict=verdict,  # type: ignore[arg-type]
        attribution=attribution,  # type: ignore[arg-type]
        reason="step 2 (click 'Save'): clicking 'Save' had no visible effect",
        initial_reason="step 2 (click 'Save'): clicking 'Save' had no visible effect",
        checks=[MISSING],
        diagnosis=record,
    )


def test_a_confirmed_defect_says_what_each_kind_of_evidence_showed() -> None:
    evidence = [
        DefectEvidence(
            kind="actuation_verified",
            text="click 'Save' reached the button 'Save' and the page did not change",
        ),
        DefectEvidence(kind="actuation_verified", text="click 'Save' (keyboard) reached it too"),
        DefectEvidence(
            kind="error_raised", text="click 'Save' made the page throw TypeError: x is undefined"
        ),
    ]
    c = _case("env_fail_confirmed", defect_evidence=evidence)
    assert what_broke(c) == (
        "click 'Save' reached the button 'Save' and the page did not change; "
        "click 'Save' made the page throw TypeError: x is undefined; "
        "check failed: text: 'Saved' (not found on the page)"
    )
    assert dict(case_properties(c))["diageval.defect_evidence"] == "actuation_verified, error_raised"


def test_an_unconfirmed_defect_says_what_stopped_the_last_branch_and_that_it_is_unconfirmed() -> None:
    branches = [
        _branch("B.scroll_page", "fail", "'Save' is on the page but not in the viewport"),
        _branch("C.enabled", "fail", "click 'Save': 'Save' is disabled: the click did nothing"),
        _branch("C.hover", "error", "restore failed"),
    ]
    c = _case("env_fail_unconfirmed", branches=branches)
    assert what_broke(c) == (
        "click 'Save': 'Save' is disabled: the click did nothing; check failed: text: 'Saved' (not found on "
        "the page) (no valid path found in 3 branches; no defect evidence either)"
    )
    props = dict(case_properties(c))
    assert props["diageval.p_final"] == "0.9455" and props["diageval.branches"] == "3"
    assert "diageval.recovered_by" not in props and recovery_text(c) is None


def test_an_undiagnosed_fail_is_the_single_runs_failure() -> None:
    c = _case("undiagnosed")
    assert what_broke(c) == (
        "step 2 (click 'Save'): clicking 'Save' had no visible effect; "
        "check failed: text: 'Saved' (not found on the page) (not diagnosed)"
    )
    assert case_properties(c) == [("diageval.verdict", "fail"), ("diageval.attribution", "undiagnosed")]


def test_a_recovered_case_names_the_agents_mistake_and_the_branch() -> None:
    branches = [
        _branch("C.wait_retry", "fail", "clicking 'Save' had no visible effect"),
        _branch("B.scroll_page", "verified_success", "every remaining step ran and all 1 checks hold"),
    ]
    c = _case("agent_fail", verdict="pass", branches=branches)
    assert recovery_text(c) == (
        "the agent's mistake: step 2 (click 'Save'): clicking 'Save' had no visible effect; the branch "
        "B.scroll_page found a valid path (do B.scroll_page): every remaining step ran and all 1 checks hold"
    )
    props = dict(case_properties(c))
    assert props["diageval.recovered_by"] == "B.scroll_page"
    assert props["diageval.agent_mistake"] == "step 2 (click 'Save'): clicking 'Save' had no visible effect"

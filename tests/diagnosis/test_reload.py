"""C.reload, the repeat under a fresh load, on a fixture of its own in real Chromium: a toolbar action that
renders only from a tab's second load on (a first-load race) is recovered by the reload alone; a missing
action stays missing after it (a failure, with the page searched for the target); a fork whose state lived
in memory is not what a reload brings back, so the probe tests nothing there."""

from __future__ import annotations

from pathlib import Path

import pytest

from diageval.method import CaseResult, DiagnosisConfig
from tests.conftest import FIXTURES, diagnose_fixture_suite, fork_fds, page_state

SUITE = FIXTURES / "reload" / "suite.yaml"


async def _diagnose(tmp_path: Path) -> dict[str, CaseResult]:
    return await diagnose_fixture_suite(SUITE, tmp_path)


@pytest.mark.timeout(400)
async def test_a_reload_recovers_a_first_load_race_and_finds_a_missing_action_still_missing(
    tmp_path: Path,
) -> None:
    got = await _diagnose(tmp_path)

    race = got["first-load"]
    assert race.initial_verdict == "fail", race.initial_reason  # the agent saw the tab's first load
    assert race.verdict == "pass" and race.diagnosis is not None, race.reason
    assert "recovered by C.reload" in race.diagnosis.reason, race.diagnosis.reason
    # No other probe recovers it: the page as first loaded has no such action anywhere.
    assert all(
        b.outcome != "verified_success" for b in race.diagnosis.branches if b.branch.probe != "C.reload"
    )

    missing = got["first-load-defect"]
    assert missing.verdict == "fail" and missing.diagnosis is not None
    (run,) = [b for b in missing.diagnosis.branches if b.branch.probe == "C.reload"]
    assert run.outcome == "fail" and run.p_after > run.p_before, run.reason
    assert any(
        "the reload brought back the same page, still without 'Export report'" in e for e in run.evidence
    )

    memory = got["in-memory-defect"]
    assert memory.verdict == "fail" and memory.diagnosis is not None
    (run,) = [b for b in memory.diagnosis.branches if b.branch.probe == "C.reload"]
    assert run.outcome == "inapplicable" and run.p_after == run.p_before, (run.outcome, run.reason)
    assert any("tests nothing" in e for e in run.evidence), run.evidence


def test_a_reload_is_tried_after_the_probes_that_answer_the_sou() -> None:
    """Content still loading (SOU-4) is C.wait_retry's; the reload, a C probe too, ranks with the fallbacks
    (it loses what lived in memory and repeats the lateness), so it never takes a slot before them."""
    import random

    from diageval.diagnosis import candidates, rank
    from diageval.suite import Case

    fds = fork_fds("target_not_found", "Export report", step=0, sou=4, category="env_boundary")
    state = page_state([], title="Reports", page_size=(800, 600), viewport=(800, 600), text="Monthly reports")
    case = Case.model_validate(
        {"id": "x", "task": "t", "steps": [{"verb": "click", "target": "Export report"}], "expect": []}
    )
    cands, _ = candidates(fds, state, case)
    ordered = [b for b in rank(cands, 0.1, "env_boundary", DiagnosisConfig(), random.Random(0))]
    names = [b.probe for b in ordered]
    assert "C.wait_retry" in names and "C.reload" in names, names
    reload = ordered[names.index("C.reload")]
    assert reload.fallback and not ordered[names.index("C.wait_retry")].fallback
    assert all(b.fallback for b in ordered[names.index("C.reload") :]), names

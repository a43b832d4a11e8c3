"""A diagnosis that cannot finish within the case timeout concludes a little before it with what it found:
Fail, unconfirmed, its rounds, branches and belief kept, and the branch still running then recorded as stopped.
Before, the whole case became a harness fault ("timed out after 180 s") and every branch's evidence was lost
(held aside 14: five cases of stacked obstacles, each round a full replay of the path to its fork).

Here the branch that scrolls to "Recalculate" presses it on a page whose script never returns; the branch's
own budget (60 s) is longer than the case's time, so only the case's deadline can end it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES


@pytest.mark.timeout(300)
async def test_a_diagnosis_out_of_time_concludes_with_what_it_found(tmp_path: Path) -> None:
    from diageval.method import DiagnosisConfig
    from diageval.runner import RunConfig, run_suites
    from diageval.suite import load_suites

    (suite,) = load_suites([FIXTURES / "patterns" / "hang.yaml"])
    config = RunConfig(
        out_dir=tmp_path / "out",
        settle_s=0.3,
        workers=1,
        screenshots=False,
        case_timeout_s=30.0,
        diagnosis=DiagnosisConfig(parallel_branches=1),
    )
    (case,) = (await run_suites([suite], config)).cases
    assert case.verdict == "fail" and case.attribution == "env_fail_unconfirmed", case.reason
    assert "when the diagnosis's time ran out" in case.reason, case.reason
    d = case.diagnosis
    assert d is not None and d.stop == "time" and d.rounds, d
    # The branch on the hung page was stopped at the deadline, and says so; the belief never moved for it.
    stopped = [b for b in d.discarded if b.branch.probe.startswith("B.")]
    assert stopped and all(b.outcome == "discarded" for b in stopped), d.discarded
    assert all(b.reason == "stopped unfinished: the diagnosis's time ran out" for b in stopped), d.discarded
    assert not d.defect_evidence, d.defect_evidence

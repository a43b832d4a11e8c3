"""Branches of a round run at once, yet the diagnosis is the sequential protocol's: outcomes are taken in
the round's order, the first decisive one ends it, and what ran beside it is discarded and listed."""

from __future__ import annotations

from pathlib import Path

import pytest

from diageval.diagnosis._ahead import CpuGauge, RunningBranches
from diageval.method import CaseResult, DiagnosisConfig
from diageval.runner import RunConfig, run_suites
from diageval.suite import load_suites
from tests.conftest import FIXTURES

SUITE = FIXTURES / "evidence" / "suite.yaml"
CASES = ("dead", "slow")
"""A dead button (confirmed after several failed branches) and a correct app that answers late
(recovered)."""


async def _run(out: Path, parallel: int) -> dict[str, CaseResult]:
    suites = load_suites([SUITE])
    suites = [s.model_copy(update={"cases": tuple(c for c in s.cases if c.id in CASES)}) for s in suites]
    config = RunConfig(
        out_dir=out,
        settle_s=0.3,
        workers=1,
        screenshots=False,
        diagnosis=DiagnosisConfig(parallel_branches=parallel),
    )
    run = await run_suites(suites, config)
    return {c.case_id: c for c in run.cases}


def _protocol(res: CaseResult) -> tuple[object, ...]:
    d = res.diagnosis
    assert d is not None, res.reason
    return (
        res.verdict,
        res.attribution,
        d.stop,
        d.belief_trace,
        [(b.branch.probe, b.outcome, b.p_before, b.p_after) for b in d.branches],
        sorted((e.kind, e.branch) for e in d.defect_evidence),
    )


@pytest.mark.timeout(900)
async def test_parallel_branches_give_the_sequential_verdicts(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    one = await _run(tmp_path / "sequential", 1)
    # Branches run ahead whatever else keeps this machine busy (without a CPU reading the count of running
    # branches decides; test_cpu_gauge.py tests the reading): the parallel path itself is under test here.
    monkeypatch.setattr(RunningBranches, "gauge", CpuGauge(tmp_path / "no-proc-stat"))
    three = await _run(tmp_path / "parallel", 3)
    assert set(one) == set(three) == set(CASES)
    for case_id in CASES:
        assert _protocol(three[case_id]) == _protocol(one[case_id]), case_id
        seq = one[case_id].diagnosis
        assert seq is not None and seq.discarded == []  # one at a time: nothing runs ahead
    # Ahead of the protocol, the parallel run did work it then discarded (the recovered case ends its round
    # at a branch before the last), and says so.
    discarded = [b for c in three.values() for b in (c.diagnosis.discarded if c.diagnosis else [])]
    assert discarded and all(b.outcome == "discarded" and b.reason for b in discarded)
    for res in three.values():
        d = res.diagnosis
        assert d is not None
        taken = {(b.round, b.branch.id) for b in d.branches}
        assert not taken & {(b.round, b.branch.id) for b in d.discarded}, res.case_id

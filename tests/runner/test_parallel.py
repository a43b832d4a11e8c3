"""Local parallelism: the same verdicts with 1 and 2 workers; serial suites never overlap; a diagnosis goes on
beside its worker's next case only while a core is idle; default N."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from diageval.diagnosis import RunningBranches
from diageval.diagnosis._ahead import CpuGauge
from diageval.method import DiagnosisConfig
from diageval.runner import RunConfig, default_workers, run_suites
from diageval.suite import load_suites
from tests.conftest import FIXTURES, write_suite


def _suite(tmp_path: Path, name: str, isolation: str, n: int) -> Path:
    cases = []
    for i in range(n):
        clicks = 1 + i % 3
        want = clicks if i % 3 else clicks + 5  # a third of the cases fail their check and are diagnosed
        steps = ", ".join(["{click: Click me}"] * clicks)
        cases.append(
            f"  - {{id: {name}{i}, task: t, steps: [{steps}], expect: [{{text: 'clicks: {want}'}}]}}"
        )
    return write_suite(
        tmp_path,
        f"name: {name}\nisolation: {isolation}\napp: {{static: {FIXTURES / 'widgets'}}}\ncases:\n"
        + "\n".join(cases)
        + "\n",
        f"{name}.yaml",
    )


SLACK_S = 0.01
"""``started_at`` is the wall clock and ``duration_s`` a monotonic one, each rounded to the millisecond: a
case that starts the moment the one before it ended may seem to start a few milliseconds early."""


def _overlaps(cases: list) -> bool:  # type: ignore[type-arg]
    spans = sorted((c.started_at, c.started_at + c.duration_s) for c in cases)
    return any(b[0] < a[1] - SLACK_S for a, b in itertools.pairwise(spans))


def _overlapped_by_agent_runs(cases: list) -> bool:  # type: ignore[type-arg]
    """Whether two cases' agent runs overlapped (a diagnosis beside the next case's run does not count)."""
    spans = sorted((c.started_at, c.started_at + c.agent_s) for c in cases)
    return any(b[0] < a[1] - SLACK_S for a, b in itertools.pairwise(spans))


class FixedGauge(CpuGauge):
    """The machine's CPU reading held at one value, so the test does not depend on what else runs."""

    def __init__(self, busy: float) -> None:
        super().__init__()
        self.share = busy

    def busy(self) -> float | None:
        return self.share


async def test_two_workers_same_verdicts_as_one_and_serial_suites_do_not_overlap(tmp_path: Path) -> None:
    suites = load_suites([_suite(tmp_path, "par", "parallel", 3), _suite(tmp_path, "ser", "serial", 2)])
    diag = DiagnosisConfig(rounds=1, branches_per_round=1)
    one = await run_suites(
        suites, RunConfig(out_dir=tmp_path / "w1", settle_s=0.2, workers=1, screenshots=False, diagnosis=diag)
    )
    two = await run_suites(
        suites, RunConfig(out_dir=tmp_path / "w2", settle_s=0.2, workers=2, screenshots=False, diagnosis=diag)
    )
    assert [(c.suite, c.case_id, c.verdict, c.attribution) for c in two.cases] == [
        (c.suite, c.case_id, c.verdict, c.attribution) for c in one.cases
    ]
    assert [(c.case_id, c.verdict) for c in two.cases] == [
        (f"{s}{i}", "fail" if i % 3 == 0 else "pass") for s, n in (("par", 3), ("ser", 2)) for i in range(n)
    ]
    assert {c.worker for c in two.cases} == {"local-1", "local-2"}
    assert _overlaps([c for c in two.cases if c.suite == "par"]), "parallel cases should run at once"
    assert not _overlaps([c for c in two.cases if c.suite == "ser"]), "a serial suite ran two cases at once"
    assert not _overlapped_by_agent_runs(one.cases)


@pytest.mark.parametrize("busy", [0.1, 0.8, 0.95])
async def test_a_diagnosis_goes_on_beside_the_next_case_only_while_a_core_is_idle(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, busy: float
) -> None:
    monkeypatch.setattr(RunningBranches, "gauge", FixedGauge(busy))
    monkeypatch.setattr(RunningBranches, "cores", 2)
    suites = load_suites([_suite(tmp_path, "par", "parallel", 3)])
    diag = DiagnosisConfig(rounds=1, branches_per_round=2, parallel_branches=1)
    run = await run_suites(
        suites,
        RunConfig(out_dir=tmp_path / "out", settle_s=0.2, workers=1, screenshots=False, diagnosis=diag),
    )
    assert [(c.case_id, c.verdict) for c in run.cases] == [
        ("par0", "fail"),
        ("par1", "pass"),
        ("par2", "pass"),
    ]
    diagnosed, after = run.cases[0], run.cases[1]
    assert diagnosed.diagnosis is not None and diagnosed.attribution.startswith("env_fail")
    beside = after.started_at < diagnosed.started_at + diagnosed.duration_s - SLACK_S
    # On two cores, 10% busy (1.8 cores idle) or 80% (0.4: not a whole core, but a diagnosis's work is never
    # discarded) the worker takes par1 while par0's branches run; 95% (0.1 idle): it waits.
    assert beside is (busy < 0.9)
    assert not _overlapped_by_agent_runs(run.cases)


def test_default_workers_fits_the_machine() -> None:
    import os

    n = default_workers()
    assert 1 <= n <= min(16, 2 * len(os.sched_getaffinity(0)))

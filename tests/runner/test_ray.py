"""The Ray backend on a local Ray instance started by the test: same verdicts as the local pool, results in
the same store, and a worker killed mid-case is replaced and the case run again (never a defect)."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from diageval.method import DiagnosisConfig
from diageval.runner import RunConfig, run_suites
from diageval.store import RunStore
from diageval.suite import load_suites
from tests.conftest import FIXTURES, write_suite

ray = pytest.importorskip("ray")


@pytest.fixture(scope="module")
def local_ray() -> Iterator[None]:
    ray.init(num_cpus=4, include_dashboard=False, log_to_driver=False)
    yield
    ray.shutdown()


def _mixed_suite(tmp_path: Path) -> Path:
    cases = []
    for i in range(4):
        clicks = 1 + i % 2
        want = clicks if i % 3 else clicks + 5  # two cases fail their check and are diagnosed
        steps = ", ".join(["{click: Click me}"] * clicks)
        cases.append(f"  - {{id: c{i}, task: t, steps: [{steps}], expect: [{{text: 'clicks: {want}'}}]}}")
    return write_suite(
        tmp_path, f"name: mixed\napp: {{static: {FIXTURES / 'widgets'}}}\ncases:\n" + "\n".join(cases) + "\n"
    )


async def test_ray_run_matches_local_and_lands_in_the_store(local_ray: None, tmp_path: Path) -> None:
    suites = load_suites([_mixed_suite(tmp_path)])
    diag = DiagnosisConfig(rounds=1, branches_per_round=1)
    remote = await run_suites(
        suites, RunConfig(out_dir=tmp_path / "ray", settle_s=0.2, workers=2, diagnosis=diag), executor="ray"
    )
    local = await run_suites(
        suites, RunConfig(out_dir=tmp_path / "local", settle_s=0.2, workers=2, diagnosis=diag)
    )
    assert [(c.case_id, c.verdict, c.attribution) for c in remote.cases] == [
        (c.case_id, c.verdict, c.attribution) for c in local.cases
    ]
    # The cases whose check wants the wrong count fail (a defect), the others pass.
    expected = [(f"c{i}", "fail" if i % 3 == 0 else "pass") for i in range(4)]
    assert [(c.case_id, c.verdict) for c in remote.cases] == expected
    assert all(c.attribution.startswith("env_fail") for c in remote.cases if c.verdict == "fail")
    store = RunStore.open(tmp_path / "ray", create=False)
    (info,) = store.runs()
    assert (info.executor, info.status, info.done) == ("ray", "finished", 4)
    stored = store.results(info.run_id)
    assert all(c.worker and c.worker.startswith("ray:") for c in stored)
    # Artifacts came back from the workers into the run folder.
    for c in stored:
        assert c.trajectory and (store.run_dir(info.run_id) / c.trajectory).is_file()
    store.close()


def _case_worker_pids() -> list[int]:
    ps = subprocess.run(["ps", "-eo", "pid,args"], capture_output=True, text=True, check=True).stdout
    return [int(line.split()[0]) for line in ps.splitlines() if "ray::CaseWorker.run" in line]


async def test_worker_killed_mid_case_is_retried_and_recorded(local_ray: None, tmp_path: Path) -> None:
    suite = write_suite(
        tmp_path,
        f"name: slow\napp: {{static: {FIXTURES / 'widgets'}}}\n"
        "cases: [{id: slow, task: t, steps: [{click: Click me}, {wait: 3}, {click: Click me}],"
        " expect: [{text: 'clicks: 2'}]}]\n",
    )
    config = RunConfig(out_dir=tmp_path / "out", settle_s=0.2, workers=1)
    run = asyncio.create_task(run_suites(load_suites([suite]), config, executor="ray"))
    killed = None
    for _ in range(600):
        pids = await asyncio.to_thread(_case_worker_pids)
        if pids:
            await asyncio.sleep(1.5)  # well inside the case: browser up, first click done, waiting
            killed = pids[0]
            os.kill(killed, signal.SIGKILL)
            break
        await asyncio.sleep(0.05)
    assert killed is not None, "no Ray worker ever ran the case"
    result = await asyncio.wait_for(run, 180)
    (case,) = result.cases
    assert (case.verdict, case.attribution) == ("pass", "none"), case.reason
    assert case.attempts == 2
    assert case.worker and str(killed) not in case.worker
    store = RunStore.open(tmp_path / "out", create=False)
    events = store.attempts(result.run_id)
    store.close()
    assert [e["event"] for e in events] == ["worker_lost"]
    assert "attempt 1/3" in events[0]["detail"]

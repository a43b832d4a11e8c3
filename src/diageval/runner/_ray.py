"""Running cases on a Ray cluster (``--executor ray``; ``pip install 'diageval[ray]'``).

Each of ``--workers`` Ray actors holds one browser on its node and runs whole cases (the agent run and
its diagnosis), serving each suite's app on its own node the first time it needs it. An actor writes a
case's artifacts to a scratch folder of its node and returns them with the result; the driver unpacks them
into the run folder and commits the result to the same store as a local run, so nodes need no shared disk.

A worker lost mid-case (its process or node died) is replaced and the case is run again, up to
``RAY_ATTEMPTS`` times; each loss is recorded in the store. A case whose worker keeps dying ends as a
harness fault (verdict ``error``), never as an app defect.

On a cluster, every node needs diageval with its browser installed, and a suite's app must be reachable
from the nodes: a ``url`` app, or ``static``/``command`` paths that exist on every node.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
import os
import shutil
import tarfile
import tempfile
from pathlib import Path
from types import ModuleType
from typing import Any

from .._exceptions import ConfigError
from ..suite import Case, Suite
from ._case import blank_result
from ._config import RunConfig
from ._llm import budget_reason
from ._local import Done, Started, budget_skip, harness_result
from ._models import CaseResult
from ._plan import RunPlan
from ._pool import Job, JobQueue

logger = logging.getLogger(__name__)

RAY_ATTEMPTS = 3
"""Starts of a case before a worker that keeps dying makes it a harness fault."""


def import_ray() -> ModuleType:
    try:
        import ray
    except ImportError:
        raise ConfigError(
            "--executor ray needs Ray: pip install 'diageval[ray]' (or pip install ray)"
        ) from None
    return ray


class CaseWorker:
    """A Ray actor: one browser, the apps of the suites it has run, one case at a time."""

    def __init__(self, config: RunConfig) -> None:
        self.config = config
        self.scratch = Path(tempfile.mkdtemp(prefix="diageval-ray-"))
        self._pw: Any = None
        self._slot: Any = None
        self._apps: Any = None
        self._llm: Any = None

    async def _setup(self) -> None:
        from playwright.async_api import async_playwright

        from ._llm import LLMServices
        from ._pool import BrowserSlot, SharedApps

        if self._pw is None:
            self._pw = await async_playwright().start()
            self._slot = BrowserSlot(self._pw)
            self._apps = SharedApps([], self.scratch / "logs", keep_open=True)
            self._llm = LLMServices.build(self.config.llm)

    async def run(self, suite: Suite, case: Case, run_id: str) -> tuple[str, bytes, dict[str, str]]:
        """Run one case; returns the result (JSON), its artifacts (a tar of its case folder) and the
        versions it ran with."""
        from ._case import case_dir, run_case
        from ._pool import machine_versions, start_job

        await self._setup()
        out = self.scratch / run_id
        config = self.config.model_copy(update={"out_dir": out})
        folder = case_dir(out, suite, case)
        shutil.rmtree(folder, ignore_errors=True)

        async def work(browser: Any, job: Job, app: Any) -> CaseResult:
            return await run_case(browser, job.suite, job.case, app, config, self._llm)

        res = await start_job(
            Job(suite, case),
            self._slot,
            self._apps,
            work,
            lambda job, reason: harness_result(job.suite, job.case, reason),
            budget_skip(config, self._llm),
        )
        res.worker = f"ray:{_node()}:{os.getpid()}"
        blob = b""
        if folder.exists():
            buf = io.BytesIO()
            with tarfile.open(fileobj=buf, mode="w:gz", compresslevel=1) as tar:
                tar.add(folder, arcname=str(folder.relative_to(out)))
            blob = buf.getvalue()
            shutil.rmtree(folder, ignore_errors=True)
        versions = machine_versions(self._slot.browser) if self._slot.browser is not None else {}
        return res.model_dump_json(), blob, versions

    async def close(self) -> None:
        if self._apps is not None:
            await self._apps.close()
        if self._slot is not None:
            await self._slot.close()
        if self._pw is not None:
            await self._pw.stop()
        shutil.rmtree(self.scratch, ignore_errors=True)


def _node() -> str:
    """The Ray node this actor runs on (short id)."""
    return str(import_ray().get_runtime_context().get_node_id())[:8]


def _unpack(blob: bytes, run_dir: Path) -> None:
    if not blob:
        return
    with tarfile.open(fileobj=io.BytesIO(blob), mode="r:gz") as tar:
        tar.extractall(run_dir, filter="data")


async def run_ray(
    plan: RunPlan, config: RunConfig, done: Done, on_start: Started, *, address: str | None = None
) -> dict[str, str]:
    """Run the plan's cases on Ray actors; ``done`` receives each result in the driver."""
    ray = import_ray()
    if not ray.is_initialized():
        kwargs: dict[str, Any] = {"include_dashboard": False, "log_to_driver": False}
        if address:
            kwargs["address"] = address
        ray.init(**kwargs)
    from ray.exceptions import RayActorError, WorkerCrashedError

    lost_errors = (RayActorError, WorkerCrashedError, getattr(ray.exceptions, "NodeDiedError", RayActorError))
    remote_cls = ray.remote(num_cpus=1, max_restarts=0, max_concurrency=1)(CaseWorker)
    queue = JobQueue([Job(s, c) for s, c in plan.todo])
    versions: dict[str, str] = {}
    run_dir = plan.run_dir
    n = max(1, min(config.workers, len(plan.todo)))
    spent = [0.0]
    cap = config.llm.max_cost_usd
    # Everything the run's records hold, also of cases run again (their earlier calls were paid for).
    prior = sum(r.llm_cost_usd for r in plan.store.results(plan.run_id))

    async def slot(k: int) -> None:
        actor = remote_cls.remote(config)
        try:
            while (job := await queue.take()) is not None:
                suite, case = job.suite, job.case
                try:
                    if cap is not None and prior + spent[0] >= cap:
                        reason = budget_reason(cap, started=False)
                        res = blank_result(suite, case, attribution="budget_stop", reason=reason)
                    else:
                        res, actor = await _attempts(actor, suite, case)
                finally:
                    await queue.finished(suite)
                spent[0] += res.llm_cost_usd
                await done(res)
        finally:
            with contextlib.suppress(Exception):  # the actor may already be gone
                await actor.close.remote()
            ray.kill(actor)

    async def _attempts(actor: Any, suite: Suite, case: Case) -> tuple[CaseResult, Any]:
        for attempt in range(1, RAY_ATTEMPTS + 1):
            on_start(suite, case, f"ray-{attempt}")
            try:
                text, blob, got = await actor.run.remote(suite, case, plan.run_id)
            except lost_errors as exc:
                detail = f"Ray worker lost mid-case (attempt {attempt}/{RAY_ATTEMPTS}): {type(exc).__name__}"
                logger.warning("case %s/%s: %s", suite.name, case.id, detail)
                plan.store.record_attempt(plan.run_id, suite.name, case.id, "worker_lost", detail)
                ray.kill(actor)
                actor = remote_cls.remote(config)
                continue
            except Exception as exc:  # anything else from the cluster is a harness fault too
                reason = f"harness fault: Ray: {type(exc).__name__}: {str(exc).splitlines()[0][:300]}"
                return harness_result(suite, case, reason), actor
            await asyncio.to_thread(_unpack, blob, run_dir)
            if got and not versions:
                versions.update(got)
            return CaseResult.model_validate_json(text), actor
        reason = f"harness fault: the Ray worker was lost {RAY_ATTEMPTS} times running this case"
        return harness_result(suite, case, reason), actor

    await asyncio.gather(*(slot(k) for k in range(n)))
    return versions

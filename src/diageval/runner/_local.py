"""Running a run's cases on this machine: the pool of workers (one browser each, every app served once
and shared, serial suites one case at a time), each case run and diagnosed by :func:`run_case`."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable

from playwright.async_api import Browser

from ..app import RunningApp
from ..suite import Case, Suite
from ._case import CaseFn, blank_result, run_case
from ._config import RunConfig
from ._llm import LLMServices, budget_reason
from ._models import CaseResult
from ._pool import Job, Pool, SharedApps

logger = logging.getLogger(__name__)

Done = Callable[[CaseResult], Awaitable[None]]
Started = Callable[[Suite, Case, str], None]


def harness_result(suite: Suite, case: Case, reason: str) -> CaseResult:
    return blank_result(suite, case, attribution="harness_fault", reason=reason)


def budget_skip(config: RunConfig, llm: LLMServices | None) -> Callable[[Job], CaseResult | None]:
    """A case not started because the run's LLM spending reached ``--max-cost`` (finished ones stay)."""

    def skip(job: Job) -> CaseResult | None:
        cap = config.llm.max_cost_usd
        if llm is None or cap is None or not llm.over_budget():
            return None
        reason = budget_reason(cap, started=False)
        return blank_result(job.suite, job.case, attribution="budget_stop", reason=reason)

    return skip


async def run_local(
    todo: list[tuple[Suite, Case]],
    config: RunConfig,
    done: Done,
    llm: LLMServices | None = None,
    on_start: Started | None = None,
    case_fn: CaseFn = run_case,
) -> dict[str, str]:
    """Run ``todo`` with ``config.workers`` browsers; ``done`` receives each result. Returns the versions
    (diageval, Playwright, Chromium, Python) the cases ran with."""

    async def work(browser: Browser, job: Job, app: RunningApp) -> CaseResult:
        return await case_fn(browser, job.suite, job.case, app, config, llm)

    async def finished(_job: Job, res: CaseResult, worker: str) -> None:
        res.worker = worker
        await done(res)

    def started(job: Job, worker: str) -> None:
        if on_start is not None:
            on_start(job.suite, job.case, worker)

    jobs = [Job(s, c) for s, c in todo]
    apps = SharedApps(jobs, config.out_dir / "logs")
    pool: Pool[CaseResult] = Pool(
        work,
        finished,
        lambda job, reason: harness_result(job.suite, job.case, reason),
        workers=config.workers,
        skip=budget_skip(config, llm),
        on_start=started,
    )
    try:
        return await pool.run(jobs, apps)
    finally:
        await apps.close()

"""Running cases on this machine: a pool of workers, one browser each, every app served once and shared.

Cases of all suites go through one queue in plan order, so a small suite never leaves workers idle. Each
suite's app comes up when its first case starts and goes down after its last; a suite marked
``isolation: serial`` (its app keeps server-side state) never has two cases running at once. Each case gets
a fresh browser context, so no storage is shared between cases.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import platform
from collections.abc import Awaitable, Callable
from importlib.metadata import version

from playwright.async_api import Browser, Playwright, async_playwright

from .. import __version__
from .._exceptions import AppError
from ..app import RunningApp, serve_app
from ..browser import launch_browser
from ..suite import Case, Suite
from ._case import blank_result, run_case
from ._config import RunConfig
from ._llm import LLMServices, budget_reason
from ._models import CaseResult

logger = logging.getLogger(__name__)

Done = Callable[[CaseResult], Awaitable[None]]
Started = Callable[[Suite, Case, str], None]

CHROMIUM_MB = 600
"""Memory one worker's Chromium takes with a typical app open (browser, renderer, GPU process)."""


def default_workers() -> int:
    """Workers that fit this machine: two per CPU core (a case spends much of its time waiting for pages to
    settle; ``benchmarks/throughput.py``), fewer when memory would not hold the browsers, at most 16."""
    try:
        cpus = len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        cpus = os.cpu_count() or 1
    avail_mb = _available_mb()
    by_mem = max(1, int((avail_mb - 1024) // CHROMIUM_MB)) if avail_mb else cpus
    return max(1, min(2 * cpus, by_mem, 16))


def _available_mb() -> float | None:
    try:
        with open("/proc/meminfo", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return None


class BrowserSlot:
    """One worker's browser, relaunched when it has crashed so later cases still run."""

    def __init__(self, pw: Playwright) -> None:
        self.pw = pw
        self.browser: Browser | None = None

    async def get(self) -> Browser:
        if self.browser is None or not self.browser.is_connected():
            if self.browser is not None:
                logger.warning("browser disconnected; launching a new one")
            self.browser = await launch_browser(self.pw)
        return self.browser

    async def close(self) -> None:
        if self.browser is not None and self.browser.is_connected():
            await self.browser.close()


def harness_result(suite: Suite, case: Case, reason: str) -> CaseResult:
    return blank_result(suite, case, attribution="harness_fault", reason=reason)


class SharedApps:
    """Each suite's app, started on first use and stopped after the suite's last case."""

    def __init__(
        self, todo: list[tuple[Suite, Case]], log_dir: os.PathLike[str] | None, *, keep_open: bool = False
    ) -> None:
        """``keep_open``: apps stay up until ``close`` (a Ray worker does not know which cases come next)."""
        self._keep_open = keep_open
        self._left: dict[str, int] = {}
        for s, _ in todo:
            self._left[s.name] = self._left.get(s.name, 0) + 1
        self._stacks: dict[str, contextlib.AsyncExitStack] = {}
        self._apps: dict[str, RunningApp | AppError] = {}
        self._locks: dict[str, asyncio.Lock] = {}
        self._log_dir = log_dir

    async def acquire(self, suite: Suite) -> RunningApp:
        lock = self._locks.setdefault(suite.name, asyncio.Lock())
        async with lock:
            if suite.name not in self._apps:
                stack = contextlib.AsyncExitStack()
                try:
                    self._apps[suite.name] = await stack.enter_async_context(
                        serve_app(suite.app, log_dir=self._log_dir)  # type: ignore[arg-type]
                    )
                    self._stacks[suite.name] = stack
                except AppError as exc:
                    logger.error("suite %s: %s", suite.name, exc)
                    self._apps[suite.name] = exc
        got = self._apps[suite.name]
        if isinstance(got, AppError):
            raise got
        return got

    async def release(self, suite: Suite) -> None:
        if self._keep_open:
            return
        self._left[suite.name] -= 1
        if self._left[suite.name] == 0 and suite.name in self._stacks:
            await self._stacks.pop(suite.name).aclose()

    async def close(self) -> None:
        for stack in list(self._stacks.values()):
            await stack.aclose()
        self._stacks.clear()


class CaseQueue:
    """Cases in plan order; a worker takes the first whose suite is free (serial suites run one at a time)."""

    def __init__(self, todo: list[tuple[Suite, Case]]) -> None:
        self._items = list(todo)
        self._busy: set[str] = set()
        self._cond = asyncio.Condition()

    async def take(self) -> tuple[Suite, Case] | None:
        async with self._cond:
            while True:
                if not self._items:
                    return None
                for i, (s, c) in enumerate(self._items):
                    if not (s.isolation == "serial" and s.name in self._busy):
                        del self._items[i]
                        if s.isolation == "serial":
                            self._busy.add(s.name)
                        return s, c
                await self._cond.wait()

    async def finished(self, suite: Suite) -> None:
        async with self._cond:
            self._busy.discard(suite.name)
            self._cond.notify_all()


async def run_local(
    todo: list[tuple[Suite, Case]],
    config: RunConfig,
    done: Done,
    llm: LLMServices | None = None,
    on_start: Started | None = None,
) -> dict[str, str]:
    """Run ``todo`` with ``config.workers`` browsers; ``done`` receives each result. Returns the versions
    (diageval, Playwright, Chromium, Python) the cases ran with."""
    apps = SharedApps(todo, config.out_dir / "logs")
    queue = CaseQueue(todo)
    versions: dict[str, str] = {}
    async with async_playwright() as pw:
        n = max(1, min(config.workers, len(todo)))
        slots = [BrowserSlot(pw) for _ in range(n)]

        async def worker(k: int, slot: BrowserSlot) -> None:
            name = f"local-{k}"
            while (item := await queue.take()) is not None:
                suite, case = item
                if on_start is not None:
                    on_start(suite, case, name)
                try:
                    res = await run_one(slot, suite, case, apps, config, llm)
                finally:
                    await queue.finished(suite)
                    await apps.release(suite)
                res.worker = name
                await done(res)

        try:
            if todo:
                versions = machine_versions(await slots[0].get())
            await asyncio.gather(*(worker(k + 1, s) for k, s in enumerate(slots)))
        finally:
            await apps.close()
            for slot in slots:
                await slot.close()
    return versions


async def run_one(
    slot: BrowserSlot, suite: Suite, case: Case, apps: SharedApps, config: RunConfig, llm: LLMServices | None
) -> CaseResult:
    if llm is not None and llm.over_budget() and config.llm.max_cost_usd is not None:
        # --max-cost reached: the run stops cleanly; finished cases stay as they are.
        reason = budget_reason(config.llm.max_cost_usd, started=False)
        return blank_result(suite, case, attribution="budget_stop", reason=reason)
    try:
        app = await apps.acquire(suite)
    except AppError as exc:
        return harness_result(suite, case, f"harness fault: {exc}")
    try:
        browser = await slot.get()
    except Exception as exc:  # a browser that cannot start is a harness fault
        return harness_result(suite, case, f"harness fault: {exc}")
    return await run_case(browser, suite, case, app, config, llm)


def machine_versions(browser: Browser) -> dict[str, str]:
    return {
        "diageval": __version__,
        "playwright": version("playwright"),
        "chromium": browser.version,
        "python": platform.python_version(),
    }

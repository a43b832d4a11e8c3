"""The machinery every way of running cases on this machine shares: browsers, apps, the queue, the pool.

One queue in plan order, so a small suite never leaves workers idle; each suite's app comes up when its
first job starts and goes down after its last (or stays up until the pool closes); a suite marked
``isolation: serial`` (its app keeps server-side state) never has two jobs running at once; one browser
per worker, relaunched when it crashed. ``diageval run`` puts cases through it, the benchmark puts single
runs and then (case, method) diagnoses through the same pool.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import platform
import time
from collections.abc import Awaitable, Callable, Sequence
from contextvars import ContextVar
from dataclasses import dataclass
from importlib.metadata import version
from typing import Generic, TypeVar

from playwright.async_api import Browser, Playwright, async_playwright

from .. import __version__
from .._exceptions import AppError
from ..app import RunningApp, serve_app
from ..browser import chromium_build, launch_browser
from ..diagnosis import RunningBranches
from ..suite import Case, Suite

logger = logging.getLogger(__name__)

R = TypeVar("R")

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


_BACKGROUND: ContextVar[Callable[[], None] | None] = ContextVar("diageval_background", default=None)


def background() -> None:
    """Called by a job when what is left of it is diagnosis, the tool's own work (branches, restores): from
    then on its worker may take the next job beside it while a core is idle (see :class:`Spill`). The
    agent runs under evaluation keep the run's worker count; a call outside a pool does nothing."""
    mark = _BACKGROUND.get()
    if mark is not None:
        mark()


class Spill:
    """Diagnoses carried on beside their workers' next jobs: at most as many as there are workers, and a
    worker moves on only while ``IDLE_CORES`` of a core are idle, so a busy machine runs exactly
    ``workers`` jobs at once. Verdicts do not depend on it: each case's diagnosis is its own."""

    POLL_S = 0.25
    IDLE_CORES = 0.25
    """Idle CPU (in cores, every process counted) that lets a worker move on. Less than the whole core a
    branch run ahead needs: that branch's work may be discarded, a diagnosis's never is, so taking the
    next job costs only what it shares. Measured on the bundled corpus (x2, 3 workers, 2 cores): a whole
    core, 323.6 s and 77% busy; half, 305.7 s; a quarter, 281.0 s and 86%; none, 276.0 s and 90%
    (identical verdicts); a quarter keeps the machine from running flat out."""
    moved_on = 0
    """Times a worker moved on beside a diagnosis, in this process (benchmarks read it)."""
    SPACING_S = 1.0
    """After one worker moves on, the next waits this long: the CPU reading then includes the job it took."""

    def __init__(self, workers: int) -> None:
        self.most = workers
        self.running: set[asyncio.Task[None]] = set()
        self._last = -self.SPACING_S

    def room(self) -> bool:
        now = time.monotonic()
        if len(self.running) >= self.most or now - self._last < self.SPACING_S:
            return False
        if not RunningBranches.core_idle(self.IDLE_CORES):
            return False
        self._last = now
        return True

    async def settle(self, task: asyncio.Task[None], backgrounded: asyncio.Event) -> None:
        """Return when ``task`` is done, or once it runs in the background and there is room beside it."""
        marked = asyncio.ensure_future(backgrounded.wait())
        try:
            await asyncio.wait({task, marked}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            marked.cancel()
        while not task.done():
            if self.room():
                Spill.moved_on += 1
                logger.debug("a diagnosis goes on beside the next case (%d beside)", len(self.running) + 1)
                self.running.add(task)
                task.add_done_callback(self.running.discard)
                return
            await asyncio.wait({task}, timeout=self.POLL_S)
        task.result()  # a job's own failure stops the pool, as it would without spilling

    async def drain(self, *, cancel: bool = False) -> None:
        """Wait for the diagnoses still running beside the workers (``cancel``: stop them first)."""
        while self.running:
            tasks = list(self.running)
            if cancel:
                for t in tasks:
                    t.cancel()
            await asyncio.gather(*tasks, return_exceptions=cancel)


@dataclass(frozen=True)
class Job:
    """One unit of work on one case: the case itself (``tag`` empty), or one method's diagnosis of it."""

    suite: Suite
    case: Case
    tag: str = ""


class BrowserSlot:
    """One worker's browser, relaunched when it has crashed so later jobs still run."""

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


class SharedApps:
    """Each suite's app, started on first use and stopped after the suite's last job."""

    def __init__(
        self, jobs: Sequence[Job], log_dir: os.PathLike[str] | None, *, keep_open: bool = False
    ) -> None:
        """``keep_open``: apps stay up until ``close`` (the jobs to come are not all known yet)."""
        self._keep_open = keep_open
        self._left: dict[str, int] = {}
        for j in jobs:
            self._left[j.suite.name] = self._left.get(j.suite.name, 0) + 1
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


class JobQueue:
    """Jobs in plan order; a worker takes the first whose suite is free (serial suites run one at a time)."""

    def __init__(self, jobs: Sequence[Job]) -> None:
        self._items = list(jobs)
        self._busy: set[str] = set()
        self._cond = asyncio.Condition()

    async def take(self) -> Job | None:
        async with self._cond:
            while True:
                if not self._items:
                    return None
                for i, job in enumerate(self._items):
                    s = job.suite
                    if not (s.isolation == "serial" and s.name in self._busy):
                        del self._items[i]
                        if s.isolation == "serial":
                            self._busy.add(s.name)
                        return job
                await self._cond.wait()

    async def finished(self, suite: Suite) -> None:
        async with self._cond:
            self._busy.discard(suite.name)
            self._cond.notify_all()


def machine_versions(browser: Browser) -> dict[str, str]:
    return {
        "diageval": __version__,
        "playwright": version("playwright"),
        "chromium": browser.version,
        "chromium_build": chromium_build(browser),
        "python": platform.python_version(),
    }


@dataclass
class Pool(Generic[R]):
    """Runs jobs with ``workers`` browsers: ``work(browser, job, app)`` makes each job's result, ``done``
    receives it. What cannot start (the app is down, no browser) becomes ``fault(job, reason)``, and a job
    that ``skip`` answers for is not started at all (the spending cap was reached)."""

    work: Callable[[Browser, Job, RunningApp], Awaitable[R]]
    done: Callable[[Job, R, str], Awaitable[None]]
    fault: Callable[[Job, str], R]
    workers: int = 1
    skip: Callable[[Job], R | None] = lambda _job: None
    on_start: Callable[[Job, str], None] = lambda _job, _worker: None
    spill: bool = True
    """A job in its diagnosis (it called :func:`background`) lets its worker take the next job while a
    core is idle (:class:`Spill`); False: each worker runs one job at a time, start to end."""

    async def run(self, jobs: Sequence[Job], apps: SharedApps) -> dict[str, str]:
        """Run every job; returns the versions (diageval, Playwright, Chromium, Python) they ran with."""
        queue = JobQueue(jobs)
        versions: dict[str, str] = {}
        async with async_playwright() as pw:
            slots = [BrowserSlot(pw) for _ in range(max(1, min(self.workers, len(jobs))))]

            spill = Spill(len(slots))

            async def one(name: str, slot: BrowserSlot, job: Job, backgrounded: asyncio.Event) -> None:
                if self.spill:
                    _BACKGROUND.set(backgrounded.set)
                try:
                    res = await self._one(slot, job, apps)
                finally:
                    await queue.finished(job.suite)
                    await apps.release(job.suite)
                await self.done(job, res, name)

            async def worker(name: str, slot: BrowserSlot) -> None:
                while (job := await queue.take()) is not None:
                    self.on_start(job, name)
                    backgrounded = asyncio.Event()
                    await spill.settle(asyncio.create_task(one(name, slot, job, backgrounded)), backgrounded)

            try:
                if jobs:
                    try:
                        versions = machine_versions(await slots[0].get())
                    except Exception as exc:  # reported per job below, as each fails to get a browser
                        logger.error("no browser: %s", exc)
                try:
                    await asyncio.gather(*(worker(f"local-{k + 1}", s) for k, s in enumerate(slots)))
                except BaseException:
                    await spill.drain(cancel=True)
                    raise
                await spill.drain()
            finally:
                for slot in slots:
                    await slot.close()
        return versions

    async def _one(self, slot: BrowserSlot, job: Job, apps: SharedApps) -> R:
        return await start_job(job, slot, apps, self.work, self.fault, self.skip)


async def start_job(
    job: Job,
    slot: BrowserSlot,
    apps: SharedApps,
    work: Callable[[Browser, Job, RunningApp], Awaitable[R]],
    fault: Callable[[Job, str], R],
    skip: Callable[[Job], R | None],
) -> R:
    """One job on one worker: skipped, or its app and browser brought up (a failure there is a harness
    fault of the job), then the work itself."""
    skipped = skip(job)
    if skipped is not None:
        return skipped
    try:
        app = await apps.acquire(job.suite)
    except AppError as exc:
        return fault(job, f"harness fault: {exc}")
    try:
        browser = await slot.get()
    except Exception as exc:  # a browser that cannot start is a harness fault
        return fault(job, f"harness fault: {exc}")
    return await work(browser, job, app)

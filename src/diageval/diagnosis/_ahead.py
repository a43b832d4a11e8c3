"""A round's branches, run ahead of the protocol while cores are free: each from its own restore (a branch
never runs on a page another branch changed), handed back in the round's order, so the engine takes their
outcomes exactly as if they had run one by one. Each branch's restore is prepared while the branch before
it runs (unless that branch's failure alone would end the diagnosis), and taken only if the page is still as
that restore left it; a branch whose probe found nothing to act on hands its untouched page to the next.
Also the branch runs that stand for a restore that failed or diverged."""

from __future__ import annotations

import asyncio
import os
import time
from pathlib import Path
from typing import TYPE_CHECKING

from playwright.async_api import Error as PlaywrightError

from .._exceptions import DiagevalError
from ..browser import fingerprint
from ..method import FDS, Branch, BranchRun, DiagnosisConfig, update_fail
from ..suite import Case
from ._restore import Restored, RestoreMemo
from ._services import Services

if TYPE_CHECKING:
    from ._context import CaseContext


def cpu_ticks(path: Path = Path("/proc/stat")) -> tuple[int, int] | None:
    """(busy, total) jiffies of all cores since boot, from ``/proc/stat``; None where there is none."""
    try:
        fields = [int(x) for x in path.read_text().split("\n", 1)[0].split()[1:]]
    except (OSError, ValueError):
        return None
    idle = fields[3] + (fields[4] if len(fields) > 4 else 0)  # idle + waiting for I/O
    return sum(fields) - idle, sum(fields)


class CpuGauge:
    """The machine's busy CPU share over the last ``WINDOW_S`` or so, from ``/proc/stat`` (every process
    counts: browsers, apps under test, other jobs). None where there is no ``/proc/stat``."""

    WINDOW_S = 0.5

    def __init__(self, path: Path = Path("/proc/stat")) -> None:
        self.path = path
        self._last: tuple[float, int, int] | None = None
        self._share: float | None = None

    def busy(self) -> float | None:
        now = time.monotonic()
        if self._last is not None and now - self._last[0] < self.WINDOW_S:
            return self._share
        ticks = cpu_ticks(self.path)
        if ticks is None:
            return None
        if self._last is not None and ticks[1] > self._last[2]:
            self._share = (ticks[0] - self._last[1]) / (ticks[1] - self._last[2])
        self._last = (now, *ticks)
        return self._share


class RunningBranches:
    """Branches running in this process, across every case it diagnoses at once."""

    count = 0
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    gauge = CpuGauge()
    MOST_PER_CORE = 3
    """However idle the CPU, at most this many branches per core at once (each holds a browser context)."""

    @classmethod
    def core_idle(cls, cores: float = 1.0) -> bool | None:
        """Whether ``cores`` (a whole one by default) were idle over the last half second by the kernel's
        accounting (every process counts); None without a reading."""
        busy = cls.gauge.busy()
        return None if busy is None else (1.0 - busy) * cls.cores >= cores

    @classmethod
    def room(cls) -> bool:
        """Room for one more branch ahead of the protocol: a whole core idle over the last half second by the
        kernel's accounting (every process counts: other workers, other jobs, the apps under test), at most
        ``MOST_PER_CORE`` branches per core. Without a reading (no ``/proc/stat``, or none yet) fewer
        branches running than cores. A count alone misleads on a shared machine: each of several processes
        (a bench's workers, a CI's test workers) would see room while together they keep every core busy,
        and a branch run ahead that the protocol then discards is pure extra work there."""
        idle = cls.core_idle()
        if idle is None:
            return cls.count < cls.cores
        return idle and cls.count < cls.MOST_PER_CORE * cls.cores

    @classmethod
    def track(cls, task: asyncio.Task[BranchRun]) -> asyncio.Task[BranchRun]:
        cls.count += 1

        def done(_t: asyncio.Task[BranchRun]) -> None:
            cls.count -= 1

        task.add_done_callback(done)
        return task


DECIDED = "an earlier branch of the round had decided"
"""Why a branch still running is stopped when the protocol took another's outcome first."""
TIME_RAN_OUT = "the diagnosis's time ran out"
"""Why one is stopped at the case's deadline (:attr:`CaseContext.deadline`)."""


class RoundAhead:
    """The branches of one round, started ahead of the protocol up to ``width`` at a time, each restoring
    its own context; :meth:`result` hands their runs back in the round's order. With ``width`` 1 each branch
    starts only when the protocol asks for it: the sequential protocol exactly."""

    def __init__(
        self,
        cc: CaseContext,
        fds: FDS,
        case: Case,
        round_no: int,
        p: float,
        services: Services,
        memo: RestoreMemo,
        width: int,
        config: DiagnosisConfig | None = None,
    ) -> None:
        self.cc, self.fds, self.case, self.round_no, self.p = cc, fds, case, round_no, p
        self.services, self.memo, self.width, self.config = services, memo, width, config
        self.tasks: dict[int, asyncio.Task[BranchRun]] = {}
        self.branches: dict[int, Branch] = {}
        self.taken: set[int] = set()
        self._restored: Restored | None = None
        self._restore_s = 0.0
        self._todo: list[Branch] = []
        self._horizon = 0
        """Branches before this index may still be taken by the protocol with the slots and budget left."""
        self._spare: dict[int, asyncio.Task[tuple[Restored, float, str]]] = {}
        self._untouched: tuple[int, Restored] | None = None
        """The page a branch that found nothing to act on left as it was, for the branch after it."""

    def first(self, restored: Restored | None, restore_s: float) -> None:
        """The round's own restore (made to see which probes apply) goes to its first branch."""
        self._restored, self._restore_s = restored, restore_s

    def start(self, todo: list[Branch], k: int, budget_left: int) -> None:
        """Make sure branch ``k`` runs, and as many after it as the width and the budget left allow (the
        protocol may still stop before them) while cores are free: a branch started ahead that the protocol
        then does not take is wasted work, which only idle cores can afford."""
        self._todo, self._horizon = todo, k + max(1, budget_left)
        for i in range(k, min(len(todo), k + max(1, min(self.width, budget_left)))):
            if i in self.tasks:
                continue
            if i > k and not RunningBranches.room():
                break
            self.branches[i] = todo[i]
            self.tasks[i] = RunningBranches.track(asyncio.create_task(self._attempt(todo[i], i)))

    async def result(self, k: int) -> BranchRun:
        self.taken.add(k)
        return await self.tasks[k]

    async def within(self, k: int, seconds: float | None) -> BranchRun | None:
        """Branch ``k``'s run, taken as :meth:`result` takes it, when it ends within ``seconds`` (None:
        however long it takes); else None, and the branch is left to :meth:`discard`, which stops it."""
        done, _ = await asyncio.wait({self.tasks[k]}, timeout=seconds)
        return await self.result(k) if done else None

    async def _restore(self) -> tuple[Restored, float, str]:
        """A fresh restore of the fork, its seconds, and the page's fingerprint as the restore left it."""
        t = time.perf_counter()
        restored = await self.cc.restore(self.fds.restore, self.memo)
        try:
            left = fingerprint(await restored.session.read_state())
        except BaseException:
            await restored.session.close()
            raise
        return restored, time.perf_counter() - t, left

    def _prepare(self, i: int) -> None:
        """Restore the fork for branch ``i`` while the branch before it runs: a restore is mostly waiting
        (a page loading, replayed input settling) and decides nothing, so only its result waits for the
        protocol. The next branch takes it if the page is still as the restore left it. Not when a failure
        of the branch before would bring the belief to ``tau_env``: the diagnosis then likely ends there
        (on a success it ends anyway), and a restore nobody takes is a page load for nothing."""
        wanted = i < min(len(self._todo), self._horizon) and i not in self.tasks and i not in self._spare
        if wanted and not self._fail_may_end(i - 1):
            self._spare[i] = asyncio.create_task(self._restore())

    def _fail_may_end(self, i: int) -> bool:
        """Whether a failure of branch ``i`` that finds defect evidence (the only kind that can end the
        diagnosis) would bring the belief to ``tau_env``, counting the round's branches before it as failed
        unless they are known not to have moved it (the protocol reaches branch ``i`` only past their
        failures)."""
        if self.config is None or i < 0:
            return False
        p = self.p
        for j in range(i + 1):
            task = self.tasks.get(j)
            ran = task is not None and task.done() and not task.cancelled() and task.exception() is None
            if ran and task is not None and task.result().outcome in ("inapplicable", "error", "progress"):
                continue
            b = self._todo[j]
            p = update_fail(p, self.config.fail_likelihood(b.type, b.probe, evidence=j == i))
        return p >= self.config.tau_env

    async def _take_untouched(self, i: int) -> Restored | None:
        """The page the branch before ``i`` left untouched, when it still is as that branch found it (a
        timer of the app's own may have changed it since): otherwise None, and the page is closed."""
        if self._untouched is None or self._untouched[0] != i:
            return None
        restored = self._untouched[1]
        self._untouched = None
        if not await _unchanged(restored, restored.untouched or ""):
            return None
        restored.untouched = None
        return restored

    async def _drop_spare(self, i: int) -> None:
        """Cancel the restore prepared for branch ``i`` and close whatever it opened."""
        spare = self._spare.pop(i, None)
        if spare is None:
            return
        spare.cancel()
        try:
            prepared, _, _ = await spare
        except BaseException as exc:  # cancelled, or failed: nothing left open
            if not isinstance(exc, asyncio.CancelledError | Exception):
                raise
            return
        await prepared.session.close()

    async def _take_prepared(self, i: int) -> tuple[Restored, float] | None:
        """The restore prepared for branch ``i``, when it succeeded and the page has not changed since (a
        timer of the app's own, a notice that timed out): otherwise None, and the branch restores anew."""
        task = self._spare.pop(i, None)
        if task is None:
            return None
        try:
            restored, restore_s, left = await task
        except (PlaywrightError, DiagevalError):
            return None
        if not await _unchanged(restored, left):
            return None
        if restored.mode != "cold-diverged":
            restored.note = "; ".join(x for x in (restored.note, "prepared while the branch before ran") if x)
        return restored, restore_s

    async def _attempt(self, branch: Branch, i: int) -> BranchRun:
        restored, restore_s = (self._restored, self._restore_s) if i == 0 else (None, 0.0)
        self._restored = None if i == 0 else self._restored
        reused = False
        if restored is None and (restored := await self._take_untouched(i)) is not None:
            reused = True
            await self._drop_spare(i)
            restored.note = "; ".join(
                x for x in (restored.note, "left untouched by the branch before (nothing to act on)") if x
            )
        waited0 = restored.session.waited_s if restored is not None else 0.0
        if restored is None and (prepared := await self._take_prepared(i)) is not None:
            restored, restore_s = prepared
        if restored is None:
            t = time.perf_counter()
            try:
                restored = await self.cc.restore(self.fds.restore, self.memo)
            except (PlaywrightError, DiagevalError) as exc:
                run = restore_fault(exc, self.fds, self.round_no, self.p, branch)
                run.restore_s = round(time.perf_counter() - t, 3)
                return run
            restore_s = time.perf_counter() - t
        # This branch's page is ready: the next one's restore starts beside it (the memo now knows what
        # this restore learnt).
        self._prepare(i + 1)
        if restored.mode == "cold-diverged":
            await restored.session.close()
            return diverged_run(restored, branch, self.round_no, self.p, restore_s)
        folder = f"r{self.round_no}-{i + 1}-{branch.probe}"
        run = await self.cc.run_branch(
            restored,
            branch,
            self.fds,
            self.case,
            folder,
            self.round_no,
            self.p,
            self.services,
            keep_untouched=True,
        )
        run.restore_s = round(restore_s, 3)
        run.replayed_steps = 0 if reused else restored.replayed
        run.wait_s = round(restored.session.waited_s - waited0, 3)
        if reused:
            run.restore = "reused"
        if restored.untouched is not None:
            if i + 1 in self.tasks or self._untouched is not None:
                await restored.session.close()  # the next branch already restored on its own
            else:
                self._untouched = (i + 1, restored)
        return run

    async def discard(self, after: int, stopped: str = DECIDED) -> list[BranchRun]:
        """Stop the branches from index ``after`` on that the protocol did not take; what they were.
        ``stopped``: why one still running was stopped."""
        out: list[BranchRun] = []
        for i in sorted(self.tasks):
            task = self.tasks[i]
            if i < after or i in self.taken:
                continue
            self.taken.add(i)
            if not task.done():
                task.cancel()
            try:
                run = await task
                why = f"ran beside the round's earlier branches, not taken ({run.outcome}: {run.reason})"
            except BaseException as exc:  # cancelled, or failed: either way nothing the protocol takes
                if not isinstance(exc, asyncio.CancelledError | Exception):
                    raise
                run = BranchRun(
                    branch=self.branches[i],
                    round=self.round_no,
                    outcome="discarded",
                    reason="",
                    p_before=self.p,
                    p_after=self.p,
                )
                why = f"stopped unfinished: {stopped}"
            out.append(run.model_copy(update={"outcome": "discarded", "reason": why, "p_after": self.p}))
        if self._restored is not None:
            await self._restored.session.close()
            self._restored = None
        if self._untouched is not None and self._untouched[0] >= after:
            await self._untouched[1].session.close()
            self._untouched = None
        for i in sorted(self._spare):
            if i >= after:
                await self._drop_spare(i)
        return out


async def _unchanged(restored: Restored, left: str) -> bool:
    """Whether the restored page is still as it was left (``left``: its fingerprint then); closes it when
    not (a timer of the app's own, a notice that timed out may have changed it)."""
    try:
        now = fingerprint(await restored.session.read_state())
    except (PlaywrightError, DiagevalError):
        now = ""
    except BaseException:
        await restored.session.close()
        raise
    if now != left:
        await restored.session.close()
        return False
    return True


def _harness_fault(
    branch: Branch, round_no: int, p: float, reason: str, restore_s: float, **restore: str | None
) -> BranchRun:
    """A branch whose restore did not reach the fork point: a harness fault, recorded, no belief moved."""
    return BranchRun(
        branch=branch,
        round=round_no,
        outcome="error",
        reason=f"harness fault: {reason}",
        p_before=p,
        p_after=p,
        restore_s=round(restore_s, 3),
        **restore,
    )


def restore_fault(
    exc: Exception,
    fds: FDS,
    round_no: int,
    p: float,
    branch: Branch | None = None,
    *,
    restore_s: float = 0.0,
) -> BranchRun:
    """A restore that failed is a harness fault of that branch: recorded, no belief moved."""
    msg = exc.message if isinstance(exc, PlaywrightError | DiagevalError) else str(exc)
    b = branch or Branch(
        id="restore", type="C", probe="restore", description="restore to the fork point", cost=0.0
    )
    return _harness_fault(
        b, round_no, p, f"restore failed: {msg.splitlines()[0]}", restore_s, restore="failed"
    )


def diverged_run(
    restored: Restored, branch: Branch, round_no: int, p: float, restore_s: float = 0.0
) -> BranchRun:
    reason = f"restore diverged: {restored.note}"
    return _harness_fault(
        branch, round_no, p, reason, restore_s, restore="cold-diverged", restore_note=restored.note
    )

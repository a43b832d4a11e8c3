"""Where a case's diagnosis runs (:class:`CaseContext`) and the time a branch of it may take."""

from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import dataclass
from pathlib import Path

from playwright.async_api import Browser

from .._constants import WRAP_UP_S
from ..agents import Agent
from ..app import RunningApp
from ..browser import ContextOptions, DialogPolicy
from ..method import FDS, Branch, BranchRun, RestoreContext
from ..suite import Case, Suite
from ._branch import run_branch
from ._restore import Restored, RestoreMemo, restore
from ._services import OFFLINE, Services

logger = logging.getLogger(__name__)


@dataclass
class CaseContext:
    """Where a case runs: browser, app, viewport, settle time, and the folder for branch artifacts."""

    browser: Browser
    suite: str
    origin: str
    entry_url: str
    viewport: tuple[int, int]
    settle_s: float
    out_dir: Path | None
    dialogs: DialogPolicy = "accept"
    agent: Agent | None = None
    """A plug-in agent that finishes the case inside branches (when it can resume); else the scripted
    step executor does."""
    options: ContextOptions | None = None
    """The suite's login state, headers and credentials: every restored context starts with them."""
    stateless: bool = False
    """The app keeps no state outside the browser (see :attr:`RunningApp.stateless`)."""
    deadline: float | None = None
    """The ``time.perf_counter()`` by which the diagnosis concludes with what it has found (None: never)."""

    def limit(self, started: float, timeout_s: float) -> None:
        """A diagnosis that began at ``started`` under a case timeout of ``timeout_s`` keeps the last part of
        it (:data:`WRAP_UP_S`, at most a quarter) for concluding."""
        self.deadline = started + timeout_s - min(WRAP_UP_S, timeout_s / 4)

    def time_left(self) -> float | None:
        """Seconds until the deadline (0 once it has passed); None without one."""
        return None if self.deadline is None else max(0.0, self.deadline - time.perf_counter())

    @classmethod
    def of(
        cls, browser: Browser, suite: Suite, app: RunningApp, settle_s: float, out_dir: Path | None
    ) -> CaseContext:
        """The context of a case of ``suite`` served at ``app``; branch artifacts under ``out_dir``."""
        return cls(
            browser,
            suite.name,
            app.origin,
            app.entry_url,
            suite.viewport,
            settle_s,
            out_dir,
            suite.dialogs,
            stateless=app.stateless,
        )

    async def restore(self, ctx: RestoreContext, memo: RestoreMemo) -> Restored:
        """A fresh context at the fork point ``ctx``."""
        return await restore(
            self.browser,
            self.viewport,
            self.entry_url,
            ctx,
            self.settle_s,
            memo,
            dialogs=self.dialogs,
            options=self.options,
            stateless=self.stateless,
        )

    async def run_branch(
        self,
        restored: Restored,
        branch: Branch,
        fds: FDS,
        case: Case,
        folder: str,
        round_no: int,
        p: float,
        services: Services = OFFLINE,
        *,
        keep_untouched: bool = False,
    ) -> BranchRun:
        """Run ``branch`` on a restored page; its artifacts go to ``branches/FOLDER`` of the case. With
        ``keep_untouched``, see :func:`run_branch`.

        A branch gets :func:`branch_budget_s` seconds. A page whose own script never ends (a loop that a
        garbled input sent on for millions of turns) answers no input and no read, and would hold the
        whole diagnosis: past the budget the branch ends as a harness fault (no belief move), its context
        is closed, and the diagnosis goes on with the next branch."""
        out = None if self.out_dir is None else self.out_dir / "branches" / folder
        budget = branch_budget_s(case, fds)
        t0 = time.perf_counter()
        try:
            return await asyncio.wait_for(
                run_branch(
                    restored,
                    branch,
                    fds,
                    case,
                    origin=self.origin,
                    entry_url=self.entry_url,
                    suite=self.suite,
                    settle_s=self.settle_s,
                    out_dir=out,
                    round_no=round_no,
                    p_before=p,
                    services=services,
                    agent=self.agent,
                    keep_untouched=keep_untouched,
                ),
                timeout=budget,
            )
        except TimeoutError:
            await restored.session.close()
            logger.warning("%s: branch %s ran past its %.0f s budget", case.id, branch.probe, budget)
            return BranchRun(
                branch=branch,
                round=round_no,
                outcome="error",
                reason=f"harness fault in branch: no answer from the page within {budget:.0f} s "
                "(a script of the page still running, or the page hung)",
                p_before=p,
                p_after=p,
                restore=restored.mode,
                restore_note=restored.note,
                duration_s=round(time.perf_counter() - t0, 3),
            )


BRANCH_BASE_S = 60.0
BRANCH_PER_STEP_S = 5.0
"""A branch's time budget: the base, and this much per case step it may still run. The longest branch of
run 12 (2779 branches over five corpora) took 33.6 s; a wizard of ten steps gets 110 s."""


def branch_budget_s(case: Case, fds: FDS) -> float:
    """Seconds a branch of ``case`` forked at ``fds`` may take before it counts as a page that hung."""
    remaining = max(0, len(case.steps or ()) - fds.resume_case_step)
    return BRANCH_BASE_S + BRANCH_PER_STEP_S * remaining

"""Running the benchmark: every method on the same cases, in one invocation.

Phase 1 runs every case once (the single run). Phase 2 runs every method (DiagEval in each branch order, NR,
NR+IE, Best-of-3) on every failure of the single run: on correct cases its recovery is measured, on defects
its false Passes. Each method runs with the most rounds; fewer rounds are read off as its prefix.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from playwright.async_api import Browser, async_playwright

from ..app import RunningApp, serve_app
from ..diagnosis import CaseContext, DiagnosisConfig, DiagnosisRecord, diagnose, run_baseline
from ..metrics import BenchCase, BranchBrief, MethodOutcome
from ..runner import BrowserSlot, CaseResult, RunConfig, SingleRun, guarded, run_single
from ..suite import Case, Suite

logger = logging.getLogger(__name__)

Job = Callable[[Browser], Awaitable[None]]
OnProgress = Callable[[str], None]


def method_configs(base: DiagnosisConfig) -> dict[str, DiagnosisConfig]:
    """The methods compared, all from the same base parameters."""
    x2 = base.model_copy(update={"rounds": 2, "budget": None})
    return {
        "diageval": x2,
        "diageval/random": x2.model_copy(update={"ordering": "random"}),
        "diageval/fixed": x2.model_copy(update={"ordering": "fixed"}),
        "nr": x2.model_copy(update={"method": "nr"}),
        "nr_ie": x2.model_copy(update={"method": "nr_ie"}),
        "best_of_3": x2.model_copy(update={"method": "best_of_n", "best_of_n": 3}),
    }


QUICK_SUITES = 8


def quick_subset(suites: list[Suite]) -> list[Suite]:
    """The fixed quick subset: of the first ``QUICK_SUITES`` suites, each one's first pass-labelled and
    first fail-labelled case."""
    out = []
    for s in suites[:QUICK_SUITES]:
        keep: list[Case] = []
        for label in ("pass", "fail"):
            keep += [c for c in s.cases if c.label == label][:1]
        if keep:
            out.append(s.model_copy(update={"cases": tuple(keep)}))
    return out


async def _pool(jobs: list[Job], slots: list[BrowserSlot]) -> None:
    queue: asyncio.Queue[Job] = asyncio.Queue()
    for j in jobs:
        queue.put_nowait(j)

    async def worker(slot: BrowserSlot) -> None:
        while not queue.empty():
            job = queue.get_nowait()
            await job(await slot.get())

    await asyncio.gather(*(worker(s) for s in slots))


@dataclass
class _Entry:
    suite: Suite
    case: Case
    app: RunningApp
    single: SingleRun | None = None
    wall_s: float = 0.0


def _outcome(method: str, rec: DiagnosisRecord | CaseResult, wall: float) -> MethodOutcome:
    if isinstance(rec, CaseResult):  # a harness fault
        return MethodOutcome(
            method=method,
            verdict="error",
            p0=0.1,
            p_final=0.1,
            stop="harness_fault",
            wall_s=wall,
            round_s=[wall],
            reason=rec.reason,
        )
    briefs = [
        BranchBrief(
            round=b.round,
            type=b.branch.type,
            probe=b.branch.probe,
            outcome=b.outcome,
            p_after=b.p_after,
            duration_s=b.duration_s,
            restore_s=b.restore_s,
        )
        for b in rec.branches
    ]
    sou = rec.rounds[0].fds.sou if rec.rounds else None
    return MethodOutcome(
        method=method,
        verdict=rec.verdict,
        p0=rec.p0,
        p_final=rec.p_final,
        stop=rec.stop,
        branches=briefs,
        wall_s=wall,
        round_s=[r.judge_s + r.restore_s for r in rec.rounds],
        reason=rec.reason,
        sou=sou,
    )


async def run_bench(
    suites: list[Suite], run_config: RunConfig, *, on_progress: OnProgress | None = None
) -> tuple[list[BenchCase], dict[str, str], float]:
    """Run every method on every case; return the records, the versions used, and the wall time."""
    t0 = time.perf_counter()
    methods = method_configs(run_config.diagnosis)
    note = on_progress or (lambda _msg: None)
    entries: list[_Entry] = []
    outcomes: dict[tuple[str, str], dict[str, MethodOutcome]] = {}
    async with contextlib.AsyncExitStack() as stack, async_playwright() as pw:
        apps = {s.name: await stack.enter_async_context(serve_app(s.app)) for s in suites}
        entries = [_Entry(s, c, apps[s.name]) for s in suites for c in s.cases]
        slots = [BrowserSlot(pw) for _ in range(run_config.workers)]
        versions = {"chromium": (await slots[0].get()).version}

        def single_job(e: _Entry) -> Job:
            async def job(browser: Browser) -> None:
                ts = time.perf_counter()
                base = CaseResult(
                    suite=e.suite.name, case_id=e.case.id, task=e.case.task, verdict="error", reason=""
                )
                got = await guarded(
                    base,
                    run_config.case_timeout_s,
                    lambda: run_single(browser, e.suite, e.case, e.app, run_config),
                )
                e.single = got if isinstance(got, SingleRun) else SingleRun(got)
                e.wall_s = time.perf_counter() - ts
                note("single")

            return job

        await _pool([single_job(e) for e in entries], slots)

        def method_job(e: _Entry, name: str, dconf: DiagnosisConfig) -> Job:
            async def job(browser: Browser) -> None:
                assert e.single is not None and e.single.rollout is not None
                rollout = e.single.rollout
                cc = CaseContext(
                    browser,
                    e.suite.name,
                    e.app.origin,
                    e.app.entry_url,
                    e.suite.viewport,
                    run_config.settle_s,
                    None,
                    e.suite.dialogs,
                )
                ts = time.perf_counter()
                base = CaseResult(
                    suite=e.suite.name, case_id=e.case.id, task=e.case.task, verdict="error", reason=""
                )
                if dconf.method == "diageval":
                    rec = await guarded(
                        base, run_config.case_timeout_s, lambda: diagnose(cc, e.case, rollout, dconf)
                    )
                else:
                    rec = await guarded(
                        base, run_config.case_timeout_s, lambda: run_baseline(cc, e.case, rollout, dconf)
                    )
                outcomes.setdefault((e.suite.name, e.case.id), {})[name] = _outcome(
                    name, rec, time.perf_counter() - ts
                )
                note(name)

            return job

        jobs: list[Job] = []
        # DiagEval first: its diagnoses of defects are the longest jobs, and starting them early keeps a
        # long one from running alone at the end.
        for name, dconf in methods.items():
            for e in entries:
                if e.single is None or e.single.rollout is None:
                    continue
                jobs.append(method_job(e, name, dconf))
        note(f"phase2:{len(jobs)}")
        await _pool(jobs, slots)
        for s in slots:
            await s.close()
    cases = []
    for e in entries:
        assert e.single is not None
        res = e.single.result
        outs = outcomes.get((e.suite.name, e.case.id), {})
        sou = outs["diageval"].sou if "diageval" in outs else None
        cases.append(
            BenchCase(
                suite=e.suite.name,
                case_id=e.case.id,
                label=e.case.label,
                single_verdict=res.verdict,
                single_wall_s=round(e.wall_s, 3),
                single_reason=res.reason,
                sou=sou,
                outcomes=outs,
            )
        )
    return cases, versions, time.perf_counter() - t0

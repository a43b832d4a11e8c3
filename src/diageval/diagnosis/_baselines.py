"""Baselines in the same engine, for the benchmark: naive rerun (NR), NR+IE, Best-of-N.

They run the plain agent again (from scratch, or from the judged fork point) with no probe. Having no typed
branches, they do not move the belief on a failure; a verified success is reported as for DiagEval. With a
sampling agent (``--agent-profile``) each rerun is that agent's own run from a stream of its own, seeded by
the run seed, the case and the attempt number, so reruns differ from the single run and reproduce.
"""

from __future__ import annotations

import time
from dataclasses import replace

from ..method import (
    FDS,
    Branch,
    BranchRun,
    DiagnosisConfig,
    DiagnosisRecord,
    RestoreContext,
    Rollout,
    update_success,
)
from ..suite import Case
from ._ahead import diverged_run
from ._context import CaseContext
from ._engine import diagnose
from ._judge import HeuristicJudge, Judge
from ._record import record
from ._restore import RestoreMemo
from ._services import OFFLINE, Services


async def diagnose_failure(
    cc: CaseContext, case: Case, first: Rollout, config: DiagnosisConfig, services: Services = OFFLINE
) -> DiagnosisRecord:
    """Diagnose a failed case with the method ``config`` names: DiagEval, or one of the baselines."""
    if config.method == "diageval":
        return await diagnose(cc, case, first, config, services)
    return await run_baseline(cc, case, first, config, services)


_RERUN = Branch(id="rerun", type="C", probe="rerun", description="plain rerun", cost=1.0)


def _scratch_fds(first: Rollout, entry_url: str, config: DiagnosisConfig) -> FDS:
    return FDS(
        fork_step=0,
        resume_case_step=0,
        sou=3,
        category="unknown",
        diagnosis="rerun from the entry page",
        p0=config.prior("unknown"),
        restore=RestoreContext(url=entry_url, storage_state={}, path=[], fingerprint=first.start.fingerprint),
        rollout="trajectory",
    )


async def run_baseline(
    cc: CaseContext, case: Case, first: Rollout, config: DiagnosisConfig, services: Services = OFFLINE
) -> DiagnosisRecord:
    """``nr``: R reruns from scratch; ``nr_ie``: R reruns from the judged fork; ``best_of_n``: N reruns."""
    t0 = time.perf_counter()
    judge: Judge = services.judge or HeuristicJudge()
    p0 = config.prior("unknown")
    runs: list[BranchRun] = []
    rollouts: list[Rollout] = [first]
    previous: list[FDS] = []
    memo = RestoreMemo()
    n = config.best_of_n if config.method == "best_of_n" else config.rounds
    for i in range(1, n + 1):
        if config.method == "nr_ie":
            fds = await judge.diagnose(case, rollouts, previous, config)
            if fds is None:
                break
            previous.append(fds)
        else:
            fds = _scratch_fds(first, cc.entry_url, config)
        t_restore = time.perf_counter()
        restored = await cc.restore(fds.restore, memo)
        restore_s = time.perf_counter() - t_restore
        if restored.mode == "cold-diverged":
            await restored.session.close()
            runs.append(diverged_run(restored, _RERUN, i, p0, restore_s))
            continue
        # A sampling agent reruns with a stream of its own per attempt (the single run was attempt 0), the
        # same whichever method asks: NR's rerun i and NR+IE's rerun i draw alike.
        attempt = (
            services
            if services.rerun_agent is None
            else replace(services, rerun_agent=services.rerun_agent.for_attempt(i))
        )
        run = await cc.run_branch(restored, _RERUN, fds, case, f"{config.method}-{i}", i, p0, attempt)
        run.restore_s = round(restore_s, 3)
        runs.append(run)
        if run.outcome == "verified_success":
            run.p_after = round(update_success(p0, config.weight("unknown", "C"), config.beta), 4)
            return record(
                config,
                "pass",
                "agent_fail",
                f"recovered by rerun {i}: {run.reason}",
                [p0, run.p_after],
                [],
                runs,
                "success",
                t0,
            )
        if run.rollout is not None:
            rollouts.append(run.rollout)
    if runs and all(r.outcome == "error" for r in runs):
        return record(config, "error", "harness_fault", runs[0].reason, [p0], [], runs, "harness_fault", t0)
    return record(
        config, "fail", "env_fail_unconfirmed", f"{len(runs)} reruns failed", [p0], [], runs, "budget", t0
    )

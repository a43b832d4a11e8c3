"""Running one case: fresh context, the agent, the checks, the verdict with its evidence, the diagnosis."""

from __future__ import annotations

import asyncio
import logging
import os
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, TypeVar

from playwright.async_api import Browser
from playwright.async_api import Error as PlaywrightError

from .._exceptions import DiagevalError
from .._util.paths import folder_name
from ..agents import BRANCH_ATTEMPT, Agent, LLMAgent, Recorder, ScriptedAgent, load_agent
from ..app import RunningApp
from ..browser import CaseSession, tracing
from ..diagnosis import CaseContext, Services, diagnose_failure, off_row, rollout_from_trajectory
from ..llm import call_scope
from ..method import DiagnosisRecord, Rollout
from ..suite import Case, Suite
from ..trajectory import Trajectory
from ..verify import VERIFIER_CHECK, CheckSpecError, verify_goal
from ._config import RunConfig
from ._llm import LLMServices, budget_reason, calls_cost, services_of
from ._models import CaseResult
from ._pool import background
from ._setup import enter_suite

logger = logging.getLogger(__name__)

T = TypeVar("T")


def case_dir(out_dir: Path, suite: Suite, case: Case) -> Path:
    """Folder of one case's artifacts, with names safe on any file system."""
    return out_dir / "cases" / folder_name(suite.name) / folder_name(case.id)


CaseFn = Callable[[Browser, Suite, Case, RunningApp, RunConfig, "LLMServices | None"], Awaitable[CaseResult]]
"""Runs one case in the pool: :func:`run_case`, or a supervised replay of another harness's run."""


@dataclass
class SingleRun:
    """The agent's own run of a case: its result, and what a diagnosis needs to start from it."""

    result: CaseResult
    rollout: Rollout | None = None
    out: Path | None = None
    trajectory: Trajectory | None = None
    """The recorded run a failed case's rollout was made from (the bench keeps it for review)."""


def blank_result(suite: Suite, case: Case, **fields: Any) -> CaseResult:
    """A result for ``case`` that says nothing yet (verdict ``error`` until something better is known)."""
    values: dict[str, Any] = {"verdict": "error", "reason": "", **fields}
    return CaseResult(suite=suite.name, case_id=case.id, task=case.task, label=case.label, **values)


async def guarded(base: CaseResult, timeout_s: float, work: Callable[[], Awaitable[T]]) -> T | CaseResult:
    """Run ``work``; a timeout, browser failure or harness error becomes ``error``, never a defect."""
    try:
        return await asyncio.wait_for(work(), timeout_s)
    except TimeoutError:
        reason = f"harness fault: timed out after {timeout_s:g} s"
    except (PlaywrightError, DiagevalError) as exc:
        reason = f"harness fault: {exc.message.splitlines()[0]}"
    except Exception as exc:
        # Whatever one page does to the harness, it is that case's fault record; the run goes on.
        logger.exception("case %s: unexpected error", base.case_id)
        first = str(exc).splitlines()[0] if str(exc) else ""
        reason = f"harness fault: internal error: {type(exc).__name__}: {first}"
    return base.model_copy(update={"verdict": "error", "attribution": "harness_fault", "reason": reason})


async def run_case(
    browser: Browser,
    suite: Suite,
    case: Case,
    app: RunningApp,
    config: RunConfig,
    llm: LLMServices | None = None,
) -> CaseResult:
    """Run ``case`` once with the run's agent, verify it, and diagnose a failure."""

    async def single() -> SingleRun:
        return await run_single(browser, suite, case, app, config, llm)

    return await diagnosed_case(browser, suite, case, app, config, llm, single)


async def diagnosed_case(
    browser: Browser,
    suite: Suite,
    case: Case,
    app: RunningApp,
    config: RunConfig,
    llm: LLMServices | None,
    first: Callable[[], Awaitable[SingleRun]],
) -> CaseResult:
    """The case pipeline after its first run (``first``: our agent's run, or another harness's replayed):
    a Fail is diagnosed; timeouts and harness errors become ``error``; every LLM call is attributed."""
    t0 = time.perf_counter()
    base = blank_result(suite, case, started_at=round(time.time(), 3))

    async def agent_run() -> SingleRun:
        tracing.set(config.trace)
        return await first()

    async def diagnosis(single: SingleRun) -> CaseResult:
        tracing.set(config.trace)
        started = time.perf_counter()
        res = single.result
        if res.verdict == "fail" and single.rollout is not None and config.diagnosis.rounds > 0:
            background()  # the agent's run is over: what is left is the tool's own work
            cc = CaseContext.of(browser, suite, app, config.settle_s, single.out)
            cc.limit(started, config.case_timeout_s)
            cc.options = await enter_suite(browser, suite, app, config.settle_s)
            if config.agent and (llm is None or llm.agent_client is None):
                # A plug-in agent carries on inside branches too, after a probe repaired the failed step.
                cc.agent = load_agent(config.agent)
            else:
                cc.agent = branch_agent(config, llm)
            services = sampling_services(services_of(llm), config, llm)
            rec = await diagnose_failure(cc, case, single.rollout, config.diagnosis, services)
            apply_diagnosis(res, rec)
            _relative_screenshots(res, config.out_dir)
        return res

    # Every LLM call made for this case, by any task it starts, is recorded here: the clients are shared
    # with the cases running beside it, so their own state cannot tell whose a call was.
    # The agent's run and the diagnosis each get the case timeout (as in the bench): a diagnosis replays
    # the path to its fork for every branch, so a long case's takes several times its single run. The
    # diagnosis concludes with what it has found a little before its timeout (CaseContext.limit).
    with call_scope(app.origin) as scope:
        got = await guarded(base, config.case_timeout_s, agent_run)
        out = got
        if isinstance(got, SingleRun):
            single = got
            ran = single.result
            keep = ran.model_copy(update={"initial_verdict": ran.verdict, "initial_reason": ran.reason})
            out = await guarded(keep, config.case_timeout_s, lambda: diagnosis(single))
    result = out if isinstance(out, CaseResult) else base
    if scope.refused is not None and config.llm.max_cost_usd is not None:
        # The spending cap stopped it part-way (whatever the diagnosis made of the refused call): no verdict,
        # and no harness fault either.
        reason = budget_reason(config.llm.max_cost_usd, started=True)
        result = base.model_copy(update={"attribution": "budget_stop", "reason": reason})
    _add_calls(result, [c.model_dump() for c in scope.calls])
    result.duration_s = round(time.perf_counter() - t0, 3)
    result.started_at = base.started_at
    return result


def _relative_screenshots(result: CaseResult, run_dir: Path) -> None:
    """Branch screenshot paths relative to the run folder, like every other path in a result."""
    for b in result.diagnosis.branches if result.diagnosis is not None else []:
        b.screenshots = [
            os.path.relpath(s, run_dir) if Path(s).is_relative_to(run_dir) else s for s in b.screenshots
        ]


def apply_diagnosis(result: CaseResult, rec: DiagnosisRecord) -> None:
    """Put a diagnosis's verdict, attribution and record on the case's result (the single run's reason is
    kept as ``initial_reason``)."""
    if result.initial_reason is None:
        result.initial_reason = result.reason
    result.verdict = rec.verdict
    result.attribution = rec.attribution
    result.reason = rec.reason
    result.diagnosis = rec


async def run_agent(
    browser: Browser,
    suite: Suite,
    case: Case,
    app: RunningApp,
    config: RunConfig,
    out: Path | None,
    llm: LLMServices | None = None,
    llm_calls: list[dict[str, Any]] | None = None,
) -> tuple[Trajectory, CaseSession]:
    """Open a fresh context at the entry URL and let the agent run (the LLM agent when one is configured,
    else the scripted screen agent). The LLM agent's claim of success goes to ``llm_calls``. The caller
    closes the session."""
    llm_calls = llm_calls if llm_calls is not None else []
    options = await enter_suite(browser, suite, app, config.settle_s)
    session = await CaseSession(
        browser, viewport=suite.viewport, dialogs=suite.dialogs, options=options
    ).open()
    try:
        if config.trace:
            await session.start_trace(case_dir(config.out_dir, suite, case) / "trace.zip")
        await session.goto(app.entry_url)
        agent = choose_agent(config, llm)
        recorder = Recorder(
            session,
            out_dir=out,
            case_id=case.id,
            suite=suite.name,
            agent=agent.name,
            entry_url=app.entry_url,
            settle_s=config.settle_s,
        )
        traj = await agent.run(case, recorder, app.origin)
        if isinstance(agent, LLMAgent) and agent.claim is not None:
            llm_calls.append(
                {
                    "purpose": "agent-claim (recorded, not used as the verdict)",
                    "claim": agent.claim.result,
                    "reason": agent.claim.reason,
                }
            )
    except BaseException:
        await session.close()
        raise
    return traj, session


def choose_agent(config: RunConfig, llm: LLMServices | None = None) -> Agent:
    """The agent of a run: the LLM agent when a model is set, else the plug-in agent ``config.agent``, else
    the scripted screen agent. A new instance for every case (an agent may keep state per case)."""
    if llm is not None and llm.agent_client is not None:
        return LLMAgent(llm.agent_client)
    if config.agent:
        return load_agent(config.agent)
    return ScriptedAgent(profile=config.agent_profile, seed=config.agent_seed)


def _sampling(config: RunConfig, llm: LLMServices | None) -> bool:
    """The run's agent is the scripted one with a sampling profile."""
    return config.agent_profile is not None and not config.agent and (llm is None or llm.agent_client is None)


def sampling_services(services: Services, config: RunConfig, llm: LLMServices | None = None) -> Services:
    """``services`` with the run's sampling agent for the baselines' reruns (unchanged for a deterministic
    agent, a plug-in or an LLM agent)."""
    if not _sampling(config, llm):
        return services
    agent = ScriptedAgent(profile=config.agent_profile, seed=config.agent_seed)
    return replace(services, rerun_agent=agent)


def branch_agent(config: RunConfig, llm: LLMServices | None = None) -> Agent | None:
    """The agent that finishes a case inside DiagEval's branches: the sampling agent with
    ``noisy_branches``, else None (the probe layer's deterministic step executor)."""
    if config.noisy_branches and _sampling(config, llm):
        return ScriptedAgent(profile=config.agent_profile, seed=config.agent_seed, attempt=BRANCH_ATTEMPT)
    return None


def _add_calls(res: CaseResult, calls: list[dict[str, Any]]) -> None:
    res.llm_calls += calls
    res.llm_cost_usd = calls_cost(res.llm_calls)


async def run_single(
    browser: Browser,
    suite: Suite,
    case: Case,
    app: RunningApp,
    config: RunConfig,
    llm: LLMServices | None = None,
) -> SingleRun:
    """The single run: the agent, then the checks on its final page. No diagnosis."""
    base = blank_result(suite, case)
    scripted = not (llm is not None and llm.agent_client is not None) and not config.agent
    if case.steps is None and scripted:
        reason = "the case has no steps: the scripted agent cannot run it (an LLM agent can)"
        return SingleRun(base.model_copy(update={"verdict": "unverifiable", "reason": reason}))
    out = case_dir(config.out_dir, suite, case) if config.screenshots else None
    t_agent = time.perf_counter()
    agent_calls: list[dict[str, Any]] = []
    traj, session = await run_agent(browser, suite, case, app, config, out, llm, agent_calls)
    try:
        agent_s = time.perf_counter() - t_agent
        # Checks are evidence even for a run that stopped early; a verifier judges only a finished one.
        verifier = llm.verifier if llm is not None and traj.finished else None
        try:
            checks = await verify_goal(session, case, verifier)
        except CheckSpecError as exc:
            reason = f"harness fault: case '{case.id}': expect: {exc}"
            return SingleRun(base.model_copy(update={"reason": reason, "attribution": "harness_fault"}))
        last = traj.steps[-1].observation if traj.steps else traj.initial
        console = await session.errors()
    finally:
        await session.close()

    def rel(p: str | None) -> str | None:
        return str((out / p).relative_to(config.out_dir)) if out is not None and p else None

    failing = None
    if not traj.finished:
        verdict, reason, failing = "fail", traj.stopped_reason or "the agent stopped", traj.failed_step
    elif not checks:
        verdict, reason = "unverifiable", "no deterministic checks and no verifier configured"
    elif not case.expect:
        verdict = "pass" if checks[0].ok else "fail"
        reason = f"{VERIFIER_CHECK}: {checks[0].detail}"
    else:
        bad = [c for c in checks if not c.ok]
        verdict = "fail" if bad else "pass"
        reason = (
            f"check failed: {bad[0].check} ({bad[0].detail})" if bad else f"all {len(checks)} checks hold"
        )
    if verdict == "pass" and (off := off_row(traj.steps)) is not None:
        # The checks hold, through another item's control than the plan means: no valid path (METHOD.md 5).
        verdict, reason, failing = "fail", f"the checks hold, but {off[1]}", traj.steps[off[0]].index
    result = base.model_copy(
        update={
            "verdict": verdict,
            "reason": reason,
            "failing_step": failing,
            "initial_verdict": verdict,
            "checks": checks,
            "trajectory": rel("trajectory.json"),
            "final_screenshot": rel(last.screenshot),
            "console_errors": console,
            "agent_s": round(agent_s, 3),
            # Until a diagnosis says otherwise, a Fail is only the single run's word.
            "attribution": "undiagnosed" if verdict == "fail" else "none",
        }
    )
    # The calls themselves are recorded by the case's call scope (run_case); the claim is not a call.
    result.llm_calls += agent_calls
    rollout = None
    if verdict == "fail":
        if case.expect or (llm is not None and llm.verifier is not None):
            rollout = rollout_from_trajectory(traj, checks)
            if out is not None and last.screenshot:
                rollout.final_screenshot = str(out / last.screenshot)
        else:
            result.reason += " (not diagnosed: the case has no checks to verify a branch)"
    return SingleRun(result, rollout, out, traj if rollout is not None else None)

"""Running one case: fresh context, the agent, the checks, the verdict with its evidence."""

from __future__ import annotations

import asyncio
import logging
import re
import time
from pathlib import Path

from playwright.async_api import Browser
from playwright.async_api import Error as PlaywrightError

from .._exceptions import DiagevalError
from ..agents import Recorder, ScriptedAgent
from ..app import RunningApp
from ..browser import CaseSession
from ..diagnosis import CaseContext, diagnose, rollout_from_trajectory, run_baseline
from ..suite import Case, Suite
from ..trajectory import Trajectory
from ..verify import CheckResult, CheckSpecError, evaluate_checks
from ._config import RunConfig
from ._models import CaseResult

logger = logging.getLogger(__name__)

_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")


def case_dir(out_dir: Path, suite: Suite, case: Case) -> Path:
    """Folder of one case's artifacts, with names safe on any file system."""
    return out_dir / "cases" / _UNSAFE.sub("_", suite.name)[:80] / _UNSAFE.sub("_", case.id)[:80]


async def run_case(
    browser: Browser, suite: Suite, case: Case, app: RunningApp, config: RunConfig
) -> CaseResult:
    """Run ``case`` once with the scripted agent and verify it. Harness faults become ``error``."""
    t0 = time.perf_counter()
    base = CaseResult(
        suite=suite.name, case_id=case.id, task=case.task, label=case.label, verdict="error", reason=""
    )
    try:
        result = await asyncio.wait_for(_run(browser, suite, case, app, config, base), config.case_timeout_s)
    except TimeoutError:
        result = base.model_copy(
            update={"reason": f"harness fault: case timed out after {config.case_timeout_s:g} s"}
        )
    except (PlaywrightError, DiagevalError) as exc:
        msg = exc.message if isinstance(exc, PlaywrightError | DiagevalError) else str(exc)
        result = base.model_copy(update={"reason": f"harness fault: {msg.splitlines()[0]}"})
    if result.verdict == "error":
        result.attribution = "harness_fault"
    result.duration_s = round(time.perf_counter() - t0, 3)
    return result


async def run_agent(
    browser: Browser, suite: Suite, case: Case, app: RunningApp, config: RunConfig, out: Path | None
) -> tuple[Trajectory, CaseSession]:
    """Open a fresh context at the entry URL and let the scripted agent run. The caller closes the session."""
    session = await CaseSession(browser, viewport=suite.viewport).open()
    try:
        await session.goto(app.entry_url)
        recorder = Recorder(
            session,
            out_dir=out,
            case_id=case.id,
            suite=suite.name,
            agent=ScriptedAgent.name,
            entry_url=app.entry_url,
            settle_s=config.settle_s,
        )
        traj = await ScriptedAgent().run(case, recorder, app.origin)
    except BaseException:
        await session.close()
        raise
    return traj, session


async def _run(
    browser: Browser, suite: Suite, case: Case, app: RunningApp, config: RunConfig, base: CaseResult
) -> CaseResult:
    if case.steps is None:
        return base.model_copy(
            update={
                "verdict": "unverifiable",
                "reason": "the case has no steps: the scripted agent cannot run it (an LLM agent can)",
            }
        )
    out = case_dir(config.out_dir, suite, case) if config.screenshots else None
    t_agent = time.perf_counter()
    traj, session = await run_agent(browser, suite, case, app, config, out)
    try:
        agent_s = time.perf_counter() - t_agent
        checks = []
        if case.expect:
            try:
                checks = await evaluate_checks(session, case.expect)
            except CheckSpecError as exc:
                return base.model_copy(update={"reason": f"harness fault: case '{case.id}': expect: {exc}"})
        last = traj.steps[-1].observation if traj.steps else traj.initial

        def rel(p: str | None) -> str | None:
            return str((out / p).relative_to(config.out_dir)) if out is not None and p else None

        common = {
            "checks": checks,
            "trajectory": rel("trajectory.json"),
            "final_screenshot": rel(last.screenshot),
            "console_errors": list(session.console_errors),
            "agent_s": round(agent_s, 3),
        }
    finally:
        await session.close()
    if not traj.finished:
        verdict, reason = "fail", traj.stopped_reason or "the agent stopped"
        failing = traj.failed_step
    elif not case.expect:
        verdict, reason, failing = "unverifiable", "no deterministic checks and no verifier configured", None
    else:
        bad = [c for c in checks if not c.ok]
        verdict = "fail" if bad else "pass"
        reason = (
            f"check failed: {bad[0].check} ({bad[0].detail})" if bad else f"all {len(checks)} checks hold"
        )
        failing = None
    result = base.model_copy(
        update={
            "verdict": verdict,
            "reason": reason,
            "failing_step": failing,
            "initial_verdict": verdict,
            **common,
        }
    )
    if verdict == "fail":
        result.attribution = "env_fail_unconfirmed"
        if config.diagnosis.rounds > 0 and case.expect:
            await _diagnose(browser, suite, case, app, config, out, traj, checks, result)
        elif not case.expect:
            result.reason += " (not diagnosed: the case has no checks to verify a branch)"
    return result


async def _diagnose(
    browser: Browser,
    suite: Suite,
    case: Case,
    app: RunningApp,
    config: RunConfig,
    out: Path | None,
    traj: Trajectory,
    checks: list[CheckResult],
    result: CaseResult,
) -> None:
    """Run the diagnosis (or a baseline) on a failed case and put its verdict and evidence on ``result``."""
    cc = CaseContext(browser, suite.name, app.origin, app.entry_url, suite.viewport, config.settle_s, out)
    first = rollout_from_trajectory(traj, checks)
    if config.diagnosis.method == "diageval":
        rec = await diagnose(cc, case, first, config.diagnosis)
    else:
        rec = await run_baseline(cc, case, first, config.diagnosis)
    result.verdict = rec.verdict
    result.attribution = rec.attribution
    result.reason = rec.reason
    result.diagnosis = rec.model_dump(mode="json", exclude={"branches": {"__all__": {"rollout"}}})

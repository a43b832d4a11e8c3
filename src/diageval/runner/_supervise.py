"""Supervisor mode: the first run of a case comes from another harness's recorded trajectory.

Its input is replayed through diageval's own user-input layer in a fresh context on diageval's own
server of the app, observed and checkpointed after every step exactly like diageval's agent's runs; the
step where the harness failed is classified by what diageval sees on the page there. From then on the
case goes through the same pipeline as ``diageval run``: the checks (or the verifier) decide, and a Fail
is diagnosed and stored.
"""

from __future__ import annotations

import hashlib
import time
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

from playwright.async_api import Browser
from playwright.async_api import Error as PlaywrightError

from .._exceptions import ConfigError
from ..agents import Recorder, viewport_grounder
from ..app import RunningApp
from ..browser import CaseSession, perform
from ..diagnosis import rollout_from_trajectory
from ..method import CaseResult, CheckResult, Rollout
from ..suite import Case, Suite
from ..trajectory import ActionRecord, InputEvent, MinimalTrajectory, PageState, Trajectory, read_trajectory
from ..verify import VERIFIER_CHECK, CheckSpecError, verify_goal
from ._case import CaseFn, SingleRun, blank_result, case_dir, diagnosed_case
from ._config import RunConfig
from ._llm import LLMServices
from ._setup import enter_suite

ForeignRun = MinimalTrajectory | Trajectory


@dataclass
class ReplayStep:
    """One action of a foreign run, ready to replay."""

    verb: str
    description: str
    target: str | None
    events: list[InputEvent]
    error: str | None
    case_step: int


@dataclass
class Foreign:
    """A foreign run with everything replay needs: where it started, its viewport, its steps."""

    harness: str
    start_path: str | None
    viewport: tuple[int, int] | None
    verdict: str | None
    steps: list[ReplayStep] = field(default_factory=list)
    digest: str = ""

    @classmethod
    def of(cls, run: ForeignRun, origin: str, base_dir: Path, digest: str = "") -> Foreign:
        if isinstance(run, Trajectory):
            steps = [
                ReplayStep(
                    verb=s.action.verb,
                    description=s.action.description,
                    target=s.action.target,
                    events=list(s.action.events),
                    error=None if s.action.ok else (s.action.error or "the step failed"),
                    case_step=i,
                )
                for i, s in enumerate(run.steps)
            ]
            return cls(f"diageval {run.agent}", _path(run.entry_url), run.viewport, None, steps, digest)
        steps = [
            ReplayStep(
                verb=s.action,
                description=s.describe(),
                target=s.target,
                events=s.events(origin, base_dir),
                error=s.error,
                case_step=run.case_step(i),
            )
            for i, s in enumerate(run.steps)
        ]
        vp = (run.viewport.width, run.viewport.height) if run.viewport else None
        return cls(run.harness or "unnamed harness", _path(run.start_url), vp, run.verdict, steps, digest)


def _path(url: str | None) -> str | None:
    """The path (and query) of a recorded URL: the app is served anew by diageval, on its own port."""
    if not url:
        return None
    parts = urlsplit(url)
    return (parts.path or "/") + (f"?{parts.query}" if parts.query else "")


def trajectory_digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()[:16]


def _classify(step: ReplayStep, case: Case, state: PageState, rec: ActionRecord) -> None:
    """Why the harness could not perform a step, as diageval sees the page there: the target out of view,
    hidden, absent, or covered; else a failure of the harness's own (it was in view and free)."""
    target = step.target
    if case.steps and step.case_step < len(case.steps) and case.steps[step.case_step].target:
        target = case.steps[step.case_step].target  # the suite's name for it
    if target is None:
        rec.error_kind = rec.error_kind or "action_error"
        return
    g = viewport_grounder()(target, state, None)
    rec.page_matches = g.page_matches
    if g.element is None:
        rec.error_kind = g.error_kind
        rec.error = f"{rec.error}; here: {g.error}"
    elif g.element.covered_by is not None:
        rec.grounded, rec.error_kind, rec.hit = g.element, "click_intercepted", g.element.covered_by
        rec.error = f"{rec.error}; here: a click on '{g.element.name}' would land on {g.element.covered_by}"
    else:
        rec.grounded = g.element
        rec.error_kind = rec.error_kind or "action_error"


def _verdict(case: Case, checks: list[CheckResult], failed_at: str | None) -> tuple[str, str]:
    """The replayed run's verdict and why. A run that did every step and meets the checks contradicts the
    harness's Fail: Pass, the harness was wrong."""
    if failed_at is not None:
        return "fail", f"the harness failed at {failed_at}"
    if not checks:
        return "unverifiable", "no deterministic checks and no verifier configured"
    bad = [c for c in checks if not c.ok]
    if bad:
        what = f"{bad[0].check} ({bad[0].detail})" if case.expect else f"{VERIFIER_CHECK}: {bad[0].detail}"
        return "fail", f"the harness ran every step; check failed: {what}"
    return "pass", "the harness's Fail is not reproduced: replaying its input satisfies every check"


async def replay_single(
    browser: Browser,
    suite: Suite,
    case: Case,
    app: RunningApp,
    config: RunConfig,
    llm: LLMServices | None,
    foreign: Foreign,
) -> SingleRun:
    """The foreign run replayed and recorded as this case's first run, with its verdict and rollout."""
    base = blank_result(suite, case)
    out = case_dir(config.out_dir, suite, case) if config.screenshots else None
    viewport = foreign.viewport or suite.viewport
    start = app.origin + foreign.start_path if foreign.start_path else app.entry_url
    options = await enter_suite(browser, suite, app, config.settle_s)
    session = await CaseSession(browser, viewport=viewport, dialogs=suite.dialogs, options=options).open()
    failed: int | None = None
    try:
        await session.goto(start)
        recorder = Recorder(
            session,
            out_dir=out,
            case_id=case.id,
            suite=suite.name,
            agent=f"replay of {foreign.harness}",
            entry_url=start,
            settle_s=config.settle_s,
        )
        await recorder.start()
        for i, step in enumerate(foreign.steps):
            t0 = time.perf_counter()
            before = recorder.state
            assert before is not None
            rec = ActionRecord(
                verb=step.verb, description=f"{step.description} (replayed)", target=step.target
            )
            try:
                for ev in step.events:
                    rec.events.append(ev)
                    await perform(session.page, ev)
            except PlaywrightError as exc:
                rec.ok, rec.error_kind = False, "action_error"
                rec.error = exc.message.splitlines()[0]
            action = (await recorder.record(rec, t0)).action
            if step.error is not None:
                action.ok, action.error = False, f"{step.error} (as the harness recorded it)"
                if step.events:
                    # Its input was sent (a click without effect): what the page did with it is the evidence.
                    action.error_kind = action.error_kind or "action_error"
                else:
                    _classify(step, case, before, action)
                failed = i
                break
            if not action.ok and action.error_kind == "action_error":
                failed = i  # the harness's input could not even be sent again here
                break
            # The harness went on from here: the step counts as done, whatever diageval's effect check said.
            action.ok, action.error, action.error_kind = True, None, None
        verifier = llm.verifier if llm is not None and failed is None else None
        try:
            checks = await verify_goal(session, case, verifier)
        except CheckSpecError as exc:
            reason = f"harness fault: case '{case.id}': expect: {exc}"
            return SingleRun(base.model_copy(update={"reason": reason, "attribution": "harness_fault"}))
        console = await session.errors()
    finally:
        await session.close()
    finished = failed is None
    why = None
    if failed is not None and recorder.trajectory is not None:
        why = f"step {failed + 1}: {recorder.trajectory.steps[-1].action.error}"
    traj = recorder.finish(finished=finished, reason=why, failed_step=None if failed is None else failed + 1)
    verdict, text = _verdict(case, checks, why)
    last = traj.steps[-1].observation if traj.steps else traj.initial

    def rel(p: str | None) -> str | None:
        return str((out / p).relative_to(config.out_dir)) if out is not None and p else None

    result = base.model_copy(
        update={
            "verdict": verdict,
            "reason": text,
            "failing_step": None if failed is None else failed + 1,
            "initial_verdict": "fail" if foreign.verdict in (None, "fail") else verdict,
            "checks": checks,
            "trajectory": rel("trajectory.json"),
            "final_screenshot": rel(last.screenshot),
            "console_errors": console,
            "attribution": {"pass": "agent_fail", "fail": "undiagnosed"}.get(verdict, "none"),
        }
    )
    rollout: Rollout | None = None
    if verdict == "fail" and (case.expect or (llm is not None and llm.verifier is not None)):
        rollout = rollout_from_trajectory(traj, checks)
        rollout.case_steps = [s.case_step for s in foreign.steps[: len(traj.steps)]]
        n = len(case.steps or ())
        rollout.next_case_step = foreign.steps[failed].case_step if failed is not None else n
        if out is not None and last.screenshot:
            rollout.final_screenshot = str(out / last.screenshot)
    return SingleRun(result, rollout, out)


def supervised(runs: dict[tuple[str, str], tuple[ForeignRun, Path]]) -> CaseFn:
    """The case pipeline whose first run is the recorded run of the case (suite name, case id) replayed,
    for :func:`execute`'s ``case_fn``; ``runs`` maps each case to its trajectory and that file's folder."""

    async def case_fn(
        browser: Browser,
        suite: Suite,
        case: Case,
        app: RunningApp,
        config: RunConfig,
        llm: LLMServices | None,
    ) -> CaseResult:
        run, base_dir = runs[(suite.name, case.id)]
        foreign = Foreign.of(run, app.origin, base_dir)

        async def first() -> SingleRun:
            return await replay_single(browser, suite, case, app, config, llm, foreign)

        return await diagnosed_case(browser, suite, case, app, config, llm, first)

    return case_fn


def pair_runs(
    trajectories: list[Path], suites: list[Suite], case_id: str | None = None
) -> dict[tuple[str, str], tuple[ForeignRun, Path]]:
    """Each trajectory with the suite case it is a run of: ``case_id`` (one trajectory only), else the case
    the trajectory names, looked up in every suite (it must be in exactly one, or in the suite the
    trajectory names)."""
    if case_id is not None and len(trajectories) != 1:
        raise ConfigError("--case names the case of one trajectory; with several, each names its own")
    out: dict[tuple[str, str], tuple[ForeignRun, Path]] = {}
    for path in trajectories:
        run = read_trajectory(path)
        wanted = case_id or run.case_id
        if not wanted:
            raise ConfigError(f"{path}: the trajectory names no case; give --case ID")
        found = [(s, c) for s in suites for c in s.cases if c.id == wanted]
        if not found:
            raise ConfigError(f"{path}: no suite given has a case '{wanted}'")
        if len(found) > 1 and run.suite:
            named = [(s, c) for s, c in found if s.name == run.suite]
            if not named:
                names = ", ".join(s.name for s, _ in found)
                raise ConfigError(
                    f"{path}: suite: no suite given is named '{run.suite}' (case '{wanted}' is in {names})"
                )
            found = named
        if len(found) > 1:
            names = ", ".join(s.name for s, _ in found)
            raise ConfigError(
                f"{path}: case '{wanted}' is in several suites ({names}); name one in the trajectory's "
                "`suite` field or give one --suite"
            )
        s, c = found[0]
        if (s.name, c.id) in out:
            raise ConfigError(f"{path}: a second trajectory of case {s.name}/{c.id}")
        out[(s.name, c.id)] = (run, path.parent)
    return out

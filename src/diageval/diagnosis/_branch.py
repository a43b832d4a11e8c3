"""Running one branch: its probe from the fork point, then the case's remaining steps, then the checks."""

from __future__ import annotations

import logging
import time
from pathlib import Path

from playwright.async_api import Error as PlaywrightError

from .._exceptions import DiagevalError
from .._util.text import fold
from ..agents import Agent, Recorder, ResumingAgent, StepExecutor
from ..browser import (
    CaseSession,
    fingerprint,
    tracing,
)
from ..method import FDS, Branch, BranchRun, CheckResult, DefectEvidence, Rollout, step_reach
from ..suite import Case, Check, Step
from ..trajectory import ActionRecord, InputEvent
from ..verify import CheckSpecError, evaluate_checks, verify_goal
from ._evidence import checks_evidence, errors_raised, no_effect_evidence
from ._kept_disabled import kept_disabled_evidence
from ._own_apply import unapplied_field
from ._path_doubts import doubtful_grounding, off_row, partial_pick
from ._quiet_look import PATIENCE_S, quiet_look
from ._restore import Restored
from ._services import OFFLINE, Services
from .probes import CATALOGUE, ProbeContext
from .probes._base import BASELINE_PROBES, Probe, load_js
from .probes._unbidden import close_unbidden

logger = logging.getLogger(__name__)

HOLD_S = 2.0
"""How long at most a branch's result must keep holding: a result that flashes up and is replaced (an error
after "Saved") is no success. The hold ends sooner once the page is quiet (nothing in flight or scheduled
that could replace it), after ``HOLD_MIN_S``."""
HOLD_MIN_S = 0.5
"""The shortest hold: work the quiet watch does not see (a worker, IndexedDB) usually shows by then."""
MAX_REPAIRS = 3
"""Later steps a branch's probe may repair on one path (the same obstacle met again further on)."""


async def _probe_at(ctx: ProbeContext, probe: Probe, here: FDS, note: str) -> bool | None:
    """Run the branch's probe on a later case step (``here``: the fork moved to that step), noting
    ``note`` (its ``{probe}`` filled in) when it did the step."""
    fork, ctx.fds = ctx.fds, here
    try:
        done = await probe.run(ctx)
    finally:
        ctx.fds = fork
    if done:
        ctx.evidence.append(f"case step {here.resume_case_step + 1}: " + note.format(probe=probe.name))
    return done


async def _repair(ctx: ProbeContext, probe: Probe, step_no: int, failed: ActionRecord) -> bool:
    """Obstacles repeat along a path (every day of a date picker is a hidden radio behind its label; every
    row's action shows only on hover): when the screen agent fails a later step, the branch's own probe is
    tried on that step, if it applies to that failure, before the branch counts as failed."""
    here = ctx.fds.model_copy(update={"resume_case_step": step_no, "error_kind": failed.error_kind})
    if probe.feasible(here, ctx.state, ctx.case) is None:
        return False
    return bool(await _probe_at(ctx, probe, here, "the same obstacle again, repaired by {probe}"))


FOLLOW_UPS = {
    "click_intercepted": ("C.hit_test",),
    "not_editable": ("A.date_entry",),
    "target_disabled": ("A.consent", "C.enabled"),
}
"""The probes that repair one precise obstacle of a step, by the failure that names it (a covering element,
a date field that does not keep typed ISO text, a control still disabled: a box to tick first, or work
still under way): the first that finds something to act on may take the fork's step once more when the
branch's own probe got past its obstacle and the step failed on another one."""


async def _next_obstacle(ctx: ProbeContext, probe: Probe) -> bool | None:
    """Obstacles also stack on one step (a notice covers a date field that does not keep typed ISO text):
    when the branch's probe repaired what the fork failed on and the step then failed for another reason,
    or for the fork's own reason behind what the probe closed (:attr:`ProbeContext.cleared`), the probe for
    that failure takes the step, when it applies; when a notice the app opened on
    its own is over the page (:func:`close_unbidden`), the probe takes the step again once it is closed.
    None when none does."""
    traj = ctx.recorder.trajectory
    steps = traj.steps if traj is not None else []
    last = steps[-1].action if steps and ctx.case_steps[-1:] == [ctx.fds.resume_case_step] else None
    if last is None or last.ok or last.error_kind is None:
        return None
    if last.error_kind == ctx.fds.error_kind and (last.error_kind not in FOLLOW_UPS or not ctx.cleared):
        return None
    # The same failure as the fork's may stand behind what the probe closed over the step's control (a
    # notice over a date field: closed, the field still does not keep typed ISO text): that failure's own
    # repair then takes the step. Not after a probe that closed nothing: it met the obstacle itself.
    here = ctx.fds.model_copy(update={"error_kind": last.error_kind})
    if await close_unbidden(ctx, ctx.act):
        # A notice the app opened on its own as the step began (on a field's first focus, on a timer) took
        # the step's input: a person closes it through its own button, then takes the step once more.
        ctx.evidence.append(f"past {ctx.fds.error_kind}, a notice the app opened on its own took the step")
        note = "the step once more after closing that notice, by {probe}"
        return await _probe_at(ctx, probe, ctx.fds, note)
    others = [CATALOGUE[n] for n in FOLLOW_UPS.get(last.error_kind, ()) if CATALOGUE[n] is not probe]
    others = [o for o in others if o.feasible(here, ctx.state, ctx.case) is not None]
    if not others:
        return None
    ctx.evidence.append(f"past {ctx.fds.error_kind}, the step failed on another obstacle: {last.error}")
    for other in others:
        done = await _probe_at(ctx, other, here, "the next obstacle on the same step, repaired by {probe}")
        if done is not None:
            return done
    return None


async def _take_first(ctx: ProbeContext, probe: Probe, step_no: int) -> bool | None:
    """The repaired agent, ahead of the screen agent: the branch's probe takes a later step of the kind it
    repaired at the fork (:attr:`Probe.first`). None when it finds nothing to act on there (the screen agent
    then takes the step); otherwise whether the step was done."""
    here = ctx.fds.model_copy(update={"resume_case_step": step_no})
    return await _probe_at(ctx, probe, here, "the same kind of step, taken by {probe} first")


async def run_branch(
    restored: Restored,
    branch: Branch,
    fds: FDS,
    case: Case,
    *,
    origin: str,
    entry_url: str,
    suite: str,
    settle_s: float,
    out_dir: Path | None,
    round_no: int,
    p_before: float,
    services: Services = OFFLINE,
    agent: Agent | None = None,
    keep_untouched: bool = False,
) -> BranchRun:
    """Execute ``branch`` on the restored page and verify the case's checks. Closes the session, except,
    with ``keep_untouched``, when the probe found nothing to act on and gave the page no input: then
    ``restored.untouched`` is set and the page can serve the next branch (the caller closes it)."""
    t0 = time.perf_counter()
    keep = False
    taken = ""  # the list the expected result was added to and then taken back from, by the page alone
    session = restored.session
    recorder = Recorder(
        session,
        out_dir=out_dir,
        case_id=case.id,
        suite=suite,
        agent=f"probe:{branch.probe}",
        entry_url=entry_url,
        settle_s=settle_s,
        patience_s=PATIENCE_S,
        # A step settles until the page is quiet, but no longer than the agent would have waited: a branch
        # that only waited longer than the agent did is a stability probe's finding (type C), not another
        # path's (a result that comes later is seen by the checks' quiet look, as no evidence).
        quiet_max_s=settle_s,
        # The steps are recorded in full; the picture kept is of the page the branch's outcome is about.
        shots="last",
        # Its readers (evidence, the judge of a deeper round) need the page's text, not its accessibility
        # tree, which costs the browser more than the observer does.
        aria=False,
    )
    base = {
        "branch": branch,
        "round": round_no,
        "p_before": p_before,
        "p_after": p_before,
        "restore": restored.mode,
        "restore_note": "; ".join(n for n in (restored.note, _cut_note(restored.waits_cut)) if n) or None,
    }
    try:
        if tracing.get() and out_dir is not None:
            await session.start_trace(out_dir / "trace.zip")
        state = await recorder.start()
        await session.script(_TAKE_ADDED_JS)  # text shown from here on is the branch's doing
        ctx = ProbeContext(session, recorder, fds, case, origin, settle_s, dict(branch.params), state)
        ctx.services = services
        probe = CATALOGUE.get(branch.probe) or BASELINE_PROBES[branch.probe]
        done = await probe.run(ctx)
        if done is False and not ctx.params:
            done = bool(await _next_obstacle(ctx, probe))
        if done is None:
            traj = recorder.finish(finished=False, reason="probe not applicable", failed_step=None)
            if keep_untouched and not tracing.get() and not any(s.action.events for s in traj.steps):
                restored.untouched, keep = fingerprint(state), True
            return BranchRun(
                outcome="inapplicable",
                reason="the probe found nothing to act on here",
                evidence=ctx.evidence,
                duration_s=round(time.perf_counter() - t0, 3),
                **base,
            )
        steps = case.steps or ()
        completed = fds.resume_case_step + 1 if done else fds.resume_case_step
        if ctx.completes_case:
            completed = len(steps) if done else fds.resume_case_step
        elif done and isinstance(agent, ResumingAgent):
            completed = await agent.resume(case, recorder, origin, fds.resume_case_step + 1)
            assert recorder.state is not None
            ctx.state = recorder.state
        elif done:
            ex = StepExecutor.screen_agent(session, origin)
            repairs = 0
            for i in range(fds.resume_case_step + 1, len(steps)):
                if probe.first and probe.first(steps[i]) and not ctx.params and repairs < MAX_REPAIRS:
                    took = await _take_first(ctx, probe, i)
                    if took is False:
                        break
                    if took:
                        repairs += 1
                        completed = i + 1
                        continue
                ts = time.perf_counter()
                action = await ctx.execute(ex, i)
                if not (await ctx.record(action, ts, i)).ok:
                    if ctx.params or repairs >= MAX_REPAIRS or not await _repair(ctx, probe, i, action):
                        break
                    repairs += 1
                completed = i + 1
        finished = bool(done) if ctx.completes_case else completed >= len(steps)
        checks: list[CheckResult] = []
        # A branch that got the failed step done meets the path's next obstacle, which may be time (the
        # confirmation comes a moment after the click): it reads the result once the page is quiet, as a
        # stability probe does. When the diagnosed failure is the result itself, waiting for it is what the
        # stability probes test and name as the cause, so other branches read it as their steps left it.
        patient = ctx.verify_when_quiet or (bool(done) and fds.error_kind not in (None, "checks"))
        if finished:

            async def lasting(_s: CaseSession, _expect: tuple[Check, ...]) -> list[CheckResult]:
                # A result counts only if it keeps holding; a patient branch gives a slow app time to settle
                # and show it (a defect never shows it).
                return await _lasting_checks(ctx, case, patient=patient)

            checks = await verify_goal(session, case, services.verifier, evaluate=lasting)
            if not all(c.ok for c in checks) and _typed_last(ctx, steps):
                # A field commits its value on change (when it loses the focus), as settings pages and
                # inline edits do: a user typing into it leaves it before looking for the result.
                await ctx.act(
                    "press Tab to leave the field typed into", [InputEvent(kind="press", key="Tab")]
                )
                checks = await verify_goal(session, case, services.verifier, evaluate=lasting)
            if not all(c.ok for c in checks):
                seen, taken = await _shown_for_a_moment(ctx, case, checks)
                ctx.result_seen = ctx.result_seen or seen
        quiet = await quiet_look(ctx, case, finished, checks, began=t0)
        if quiet.late_ok:
            # The result came after this branch's look: no evidence of a defect. Timing is what the
            # stability probes test (and name as the cause when they recover the case).
            ctx.evidence.append("the expected result appeared later, once the page had finished working")
        await recorder.shoot_last()
        traj = recorder.finish(finished=finished, reason=None, failed_step=None)
    except (PlaywrightError, DiagevalError, CheckSpecError) as exc:
        msg = exc.message if isinstance(exc, PlaywrightError | DiagevalError) else str(exc)
        return BranchRun(
            outcome="error",
            reason=f"harness fault in branch: {msg.splitlines()[0]}",
            duration_s=round(time.perf_counter() - t0, 3),
            **base,
        )
    finally:
        if not keep:
            await session.close()
    ctx.case_steps += [None] * (len(traj.steps) - len(ctx.case_steps))
    # A case step the probe repaired after the screen agent failed it is not where the branch failed.
    repaired = {k for k, c in enumerate(ctx.case_steps) if c is not None and c < completed}
    failed = next((k for k, s in enumerate(traj.steps) if not s.action.ok and k not in repaired), None)
    rollout = Rollout.after(
        fds.restore,
        source=f"r{round_no}:{branch.id}",
        start=traj.initial_checkpoint,
        steps=traj.steps,
        case_steps=ctx.case_steps,
        next_case_step=completed,
        finished=finished,
        failed=failed,
        checks=checks,
        doubt=ctx.doubt,
        prefix_doubt=fds.prefix_doubt,
        prefix_unapplied=fds.unapplied,
    )
    shots = [s.observation.screenshot for s in traj.steps if s.observation.screenshot]
    if out_dir is not None and shots:
        rollout.final_screenshot = str(out_dir / shots[-1])
    if out_dir is not None:
        shots = [str(out_dir / s) for s in shots]
    success = finished and bool(checks) and all(c.ok for c in checks)
    off = off_row(traj.steps) if success else None
    if off is not None:
        success = False  # through another item's control: no path for the plan
        reason = f"the checks hold, but {off[1]}"
    elif success:
        reason = f"every remaining step ran and all {len(checks)} checks hold"
    elif failed is not None:
        a = traj.steps[failed].action
        reason = f"{a.description}: {a.error}"
    elif not done:
        reason = "the probe could not perform the step"
    else:
        bad = [c for c in checks if not c.ok]
        reason = f"check failed: {bad[0].check} ({bad[0].detail})" if bad else "no checks to verify success"
    found: list[DefectEvidence] = []
    absent: str | None = None
    unviewed: str | None = None  # the view the task names, unchosen where the target was not found
    waits: str | None = None  # what the page asks for after the last step
    if not success:
        initial = traj.initial
        typed = unapplied_field(rollout, case)
        unapplied = fds.unapplied or (typed[2] if typed is not None else None)
        found = errors_raised(traj.steps, ctx.case_steps, traj.initial.console_errors, branch.probe)
        cs = ctx.case_steps[failed] if failed is not None else None
        if failed is not None and cs is not None and quiet.unchanged:
            ev = no_effect_evidence(traj.steps, failed, initial, cs, branch.probe)
            found += [ev] if ev else []
        if failed is None and finished and quiet.failing and ctx.result_seen and not taken:
            # The result showed and went away (a toast that hides itself, or a result replaced): what the
            # app did cannot be told from the final page, so it is no evidence that the result never came.
            # Not so for an item the page added to a list after the last input and then removed on its own
            # (an update shown at once and rolled back): that is what the app did with the input.
            ctx.evidence.append("the expected result showed, then went away: no evidence that it never came")
        elif failed is None and finished and quiet.failing and quiet.awaiting:
            # A confirmation the last input asked for is still on the screen, or its input waits for an
            # Apply: the result comes once it is answered, so its absence is no evidence.
            ctx.evidence.append(quiet.awaiting)
            waits = quiet.awaiting
        elif failed is None and finished and quiet.failing and not quiet.working and unapplied:
            # A value typed on the path into a field with its own apply button, never pressed (a promo
            # code's "Apply"): the result may wait on it, so its absence is no evidence.
            ctx.evidence.append(f"not defect evidence: {unapplied}")
        elif failed is None and finished and quiet.failing and not quiet.working:
            ev = checks_evidence(traj.steps, ctx.case_steps, initial, quiet.failing, branch.probe, taken)
            found += [ev] if ev else []
        if quiet.disabled is not None:
            at, page, row, unread = quiet.disabled
            ev = kept_disabled_evidence(
                steps, at, page.elements, page.active_field, branch.probe, row, unread
            )
            found += [ev] if ev else []
        if quiet.no_option is not None and failed is not None and cs is not None:
            found.append(
                DefectEvidence(kind="target_absent", text=quiet.no_option, branch=branch.probe, case_step=cs)
            )
        absent = quiet.absent if failed is not None and cs is not None else None
        unviewed = quiet.unviewed if failed is not None and cs is not None else None
        if ctx.discarded and (absent or any(e.kind != "error_raised" for e in found)):
            # What the page held may have gone with the probe's input: only an error the steps raised stands.
            ctx.evidence.append(f"not defect evidence: {ctx.discarded}")
            found, absent, unviewed = [e for e in found if e.kind == "error_raised"], None, None
        doubt = fds.prefix_doubt or ctx.doubt
        if not doubt and (found or absent):
            # The branch's own steps are in doubt as the agent's are: one that took a partial name while the
            # page was still being built (the exact control came after it).
            own = doubtful_grounding(traj.steps, ctx.case_steps, traj.initial, len(steps))
            doubt = own[1] if own is not None else None
            redo = [k for k, c in enumerate(ctx.case_steps) if c == fds.resume_case_step]
            if fds.error_kind == "wrong_pick" and redo and partial_pick(traj.steps[redo[-1]].action):
                # Forked to redo a wrong pick, the branch took a partly named element again: the hypothesis
                # was not tested (the exact control had not come yet).
                doubt = f"{traj.steps[redo[-1]].action.description} went again to a control named otherwise"
        if doubt and (found or absent):
            # The branch replayed the agent's own input up to the fork, or its probe chose a control the plan
            # does not name: a step may have gone to the wrong control, and then what this branch saw is no
            # evidence against the app.
            ctx.evidence.append(f"not defect evidence: {doubt}")
            found, absent, unviewed = [], None, None
    stopped_at = ctx.case_steps[failed] if failed is not None else None
    reached = max(fds.resume_case_step, fds.explains if fds.explains is not None else -1)
    progress = bool(done) and stopped_at is not None and stopped_at > reached
    # Past the fork's obstacle within its own step, stopped by the next one there (:func:`step_reach`): the
    # list came once the page loaded but lies below the fold; the target the probe brought into view is
    # covered (scrolling down opened a popup over it), or the field it brought into view did not keep the
    # text typed as the plan writes it (a native date field). A click that then had no effect is no obstacle
    # passed: it may be the defect itself.
    kind = traj.steps[failed].action.error_kind if failed is not None else None
    deeper = stopped_at == fds.resume_case_step and step_reach(kind) > step_reach(fds.error_kind)
    if progress and stopped_at is not None:
        reason = (
            f"got past case step {fds.resume_case_step + 1}, stopped at case step {stopped_at + 1}: {reason}"
        )
    elif deeper:
        progress = True
        reason = f"got past the fork's obstacle, stopped by another at the same step: {reason}"
    elif waits is not None and fds.error_kind != "checks":
        # Every step done from a fork at a failed step, and the page asks for one more thing before the
        # result (a confirmation, an Apply, another press of a sort, a later page): the next obstacle is
        # after the last step, which the next round forks at.
        progress = True
        reason = f"got past case step {fds.resume_case_step + 1} and ran every step; {waits}"
    return BranchRun(
        outcome="verified_success" if success else "progress" if progress else "fail",
        reason=reason,
        defect_evidence=found,
        absent_target=absent,
        unviewed=unviewed,
        fork_errors=list(traj.initial.console_errors),
        evidence=ctx.evidence,
        screenshots=shots,
        duration_s=round(time.perf_counter() - t0, 3),
        rollout=rollout,
        checks=checks,
        **base,
    )


def _typed_last(ctx: ProbeContext, steps: tuple[Step, ...]) -> bool:
    """The path's last case step typed into a field that still has the focus: its value is not committed."""
    done = [c for c in ctx.case_steps if c is not None]
    return bool(done) and steps[done[-1]].verb in ("fill", "type") and ctx.state.active_field


def _cut_note(waits: int) -> str | None:
    if not waits:
        return None
    return f"{waits} recorded wait(s) ended early, the page being where the recording was, nothing pending"


_TAKE_ADDED_JS = load_js("take_added")


async def _shown_for_a_moment(ctx: ProbeContext, case: Case, checks: list[CheckResult]) -> tuple[bool, str]:
    """Whether every failing check looks for text the page put on screen at some moment of the branch (the
    observer's mutation log): a message shown for a moment, gone before any look, on a machine too busy for
    the look to catch it. With it, the list one of those texts was taken back from (an item the page added
    after the last input and removed on its own, from a list that still stands: an update rolled back), or
    "" when each showed only in a notice, a popup or a control, or in a part of the page that went with it."""
    expect = list(case.expect or ())
    if len(expect) != len(checks):
        return False, ""
    failing = [c for c, r in zip(expect, checks, strict=True) if not r.ok]
    if not failing or any(c.kind != "text" for c in failing):
        return False, ""
    added = [(fold(t), w) for t, w in await ctx.session.script(_TAKE_ADDED_JS) or []]
    shown = " | ".join(t for t, _ in added)
    if not all(fold(c.text or "") in shown for c in failing):
        return False, ""
    taken = next((w for c in failing for t, w in added if w and fold(c.text or "") in t), "")
    return True, taken


async def _lasting_checks(ctx: ProbeContext, case: Case, *, patient: bool) -> list[CheckResult]:
    """The checks, holding for ``HOLD_S``; when ``patient``, taken once the page is quiet and retried for
    up to ``PATIENCE_S`` until a result holds, for as long as the page is still busy: a page that went
    quiet without the result (nothing in flight, nothing scheduled, the DOM unchanged) shows what it will
    show until the next input, and waiting on it measures nothing."""
    assert case.expect is not None
    deadline = time.perf_counter() + (PATIENCE_S if patient else 0.0)
    while True:
        quiet = False
        if patient:
            await ctx.wait_quiet(max_s=max(0.5, deadline - time.perf_counter()))
            quiet = ctx.session.quiet.reached
        checks = await evaluate_checks(ctx.session, case.expect)
        if all(c.ok for c in checks):
            ctx.result_seen = True
            # Held until the page is quiet: nothing left in flight or scheduled that could replace it.
            await ctx.session.wait_quiet(max_s=HOLD_S, min_s=HOLD_MIN_S)
            checks = await evaluate_checks(ctx.session, case.expect)
        if all(c.ok for c in checks) or quiet or time.perf_counter() >= deadline:
            return checks
        await ctx.session.quiet.pause(0.25)

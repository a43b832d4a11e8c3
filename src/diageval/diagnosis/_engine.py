"""The diagnosis loop of METHOD.md: judge -> candidates -> EIG order -> restore + branch -> belief -> stop.

Fail -> for round k = 1..R (a round from a deeper fork, after a branch made progress, does not count):
          FDS_k = judge(rollouts so far)
          for b in first K of rank(candidates(FDS_k)) that apply at the fork:
              restore to the fork, run b
              verified_success -> Pass, agent_fail (stop at once)
              progress (past the fork, stopped later) -> no belief move; next round from the deeper failure
              p = update(p, type(b), fail); p >= tau_env with defect evidence -> Fail, env_fail
                  confirmed (stop); without evidence the rounds go on
        budget spent, or the case's time -> Fail, env_fail unconfirmed (with the belief and any evidence)
"""

from __future__ import annotations

import logging
import random
import time

from playwright.async_api import Error as PlaywrightError

from .._exceptions import DiagevalError
from ..method import (
    FDS,
    Branch,
    BranchRun,
    DefectEvidence,
    DiagnosisConfig,
    DiagnosisRecord,
    Rollout,
    RoundRecord,
    step_reach,
    update_fail,
    update_success,
)
from ..suite import Case
from ..trajectory import Trajectory
from ..verify import CheckResult
from ._ahead import TIME_RAN_OUT, RoundAhead, restore_fault
from ._boosts import absent_weighs, last_resorts_run, withdraw_boosts
from ._context import CaseContext
from ._evidence import (
    absent_evidence,
    add_evidence,
    errors_raised,
    raised_late,
    raised_on_path,
)
from ._hints import on_fork_page
from ._hover_rows import hover_revealed
from ._judge import HeuristicJudge
from ._path_doubts import picked_partly
from ._plan import candidates, rank
from ._record import confirmed, first_p, record, spent
from ._restore import RestoreMemo
from ._reworded import renamed_note, reworded_case
from ._services import OFFLINE, Services

logger = logging.getLogger(__name__)


OUT_OF_TIME = ", when the diagnosis's time ran out"
"""What an unconfirmed reason adds when the case's time ended the diagnosis (:attr:`CaseContext.deadline`)."""


def rollout_from_trajectory(traj: Trajectory, checks: list[CheckResult]) -> Rollout:
    """The agent's own run as the first rollout: record i performed case step i."""
    failed = traj.failed_step - 1 if traj.failed_step is not None else None
    done = len(traj.steps) if failed is None else failed
    return Rollout(
        source="trajectory",
        start=traj.initial_checkpoint,
        steps=traj.steps,
        case_steps=list(range(len(traj.steps))),
        next_case_step=done,
        finished=traj.finished,
        failed=failed,
        checks=checks,
        initial=traj.initial,
    )


def _reach(case_step: int, kind: str | None) -> tuple[int, int]:
    """How far a failure lies along the path, for rounds from a deeper fork: its case step, then how far
    the attempt at it got (:func:`step_reach`: the list came after loading but lies below the fold; a popup
    covers the target scrolling brought into view). A judge's other reading of the same step (a plain-text
    click suspected of doing nothing) is no deeper."""
    return case_step, step_reach(kind)


async def diagnose(
    cc: CaseContext,
    case: Case,
    first: Rollout,
    config: DiagnosisConfig,
    services: Services = OFFLINE,
) -> DiagnosisRecord:
    """Run the DiagEval protocol on a failed case and return the verdict with its evidence.

    Candidates come from the probe catalogue, or from the LLM planner of ``services`` (instructions
    carried out by its LLM agent) when one is given."""
    judge = services.judge or HeuristicJudge()
    planner = services.planner
    t0 = time.perf_counter()
    rng = random.Random(f"{config.seed}:{case.id}")
    plan = case
    rollouts, previous, runs, rounds = [first], [], [], []  # type: ignore[var-annotated]
    p: float | None = None
    trace: list[float] = []
    stop = "rounds"
    tried: dict[tuple[str | None, int], set[str]] = {}
    # Per failure (kind, case step): the expansions planned for it and the branches run on it, over rounds.
    expansions: dict[tuple[str | None, int], list[Branch]] = {}
    on_key: dict[tuple[str | None, int], list[BranchRun]] = {}
    memo = RestoreMemo()
    evidence: list[DefectEvidence] = []
    forked: dict[tuple[str, str], int] = {}  # each piece of evidence: the case step its branch forked at
    # Errors the case's own run raised at each case step, and, per rollout, how many of its case steps lie
    # on the run's path (a branch replays the run's steps before the fork it started from).
    raised = errors_raised(
        first.steps, first.case_steps, first.initial.console_errors if first.initial else [], None
    )
    on_run: dict[str, int] = {first.source: len(case.steps or ())}
    # Per rollout, the errors on its first page (a branch's: its fork's page once restored).
    at_start: dict[str, list[str]] = {first.source: first.initial.console_errors if first.initial else []}
    weighed: set[tuple[str | None, int]] = set()  # failures whose target absent has weighed as evidence
    boosts: list[tuple[int, float]] = []  # failures with evidence: their fork's case step, the extra odds
    discarded: list[BranchRun] = []
    round_no = counted = 0
    deepest = (-1, -1)  # the deepest failure a round has forked at (:func:`_reach`)
    progressed = False
    overdue = False  # the case's time ran out: no branch is started or awaited any more
    while counted < config.rounds or progressed:
        if cc.time_left() == 0:
            overdue = True
            break
        t_round = time.perf_counter()
        case = reworded_case(plan, rollouts)  # the steps in the app's words, as the pages so far show
        fds = await judge.diagnose(case, rollouts, previous, config)
        if fds is not None and (renamed := renamed_note(plan, case, fds.resume_case_step)):
            fds = fds.model_copy(update={"evidence": [*fds.evidence, renamed]})
        if fds is None:
            stop = "no_candidates"
            break
        # A round from a deeper fork than any before, opened by a branch's progress, does not count toward R
        # (METHOD.md 8.2): a path with several obstacles gets a round per obstacle, bounded by the budget.
        reach = _reach(fds.resume_case_step, fds.error_kind)
        free = progressed and reach > deepest
        if not free:
            if counted >= config.rounds:
                break
            counted += 1
        deepest = max(deepest, reach)
        progressed = False
        round_no += 1
        if p is None:
            p = fds.p0
            trace.append(round(p, 4))
        previous.append(fds)
        if fds.error_kind == "wrong_pick":
            # A wrong pick found only now (its exact control showed on a later page): what branches forked
            # after it saw came from replaying it, and is no evidence (METHOD.md 8.3, as a prefix doubt).
            evidence[:] = [e for e in evidence if forked[(e.kind, e.text)] <= fds.resume_case_step]
            p = withdraw_boosts(p, boosts, fds.resume_case_step)
            # The failures met past it were met on that wrong input: a branch that redoes the pick and gets
            # past it meets them anew, and the round from that deeper fork is one a branch's progress opens.
            deepest = (fds.resume_case_step, -1)
        key = (fds.error_kind, fds.resume_case_step)
        ro = next(
            (r for r in reversed(rollouts) if r.source == fds.rollout), rollouts[-1]
        )  # the one diagnosed
        judge_s = time.perf_counter() - t_round
        t_restore = time.perf_counter()
        try:
            restored = await cc.restore(fds.restore, memo)
            state = await restored.session.read_state()
            fds = await on_fork_page(fds, restored.session, state, case, ro.checks, tried.get(key, set()))
        except (PlaywrightError, DiagevalError) as exc:
            runs.append(restore_fault(exc, fds, round_no, p, restore_s=time.perf_counter() - t_restore))
            continue
        first_restore_s = time.perf_counter() - t_restore
        round_restore_s = 0.0
        if restored.mode == "cold-diverged":
            # Good enough to see which probes could apply, never to run one on: each branch restores anew.
            await restored.session.close()
            restored = None  # type: ignore[assignment]
            round_restore_s, first_restore_s = first_restore_s, 0.0
        t_plan = time.perf_counter()
        if planner is not None:
            cands = await planner.plan(case, fds, ro, [r.branch.description for r in runs])
            pruned: list[str] = []
        else:
            cands, pruned = candidates(fds, state, case, exclude=tried.get(key, set()))
            # "Every applicable expansion" (target absent) is judged at the latest fork of this failure: one
            # planned before that no longer applies here (the enlarged window already shows the whole page,
            # so scrolling it shows nothing more) is no longer owed.
            now = {b.probe for b in cands} | tried.get(key, set())
            expansions[key] = [b for b in expansions.get(key, []) if b.probe in now]
        ordered = rank(cands, p, fds.category, config, rng)
        judge_s += time.perf_counter() - t_plan
        rounds.append(
            RoundRecord(
                round=round_no,
                fds=fds,
                candidates=ordered,
                pruned=pruned,
                judge_s=round(judge_s, 3),
                restore_s=round(round_restore_s, 3),
                counts=not free,
            )
        )
        round_runs: list[BranchRun] = []
        # The round's branches may run several at once (config.parallel_branches), each from its own restore;
        # their outcomes are taken below strictly in the round's order, as if they had run one by one.
        # A branch the protocol then does not take is wasted: with an LLM in the branches it is paid for too.
        width = 1 if services.planner is not None or services.agent is not None else config.parallel_branches
        ahead = RoundAhead(cc, fds, case, round_no, p, services, memo, width, config)
        ahead.first(restored, first_restore_s)
        restored = None  # type: ignore[assignment]
        # The first K candidates that apply: a probe that finds at the fork that it does not apply after all
        # (it acted on nothing) is pruned late, and the next candidate takes its place in the round.
        todo, slots = ordered, config.branches_per_round
        try:
            for k, branch in enumerate(todo):
                if slots == 0 or spent(runs) >= config.max_branches:
                    break
                ahead.start(todo, k, min(slots, config.max_branches - spent(runs)))
                got = await ahead.within(k, cc.time_left())
                if got is None:
                    # Out of time: the branch is stopped with those not taken, and the diagnosis concludes
                    # with what the branches before it found.
                    overdue = True
                    discarded += await ahead.discard(0, TIME_RAN_OUT)
                    break
                run = got
                slots -= run.outcome != "inapplicable"
                # Started with the round's belief; taken now, after the branches before it in the order.
                run.p_before = run.p_after = p
                if run.restore in ("failed", "cold-diverged"):
                    # A harness fault of this branch (a page the recorded path did not produce says nothing
                    # about the app); the belief does not move.
                    runs.append(run)
                    continue
                tried.setdefault(key, set()).add(branch.probe)
                runs.append(run)
                round_runs.append(run)
                if run.outcome == "error":
                    logger.warning("case %s: %s", case.id, run.reason)
                    continue
                if run.outcome == "inapplicable":
                    continue
                if run.outcome == "progress":
                    # Past the fork's obstacle, stopped by a later one: no evidence against the app. The next
                    # round diagnoses the deeper failure from this branch's rollout.
                    assert run.rollout is not None
                    rollouts.append(run.rollout)
                    on_run[run.rollout.source] = min(on_run.get(ro.source, 0), fds.resume_case_step)
                    at_start[run.rollout.source] = run.fork_errors
                    add_evidence(evidence, run.defect_evidence, fds, forked)
                    failed = run.rollout.failed
                    kind = run.rollout.steps[failed].action.error_kind if failed is not None else "checks"
                    if _reach(run.rollout.next_case_step, kind) > deepest:
                        progressed = True
                        break
                    # Stopped short of a failure already reached (a fork at an earlier, suspected step, and a
                    # probe that undid what a later step needs): no round from a deeper fork follows, so this
                    # round goes on with its next branch.
                    continue
                if run.outcome == "verified_success":
                    w = config.success_likelihood(fds.category, branch.type, branch.probe) * branch.confidence
                    # A verified success is no evidence of a defect: a fallback's scaled weight may fall
                    # below beta, and the paper's update would then raise p. The reported value stays <= p.
                    run.p_after = round(update_success(p, max(w, config.beta), config.beta), 4)
                    trace.append(run.p_after)
                    discarded += await ahead.discard(k + 1)
                    return record(
                        config,
                        "pass",
                        "agent_fail",
                        f"recovered by {branch.probe} ({branch.type}): {run.reason}",
                        trace,
                        rounds,
                        runs,
                        "success",
                        t0,
                        discarded=discarded,
                    )
                plain = config.fail_likelihood(branch.type, branch.probe)
                # Evidence a later round may still withdraw (the path to the fork holds a partial pick the
                # judge may yet find wrong) weighs as a plain failure until then.
                firm = bool(run.defect_evidence) and not picked_partly(first, fds.resume_case_step)
                gamma = config.fail_likelihood(branch.type, branch.probe, evidence=firm)
                p = update_fail(p, gamma)
                if gamma < plain:
                    boosts.append((fds.resume_case_step, plain / gamma))
                run.p_after = round(p, 4)
                trace.append(run.p_after)
                shared = min(on_run.get(ro.source, 0), fds.resume_case_step)
                if run.rollout is not None:
                    rollouts.append(run.rollout)
                    on_run[run.rollout.source] = shared
                    at_start[run.rollout.source] = run.fork_errors
                add_evidence(evidence, run.defect_evidence, fds, forked)
                if not fds.prefix_doubt:
                    # What the path to the fork raised: no branch sees it happen (it is on the restored page).
                    raised_on_path(evidence, raised, shared, forked)
                    j = fds.fork_step - len(ro.prefix)
                    late = raised_late(ro, j, at_start.get(ro.source), run.fork_errors, branch.probe)
                    add_evidence(evidence, [late] if late else [], fds, forked)
                if p >= config.tau_env and evidence:
                    discarded += await ahead.discard(k + 1)
                    return confirmed(config, p, trace, rounds, runs, t0, evidence, discarded)
        finally:
            discarded += await ahead.discard(0)
        if overdue:
            break
        expansions.setdefault(key, []).extend(b for b in ordered if b.type == "B")
        on_key.setdefault(key, []).extend(round_runs)
        absent = [e for e in [absent_evidence(fds, expansions[key], on_key[key])] if e is not None]
        if absent and (note := _drawn_on_hover(case, rollouts, fds)) is not None:
            if note not in fds.evidence:
                fds.evidence.append(note)
            absent = []
        add_evidence(evidence, absent, fds, forked)
        if (
            absent
            and key not in weighed
            and not picked_partly(first, fds.resume_case_step)
            and last_resorts_run(fds, state, case, tried.get(key, set()))
        ):
            # A missing control weighs as evidence only once no probe that could still find it is left.
            weighed.add(key)
            p = absent_weighs(config, p, absent[0], on_key[key], boosts, fds.resume_case_step)
            trace.append(round(p, 4))
        if p >= config.tau_env and evidence:
            return confirmed(config, p, trace, rounds, runs, t0, evidence, discarded)
        if spent(runs) >= config.max_branches:
            stop = "budget"
            break
    evidence_runs = [r for r in runs if r.outcome in ("fail", "verified_success", "progress")]
    if runs and not evidence_runs:
        return record(
            config,
            "error",
            "harness_fault",
            f"every branch hit a harness fault: {runs[0].reason}",
            trace,
            rounds,
            runs,
            "harness_fault",
            t0,
            discarded=discarded,
        )
    if overdue:
        stop = "time"
    elif not runs:
        stop = "no_candidates"
    p_final = trace[-1] if trace else first_p(config)
    if p_final >= config.tau_env:
        why = f">= {config.tau_env}, but no branch found defect evidence (a belief is not proof)"
    else:
        why = f"< {config.tau_env}" + (f"; evidence: {evidence[0].text}" if evidence else "")
    if rounds and rounds[0].fds.evidence:
        why += f"; the failure diagnosed: {rounds[0].fds.evidence[0]}"
    return record(
        config,
        "fail",
        "env_fail_unconfirmed",
        f"no valid path found after {len(runs)} branches{OUT_OF_TIME if overdue else ''}; "
        f"p(EnvFail) = {p_final:.4f} {why}",
        trace or [p_final],
        rounds,
        runs,
        stop,
        t0,
        evidence,
        discarded,
    )


def _drawn_on_hover(case: Case, rollouts: list[Rollout], fds: FDS) -> str | None:
    """Why the fork step's target missing is no evidence, when the plan's step before it is a hover that drew
    controls one of which may be that target under a name of its own (:func:`hover_revealed`)."""
    steps, at = case.steps or (), fds.resume_case_step
    if not 0 < at < len(steps) or steps[at - 1].verb != "hover" or not steps[at].target:
        return None
    target = steps[at].target or ""
    return next((n for r in rollouts if (n := hover_revealed(r, at - 1, target)) is not None), None)

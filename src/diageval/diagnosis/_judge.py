"""The judge seam and the heuristic judge: from a failed rollout to a Failure Diagnosis Summary.

The heuristic judge needs no LLM: it reads what the trajectory recorded (why an action failed, where the
target was on the page, how long the page had been loaded) and maps it to a fork step, a source of
uncertainty (SOU) and a category. A later round re-diagnoses from the rollout that got furthest, and when
no branch got further it tries the next hypothesis for the same failure.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from ..browser import match_target
from ..method import (
    FDS,
    SOU,
    Category,
    DiagnosisConfig,
    Rollout,
    failure_depth,
)
from ..suite import Case
from ..trajectory import ActionRecord, StepRecord
from ._earlier import LATER_SYMPTOMS, acted_on_plain_text, plain_text_step, restored_other_row, shared_name
from ._evidence import step_that_raised
from ._hints import (
    LEFT_OPEN,
    ON_LATER_PART,
    QUESTION_OPEN,
    SORTED_ONE_WAY,
    UNANSWERED,
    UNAPPLIED,
    apply_after,
    confirm_after,
    confirm_before,
    left_unanswered,
    pager_after,
    sort_after,
)
from ._hover_rows import hovered_pick
from ._own_apply import first_unapplied, unapplied_field
from ._path_doubts import doubtful_grounding, sent_elsewhere
from ._restore import says_loading
from ._working import standing_gauges
from .probes._answer import ASKED_KINDS, LEFT_NOTE, UNANSWERED_NOTE
from .probes._stability import DISCARDED, ESCAPE_CLOSE

# Hypotheses per failure kind, most likely first: (SOU, category, why).
_HYPOTHESES: dict[str, list[tuple[SOU, Category, str]]] = {
    "target_offscreen": [
        (2, "insufficient_exploration", "the target is on the page but outside the viewport"),
        (1, "wrong_target", "the agent may need another way to reach the target"),
    ],
    "target_hidden": [
        (2, "insufficient_exploration", "the target exists but is hidden in a collapsed part of the page"),
        (4, "env_boundary", "the target may be revealed later"),
    ],
    "target_not_found": [
        (
            1,
            "wrong_target",
            "no visible element matches the target as written: it may be labelled differently",
        ),
        (2, "insufficient_exploration", "the target may be in a collapsed menu, another tab or off screen"),
        (4, "env_boundary", "the target may not have been loaded yet"),
    ],
    "click_intercepted": [
        (1, "wrong_target", "the click would land on another element covering the target"),
        (4, "env_boundary", "the covering element may be transient"),
    ],
    "no_effect": [
        (
            4,
            "env_boundary",
            "the control did not react: the page may not have been ready, or the app is defective",
        ),
        (1, "wrong_target", "the click may have hit a part of the control that does not react"),
    ],
    "target_disabled": [
        (4, "env_boundary", "the control was disabled when the agent acted; it may be enabled later"),
        (1, "wrong_target", "another control may be the one to use"),
    ],
    "checks": [
        (3, "env_boundary", "every step ran but the expected result is missing"),
        (1, "wrong_target", "a step may have acted on the wrong element"),
    ],
}
_DEFAULT = [(1, "wrong_target", "the action failed"), (3, "unknown", "the cause is unclear")]
_AFTER_LAST = (UNANSWERED, UNAPPLIED, ON_LATER_PART, SORTED_ONE_WAY)
"""Hypotheses about the page the plan's last step left (a question, an Apply, a pager, a sort order): their
rounds fork after that step, whatever earlier step another hint points at."""
_SHARED_NAME: tuple[SOU, Category, str] = (
    1,
    "wrong_target",
    "the step's target names several controls (one per row or card): the one beside the item named "
    "before it, or the one the task names, may be meant",
)
_PLAIN_TEXT: tuple[SOU, Category, str] = (
    1,
    "wrong_target",
    "an earlier step clicked plain text, not a control: nothing may have happened there",
)
_RAISED: tuple[SOU, Category, str] = (
    1,
    "wrong_target",
    "an earlier step made the page raise an error: what it should have done (shown a form, opened a panel) "
    "may never have happened",
)
_WRONG_PICK: tuple[SOU, Category, str] = (
    1,
    "wrong_target",
    "an earlier step's input went to another control than the plan's (one only partly named like its "
    "target while one of that exact name was in view, another row's, or one the page moved under the "
    "click): the wrong one of several matches",
)
_UNAPPLIED_FIELD: tuple[SOU, Category, str] = (
    1,
    "wrong_target",
    "an earlier step typed into a field with an apply button of its own beside it (a code's 'Apply'), which "
    "no step pressed: the value may never have been applied",
)
_STILL_LOADING: tuple[SOU, Category, str] = (
    4,
    "env_boundary",
    "the page was still loading when the step failed: the target or result may come later",
)


@runtime_checkable
class Judge(Protocol):
    """Turns failed rollouts (the trajectory first, then branches) into the next FDS.

    ``previous`` are the FDS of earlier rounds, so a judge can move to another hypothesis."""

    name: str

    async def diagnose(
        self, case: Case, rollouts: list[Rollout], previous: list[FDS], config: DiagnosisConfig
    ) -> FDS | None: ...


class HeuristicJudge:
    """Rule-based judge working from the trajectory record alone."""

    name = "heuristic"

    async def diagnose(
        self, case: Case, rollouts: list[Rollout], previous: list[FDS], config: DiagnosisConfig
    ) -> FDS | None:
        # The rollout that got furthest; among equals the one whose failure came deepest (it saw and acted
        # on the target), then the latest. A branch whose probe found nothing to act on says nothing new, nor
        # one that ran every step after an input that may have gone to another control than the plan names
        # (a fuzzy pick of another item): its missing result is not the plan's, and no round forked on its
        # path can find evidence.
        names = [s.target for s in case.steps or ()]  # as the diagnosis words them (renamed steps)
        usable = [
            i
            for i, r in enumerate(rollouts)
            if i == 0
            or r.failed is not None
            or (
                r.finished
                and r.doubt is None
                and sent_elsewhere(r.steps, r.case_steps, r.next_case_step, names) is None
            )
        ]
        best = max(
            usable, key=lambda i: (rollouts[i].next_case_step, failure_depth(_failure(rollouts[i])[0]), i)
        )
        ro = rollouts[best]
        kind, j, evidence = _failure(ro)
        hyps = list(_HYPOTHESES.get(kind, _DEFAULT))
        last_j = j  # the failure's own fork: where the hints about the last page (a pager, an Apply) point
        confirm = confirm_after(ro, case) if kind == "checks" else None
        if kind in ASKED_KINDS and ro.failed is not None:
            confirm = confirm_before(ro, case, ro.failed)
        pager = pager_after(ro, case) if kind == "checks" and confirm is None else None
        apply = apply_after(ro, case) if kind == "checks" else None
        sort = sort_after(ro, case) if kind == "checks" else None
        if confirm is not None:
            hyps = [UNANSWERED if kind == "checks" else QUESTION_OPEN, *hyps]
            evidence.append(f"{UNANSWERED_NOTE} ('{confirm}')")
        elif pager is not None:
            hyps = [ON_LATER_PART, *hyps]
            evidence.append(f"the last page shows a list pager ('{pager}')")
        elif apply is not None:
            hyps = [UNAPPLIED, *hyps]
            evidence.append(f"the last page shows '{apply}', which the plan does not press")
        elif sort is not None:
            hyps = [SORTED_ONE_WAY, *hyps]
            evidence.append(f"the plan's last press was on the column header '{sort}'")
        shared = shared_name(ro, case) if kind == "checks" else None
        # A control the step needs missing after an earlier step took one of several same-named controls
        # ("click 'Actions'" opened another row's menu, which has no "Reactivate"): the earlier step may
        # have gone to the wrong row, in this rollout or before a branch's fork.
        row_ro, row_pick = ro, None
        if kind in ("target_hidden", "target_not_found"):
            row_pick = shared_name(ro, case, until=j)
            if row_pick is None and best != 0:
                row_ro = rollouts[0]
                end = row_ro.failed if row_ro.failed is not None else len(row_ro.steps)
                row_pick = shared_name(row_ro, case, until=end)
                if row_pick is not None and row_ro.case_steps[row_pick[0]] in ro.case_steps:
                    row_pick = None  # this branch redid that step itself
        elif kind == "checks" and shared is None and best != 0:  # another row's control, before the fork
            row_ro, row_pick = restored_other_row(rollouts, ro, case)
        plain = plain_text_step(ro, case, j) if kind in LATER_SYMPTOMS else None
        plain_ro = ro
        if plain is None and kind in LATER_SYMPTOMS and best != 0:
            # The step may lie before this branch's fork point: look in the recorded trajectory.
            first = rollouts[0]
            end = first.failed if first.failed is not None else len(first.steps)
            plain, plain_ro = plain_text_step(first, case, end), first
        plain_hyp = _PLAIN_TEXT
        if plain is None and kind in ("target_hidden", "target_not_found"):
            # A step before the failure raised an error: its effect is the likeliest to be missing.
            at = ro.case_steps[j] if j < len(ro.case_steps) else None
            got = step_that_raised([ro, *reversed(rollouts)], at if at is not None else ro.next_case_step)
            if got is not None:
                plain_ro, k, note = got
                plain, plain_hyp = (k, False, note), _RAISED
        # An earlier press opened a question the plan went on without answering (a reload followed the
        # "Cancel visit" that asked "Cancel this visit?"): what it should have done never happened.
        left = _left_open(rollouts, ro, case) if kind == "checks" and confirm is None else None
        if left is not None:
            evidence.append(f"{LEFT_NOTE} ('{left[2]}'): {left[3]}")
        if shared is not None:
            # The result is missing and a step took one of several same-named controls: fork there.
            j, note = shared
            hyps = [_SHARED_NAME, *hyps]
            evidence.append(note)
        elif row_pick is not None:
            # Second, after the failure's own first hypothesis (an expansion, a wait); first when that input
            # is known to have gone to another row's control than the one of the item the plan names.
            evidence.append(row_pick[1])
            off = row_ro.steps[row_pick[0]].action.other_row is not None
            hyps = [_SHARED_NAME, *hyps] if off else [hyps[0], _SHARED_NAME, *hyps[1:]]
        elif plain is not None:
            # A step before the failure acted on plain text: its effect (a dialog, a toggle, a panel) may
            # never have happened, and what failed later is only its symptom. A toggle step on plain text
            # is the likeliest cause; a click, the next one after the failure's own first hypothesis.
            _k, toggle, note = plain
            evidence.append(note)
            hyps = [plain_hyp, *hyps] if toggle else [hyps[0], plain_hyp, *hyps[1:]]
        unapplied = first_unapplied(rollouts, ro, case) if kind == "checks" else None
        if unapplied is not None:
            evidence.append(unapplied[3])
            hyps = [_UNAPPLIED_FIELD, *hyps]
        lookalike = _lookalike(ro, j, kind, case)
        loading = _loading(ro, j)
        if loading:
            # A page still loading explains any failure first, whatever its kind: a target not there yet
            # (or hidden behind a placeholder), a control not ready, a result not shown yet.
            hyps = [_STILL_LOADING, *(h for h in hyps if h[0] != 4)]
            evidence.append(f"the page showed it was still loading: {loading!r}")
        elif lookalike:
            evidence.append(f"visible element resembling the target: {lookalike}")
        elif (
            kind == "no_effect"
            and ro.failed is not None
            and acted_on_plain_text(ro.steps[ro.failed].action.grounded)
        ):
            hyps.sort(key=lambda h: h[0] != 1)
            evidence.append("the click landed on plain text, not on a control: it may be the wrong element")
        if left is not None:
            hyps = [LEFT_OPEN, *hyps]  # first, even before a page still loading: the question was seen lost
        # Repeated diagnoses of the same failure move to the next hypothesis (round 2 and later).
        resume = (
            ro.case_steps[j] if j < len(ro.case_steps) and ro.case_steps[j] is not None else ro.next_case_step
        )
        plain_at = plain_ro.case_steps[plain[0]] if plain is not None else None
        pick = _wrong_pick(rollouts, ro, resume)
        doubt = pick[2] if pick is not None else None
        if pick is not None:
            # The first step that went wrong is the fork (METHOD.md section 1): an earlier step gave its
            # input to a partly named control while the exactly named one was in view.
            hyps = [_WRONG_PICK, *hyps]
            evidence.append(pick[2])
        pick_at = pick[1] if pick is not None else None
        # The hints about the last page concern the plan's last step, whatever earlier step another hint forks
        # at (a field repeated per row before an unpressed Apply): their rounds count on this failure too.
        hinted = confirm or pager or apply or sort
        last_at = ro.case_steps[last_j] if hinted and last_j < len(ro.case_steps) else None
        left_at = left[0].case_steps[left[1]] if left is not None else None
        typed_at = unapplied[0].case_steps[unapplied[1]] if unapplied is not None else None
        here = {resume, plain_at, pick_at, last_at, left_at, typed_at} - {None}
        # Earlier rounds on this failure, the plain-text hypothesis (recorded as no_effect there) and the
        # wrong-pick one (recorded as wrong_pick) included.
        seen = sum(
            1
            for f in previous
            if f.resume_case_step in here
            and (
                f.error_kind == kind
                or (f.error_kind == "no_effect" and f.resume_case_step == plain_at)
                or (f.error_kind == "wrong_pick" and f.resume_case_step == pick_at)
            )
        )
        sou, category, why = hyps[min(seen, len(hyps) - 1)]
        if pick is not None and not any(
            f.error_kind == "wrong_pick" and f.resume_case_step == pick_at for f in previous
        ):
            # A wrong pick seen only now (its exact control showed on a later page) is tried first, whatever
            # the rounds before tried on this failure.
            sou, category, why = _WRONG_PICK
        explains = None
        if plain is not None and (sou, category, why) == plain_hyp:
            explains = resume if plain_hyp == _RAISED else None
            ro, j = plain_ro, plain[0]
            at = ro.case_steps[j]
            resume = at if at is not None else resume
            kind = "no_effect"  # what is suspected of that step: it acted and nothing came of it
        if row_pick is not None and (sou, category, why) == _SHARED_NAME:
            ro, j = row_ro, row_pick[0]
            at = ro.case_steps[j]
            resume = at if at is not None else resume
            kind = "checks"  # what is suspected of that step: it acted, on another row's control
        if unapplied is not None and (sou, category, why) == _UNAPPLIED_FIELD:
            ro, j, resume = unapplied[0], unapplied[1], typed_at  # type into it again, then press its button
        if left is not None and (sou, category, why) == LEFT_OPEN:
            ro, j, resume = left[0], left[1], left_at  # perform that press again, and answer its question
        elif left is not None and doubt is None:
            doubt = left[3]  # every branch forked past that press restores the question's loss
        if (sou, category, why) in _AFTER_LAST and last_at is not None:
            j, resume = last_j, last_at  # the input to apply, the list to page: after the plan's last step
        if pick is not None and (sou, category, why) == _WRONG_PICK:
            ro, j, resume = rollouts[0], pick[0], pick[1]
            kind, doubt = "wrong_pick", None  # the branches redo that step: its input is no longer restored
        if doubt is None and ro is not rollouts[0] and resume is not None:
            # A branch's own input that may have gone to another control (a click that met another
            # element, another row's control, a control named otherwise) is restored by every branch
            # forked on that branch's path.
            moved = sent_elsewhere(ro.steps[:j], ro.case_steps, resume, names)
            doubt = moved[1] if moved is not None else (ro.doubt if j > 0 else None) or ro.prefix_doubt
            # Its input to one of several same-named controls ("Adopt" on one of nine cards), not known to be
            # the one of the item the plan means, is restored too.
            shared_pick = shared_name(ro, case, until=j) if doubt is None else None
            if shared_pick is not None:
                doubt = f"{shared_pick[1]}: every branch forked after it restores that input"
        if doubt is None and ro is not rollouts[0] and _escaped(ro.steps[:j]):
            # A branch's Escape that closed an overlay is restored too, and what the overlay held with it.
            doubt = DISCARDED
        if doubt is None and resume is not None and kind != "wrong_pick":
            # The agent's own input, restored by every branch forked past it, went to a control shown only
            # while its row is hovered, and which row the task means is not known.
            hovered = hovered_pick(rollouts[0], resume)
            doubt = hovered[1] if hovered is not None and hovered[0] not in ro.case_steps else None
        step = case.steps[ro.next_case_step] if case.steps and ro.next_case_step < len(case.steps) else None
        earlier = (sou, category, why) in (
            _SHARED_NAME,
            _PLAIN_TEXT,
            _RAISED,
            _WRONG_PICK,
            LEFT_OPEN,
            _UNAPPLIED_FIELD,
        )
        if earlier and case.steps and resume is not None:
            step = case.steps[resume]  # the fork is at that earlier step: it is the one to redo
        return FDS(
            fork_step=len(ro.prefix) + j,
            resume_case_step=resume,
            sou=sou,
            category=category,
            diagnosis=f"SOU-{sou} ({category}): {why}.",
            evidence=evidence,
            p0=config.prior(category),
            target=step.target if step is not None else None,
            error_kind=kind,
            restore=ro.restore_at(j),
            rollout=ro.source,
            prefix_doubt=doubt,
            unapplied=typed[2] if (typed := unapplied_field(ro, case, until=j)) else ro.prefix_unapplied,
            explains=explains,
        )


def _left_open(rollouts: list[Rollout], ro: Rollout, case: Case) -> tuple[Rollout, int, str, str] | None:
    """The rollout, index, answer and note of a press that opened a question the plan went on without
    answering (:func:`left_unanswered`): in the rollout diagnosed, or in the recorded run whose path it
    restores (a press it did not redo itself)."""
    for r in (ro, rollouts[0]) if ro is not rollouts[0] else (ro,):
        got = left_unanswered(r.steps, r.case_steps, r.initial, case.steps or ())
        if got is not None and (r is ro or r.case_steps[got[0]] not in ro.case_steps):
            return r, *got
    return None


def _escaped(steps: list[StepRecord]) -> bool:
    return any(s.action.verb == "probe" and s.action.description == ESCAPE_CLOSE for s in steps)


def _loading(ro: Rollout, j: int) -> str | None:
    """A loading indicator on the page when the step failed: text such as 'Loading…' or 'Please wait', a
    busy region, a progress bar, a spinner or a skeleton placeholder in view. Both the page the step was
    grounded on and the one observed after it count: the agent decided on the first, and on a slow machine
    the page may have finished loading before the second was taken."""
    if j >= len(ro.steps):
        return None
    before = ro.steps[j - 1].observation if j > 0 else ro.initial
    after = ro.steps[j].observation
    # A determinate bar at the same value on both pages is a gauge (a wizard's progress, a budget used).
    gauges = (
        standing_gauges(before.busy, after.busy) if before is not None and after is not None else frozenset()
    )
    for obs in (before, after):
        if obs is None:
            continue
        if shown := says_loading(obs.busy, obs.readable, gauges):
            return shown
    return None


def _lookalike(ro: Rollout, j: int, kind: str, case: Case) -> str | None:
    """A visible element whose name resembles a target that was not found: evidence of a grounding miss."""
    if kind != "target_not_found" or j >= len(ro.steps) or not case.steps:
        return None
    step = case.steps[ro.next_case_step] if ro.next_case_step < len(case.steps) else None
    if step is None or step.target is None:
        return None
    seen = ro.steps[j].observation.elements
    found = match_target(step.target, seen, fuzzy=True)
    return found[0].element.desc if found else None


def _failure(ro: Rollout) -> tuple[str, int, list[str]]:
    """(failure kind, index in the rollout of the state to fork from, evidence)."""
    if ro.failed is not None:
        rec = ro.steps[ro.failed]
        act = rec.action
        ev = [f"step {rec.index}: {act.description} -> {act.error}"]
        for m in act.page_matches[:3]:
            where = "rendered" if m.rendered else "not rendered"
            ev.append(
                f"match on the page: {m.desc} at {tuple(round(v) for v in m.box)} "
                f"({where}, {m.visible_fraction:.0%} in view)"
            )
        if act.hit:
            ev.append(f"hit test: the click point belongs to {act.hit}")
        if rec.observation.console_errors:
            ev.append(f"console errors: {rec.observation.console_errors[-3:]}")
        return act.error_kind or "action_error", ro.failed, ev
    bad = [c for c in ro.checks if not c.ok]
    ev = [f"every step ran; check failed: {c.check} ({c.detail})" for c in bad[:3]]
    # Fork before the last step that acted on a control the plan names: its effect is what the checks miss.
    # Steps after it that name no control (a reload, a visit to another page, a wait, a key such as Enter
    # or Escape, a scroll) only carry on or show what that input left behind (a saved choice gone after a
    # reload): the step to repeat is the one on the control.
    steps = [i for i, s in enumerate(ro.steps) if s.action.events and ro.case_steps[i] is not None]
    named = [i for i in steps if ro.steps[i].action.target]
    keys = [i for i in steps if _keys_only(ro.steps[i].action)] if not named else []
    if keys:
        # A path of keys alone (a shortcut, then typing into what it opened): each key goes wherever the
        # ones before it left the focus, so a key that reached a page not listening yet (or a field not
        # focused yet) sends every later key nowhere. Repeat the path from its first key.
        unheard = _unheard_key(ro)
        if unheard is not None:
            rec = ro.steps[unheard]
            ev.append(f"step {rec.index}: {rec.action.description} changed nothing on the page")
        return "checks", keys[0], ev
    acting = named or steps
    j = acting[-1] if acting else max(len(ro.steps) - 1, 0)
    return "checks", j, ev


def _keys_only(act: ActionRecord) -> bool:
    """A key press or typing that names no control: it goes wherever the focus is."""
    return bool(act.events) and not act.target and all(e.kind in ("press", "type") for e in act.events)


def _unheard_key(ro: Rollout) -> int | None:
    """The first key press or typing (no control named) after which the page was unchanged, content and
    focus alike: nothing on the page listened for it."""
    before = ro.start.content
    for k, rec in enumerate(ro.steps):
        after = rec.checkpoint.content
        if _keys_only(rec.action) and ro.case_steps[k] is not None and before and after == before:
            return k
        before = after
    return None


def _wrong_pick(rollouts: list[Rollout], ro: Rollout, before: int | None) -> tuple[int, int, str] | None:
    """A case step before ``before`` that the agent's own run gave to a control only partly named like its
    target while one of that exact name was in view, and that the diagnosed rollout did not redo itself:
    (its index in the recorded trajectory, its case step, a note). A rollout forked from a branch that redid
    it is still suspected (its lineage is not kept): that only withholds evidence, never gives it."""
    first = rollouts[0]
    if before is None or first.initial is None:
        return None
    # Every branch restored the agent's input: what their pages showed came after each step of it.
    seen = [s.observation.elements for r in rollouts[1:] for s in r.steps[:1]]
    got = doubtful_grounding(first.steps, first.case_steps, first.initial, before, seen)
    if got is None:
        return None
    k, note = got
    at = first.case_steps[k]
    if at is None or (ro is not first and at in ro.case_steps):
        return None
    return k, at, note

"""Earlier steps on a path that may explain a later failure: one of several same-named controls taken while
the plan named an item before it, or a click that landed on plain text (nothing may have happened there)."""

from __future__ import annotations

from ..method import Rollout, context_target, shared_name_controls
from ..suite import Case
from ..trajectory import Element

OTHER_PICKS = ("A.alt_candidate", "A.container", "A.names_item")
"""Probes that give the fork step's input to another element than the best match by design (another
candidate of the target's name, the element enclosing it), or take a click on plain text as what it is by
design (an item's name, naming the card the next step acts in)."""


def probe_step(ro: Rollout) -> int | None:
    """The case step a branch's probe of :data:`OTHER_PICKS` performed at its fork (a branch's rollout
    starts there); None for the agent's own run and other probes' branches. Its pick is the hypothesis the
    branch tested, and the branch's failure answered it: no doubt about the path's own step comes from it.
    (Another probe's pick, after a scroll or a wait, is the plan's best match, as the agent's is.)"""
    if ro.source.partition(":")[2] not in OTHER_PICKS:
        return None
    return next((c for c in ro.case_steps if c is not None), None)


def shared_name(ro: Rollout, case: Case, until: int | None = None) -> tuple[int, str] | None:
    """The first recorded step (before index ``until``) that acted on one of several same-named controls
    while an earlier step named the item it belongs to, and is not known to have gone to the control in
    that item's row (``row_item``: a branch that already took it), or, with no such step, went to another
    row's control than the one whose row the task names (``other_row``): (its index in the rollout,
    evidence).
    Not a branch's fork step taken by another pick (:func:`probe_step`)."""
    mine = probe_step(ro)
    for k, rec in enumerate(ro.steps[:until]):
        n = ro.case_steps[k] if k < len(ro.case_steps) else None
        if n is None or n == mine or not case.steps or rec.action.grounded is None or rec.action.row_item:
            continue
        target = case.steps[n].target
        item = context_target([st.target for st in case.steps], n)
        if target is not None and item is None and rec.action.other_row:
            # No step named the item, the task does: its row's control was another than the one taken
            # (further down the page, out of view when the step was taken).
            return k, (
                f"step {rec.index}: '{target}' names one control per row or card; the agent took "
                f"{rec.action.grounded.desc}, and the task names the row of '{rec.action.other_row}'"
            )
        if k == 0 or target is None or item is None:
            continue
        before = ro.steps[k - 1].observation.elements
        same = shared_name_controls(target, before)
        if same:
            return k, (
                f"step {rec.index}: '{target}' named {len(same)} controls in view; the agent took "
                f"{rec.action.grounded.desc}, and the step before named '{item}'"
            )
    return None


def restored_other_row(
    rollouts: list[Rollout], ro: Rollout, case: Case
) -> tuple[Rollout, tuple[int, str] | None]:
    """For a missing result on branch ``ro``: an earlier rollout's step, before ``ro``'s first case step (so
    restored on its path, not redone), whose input went to another row's control than the one the task
    names (:func:`shared_name`, ``other_row``): (that rollout, (its index there, evidence)); else (``ro``,
    None)."""
    first = min((c for c in ro.case_steps if c is not None), default=None)
    for other in reversed(rollouts):
        if other is ro or first is None:
            continue
        got = shared_name(other, case)
        n = other.case_steps[got[0]] if got is not None else None
        if got is not None and n is not None and n < first and other.steps[got[0]].action.other_row:
            return other, got
    return ro, None


LATER_SYMPTOMS = ("target_hidden", "target_not_found", "checks")
"""Failures that an earlier step without effect explains: what it should have opened is not there."""


def plain_text_step(ro: Rollout, case: Case, j: int) -> tuple[int, bool, str] | None:
    """The last step before (or, for a missing result, at) ``j`` whose click, check or uncheck landed on
    plain text: (its index in the rollout, whether it was a toggle step, evidence). Not a branch's fork
    step taken by another pick (:func:`probe_step`)."""
    last = j if j < len(ro.steps) and ro.failed is None else j - 1
    mine = probe_step(ro)
    for k in range(min(last, len(ro.steps) - 1), -1, -1):
        rec = ro.steps[k]
        n = ro.case_steps[k] if k < len(ro.case_steps) else None
        if n is None or n == mine or not case.steps or not rec.action.ok:
            continue
        verb = case.steps[n].verb
        if verb in ("click", "check", "uncheck") and acted_on_plain_text(rec.action.grounded):
            assert rec.action.grounded is not None
            note = f"step {rec.index}: {verb} landed on plain text {rec.action.grounded.desc}"
            return k, verb != "click", note
    return None


def acted_on_plain_text(el: Element | None) -> bool:
    return el is not None and not el.interactive

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
    that item's row (``row_item``: a branch that already took it): (its index in the rollout, evidence).
    Not a branch's fork step taken by another pick (:func:`probe_step`)."""
    mine = probe_step(ro)
    for k, rec in enumerate(ro.steps[:until]):
        n = ro.case_steps[k] if k < len(ro.case_steps) else None
        if (
            n is None
            or k == 0
            or n == mine
            or not case.steps
            or rec.action.grounded is None
            or rec.action.row_item
        ):
            continue
        target, before = case.steps[n].target, ro.steps[k - 1].observation.elements
        item = context_target([st.target for st in case.steps], n)
        if target is None or item is None:
            continue
        same = shared_name_controls(target, before)
        if same:
            return k, (
                f"step {rec.index}: '{target}' named {len(same)} controls in view; the agent took "
                f"{rec.action.grounded.desc}, and the step before named '{item}'"
            )
    return None


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

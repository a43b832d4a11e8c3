"""A field with an apply button of its own beside it (a promo code's "Apply", a tag field's "Add", a page
number's "Go"): the value typed into it takes effect only once that button is pressed (or Enter in the field).
A plan that types into it and moves on (to the form's "Confirm") never applied it, and a result missing at the
end is no evidence against the app. The judge suspects that step first, and A.commit redoes it with the
button pressed."""

from __future__ import annotations

from .._util.text import fold
from ..method import Rollout, match_target
from ..suite import Case, Step
from ..trajectory import Element, StepRecord
from .probes._answer import COMMIT_NAME

TYPED_VERBS = ("fill", "type")
BESIDE_PX = 32.0
"""How far right of a field its own button may start: an input group's button touches the field or sits a
small gap away; a form's buttons sit on rows of their own."""


def own_button(field: Element, page: list[Element]) -> Element | None:
    """The enabled button named like one that applies input ("Apply", "Add", "Go") that sits on the field's
    own line, just right of it; None when there is none."""
    fx, fy, fw, fh = field.box
    mid = fy + fh / 2
    for b in page:
        if b is field or not b.interactive or not b.enabled or b.point is None or b.editable:
            continue
        if not COMMIT_NAME.match(b.name.strip()):
            continue
        bx, by, _bw, bh = b.box
        if by <= mid <= by + bh and fx + fw - 4 <= bx <= fx + fw + BESIDE_PX:
            return b
    return None


def _pressed(button: Element, later: list[StepRecord], plan_after: tuple[Step, ...]) -> bool:
    """A step after the field's pressed its button: the plan names it, a recorded press landed on it (a
    probe's own "apply it with 'Apply'"), or the plan's next step presses Enter in the field."""
    if plan_after and plan_after[0].verb == "press" and (plan_after[0].key or "").lower() == "enter":
        return True
    if any(s.target and s.verb != "fill" and match_target(s.target, [button]) for s in plan_after):
        return True
    x, y, w, h = button.box
    for s in later:
        if f"'{fold(button.name)}'" in fold(s.action.description):
            return True
        if any(e.x is not None and e.y is not None and x <= e.x <= x + w and y <= e.y <= y + h
               for e in s.action.events if e.kind == "click"):  # fmt: skip
            return True
    return False


def unapplied_field(ro: Rollout, case: Case, until: int | None = None) -> tuple[int, str, str] | None:
    """The first step of ``ro`` (before index ``until``) that typed into a field with an apply button of its
    own beside it (:func:`own_button`), which no step after it pressed: (its index, the button's name,
    evidence). None when there is none."""
    plan = case.steps or ()
    end = len(ro.steps) if until is None else min(until, len(ro.steps))
    for k in range(end):
        n = ro.case_steps[k] if k < len(ro.case_steps) else None
        act = ro.steps[k].action
        if n is None or n >= len(plan) or act.verb not in TYPED_VERBS or not act.ok or act.grounded is None:
            continue
        btn = own_button(act.grounded, ro.steps[k].observation.elements)
        if btn is None or _pressed(btn, ro.steps[k + 1 :], plan[n + 1 :]):
            continue
        field = (act.target or act.grounded.name)[:60]
        return (
            k,
            btn.name[:60],
            (
                f"step {ro.steps[k].index}: '{field}' has a button of its own beside it, '{btn.name[:60]}', "
                "which no step pressed: the value typed there may never have been applied"
            ),
        )
    return None


def first_unapplied(rollouts: list[Rollout], ro: Rollout, case: Case) -> tuple[Rollout, int, str, str] | None:
    """:func:`unapplied_field` in ``ro``, or else in the rollout that typed into that field on the way to
    ``ro``'s first step (the recorded run's, another branch's), latest first. Only a step before the plan's
    last: an input the last step gave, waiting for its Apply, is the after-last hint's (``apply_after``)."""
    last = len(case.steps or ()) - 1
    start = next((c for c in ro.case_steps if c is not None), ro.next_case_step)
    for r in (ro, *(r for r in reversed(rollouts) if r is not ro)):
        got = unapplied_field(r, case)
        if got is None:
            continue
        at = r.case_steps[got[0]]
        if at is not None and at < last and (r is ro or at < start):
            return r, *got
    return None

"""Type B probe: the form the page renders only once a button asks for it (expand what is observed).

UI pattern: a form that is not in the document until its button is pressed: "Add a bank account" under My
details draws the account's fields, "Change address" swaps the address shown for its fields, "+ New
contact" opens the contact's form (a component's ``v-if``, a form built on demand, not a collapsed section
whose fields are in the document). A plan written from the task goes straight to the fields ("Name",
"Sort code") and leaves the button out, or names the button in its own words ("New claim" for "Record a
claim", "Add applicant" for a collapsed card "Add someone to the waiting list").

- B.open_form: press the one such button the task's words name (:func:`unpressed_opener`), then perform the
  step; for a press the plan names as such a button in other words, that press is the step.
- The same test serves a branch's look: while such a button is unpressed, the step's field (or the plan's
  button in other words) may be rendered only once it is, so its absence is no evidence (``_quiet_look``).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..._util.text import fold
from ...method import FDS, content_words
from ...suite import Case, Step
from ...trajectory import Element, InputEvent, PageState, StepRecord
from ._base import ProbeContext, case_step, probe
from ._form_words import INPUT_VERBS, asks_for_form, opens_form
from ._unbidden import close_unbidden
from ._views import wheel_toward

PRESS = "open the form '{}'"
"""How a probe's press of such a button is described in its record."""


def _an_opener(e: Element) -> bool:
    return (
        e.interactive
        and e.rendered
        and e.enabled
        and e.expanded != "true"
        and e.blocked is None  # the submit button of a form still incomplete asks for no form
        and (e.tag in ("button", "a") or e.role in ("button", "link"))
    )


def unpressed_opener(
    elements: Sequence[Element], task: str, plan: Sequence[Step], steps: Sequence[StepRecord], at: int
) -> Element | None:
    """The button on the page that may render the field the plan's step ``at`` did not find, or be the
    button it names in other words (:func:`asks_for_form`): its name asks for a form about something the
    task names (:func:`opens_form`: "bank account" in "Set up payouts to my bank account"), no step of the
    plan names it (a button the plan presses is a step of its own, not a way to its fields) and no step of
    the branch pressed it. None when the step gives no field a value and names no such button, or no button
    is such."""
    step = plan[at] if 0 <= at < len(plan) else None
    if step is None or (step.verb not in INPUT_VERBS and not asks_for_form(plan, at)):
        return None
    asked = content_words(fold(task))
    named = {fold(s.target) for s in plan if s.target}
    pressed = {fold(s.action.grounded.name) for s in steps if s.action.grounded is not None}
    # A probe's own press is recorded by its description (:data:`PRESS`).
    said = " ".join(fold(s.action.description) for s in steps if s.action.verb == "probe")
    for e in elements:
        if (
            not _an_opener(e)
            or not opens_form(e.name, asked)
            or fold(e.name) in named
            or fold(e.name) in pressed
            or fold(PRESS.format(e.name)) in said
        ):
            continue
        return e
    return None


TURNS = 4
"""Turns of the wheel that bring the button into view: a long page's button is a few screens down."""


def _feasible(fds: FDS, state: PageState, case: Case) -> tuple[float, str] | None:
    step = case_step(fds, case)
    if step is None or not step.target or fds.error_kind != "target_not_found":
        return None
    opener = unpressed_opener(state.elements, case.task, case.steps or (), (), fds.resume_case_step)
    if opener is None:
        return None
    return 0.6, f"'{step.target}' may be in the form '{opener.name[:60]}' renders once pressed"


@probe(
    "B.open_form",
    "B",
    "press the button that asks for a form ('Add a bank account') the task's words name and the plan leaves "
    "out, then act",
    0.8,
    _feasible,
)
async def open_form(ctx: ProbeContext) -> bool | None:
    step = case_step(ctx.fds, ctx.case)
    if step is None:
        return None
    steps = ctx.recorder.trajectory.steps if ctx.recorder.trajectory else []
    plan = ctx.case.steps or ()
    opener = unpressed_opener(ctx.state.elements, ctx.case.task, plan, steps, ctx.fds.resume_case_step)
    if opener is not None and opener.covered_by and await close_unbidden(ctx, ctx.act):
        # A notice the app opened on its own over the button ("What's new" on a timer): closed first.
        opener = unpressed_opener(ctx.state.elements, ctx.case.task, plan, steps, ctx.fds.resume_case_step)
    for _ in range(TURNS):
        if opener is None or (opener.in_viewport(0.9) and not opener.covered_by):
            break
        # Below the fold, or under a bar fixed to the window's edge: turned toward the window's middle.
        await wheel_toward(ctx, opener.box[1] + opener.box[3] / 2, f"'{opener.name[:40]}'")
        opener = unpressed_opener(ctx.state.elements, ctx.case.task, plan, steps, ctx.fds.resume_case_step)
    if opener is None or opener.point is None or not opener.in_viewport(0.9) or opener.covered_by:
        ctx.evidence.append("no button that asks for a form the task names is drawn in view, uncovered")
        return None
    ctx.evidence.append(f"pressed '{opener.name[:60]}', which asks for a form the task's words name")
    x, y = opener.point
    await ctx.act(PRESS.format(opener.name), [InputEvent(kind="click", x=x, y=y)], aimed=opener)
    await ctx.wait_quiet(max_s=2.0)
    if asks_for_form(plan, ctx.fds.resume_case_step):
        # The plan's own press, in other words ("New claim" for "Record a claim"): it was the step.
        ctx.evidence.append(f"'{opener.name[:60]}' is the plan's '{step.target}' in other words")
        return True
    return (await ctx.do_step()).ok

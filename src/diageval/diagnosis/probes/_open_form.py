"""Type B probe: the form the page renders only once a button asks for it (expand what is observed).

UI pattern: a form that is not in the document until its button is pressed: "Add a bank account" under My
details draws the account's fields, "Change address" swaps the address shown for its fields, "+ New
contact" opens the contact's form (a component's ``v-if``, a form built on demand, not a collapsed section
whose fields are in the document). A plan written from the task goes straight to the fields ("Name",
"Sort code") and leaves the button out.

- B.open_form: press the one such button the task's words name (:func:`unpressed_opener`), then perform the
  step.
- The same test serves a branch's look: while such a button is unpressed, the step's field may be rendered
  only once it is, so the field's absence is no evidence (``_quiet_look``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..._util.text import fold
from ...method import FDS, content_words
from ...suite import Case, Step
from ...trajectory import Element, InputEvent, PageState, StepRecord
from ._answer import INPUT_VERBS
from ._base import ProbeContext, case_step, probe
from ._views import wheel_toward

OPENER = re.compile(r"^[\s+＋]*(?:add|new|create|set up|change|edit)\b(?P<rest>.*)$")
"""A button's name that asks for a form: a verb that adds an item or changes one, then what it is about
("Add a bank account", "+ New contact", "Set up payouts", "Change address")."""

PRESS = "open the form '{}'"
"""How a probe's press of such a button is described in its record."""


def _an_opener(e: Element) -> bool:
    return (
        e.interactive
        and e.rendered
        and e.enabled
        and e.expanded != "true"
        and (e.tag in ("button", "a") or e.role in ("button", "link"))
    )


def unpressed_opener(
    elements: Sequence[Element], task: str, plan: Sequence[Step], steps: Sequence[StepRecord], verb: str
) -> Element | None:
    """The button on the page that may render the field a ``verb`` step did not find: its name asks for a
    form (:data:`OPENER`) about something the task names (a content word of the rest of its name is one of
    the task's: "bank account" in "Set up payouts to my bank account"), no step of the plan names it (a
    button the plan presses is a step of its own, not a way to its fields) and no step of the branch pressed
    it. None when the step gives no field a value, or no button is such."""
    if verb not in INPUT_VERBS:
        return None
    asked = content_words(fold(task))
    named = {fold(s.target) for s in plan if s.target}
    pressed = {fold(s.action.grounded.name) for s in steps if s.action.grounded is not None}
    # A probe's own press is recorded by its description (:data:`PRESS`).
    said = " ".join(fold(s.action.description) for s in steps if s.action.verb == "probe")
    for e in elements:
        m = OPENER.match(fold(e.name)) if _an_opener(e) else None
        if (
            m is None
            or fold(e.name) in named
            or fold(e.name) in pressed
            or fold(PRESS.format(e.name)) in said
        ):
            continue
        if content_words(m.group("rest")) & asked:
            return e
    return None


TURNS = 4
"""Turns of the wheel that bring the button into view: a long page's button is a few screens down."""


def _feasible(fds: FDS, state: PageState, case: Case) -> tuple[float, str] | None:
    step = case_step(fds, case)
    if step is None or not step.target or fds.error_kind != "target_not_found":
        return None
    opener = unpressed_opener(state.elements, case.task, case.steps or (), (), step.verb)
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
    opener = unpressed_opener(ctx.state.elements, ctx.case.task, plan, steps, step.verb)
    for _ in range(TURNS):
        if opener is None or (opener.in_viewport(0.9) and not opener.covered_by):
            break
        # Below the fold, or under a bar fixed to the window's edge: turned toward the window's middle.
        await wheel_toward(ctx, opener.box[1] + opener.box[3] / 2, f"'{opener.name[:40]}'")
        opener = unpressed_opener(ctx.state.elements, ctx.case.task, plan, steps, step.verb)
    if opener is None or opener.point is None or not opener.in_viewport(0.9) or opener.covered_by:
        ctx.evidence.append("no button that asks for a form the task names is drawn in view, uncovered")
        return None
    ctx.evidence.append(f"pressed '{opener.name[:60]}', which asks for a form the task's words name")
    x, y = opener.point
    await ctx.act(PRESS.format(opener.name), [InputEvent(kind="click", x=x, y=y)], aimed=opener)
    await ctx.wait_quiet(max_s=2.0)
    return (await ctx.do_step()).ok

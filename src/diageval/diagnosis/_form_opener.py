"""A form the page renders only once a button asks for it: "Add a bank account" under My details draws the
account's fields (a component's ``v-if``, not a collapsed section: nothing of the form is in the document
until then), "Change address" swaps the address shown for its fields, "+ New contact" opens the contact's
form. A field the plan names is then absent only because no step pressed that button, so its absence is no
evidence that the app lacks it (METHOD.md section 8.3)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from .._util.text import fold
from ..method import content_words
from ..suite import Step
from ..trajectory import Element, StepRecord

OPENER = re.compile(r"^[\s+＋]*(?:add|new|create|set up|change|edit)\b(?P<rest>.*)$")
"""A button's name that asks for a form: a verb that adds an item or changes one, then what it is about
("Add a bank account", "+ New contact", "Set up payouts", "Change address")."""

PRESS = "open the form '{}'"
"""How a probe's press of such a button is described in its record."""

FIELD_VERBS = ("fill", "type", "select", "check", "uncheck")
"""Steps that give a field a value: the controls such a button's form holds."""


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
    if verb not in FIELD_VERBS:
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

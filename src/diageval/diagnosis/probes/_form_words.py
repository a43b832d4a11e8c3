"""A control named for the form it asks for ("Add a bank account", "+ New contact", "Record a claim"), and a
press the plan names so ("New claim", "Add applicant"): shared by ``B.open_form`` and ``B.expand``, whose
collapsed card may be that form's header ("Add someone to the waiting list")."""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..._util.text import fold
from ...method import content_words
from ...suite import Step

INPUT_VERBS = ("fill", "type", "select", "check", "uncheck")
"""Steps that give a control a value, which a panel or form may apply only on a button of its own."""

OPENER = re.compile(r"^[\s+＋]*(?:add|new|create|record|log|set up|change|edit|book|schedule)\b(?P<rest>.*)$")
"""A button's name that asks for a form: a verb that adds an item or changes one, then what it is about
("Add a bank account", "+ New contact", "Record a claim", "Log found item", "Set up payouts", "Change
address"; a booking app's "Book a lesson", "Schedule a visit")."""


def asks_for_form(plan: Sequence[Step], at: int) -> bool:
    """The plan's step ``at`` is a press named as a button that asks for a form ("New claim", "Add
    applicant"), and the plan's next step gives a field a value: the press opens the form. A press so named
    after the fields (a form's own "Add subscriber") applies it."""
    step = plan[at] if 0 <= at < len(plan) else None
    if step is None or step.verb != "click" or not step.target or OPENER.match(fold(step.target)) is None:
        return False
    return at + 1 < len(plan) and plan[at + 1].verb in INPUT_VERBS


def opens_form(name: str, asked: set[str]) -> bool:
    """A control's ``name`` that asks for a form about something the task names: a content word of the rest
    of its name is one of ``asked``, the task's ("bank account" in "Set up payouts to my bank account")."""
    m = OPENER.match(fold(name))
    return m is not None and bool(content_words(m.group("rest")) & asked)


def toggle_asks(plan: Sequence[Step], at: int, task: str, toggle: dict[str, object]) -> str | None:
    """A collapsed section's toggle (``expanders.js``: its name, and the title of the header it sits in) that
    asks for the form the plan's press ``at`` names in other words (:func:`asks_for_form`): opening it is that
    press. The words that ask for it, or None."""
    if not asks_for_form(plan, at):
        return None
    asked = content_words(fold(task))
    return next((str(w) for k in ("name", "title") if opens_form(str(w := toggle.get(k) or ""), asked)), None)

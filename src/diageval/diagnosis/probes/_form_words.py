"""A control named for the form it asks for ("Add a bank account", "+ New contact", "Record a claim"), and a
press the plan names so ("New claim", "Add applicant"): shared by ``B.open_form`` and ``B.expand``, whose
collapsed card may be that form's header ("Add someone to the waiting list")."""

from __future__ import annotations

import re

from ..._util.text import fold
from ...method import content_words
from ...suite import Step

OPENER = re.compile(r"^[\s+＋]*(?:add|new|create|record|log|set up|change|edit)\b(?P<rest>.*)$")
"""A button's name that asks for a form: a verb that adds an item or changes one, then what it is about
("Add a bank account", "+ New contact", "Record a claim", "Log found item", "Set up payouts", "Change
address")."""


def asks_for_form(step: Step) -> bool:
    """A press the plan names as a button that asks for a form ("New claim", "Add applicant")."""
    return step.verb == "click" and bool(step.target) and OPENER.match(fold(step.target or "")) is not None


def opens_form(name: str, asked: set[str]) -> bool:
    """A control's ``name`` that asks for a form about something the task names: a content word of the rest
    of its name is one of ``asked``, the task's ("bank account" in "Set up payouts to my bank account")."""
    m = OPENER.match(fold(name))
    return m is not None and bool(content_words(m.group("rest")) & asked)


def toggle_asks(step: Step, task: str, toggle: dict[str, object]) -> str | None:
    """A collapsed section's toggle (``expanders.js``: its name, and the title of the header it sits in) that
    asks for the form a press of the plan names in other words: opening it is that press. The words that
    ask for it, or None."""
    if not asks_for_form(step):
        return None
    asked = content_words(fold(task))
    return next((str(w) for k in ("name", "title") if opens_form(str(w := toggle.get(k) or ""), asked)), None)

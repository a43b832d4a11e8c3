"""A command the plan names in its own words, which says it opens a form: its name ends in an ellipsis.

UI pattern: menus and toolbars end a command's name with "…" when it asks for more before it acts ("Send
out…", "Add a test…", "Refund…", "Hand over…": the convention of every desktop and web style guide). A plan
that presses a command nothing on the page is named like, and right after gives a value to a form none of
whose fields is on the page yet, names such a command in the tester's words ("Subcontract", "Edit tests"). The
command's absence is then no evidence of a defect while a command of that kind, which no step of the plan
names, is in the document (drawn or not: a row's menu shown only on hover). Pure functions, no browser.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ...agents import VERB_TAKES
from ...method import HINTED_SCORE, ElementFilter, match_target
from ...suite import Step
from ...trajectory import Element
from ._form_words import INPUT_VERBS

_WORD = re.compile(r"[^\W\d_]{3,}")
ELLIPSIS = re.compile(r"(?:…|\.\.\.)\s*$")
PRESS_VERBS = ("click", "dblclick")
COMMAND_ROLES = frozenset({"button", "menuitem", "link"})


def form_opener(steps: Sequence[Step], at: int, elements: list[Element]) -> tuple[list[str], str] | None:
    """The names of the commands (named with a trailing ellipsis and by no step of the plan; once each, in
    page order) that may be the plan's press at step ``at``, or, when step ``at`` is the form input whose
    field is missing, the press just before it, which went elsewhere (a status filter "Collected" for the job
    card's "Hand over…"): the plan's step right after the press is a form input naming no drawn control of
    its kind, so its form is not open, and the press names a command in words (not a value: "10:00"). With
    the target of that press; None without either."""
    if at >= len(steps):
        return None
    if steps[at].verb in PRESS_VERBS:
        pressed = at
        ahead = [s for s in steps[at + 1 : at + 2] if s.verb in INPUT_VERBS and s.target]
    elif steps[at].verb in INPUT_VERBS and steps[at].target and at > 0 and steps[at - 1].verb in PRESS_VERBS:
        pressed, ahead = at - 1, [steps[at]]
    else:
        return None
    if not ahead or not _WORD.search(steps[pressed].target or ""):
        return None  # a press on a value ("10:00", "H4") names no command
    nxt = ahead[0]
    takes: ElementFilter = VERB_TAKES.get(nxt.verb) or (lambda e: e.interactive)
    drawn = [e for e in elements if e.rendered and takes(e)]
    if match_target(nxt.target or "", drawn, fuzzy=True):
        return None  # the form is open already: the press was not what opens it
    named = [s.target for s in steps if s.target]
    found: list[str] = []
    for e in elements:
        if not (e.interactive and e.enabled and not e.editable and e.role in COMMAND_ROLES):
            continue
        if not ELLIPSIS.search(e.name):
            continue
        if any(m.score >= HINTED_SCORE for t in named for m in match_target(t, [e])):
            continue  # a command the plan presses by its own name elsewhere
        if e.name not in found:
            found.append(e.name)
    return (found, steps[pressed].target or "") if found else None

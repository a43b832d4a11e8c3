"""Other words for a plan's target: the common UI synonyms apps label one action or place with.

A tester writes the plan from the task, in their own words; the app labels the control in its own. A wizard
moves on with "Next", "Continue" or "Proceed"; a form is sent with "Submit" or "Send"; a row goes with
"Delete" or "Remove"; a podcast player's queue is "Up next"; a phone field is "Mobile number"; a quantity is
asked "How many"; a view is "My visits", "Your visits" or "Visits". A target that nothing on the page is named
like, while a control carries the target with one of these words swapped for another of its group, is not
missing: it is worded so (:func:`rewordings`, used by ``match_target(fuzzy=True)`` at :data:`REWORDED_SCORE`,
below any spelling variant). Groups are of words that name the same UI action or thing in everyday apps, never
opposites, and a swap is of one word (or phrase) at a time.
"""

from __future__ import annotations

import re
from functools import lru_cache

SYNONYMS: tuple[tuple[str, ...], ...] = (
    ("next", "continue", "proceed"),
    ("back", "previous"),
    ("submit", "send"),
    ("delete", "remove"),
    ("add", "create", "new"),
    ("edit", "change", "modify"),
    ("phone", "mobile", "telephone"),
    ("queue", "up next"),
    ("sign in", "log in"),
    ("sign out", "log out"),
    ("sign up", "register"),
    ("search", "find"),
    ("settings", "preferences"),
    ("cart", "basket", "bag"),
    ("buy", "purchase"),
    ("begin", "start"),
    ("quantity", "how many", "qty"),
    ("move up", "move earlier"),
    ("move down", "move later"),
)
"""Words of one group name the same action or thing in UI labels."""

_POSSESSIVE = re.compile(r"^(my|your) ")

REWORDED_SCORE = 1.45
"""``match_target``'s fuzzy score of a name that is the target with one word swapped for its synonym."""

REWORDED_COMMAND_SCORE = 1.3
"""``match_target``'s fuzzy score of a command in other words followed by its object
(:func:`reworded_command`): below a whole name in other words, since the object may be any row's."""


@lru_cache(maxsize=512)
def rewordings(target: str) -> tuple[str, ...]:
    """The target (folded) with one word or phrase of a :data:`SYNONYMS` group swapped for another of its
    group, and with a leading "my"/"your" swapped or dropped ("My visits": "your visits", "visits")."""
    out: list[str] = []
    for group in SYNONYMS:
        for word in group:
            pat = re.compile(rf"\b{re.escape(word)}\b")
            if not pat.search(target):
                continue
            for other in group:
                if other != word:
                    out.append(pat.sub(other, target))
    m = _POSSESSIVE.match(target)
    if m:
        rest = target[m.end() :]
        out += [rest, ("your " if m.group(1) == "my" else "my ") + rest]
    return tuple(dict.fromkeys(a for a in out if a and a != target))


def reworded_command(target: str, name: str) -> bool:
    """A command the plan names by its verb (folded ``target``: "edit", "delete booking", "move up") and a
    control that names it, in the plan's words or others, with its object: after the command ("change booking
    bk-303", an icon's label "Remove Kate from the team") or between a phrasal command's verb and the rest
    ("move silent night earlier" for "move up", "move dune up"). Only for a target that begins with a command
    verb (:data:`COMMAND_VERBS`)."""
    from ._match import COMMAND_VERBS  # _match imports this module

    words = target.split()
    if not words or words[0] not in COMMAND_VERBS:
        return False
    others = rewordings(target)
    if any(name.startswith(o + " ") for o in others):
        return True
    have = name.split()
    for o in (target, *others):
        verb, *rest = o.split()
        if rest and len(have) > len(rest) + 1 and have[0] == verb and have[-len(rest) :] == rest:
            return True  # the object between the verb and its particle
    return False

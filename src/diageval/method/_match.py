"""Matching a TARGET (what a user sees) against observed elements. Pure functions, no browser.

SUITE.md: matching is case-insensitive on whitespace-normalised text; an exact match beats a partial one.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from .._util.text import fold
from ..trajectory import Element

ElementFilter = Callable[[Element], bool]


FUZZY_RATIO = 0.75
"""Character similarity for a fuzzy match ("Sign in" ~ "Sign-in", "Email address" ~ "E-mail address")."""
FUZZY_WORDS = 0.66
"""Share of words in common for a fuzzy match ("Annual interest rate" ~ "Annual rate %")."""


@dataclass(frozen=True)
class Match:
    element: Element
    score: float
    """3 exact, 2 partial (target inside the name), 1..2 fuzzy."""
    via: str
    """The name source that matched (label, text, aria-label, ...)."""


def _score(target: str, name: str, fuzzy: bool) -> float:
    if name == target:
        return 3.0
    if target in name:
        # Closer lengths rank higher: "Save" fits "Save note" better than a paragraph that mentions saving.
        return 2.0 + 0.5 * len(target) / max(len(name), 1)
    if fuzzy:
        ratio = difflib.SequenceMatcher(None, target, name).ratio()
        if ratio >= FUZZY_RATIO:
            return 1.0 + ratio * 0.9
        want, have = set(target.split()), set(name.split())
        if len(want) > 1 and len(want & have) / max(len(want), len(have)) >= FUZZY_WORDS:
            return 1.5
    return 0.0


def match_target(
    target: str, elements: Iterable[Element], *, accept: ElementFilter | None = None, fuzzy: bool = False
) -> list[Match]:
    """Every element whose names match ``target``, best first.

    Ties go to interactive elements, then to the smaller element (the most specific one)."""
    want = fold(target)
    found: list[Match] = []
    for el in elements:
        if accept is not None and not accept(el):
            continue
        best: tuple[float, str] = (0.0, "")
        for source, name in el.names:
            s = _score(want, fold(name), fuzzy)
            if s > best[0]:
                best = (s, source)
        if best[0] > 0:
            found.append(Match(el, best[0], best[1]))
    found.sort(key=lambda m: (-m.score, not m.element.interactive, m.element.box[2] * m.element.box[3]))
    return found


def is_text_control(el: Element) -> bool:
    return el.editable or el.role in ("textbox", "searchbox", "spinbutton")


def is_toggle(el: Element) -> bool:
    return el.checked is not None or el.role in ("checkbox", "radio", "switch")


def is_select(el: Element) -> bool:
    return el.tag == "select" or el.role in ("combobox", "listbox")


def is_slider(el: Element) -> bool:
    return el.role == "slider"

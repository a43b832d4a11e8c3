"""Grounding a TARGET to an element, the way a screen agent does: only in what the viewport shows."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from .._constants import MIN_VISIBLE_FRACTION
from ..browser import match_target
from ..method import ElementFilter
from ..trajectory import Element, ErrorKind, PageState


@dataclass(frozen=True)
class Grounding:
    """The element a target was grounded to, or why it was not, with the page-wide matches as evidence."""

    element: Element | None
    error_kind: ErrorKind | None = None
    error: str | None = None
    page_matches: list[Element] = field(default_factory=list)


Grounder = Callable[[str, PageState, ElementFilter | None], Grounding]


def viewport_grounder(min_fraction: float = MIN_VISIBLE_FRACTION, *, fuzzy: bool = False) -> Grounder:
    """A grounder that sees only what is inside the viewport (at least ``min_fraction`` of an element)."""

    def ground(target: str, state: PageState, accept: ElementFilter | None) -> Grounding:
        matches = match_target(target, state.elements, accept=accept, fuzzy=fuzzy)
        for m in matches:
            if m.element.in_viewport(min_fraction):
                return Grounding(m.element)
        return _not_grounded(target, [m.element for m in matches])

    return ground


def page_grounder(*, fuzzy: bool = False) -> Grounder:
    """A grounder that knows the whole page (DOM), for probes that locate before they bring into view."""

    def ground(target: str, state: PageState, accept: ElementFilter | None) -> Grounding:
        matches = match_target(target, state.elements, accept=accept, fuzzy=fuzzy)
        for m in matches:
            if m.element.rendered and m.element.point is not None:
                return Grounding(m.element)
        return _not_grounded(target, [m.element for m in matches])

    return ground


def _not_grounded(target: str, matches: list[Element]) -> Grounding:
    """Why no match could be acted on, with up to five of them as evidence: drawn ones first, so a field
    repeated in every item of an accordion (all hidden but the open item's, which may lie below the fold)
    reads as off screen, not as hidden behind the first closed items."""
    evidence = sorted(matches, key=lambda e: not e.rendered)[:5]
    if any(e.rendered for e in evidence):
        where = (
            "inside a scroll container" if any(e.container is not None for e in evidence) else "below/beside"
        )
        return Grounding(
            None,
            "target_offscreen",
            f"'{target}' is on the page but not in the viewport ({where} the visible area)",
            evidence,
        )
    if evidence:
        why = "in a collapsed section" if any(e.collapsed for e in evidence) else "hidden"
        return Grounding(None, "target_hidden", f"'{target}' exists on the page but is {why}", evidence)
    return Grounding(None, "target_not_found", f"'{target}' is not on the page", [])

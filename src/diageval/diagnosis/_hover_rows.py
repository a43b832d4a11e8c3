"""Controls one per row, each drawn only while its row is hovered (a waitlist's "Seat", a row's actions): the
one in view is the hovered row's, which may not be the row the task means."""

from __future__ import annotations

import re
from collections import Counter

from .._util.text import fold
from ..method import Rollout, reworded_command
from ..trajectory import Element

POINTER_VERBS = ("click", "dblclick", "check", "uncheck", "select", "upload")
"""Steps whose input a pointer press sends to one control."""


def hovered_pick(ro: Rollout, before: int) -> tuple[int, str] | None:
    """The first case step before ``before`` whose pointer input went to a control with hidden twins
    (:func:`hidden_twins`: one per row, drawn only while its row is hovered) without the row being known
    (``row_item``): the "Seat" of whichever row the pointer was over. (Its case step, a note.)"""
    for k, s in enumerate(ro.steps):
        cs = ro.case_steps[k] if k < len(ro.case_steps) else None
        a = s.action
        if cs is None or cs >= before or a.grounded is None or not a.events or a.row_item is not None:
            continue
        seen = ro.steps[k - 1].observation if k else ro.initial
        page = [] if seen is None else seen.elements + seen.undrawn
        if a.verb in POINTER_VERBS and hidden_twins(a.grounded, page):
            return cs, (
                f"{a.description} went to the '{a.grounded.name[:60]}' in view, one of several shown only "
                "while their row is hovered: which row was meant is not known, and every branch restores it"
            )
    return None


def hidden_twins(el: Element, page: list[Element]) -> bool:
    """Controls of the same kind and name as ``el`` on the page but not drawn: laid out, or, when hidden
    alone inside a drawn parent, buttons and links only. One per row, each shown only while its row is
    hovered (a waitlist's "Seat"): the one in view is the hovered row's, which may not be the row meant."""
    name = fold(el.name)
    return any(
        e is not el
        and e.tag == el.tag
        and not e.rendered
        and (row_action(e) if e.unshown else e.box[2] > 0 and e.box[3] > 0)
        and fold(e.name) == name
        for e in page
    )


def row_action(e: Element) -> bool:
    """A button or link: what a row shows on hover. A form field hidden alone inside a drawn parent is
    another thing (the native select a custom one draws over, a field of a step not shown yet)."""
    return e.tag in ("button", "a") or e.role in ("button", "link", "menuitem")


def reworded_row_actions(target: str, page: list[Element]) -> list[Element]:
    """The undrawn row actions (one per row, each shown while its row is hovered) that name the plan's
    command in other words on their object: an icon's "Change booking BK-303" for the plan's "Edit"."""
    want = fold(target)
    return [
        e
        for e in page
        if not e.rendered and not e.collapsed and row_action(e) and reworded_command(want, fold(e.name))
    ]


def hover_revealed(ro: Rollout, hover_step: int, target: str) -> str | None:
    """The plan's hover (case step ``hover_step``) drew controls that were not drawn before it, and one of
    them may be the plan's next target under a name of its own: it has no name, or shares a word with
    ``target`` (a row's bell named "Email payment reminder" for the plan's "Send reminder"). Icon buttons a
    row shows on hover carry names their authors chose: the next step's target missing by name is then no
    sign that the command is missing. (A note, or None.)"""
    k = next((k for k, c in enumerate(ro.case_steps) if c == hover_step), None)
    if k is None or k >= len(ro.steps) or not ro.steps[k].action.ok:
        return None
    seen = ro.steps[k - 1].observation if k else ro.initial
    if seen is None:
        return None
    drawn = Counter(_control_key(e) for e in seen.elements if _drawn_control(e))
    want = _words(target)
    for e in ro.steps[k].observation.elements:
        if not _drawn_control(e):
            continue
        if drawn[key := _control_key(e)] > 0:
            drawn[key] -= 1  # drawn before the hover too
            continue
        named = bool(e.name.strip())
        if not named or want & _words(e.name):
            shown = f"'{e.name[:60]}'" if named else f"an unnamed {e.tag}"
            return (
                f"the plan's hover drew {shown}, not drawn before it: a control shown on hover may carry the "
                f"command '{target[:60]}' under a name of its own, so its absence is no evidence"
            )
    return None


def _drawn_control(e: Element) -> bool:
    return e.interactive and e.rendered and e.box[2] > 0 and e.box[3] > 0


def _control_key(e: Element) -> tuple[str, str]:
    return e.tag, fold(e.name)


def _words(text: str) -> set[str]:
    """The words of four letters or more in ``text``, folded (not "the", "for", "all")."""
    return {w for w in re.split(r"[^\w]+", fold(text)) if len(w) >= 4}

"""Doubts on a path (METHOD.md section 8.3): inputs on the way to a fork that may have gone to another
control than the plan names. A branch restores the path's input up to its fork, so a wrong pick there stays
wrong in every branch forked after it, and what those branches see is no defect evidence.

- :func:`doubtful_grounding`: on the case's own run (or a rollout's), a pick only partly named like the
  target while a control of that exact name was in view, undrawn in each row, or came on the page later;
  or a click that met another element;
- :func:`sent_elsewhere`: in a branch's own steps, a click that met another element, another row's
  control, or a probe's pick named otherwise than the plan says;
- :func:`off_row`: an input to another row's control of a name every row's control shares.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..method import GLYPH, Rollout, match_target
from ..trajectory import ActionRecord, Element, Observation, StepRecord
from ._evidence import (
    EXACT,
    TEXT_VERBS,
    exact_controls,
    named_as_planned,
    named_in_part_by_several,
    page_before,
    verb_kind,
)
from ._hover_rows import POINTER_VERBS, row_action
from .probes._patterns import opens_menu


def doubtful_grounding(
    rollout_steps: list[StepRecord],
    case_steps: list[int | None],
    initial: Observation,
    before: int,
    later: Sequence[list[Element]] = (),
) -> tuple[int, str] | None:
    """The first case step before case step ``before`` whose input went to a control only partly named like
    the target while a control of that exact name was in view ("Amount" filled into "Bill amount" next to an
    "Amount" field): what a wrong pick among several matches looks like. Or, for an input to a list row or
    text that opens nothing, while a control of that exact name came on the page after it (in the rollout's
    later pages, or in ``later``: pages the branches saw, each restored past that input). (Its index in
    ``rollout_steps``, a note.) Or an input to an element named only partly like the target while the
    controls of that exact name were undrawn (:attr:`Observation.undrawn`: one per row, shown on hover). Or
    a click sent to a point that belonged to another element by then
    (``ActionRecord.hit``: a list re-rendered between the look and the click). None when every step took
    an exact match, or the only matches there were, and every click met its element."""
    for k, s in enumerate(rollout_steps):
        cs = case_steps[k] if k < len(case_steps) else None
        a = s.action
        if cs is None or cs >= before or not a.target or a.grounded is None or not a.events:
            continue
        if a.verb not in POINTER_VERBS + TEXT_VERBS:
            continue
        if a.ok and (note := _went_elsewhere(a)):
            return k, note
        if not partial_pick(a):
            continue
        page = page_before(rollout_steps, k, initial)
        seen = page.elements
        kind = verb_kind(a.verb)
        exact = [e for e in exact_controls(a.target, a.verb, seen) if e.rendered and e.id != a.grounded.id]
        if exact:
            return k, (
                f"{a.description} went to '{a.grounded.name}' while '{exact[0].name}' was in view: every "
                "branch restores that input, so a missing result may be the agent's, not the app's"
            )
        if note := _text_over_control(a, seen):
            return k, note
        undrawn = [e for e in exact_controls(a.target, a.verb, page.undrawn) if row_action(e)]
        if undrawn:
            # "Seated now" for "Seat" while each row's "Seat" shows only while the row is hovered.
            return k, (
                f"{a.description} went to '{a.grounded.name}' while the controls named '{undrawn[0].name}' "
                "were on the page undrawn (each shown while its row is hovered): every branch restores that "
                "input, so a missing result may be the agent's, not the app's"
            )
        if _opens_nothing(a.grounded):
            # The control of that exact name came only after the input, which went to a list row or text
            # that opens nothing: the page was still being built (a toolbar drawn by a component that
            # renders late) and the agent took what was there.
            pages = [r.observation.elements for r in rollout_steps[k:]] + list(later)
            late = next(
                (
                    m.element
                    for page in pages
                    for m in match_target(a.target, page, accept=kind)
                    if m.score >= EXACT and m.element.rendered
                ),
                None,
            )
            if late is not None:
                return k, (
                    f"{a.description} went to '{a.grounded.name}'; '{late.name}' came on the page only "
                    "after it (the page was still being built): every branch restores that input, so a "
                    "missing result may be the agent's, not the app's"
                )
    return None


def sent_elsewhere(
    steps: list[StepRecord], case_steps: list[int | None], before: int, names: Sequence[str | None] = ()
) -> tuple[int, str] | None:
    """In a branch's own steps, which a later round's fork on that branch's path restores: the first case step
    before case step ``before`` whose input may have gone to another control than the plan names. Its click
    was sent to a point that belonged to another element by then (``ActionRecord.hit``: a list re-rendered
    between the look and the click), it went to another row's control (``ActionRecord.other_row``), or the
    probe picked a control named otherwise than the plan says (a fuzzy "10" for "H10"; a menu button for a
    glyph, "⋯", is as planned: a glyph names no words). ``names``: the case
    steps' targets as the diagnosis now words them (a step renamed in the app's words, or after the select
    that offers its option), which a pick named so is as planned. (Its index in ``steps``, a note.)"""
    for k, s in enumerate(steps):
        cs = case_steps[k] if k < len(case_steps) else None
        a = s.action
        if cs is None or cs >= before or not a.ok or not a.events:
            continue
        if note := _went_elsewhere(a):
            return k, note
        if note := _text_over_control(a, steps[k - 1].observation.elements if k else []):
            return k, note
        el = a.grounded
        if el is None or not a.target or a.verb not in POINTER_VERBS + TEXT_VERBS:
            continue
        # The branch's first step was grounded on the fork's page, which its rollout does not keep: its
        # pick is judged by its own names (a fuzzy pick at the fork is as much a doubt as one later on).
        want = names[cs] if cs < len(names) and names[cs] else a.target
        if want and GLYPH.match(want) and opens_menu(el):
            continue  # a glyph ("⋯") names no words: the menu button is the control it shows
        page = steps[k - 1].observation.elements if k else []
        if not named_as_planned(want or a.target, el, page):
            return k, (
                f"{a.description} went to '{el.name[:60]}', named otherwise than the plan says: "
                "every branch forked after it restores that input"
            )
        if a.row_item is None and named_in_part_by_several(want or a.target, el, page):
            # "Save" taken for "Save German C1" beside "Save Mandarin A1": which item's it was is not known.
            return k, (
                f"{a.description} went to '{el.name[:60]}', one of several controls named with the plan's "
                f"'{want}' and an item's name: every branch forked after it restores that input"
            )
    return None


def off_row(steps: list[StepRecord]) -> tuple[int, str] | None:
    """The first step whose input went to another row's control of a name every row's control shares,
    while the plan named the item of another row just before it (``ActionRecord.other_row``): what follows
    acts on another item than the plan means, so a result reached so is no path for the plan (a Remove that
    takes out the wrong row can leave exactly the list the checks expect). (Its index, a note.)"""
    for k, s in enumerate(steps):
        a = s.action
        if a.other_row and a.events and a.grounded is not None:
            return k, (
                f"{a.description} went to the '{a.grounded.name[:60]}' of another row or card than the one "
                f"of '{a.other_row[:60]}', which the plan names just before it: no path for this plan"
            )
    return None


def _went_elsewhere(a: ActionRecord) -> str | None:
    """A note when the input is known to have gone to another control: its press met another element
    (``hit``), or it took another row's control (``other_row``)."""
    if a.hit:
        return _sent_elsewhere_note(a)
    return _other_row_note(a) if a.other_row else None


def _other_row_note(a: ActionRecord) -> str:
    return (
        f"{a.description} went to another row's control than the one of '{(a.other_row or '')[:60]}': every "
        "branch restores that input, so a missing result may be the agent's, not the app's"
    )


def _sent_elsewhere_note(a: ActionRecord) -> str:
    return (
        f"{a.description} was sent to a point that belonged to {a.hit} by then (the page changed after it "
        "was read): every branch restores that input, so a missing result may be the agent's, not the app's"
    )


_OPENERS = ("button", "link", "menuitem", "tab", "combobox", "summary", "a")


def _opens_nothing(el: Element) -> bool:
    """An element whose click opens nothing that could hold other controls: not a button, link, tab or
    menu item, and it announces no popup or expanded state (a list row, an option, text)."""
    return el.expanded is None and el.popup is None and el.role not in _OPENERS and el.tag not in _OPENERS


def _text_over_control(a: ActionRecord, seen: list[Element]) -> str | None:
    """A press on plain text named only partly like the target ("To pay" in a summary) while a control also
    named like it was on the page ("Pay €30.00", perhaps disabled): the control is what the plan means."""
    if a.verb not in POINTER_VERBS or a.grounded is None or a.grounded.interactive or not partial_pick(a):
        return None
    assert a.target is not None
    ctl = [
        m.element
        for m in match_target(a.target, seen)
        if m.element.interactive and m.element.rendered and m.element.id != a.grounded.id
    ]
    if not ctl:
        return None
    return (
        f"{a.description} went to the plain text '{a.grounded.name[:60]}' while the control "
        f"'{ctl[0].name[:60]}' was on the page: every branch restores that input, so a missing result may "
        "be the agent's, not the app's"
    )


def partial_pick(action: ActionRecord) -> bool:
    """The input went to an element named only partly like the step's target."""
    if not action.target or action.grounded is None:
        return False
    took = match_target(action.target, [action.grounded])
    return not (took and took[0].score >= EXACT)


def picked_partly(first: Rollout, before: int) -> bool:
    """The agent's own run sent a case step before ``before`` to an element named only partly like its
    target: a wrong pick a later round may find, withdrawing what branches forked after it saw."""
    return any(
        c is not None and c < before and partial_pick(s.action)
        for s, c in zip(first.steps, first.case_steps, strict=False)
    )

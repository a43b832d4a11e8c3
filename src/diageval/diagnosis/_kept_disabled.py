"""Defect evidence for input the app refuses (METHOD.md section 8.3, actuation verified): the plan's next
control kept disabled on the quiet page although every field the plan set holds what it asked, or, of a
control repeated per row, the one of the item the plan named kept disabled with no input asked before it.
"""

from __future__ import annotations

from .._util.text import fold
from ..method import DefectEvidence, one_control
from ..suite import Step
from ..trajectory import Element
from ._evidence import named_as_planned

HELD_VERBS = ("fill", "select", "check", "uncheck")
"""Steps that leave their control holding what the plan asked: a value, an option, a tick."""


def kept_disabled_evidence(
    plan: tuple[Step, ...],
    at: int,
    page: list[Element],
    focus_in_field: bool,
    branch: str,
    row: tuple[str, Element] | None = None,
    unread: str | None = None,
) -> DefectEvidence | None:
    """``actuation verified`` for input the app refuses: case step ``at`` names a control that stays
    disabled on the quiet page, while every field the plan set before it that is on this page is the one
    uncovered control of its name in view and holds exactly what the plan asked (a name a sign-up form's
    rule refuses although its help text allows it). The plan's input reached its fields, and what it
    should have led to, the next control becoming usable, never came. Nothing holds the focus, so a form
    validated when a field loses it has had its chance. A field named nowhere on the page is on a page
    before this one (a wizard's earlier step). Controls under a modal dialog's backdrop are not this
    page's. None when a field the plan set cannot be read back (a scripted toggle, a rich-text field),
    shares its name with another, or holds something else (a mask reformatted the text, the agent typed
    elsewhere), or when no field the plan set is on the page.

    Of a control repeated per row or card ("Renew loan" in every loan's row), ``row``: the item the plan
    named before the step and the control in its row, which holds no form field of its own (a row's
    checkbox may be what enables the action). That control kept disabled is the app refusing the action
    for that item, even when the plan sets no field before it (a loan renewed once that the rules allow
    to renew again).

    Of any other control, when the plan gives no input before it (no field, no tick, not even a click on a
    checkbox: "Delete account" pressed on the page that shows it), the control kept disabled on the quiet
    page is the app refusing the action, unless a box of text on the page is not yet read to its end
    (``unread``: terms that enable "Accept" once scrolled through; ``C.read_to_end`` reads them), or the
    control is one of several of its name (:func:`_twinned`: one per row, in each row's menu).

    Of any control but a row's, no evidence while a choice on the page is left unmade (:func:`unchosen`: a
    segmented control's "Good" / "Damaged", none chosen), or, after the plan's fields, while a box is left
    unticked that no step names (:func:`left_out_box`: a declaration the submit waits for): the control may
    wait for that choice, which the plan leaves out and the task may name ("in good condition")."""
    step = plan[at] if at < len(plan) else None
    if step is None or not step.target or focus_in_field:
        return None
    ctl = _the_control(step.target, page)
    where = ""
    if ctl is None and row is not None:
        item, mine = row
        ctl = next((e for e in page if e.id == mine.id and e.rendered and e.covered_by is None), None)
        where = f" in the row of '{item[:60]}'"
    if ctl is None or ctl.enabled or (not where and unchosen(page)):
        return None
    held = []
    for k, s in enumerate(plan[:at]):
        if s.verb not in HELD_VERBS:
            continue
        if s.target and not _named(s.target, page):
            continue
        el = _the_control(s.target, page) if s.target else None
        picked = _picked(s, plan[k + 1] if k + 1 < at else None)
        if el is None or not el.enabled or not _holds(s, el, picked):
            return None
        held.append(f"'{el.name[:60]}' holds {_asked(s) if picked is None else repr(picked[:60])}")
    name = f"'{ctl.name[:60]}'{where}"
    if held and not where and left_out_box(plan, page):
        return None  # the form's submit may wait for a declaration the plan leaves out, not refuse its input
    if held:
        text = (
            f"every field the plan sets before {name} holds what it asks ({'; '.join(held)}), and on the "
            f"quiet page {name} stays disabled: the app does not accept the plan's input"
        )
    elif where and not any(s.verb in (*HELD_VERBS, "type") for s in plan[:at]):
        text = (
            f"on the quiet page {name} stays disabled, and the plan asks for no input before it: the app "
            "refuses the action for that item"
        )
    elif (
        unread is None
        and not any(s.verb in INPUT_STEPS or _ticks(s, page) for s in plan[:at])
        and not _twinned(ctl, page)
    ):
        text = (
            f"on the quiet page {name} stays disabled, the plan asks for no input before it and no box of "
            "text on the page is left unread: the app refuses the action"
        )
    else:
        return None
    return DefectEvidence(kind="actuation_verified", text=text, branch=branch, case_step=at)


def unchosen(page: list[Element]) -> bool:
    """A choice on the page left unmade: two or more radio buttons enabled and drawn uncovered, or drawn
    by their own label while the input itself is hidden or under it (a segmented control, Bootstrap's
    ``btn-check``), none of them chosen. A form's submit kept disabled beside it may wait for that choice,
    not refuse the plan's input."""
    labels = {e.name for e in page if e.tag == "label" and e.rendered and e.covered_by is None}
    radios = [e for e in page if e.role == "radio" and e.enabled and _drawn_choice(e, labels)]
    return len(radios) >= 2 and not any(e.checked for e in radios)


def left_out_box(plan: tuple[Step, ...], page: list[Element]) -> bool:
    """A box on the page left unticked that no step of the plan names: enabled, and drawn uncovered or by its
    own label (a declaration "I live at an address in this zone" that a form's submit waits for). The plan
    left it out; ``A.consent`` ticks it, and a branch that did reads the control with it ticked."""
    labels = {e.name for e in page if e.tag == "label" and e.rendered and e.covered_by is None}
    named = [s.target for s in plan if s.target]
    return any(
        e.role in ("checkbox", "switch")
        and e.enabled
        and e.checked is False
        and _drawn_choice(e, labels)
        and not any(_named(t, [e]) for t in named)
        for e in page
    )


def _drawn_choice(e: Element, labels: set[str]) -> bool:
    """A radio or box a person can operate: drawn, uncovered or under its own label, or hidden and drawn by a
    label of its name (a segmented control, Bootstrap's ``btn-check``)."""
    return (e.rendered and (e.covered_by or "label").startswith("label")) or (
        not e.rendered and e.name in labels
    )


INPUT_STEPS = (*HELD_VERBS, "type", "press", "set_range", "upload", "drag")
"""Steps that give the page input a control's enabling may wait for (beyond a press on a button or link)."""


def _ticks(step: Step, page: list[Element]) -> bool:
    """A click the plan gives a checkbox, radio button or switch on the page: a tick by another verb."""
    return (
        step.verb == "click"
        and bool(step.target)
        and any(e.role in ("checkbox", "radio", "switch") for e in _named(step.target or "", page))
    )


def _named(target: str, page: list[Element]) -> list[Element]:
    """The rendered controls named as the plan names it, one per control a person sees (a web component
    and its inner control, a combobox's wrapper and its field, are one)."""
    found: list[Element] = []
    for e in page:
        named = e.rendered and e.interactive and named_as_planned(target, e, page)
        if named and not any(one_control(e, f) for f in found):
            found.append(e)
    return found


def _twinned(ctl: Element, page: list[Element]) -> bool:
    """Other controls of ``ctl``'s kind and name on the page, drawn or not (a "Cancel booking" in every
    booking's closed menu): the one kept disabled may be another item's (a booking already seated), opened
    by a probe in a row the plan never named, so it says nothing of the plan's item."""
    name = fold(ctl.name)
    return any(
        e is not ctl and not one_control(e, ctl) and e.role == ctl.role and fold(e.name) == name for e in page
    )


def _the_control(target: str, page: list[Element]) -> Element | None:
    """The one control named as the plan names it that nothing covers (a table's "Name" column under an
    open dialog's backdrop is not the dialog's "Name" field)."""
    found = [e for e in _named(target, page) if e.covered_by is None]
    return found[0] if len(found) == 1 else None


def _picked(step: Step, after: Step | None) -> str | None:
    """The option a combobox's fill is completed with: the plan types the first letters ("Ravi"), then clicks
    the suggestion they begin ("Ravi Menon"), which the field then holds. None for any other fill."""
    if step.verb != "fill" or after is None or after.verb != "click" or not after.target or not step.text:
        return None
    typed, name = fold(step.text), fold(after.target)
    return after.target if name != typed and name.startswith(typed) else None


def _holds(step: Step, el: Element, picked: str | None = None) -> bool:
    if step.verb == "fill":
        want = picked if picked is not None else step.text or ""
        return el.value is not None and " ".join(el.value.split()) == " ".join(want.split())
    if step.verb == "select":
        return el.selected is not None and fold(el.selected) == fold(step.option or "")
    return el.checked is (step.verb == "check")


def _asked(step: Step) -> str:
    if step.verb == "fill":
        return repr((step.text or "")[:60])
    if step.verb == "select":
        return repr(step.option or "")
    return "its tick" if step.verb == "check" else "no tick"

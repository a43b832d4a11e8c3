"""The plan in the app's words: a step whose target nothing on the page is named like, while one control
carries it in other words (:func:`diageval.method.rewordings`: "Continue" for "Next", "Add to Up next" for
"Add to queue", "Edit mobile number" for "Edit phone number"), or dates it in short (a grid's cell "Acme
Rebrand · Design, Wed 19 Nov" for "Acme Rebrand Wednesday"), names that control. Every round's judge,
probes and branches then work with the control's own name: an expansion looks for the section that holds
it, a covering notice is found over it, and the repaired agent takes the step again where it comes back
(a wizard's every "Next"). The agent's own run is left as it was (its failure stands as recorded).
"""

from __future__ import annotations

from collections.abc import Sequence

from .._util.text import bare_label, fold
from ..method import (
    REWORDED_SCORE,
    WORDS_SCORE,
    Match,
    Rollout,
    dated_name,
    is_select,
    match_target,
    names_as,
    rewordings,
)
from ..suite import Case, Step
from ..trajectory import Element
from ._evidence import verb_kind

LOCATED_OTHERWISE = ("A.by_option", "A.custom_option")
"""The probes whose branch found the step's control by something else than its name (the select, native or
custom, offering the plan's option): a later failure of its input there (a notice over it) is met on that
control, named as the page names it, by every later round."""


def reworded_case(case: Case, rollouts: Sequence[Rollout]) -> Case:
    """``case`` with each step the rollouts failed to find renamed as the page words it, when the page at
    that failure (rendered or not: a collapsed section, another tab) holds no element named like the
    target and exactly one control named by one rewording of it; or as the control an ``A.by_option`` or
    ``A.custom_option`` branch located for it is named (whether its input there then went through or met
    something else)."""
    steps = list(case.steps or ())
    changed = False
    for ro in rollouts:
        for k, rec in enumerate(ro.steps):
            i = ro.case_steps[k] if k < len(ro.case_steps) else None
            a = rec.action
            if i is None or i >= len(steps):
                continue
            if (a.ok or a.error_kind != "target_not_found") and not _located(ro, steps[i], a.grounded):
                continue
            step = steps[i]
            if step.target is None or step != (case.steps or ())[i]:
                continue  # no target, or renamed already
            other = reworded(step, rec.observation.elements)
            if other is None and _located(ro, step, a.grounded):
                other = a.grounded.name if a.grounded is not None and a.grounded.name else None
            if other is not None:
                steps[i] = step.model_copy(update={"target": other})
                changed = True
    return case.model_copy(update={"steps": tuple(steps)}) if changed else case


def _located(ro: Rollout, step: Step, el: Element | None) -> bool:
    """The input of a select step went to the select an ``A.by_option`` (native) or ``A.custom_option``
    (custom) branch found for it."""
    return (
        any(ro.source.endswith(":" + p) for p in LOCATED_OTHERWISE)
        and step.verb == "select"
        and el is not None
        and (is_select(el) or el.popup == "listbox")
    )


def reworded(step: Step, page: list[Element]) -> str | None:
    """The one name, of the controls ``step``'s verb acts on, that is the step's target in other words
    (``REWORDED_SCORE``), when no element of ``page`` is named like the target itself."""
    assert step.target is not None
    found = match_target(step.target, page, fuzzy=True)
    if found and found[0].score <= WORDS_SCORE and (cell := _dated_cell(step, found)) is not None:
        return cell
    if not found or found[0].score > REWORDED_SCORE:
        return None  # named like the target (exactly, in part, spelled otherwise), or by nothing
    acts, others = verb_kind(step.verb), rewordings(fold(step.target))
    if found[0].via in ("kind", "holder"):  # the one field that takes it ("Date": a date field; "Lead guest")
        return (found[0].element.name or None) if acts(found[0].element) else None
    names = {bare_label(fold(n)) for m in found if acts(m.element) for _source, n in m.element.names}
    words = [o for o in others if any(names_as(o, n) for n in names)]
    return words[0] if len(words) == 1 else None


def _dated_cell(step: Step, found: list[Match]) -> str | None:
    """The one name, of the controls ``step``'s verb acts on, that dates the target in short (a grid's
    "Acme Rebrand · Design, Wed 19 Nov" for "Acme Rebrand Wednesday": :func:`diageval.method.dated_name`),
    when no element is named like the target in a closer way. Two cells so named (two rows sharing the
    plan's words) name none."""
    assert step.target is not None
    want, acts = fold(step.target), verb_kind(step.verb)
    cells = {
        m.element.name
        for m in found
        if acts(m.element) and any(src != "typed" and dated_name(want, fold(n)) for src, n in m.element.names)
    }
    return cells.pop() if len(cells) == 1 else None


def renamed_note(plan: Case, case: Case, at: int) -> str | None:
    """The evidence that case step ``at`` was renamed."""
    was, now = (plan.steps or ())[at : at + 1], (case.steps or ())[at : at + 1]
    if not was or was == now:
        return None
    return (
        f"no element is named like '{was[0].target}'; one control is named '{now[0].target}', the same in "
        "other words: the steps take it"
    )

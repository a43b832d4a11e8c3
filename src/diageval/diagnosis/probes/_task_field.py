"""A.task_field: a form's field that the plan names in the tester's words ("Tracking number") and the task in
the app's ("the courier consignment number is CX-55120"). A tester writes the plan's steps from memory, the
task from the ticket; the form's label is the ticket's. The field is the one drawn text field, named by no
step of the plan, whose label shows whole in the task as a phrase and either is followed there, within a
few words, by the text the plan fills, or shares a word with the plan's target. It is filled as the plan
says.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..._util.text import bare_label, fold
from ...method import FDS, content_words, is_text_control, match_target
from ...suite import Case, Step
from ...trajectory import Element, PageState
from ._base import ProbeContext, case_step, point_grounder, probe

NEAR_WORDS = 6
"""How many words of the task may stand between a field's label and the text the plan fills in it ("the
courier consignment number *is* CX-55120", "reference: CX-55120")."""

_WORD = re.compile(r"[^\W_]+(?:['’-][^\W_]+)*")


def _words(text: str) -> list[str]:
    return _WORD.findall(fold(text))


def _ends(seq: list[str], phrase: list[str]) -> list[int]:
    """Where ``phrase`` ends in ``seq``, each time it occurs whole."""
    n = len(phrase)
    return [i + n for i in range(len(seq) - n + 1) if n and seq[i : i + n] == phrase]


def task_field(elements: Sequence[Element], task: str, plan: Sequence[Step], at: int) -> Element | None:
    """The one drawn text field the task names in its own words for the plan's fill ``at`` (module
    docstring); None when none or several are."""
    step = plan[at] if 0 <= at < len(plan) else None
    if step is None or step.verb not in ("fill", "type") or not step.target or not step.text:
        return None
    said = _words(task)
    value = _words(step.text)
    asked = content_words(fold(step.target))
    others = [s.target for k, s in enumerate(plan) if k != at and s.target]
    found: list[Element] = []
    for el in elements:
        if not (el.rendered and el.enabled and is_text_control(el)) or el.value:
            continue
        label = bare_label(el.name)
        words = _words(label)
        if not words or not content_words(fold(label)) or any(match_target(t, [el]) for t in others):
            continue
        ends = _ends(said, words)
        near = any(_ends(said[e : e + NEAR_WORDS + len(value)], value) for e in ends)
        if ends and (near or content_words(fold(label)) & asked):
            found.append(el)
    return found[0] if len(found) == 1 else None


def _feasible(fds: FDS, state: PageState, case: Case) -> tuple[float, str] | None:
    step = case_step(fds, case)
    if step is None or fds.error_kind != "target_not_found" or case.steps is None:
        return None
    field = task_field(state.elements, case.task, case.steps, fds.resume_case_step)
    if field is None:
        return None
    return 0.75, f"the task names the field '{field.name[:60]}' where the plan says '{step.target}'"


@probe(
    "A.task_field",
    "A",
    "fill the one field whose label the task names, near the plan's text, where the plan names it otherwise",
    0.6,
    _feasible,
)
async def fill_task_field(ctx: ProbeContext) -> bool | None:
    plan = ctx.case.steps or ()
    field = task_field(ctx.state.elements, ctx.case.task, plan, ctx.fds.resume_case_step)
    if field is None or field.point is None:
        return None
    ctx.evidence.append(
        f"the task names the field '{field.name[:60]}' for what the plan calls '{ctx.step.target}'"
    )
    return (await ctx.do_step(point_grounder(field))).ok

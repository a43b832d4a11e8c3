"""The row a task names, of several controls that share a step's name or match it alike: "Quarantine the
Cetirizine batch" and a row "Cetirizine 10 mg tablets" among a batch table's "Quarantine" buttons; "Move Dune
up" and an icon per row named "Move <title> earlier". Rows are read by ``named_rows.js``."""

from __future__ import annotations

from collections.abc import Callable

from ...browser import NAMED_ROWS_JS
from ...method import match_target, one_control, rows_told_by
from ...trajectory import Element
from ._base import ProbeContext


async def task_named_row(ctx: ProbeContext, same: list[Element]) -> Element | None:
    """Of the controls ``same`` sharing the target's name, the one whose row alone the task names
    (``named_rows.js``: a line of the row, or a word of four letters at least that no other of those rows
    holds: "Quarantine the Cetirizine batch" and a row "Cetirizine 10 mg tablets"); None when no row, or
    more than one, is named so."""
    order = await ctx.session.script(NAMED_ROWS_JS, [[e.id for e in same], "", rows_told_by(ctx.case.task)])
    named = [i for i, score, _said in order or () if score > 0]
    if len(named) != 1:
        return None
    ctl = next(e for e in same if e.id == named[0])
    ctx.evidence.append(f"the task names the row or card of {ctl.desc} (1 of {len(same)} with that name)")
    return ctl


async def task_row_of_ties(ctx: ProbeContext, accept: Callable[[Element], bool]) -> Element | None:
    """For a click the plan names in words no control carries as such, the control of the row the task alone
    names among the controls in view and in front that match the target alike at the top fuzzy score (an icon
    per row, "Move <title> earlier", for the plan's "Move up"); None when one control or none matches so, or
    when the task names no row of theirs, or several."""
    if ctx.step.verb != "click" or not ctx.target:
        return None
    found = [
        m
        for m in match_target(ctx.target, ctx.state.elements, accept=accept, fuzzy=True)
        if m.element.in_viewport(0.5) and m.element.covered_by is None and m.element.enabled
    ]
    if not found or found[0].score >= 2.0:
        return None  # named as planned: the grounding's own choice stands
    ties: list[Element] = []
    for m in found:
        if m.score == found[0].score and not any(one_control(m.element, k) for k in ties):
            ties.append(m.element)
    if len(ties) < 2:
        return None
    return await task_named_row(ctx, ties)

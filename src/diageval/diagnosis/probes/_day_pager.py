"""Type B probe: a view paged by day or week (expand what is observed).

UI pattern: a diary, a timetable or a rota shows one day (or week) at a time; its other days are reached
through its own arrows ("Previous day" / "Next day", often icon-only with that name as their label) or a date
field, not through a control named after the day. A plan names the day it goes to ("click Thursday") as if
such a control existed.

- B.day_pager: press the view's forward arrow ("Next day", else "Next week") until the page names the day the
  step names, :data:`MAX_PAGES` presses at most: those presses were the step.
- The same test serves a branch's look: while the page has such an arrow, a day the step names missing is
  no evidence (``_quiet_look``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..._util.text import fold
from ...method import FDS, match_target
from ...suite import Case
from ...trajectory import Element, InputEvent, PageState
from ._base import ProbeContext, case_step, probe

DAY = re.compile(r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b")
"""A weekday written out: the word a plan names a day by."""
_PAGER = re.compile(r"^\W*(?:go to |show )?(?:the )?(next|following) (day|week)\W*$")
"""A forward arrow's name ("Next day", "Next week"), its label when it is icon-only."""
MAX_PAGES = 7
"""Presses of the arrow: a week of days, or as many weeks."""


def day_pager(target: str | None, elements: Sequence[Element]) -> Element | None:
    """The view's forward arrow, drawn and enabled, when ``target`` names a weekday ("Thursday", "Friday 16
    October") that nothing on the page is named by: the day is another page of the view. "Next day" before
    "Next week". None else."""
    if not target or not DAY.search(fold(target)) or match_target(target, elements, fuzzy=True):
        return None
    arrows = [
        e
        for e in elements
        if e.interactive and e.rendered and e.enabled and e.covered_by is None and _PAGER.match(fold(e.name))
    ]
    arrows.sort(key=lambda e: _PAGER.match(fold(e.name)).group(2) != "day")  # type: ignore[union-attr]
    return arrows[0] if arrows else None


def _feasible(fds: FDS, state: PageState, case: Case) -> tuple[float, str] | None:
    step = case_step(fds, case)
    if step is None or step.verb != "click" or fds.error_kind != "target_not_found":
        return None
    arrow = day_pager(step.target, state.elements)
    if arrow is None:
        return None
    return 0.8, f"'{step.target}' may be another day of the view '{arrow.name[:40]}' pages through"


@probe(
    "B.day_pager",
    "B",
    "press the view's own 'Next day' (or 'Next week') until the page shows the day the step names",
    1.2,
    _feasible,
)
async def day_pager_probe(ctx: ProbeContext) -> bool | None:
    target = ctx.target or ""
    for n in range(1, MAX_PAGES + 1):
        arrow = day_pager(target, ctx.state.elements)
        if arrow is None or arrow.point is None:
            break
        x, y = arrow.point
        await ctx.act(f"press '{arrow.name[:40]}'", [InputEvent(kind="click", x=x, y=y)], aimed=arrow)
        await ctx.wait_quiet(max_s=2.0)
        shown = match_target(target, ctx.state.elements, fuzzy=True)
        if shown:
            ctx.evidence.append(
                f"pressed '{arrow.name[:40]}' {n} time(s): the view shows '{shown[0].element.name[:60]}', "
                f"the plan's '{target}'"
            )
            return True
    ctx.evidence.append(f"the view's arrows never brought a page named '{target}'")
    return None

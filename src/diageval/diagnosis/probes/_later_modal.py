"""A modal dialog that came later, on its own: not on the page the plan's last input left, and opened since
without the plan giving any input (a promotion on a timer: "Weekday mornings, half price" a few seconds after
My bookings opened). It is the app's own notice, not the plan's question, which comes as the input is given
and is on the page that input left."""

from __future__ import annotations

from collections.abc import Sequence

from ..._util.text import fold
from ...browser import CaseSession
from ...suite import Step
from ...trajectory import Observation, StepRecord

MODAL_TEXT_JS = (
    "() => { const open = window.__dgDom.modals();"
    " return open.length ? (open[0].innerText || open[0].textContent || '') : null; }"
)
HEAD = 40
"""Characters of the dialog's text looked for on the earlier page: its heading and first words."""
MIN_HEAD = 8
"""Fewer characters than this tell one dialog from nothing on the page ("OK", "×")."""


def after_last_input(
    first: Observation | None,
    steps: Sequence[StepRecord],
    case_steps: Sequence[int | None],
    plan: Sequence[Step],
    before: int,
    idle: Sequence[str],
) -> Observation | None:
    """The page the plan's last input before case step ``before`` left, as the branch recorded it after that
    step (its visible text), or, when the branch took no such step, the page it began on (``first``: the
    fork's page, restored as the plan's input before the fork left it). None when that record kept the
    accessibility snapshot instead (no visible text to compare)."""
    last = None
    for k, cs in enumerate(case_steps[: len(steps)]):
        if cs is not None and cs < before and cs < len(plan) and plan[cs].verb not in idle:
            last = k
    seen = steps[last].observation if last is not None else first
    return seen if seen is not None and not seen.aria_snapshot and seen.text else None


async def came_later(session: CaseSession, seen: Observation | None) -> bool:
    """An open modal dialog whose text the page ``seen`` (the plan's last input's) did not show."""
    if seen is None:
        return False
    text = await session.script(MODAL_TEXT_JS)
    head = fold(str(text or ""))[:HEAD]
    return len(head) >= MIN_HEAD and head not in fold(seen.text)

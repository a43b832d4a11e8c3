"""A modal dialog that came later, on its own: not on the page the plan's last input left, and opened since
without the plan giving any input (a promotion on a timer: "Weekday mornings, half price" a few seconds after
My bookings opened). It is the app's own notice, not the plan's question, which comes as the input is given
and is on the page that input left."""

from __future__ import annotations

import re
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
    step, or, when the branch took no such step, ``first``: the fork's page as its recording observed it
    (its visible text, or its accessibility snapshot), else as the branch began on it. None when that
    record holds neither."""
    last = None
    for k, cs in enumerate(case_steps[: len(steps)]):
        if cs is not None and cs < before and cs < len(plan) and plan[cs].verb not in idle:
            last = k
    seen = steps[last].observation if last is not None else first
    return seen if seen is not None and (seen.text or seen.aria_snapshot) else None


async def came_later(session: CaseSession, seen: Observation | None, target: str | None = None) -> bool:
    """An open modal dialog whose text the page ``seen`` (the plan's last input's) did not show: its first
    words in that page's visible text, or its first line (a heading) in its accessibility snapshot. Not one
    that holds the plan's ``target`` (a confirmation the plan's last input opened a moment later, whose
    button the plan presses next)."""
    if seen is None:
        return False
    text = str(await session.script(MODAL_TEXT_JS) or "")
    if target and len(fold(target)) >= 3 and re.search(rf"\b{re.escape(fold(target))}\b", fold(text)):
        return False
    if seen.text:
        head = fold(text)[:HEAD]
        return len(head) >= MIN_HEAD and head not in fold(seen.text)
    line = fold(next((ln for ln in text.splitlines() if ln.strip()), ""))[:HEAD]
    return len(line) >= MIN_HEAD and line not in fold(seen.aria_snapshot)

"""The row or card of an item: of several controls sharing a step's name (one per row: "Remove", "Actions",
"Renew loan"), the one in the row of the item the test plan named just before that step."""

from __future__ import annotations

from importlib import resources
from typing import NamedTuple

from ..method import context_target, rows_told_by, shared_name_controls
from ..trajectory import Element, PageState
from ._session import CaseSession

_ROW_OF_JS = resources.files("diageval.browser").joinpath("js/row_of.js").read_text(encoding="utf-8")
NAMED_ROWS_JS = resources.files("diageval.browser").joinpath("js/named_rows.js").read_text(encoding="utf-8")
"""Of controls sharing a name, one per row, the order to try them in by how the plan or the task names each
one's row: ``[[id, score, said], ...]`` (``js/named_rows.js``)."""


class Row(NamedTuple):
    """The item the plan named before a step, and the controls sharing that step's name (one per row or
    card)."""

    item: str
    same: list[Element]
    mine: Element | None
    """The one of them in the item's row or card; None when no one row holds both (with ``alone``, also when
    that row holds another of them: two parts of one component, not one control per row)."""
    fields: int = 0
    """Form fields that row holds besides ``mine`` (a row's checkbox, a quantity box)."""


async def row_of(
    session: CaseSession,
    state: PageState,
    targets: list[str | None],
    at: int,
    *,
    alone: bool = False,
    task: str = "",
) -> Row | None:
    """The row, on the page ``state`` was read from, of the item the plan (its steps' ``targets``) named just
    before step ``at``, with the controls in view sharing that step's target. When no one row holds that
    item (the step before pressed "Load more", not an item), the one row of those controls whose own line
    the ``task`` says as whole words ("Add Shakshuka to this week's plan" and a card titled "Shakshuka").
    None when neither names a row, or no controls share the name."""
    item = context_target(targets, at)
    target = targets[at] if at < len(targets) else None
    task = rows_told_by(task)  # "the person at the top": not a row the expected outcome names
    same = shared_name_controls(target, state.elements) if target and (item or task) else []
    if not same:
        return await _told_anywhere(session, state, target, task) if target and task and not item else None
    ids = [e.id for e in same]
    got = await session.script(_ROW_OF_JS, [ids, item]) if item else None
    if got is not None and alone and not got.get("alone"):
        got = None
    front = [e.id for e in same if e.covered_by is None]
    if got is None and task and len(front) > 1:
        # Only controls a person can press count (one in an open dialog, not the cards behind its overlay);
        # a row is the largest container of its control holding no other (alone, by construction).
        told = [
            (i, said)
            for i, score, said in await session.script(NAMED_ROWS_JS, [front, "", task]) or ()
            if score >= 2
        ]
        if len(told) == 1:
            return Row(told[0][1], same, next(e for e in same if e.id == told[0][0]))
    if item is None:
        return await _told_anywhere(session, state, target, task) if target and task else None
    mine = next((e for e in same if got is not None and e.id == got["id"]), None)
    return Row(item, same, mine, int(got.get("fields", 0)) if got is not None else 0)


async def _told_anywhere(session: CaseSession, state: PageState, target: str, task: str) -> Row | None:
    """The row the ``task`` names of the controls sharing ``target``'s name on the whole page, when one of
    them is out of view (below the fold: "Add a stop to Route C" and three route cards, each with its own
    "Add a stop", Route C's further down). Only a row named by a line of its own counts (score 2 of
    ``named_rows.js``), not a word: the plan read on the page a person scrolls."""
    far = [e for e in shared_name_controls(target, state.elements, anywhere=True) if e.covered_by is None]
    if all(e.point is not None for e in far):
        return None  # every one is in view: the rule for controls in view has answered
    order = await session.script(NAMED_ROWS_JS, [[e.id for e in far], "", task]) or ()
    told = [(i, said) for i, score, said in order if score >= 2]
    if len(told) != 1:
        return None
    return Row(told[0][1], far, next(e for e in far if e.id == told[0][0]))


async def row_holding(session: CaseSession, ids: list[int], item: str) -> int | None:
    """Of the elements ``ids`` (of the last observation), the one whose row or card holds the text ``item``
    (the smallest such row wins); None when none does, or two tie."""
    got = await session.script(_ROW_OF_JS, [ids, item])
    return int(got["id"]) if isinstance(got, dict) else None


ROW_VERBS = ("click", "dblclick", "hover", "check", "uncheck")
"""Steps that act on one row's control ("hover 'Olivia Martin'", then "click 'Actions'"); a field the plan
fills after naming another ("To", then "Cc") is no row's."""


def note_row(verb: str, grounded: Element | None, row: Row | None) -> tuple[str | None, str | None]:
    """(``row_item``, ``other_row``) for a ``verb`` step whose input went to ``grounded``: the item when it
    went to the control in that item's row; the item when a step of :data:`ROW_VERBS` went to another
    row's control of the same kind (a "Cc" button beside a "Cc" field is not another row's "Cc")."""
    if row is None or row.mine is None or grounded is None:
        return None, None
    if grounded.id == row.mine.id:
        return row.item, None
    same_kind = (grounded.tag, grounded.role) == (row.mine.tag, row.mine.role)
    if verb in ROW_VERBS and same_kind and any(e.id == grounded.id for e in row.same):
        return None, row.item
    return None, None

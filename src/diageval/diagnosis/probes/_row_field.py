"""A.row_field: a field of a sheet (one per row: a results sheet's "Nitrate for S-26-0445", a timesheet's
hours, a price list's "Price") named by its row's identifier or by its column alone, which the plan names by
what its row says ("Brookfield borehole" for the row "S-26-0445 · Brookfield Farm · Borehole"). The field
is the one in the only row holding every word of the plan's target; it is filled as the plan says.
"""

from __future__ import annotations

from ...browser import CaseSession
from ...method import FDS, is_text_control
from ...suite import Case
from ...trajectory import Element, PageState
from ._base import ProbeContext, case_step, load_js, point_grounder, probe
from ._patterns import wheel_to_row

FIELD_ROWS_JS = load_js("field_rows")


def _fields(state: PageState) -> list[Element]:
    return [e for e in state.elements if e.rendered and e.enabled and is_text_control(e)]


async def row_field(session: CaseSession, state: PageState, target: str) -> Element | None:
    """The one text field of the page, of two or more, whose row holds every word of ``target`` (three
    letters or more); None when no row or several do."""
    fields = _fields(state)
    if len(fields) < 2:
        return None
    ids = await session.script(FIELD_ROWS_JS, [[e.id for e in fields], target])
    if not isinstance(ids, list) or len(ids) != 1:
        return None
    return next((e for e in fields if e.id == ids[0]), None)


def _feasible(fds: FDS, state: PageState, case: Case) -> tuple[float, str] | None:
    step = case_step(fds, case)
    if step is None or step.verb != "fill" or not step.target or fds.error_kind != "target_not_found":
        return None
    if len(_fields(state)) < 2:
        return None
    return 0.7, f"'{step.target}' may name the row of a field named otherwise (a sheet's field per row)"


@probe(
    "A.row_field",
    "A",
    "fill the field of the one row whose text holds every word of the target (a sheet's field per row)",
    0.8,
    _feasible,
)
async def fill_row_field(ctx: ProbeContext) -> bool | None:
    target = ctx.step.target or ""
    field = await row_field(ctx.session, ctx.state, target)
    if field is not None and field.point is None and await wheel_to_row(ctx, field) is not None:
        field = await row_field(ctx.session, ctx.state, target)  # below the fold, or of its scroll box
    if field is None or field.point is None:
        return None
    ctx.evidence.append(f"the field '{field.name[:60]}' is in the one row holding every word of '{target}'")
    return (await ctx.do_step(point_grounder(field))).ok

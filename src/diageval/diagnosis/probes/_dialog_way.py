"""A.dialog_way: a press the plan names as no control an open dialog holds, while that dialog stands over the
page (the step's match, if any, lies under its backdrop): a payment dialog whose button names the amount
("Take £60.00") where the plan says "Pay", after the plan chose "Card" in it. A person answers the dialog in
front of them with its one way on. The probe presses the open modal dialog's one button that answers it (the
:func:`affirmative` of a dialog whose other buttons decline: "Cancel" / "Take £60.00"), when that button
shares a content word with the task ("Take the payment"); the branch is then in doubt for later evidence (the
press went to a control named otherwise).
"""

from __future__ import annotations

from ..._util.text import fold
from ...method import FDS, content_words, match_target
from ...suite import Case
from ...trajectory import PageState
from ._answer import AWAITING_JS, affirmative
from ._base import ProbeContext, case_step, point_grounder, probe

_KINDS = ("click_intercepted", "target_not_found", "target_hidden")


def _feasible(fds: FDS, state: PageState, case: Case) -> tuple[float, str] | None:
    step = case_step(fds, case)
    if step is None or step.verb != "click" or not step.target or fds.error_kind not in _KINDS:
        return None
    return 0.5, f"a dialog over the page may offer '{step.target}' in other words, as its one way on"


@probe(
    "A.dialog_way",
    "A",
    "press the open dialog's one way on, sharing a word with the task, for a press the plan names as nothing "
    "in it",
    1.0,
    _feasible,
)
async def dialog_way(ctx: ProbeContext) -> bool | None:
    got = await ctx.session.script(AWAITING_JS, True)  # with True: any open modal
    if not isinstance(got, dict) or not ctx.target:
        return None
    inside = {int(i) for i in got.get("ids") or []}
    els = [e for e in ctx.state.elements if e.id in inside]
    if match_target(ctx.target, [e for e in els if e.point is not None and e.interactive]):
        ctx.evidence.append(f"the open dialog holds a control named like '{ctx.target}'")
        return None  # the step's own press, for the other probes
    way = affirmative(ctx.target, els)
    if way is None or way.point is None:
        return None
    if not content_words(fold(way.name)) & content_words(fold(ctx.case.task)):
        ctx.evidence.append(f"the dialog's one way on '{way.name[:40]}' shares no word with the task")
        return None
    label = str(got.get("label") or "dialog")[:60]
    ctx.evidence.append(
        f"the dialog '{label}' stands open; its one way on '{way.name[:40]}' taken for '{ctx.target}'"
    )
    ctx.doubt = f"the press went to the dialog's '{way.name[:40]}', named otherwise than '{ctx.target}'"
    return (await ctx.do_step(point_grounder(way))).ok

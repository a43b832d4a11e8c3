"""Type B probe: the result of the plan's last step shown under another tab (expand what is observed)."""

from __future__ import annotations

from ...method import FDS, match_target
from ...suite import Case
from ...trajectory import InputEvent, PageState
from ...verify import evaluate_checks
from ._base import ProbeContext, load_js, probe
from ._views import wheel_toward

_RESULT_TAB_JS = load_js("result_tab")


def _result_tab_feasible(fds: FDS, state: PageState, case: Case) -> tuple[float, str] | None:
    steps = case.steps or ()
    if fds.error_kind != "checks" or not steps or fds.resume_case_step != len(steps) - 1:
        return None
    if not any(c.kind == "text" and c.text for c in case.expect or ()):
        return None
    tabs = [e for e in state.elements if e.role == "tab" and e.rendered]
    if len(tabs) < 2:
        return None
    if any(s.target and match_target(s.target, tabs) for s in steps):
        # The plan chose a tab itself: the result belongs on that tab's view, and another's is no path.
        return None
    return 0.8, f"{len(tabs)} tabs on the page: the expected result may be listed under another"


@probe(
    "B.result_tab",
    "B",
    "after the plan's last step, open the tab whose panel holds the expected text (hidden), then check",
    1.5,
    _result_tab_feasible,
)
async def result_tab(ctx: ProbeContext) -> bool | None:
    """A list split into tabs by status ("Open", "Pending", "Closed") that a search or a change filters in
    every tab: the item the plan's last step found or moved is listed under another tab than the one shown,
    which a user opens. Only a tab the plan never pressed, and only when its panel holds a text the checks
    expect while that panel is not drawn; the checks then decide."""
    if not (await ctx.do_step()).ok:
        return False
    await ctx.wait_quiet(max_s=2.0)
    expect = ctx.case.expect or ()
    texts = [c.text for c in expect if c.kind == "text" and c.text]
    tab = await ctx.session.script(_RESULT_TAB_JS, texts)
    if tab is not None and not tab["inview"]:
        await wheel_toward(ctx, tab["point"][1], f"'{tab['name']}'")
        tab = await ctx.session.script(_RESULT_TAB_JS, texts)
    if tab is None or not tab["inview"]:
        ctx.evidence.append("no other tab's panel holds the expected text")
        return None
    ctx.evidence.append(f"the panel of tab '{tab['name']}' holds '{tab['text']}', not drawn")
    x, y = tab["point"]
    await ctx.act(f"open tab '{tab['name']}'", [InputEvent(kind="click", x=x, y=y)])
    await ctx.wait_quiet(max_s=2.0)
    return all(c.ok for c in await evaluate_checks(ctx.session, expect, ctx.state))

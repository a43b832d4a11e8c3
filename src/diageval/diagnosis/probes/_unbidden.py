"""A notice the app opened on its own over the page (:meth:`ProbeContext.unbidden_modal`: "What's new", a
promotion on a timer, a privacy choice with a static backdrop): a person closes it through its own button
before using the page under it, as they close a notice that only tells, whatever opened it. The general UI
pattern: a modal library's dialog takes the page's input and, as Bootstrap's and Bulma's do, stops the page
scrolling under it, so the wheel moves nothing until it is closed."""

from __future__ import annotations

from ...trajectory import InputEvent
from ._base import ProbeContext, load_js
from ._views import Act

_DISMISS_JS = load_js("dismiss")
_MODAL_POINT_JS = load_js("modal_point")
_NOTICE_JS = load_js("notice")


async def close_unbidden(ctx: ProbeContext, act: Act) -> bool:
    """Close a modal dialog the app opened on its own (:meth:`ProbeContext.unbidden_modal`: a "What's new"
    notice, a privacy choice with a static backdrop) through its own button, as a person does before using
    the page under it. A notice that only tells, whatever opened it (a "What's new" the plan's press on a tab
    opened: nothing to fill in, every button acknowledges it; ``notice.js``), is closed alike. Whether one
    was closed."""
    if not await ctx.unbidden_modal(ctx.fds.resume_case_step) and not await ctx.session.script(
        _NOTICE_JS, ctx.target or ""
    ):
        return False
    w, h = ctx.state.viewport
    cover = await ctx.session.script(_DISMISS_JS, [w / 2, h / 2])
    if cover is None and (box := await ctx.session.script(_MODAL_POINT_JS)) is not None:
        cover = await ctx.session.script(_DISMISS_JS, box)  # a dialog drawn beside its backdrop
    if cover is None or "held" in cover:
        return False
    dx, dy = cover["point"]
    await act(f"dismiss the overlay with '{cover['name']}'", [InputEvent(kind="click", x=dx, y=dy)])
    ctx.evidence.append(f"dismissed the notice over the page with '{cover['name']}'")
    await ctx.wait_quiet(max_s=1.0)
    return True

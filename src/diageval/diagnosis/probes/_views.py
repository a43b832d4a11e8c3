"""What probes that expand the view share: the wheel a person turns, and the tabs a page shows."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from ..._util.text import fold
from ...browser import perform
from ...trajectory import InputEvent
from ._base import ProbeContext, load_js

TABS_JS = load_js("tabs")
Act = Callable[[str, list[InputEvent]], Awaitable[object]]
"""Sends a probe's own input: ``ProbeContext.act`` (recorded), or a look's unrecorded input."""


def look_input(ctx: ProbeContext) -> Act:
    """A look's input: performed, then the page read again, but not recorded (a later round restores the
    page as the branch left it, so a look's presses are not replayed)."""

    async def look(_description: str, events: list[InputEvent]) -> None:
        for ev in events:
            await perform(ctx.session.page, ev)
        await ctx.refresh()

    return look


def wheel(x: float, y: float, dx: float, dy: float) -> InputEvent:
    return InputEvent(kind="wheel", x=x, y=y, dx=dx, dy=dy)


async def wheel_toward(ctx: ProbeContext, y: float, what: str, act: Act | None = None) -> None:
    """One turn of the wheel (at most 0.8 of the viewport) that brings page height ``y`` toward the middle
    of the viewport: how a person brings a control below or above the fold into view."""
    vw, vh = ctx.session.viewport
    dy = max(-0.8 * vh, min(0.8 * vh, y - vh / 2))
    await (act or ctx.act)(f"scroll by (0, {dy:.0f}) toward {what}", [wheel(vw / 2, vh / 2, 0.0, dy)])


HEADINGS = ("h1", "h2", "h3", "h4", "h5", "h6")


def headed(ctx: ProbeContext, alts: list[str]) -> str | None:
    """The name of a drawn heading in view named as the plan names the step, or in other words."""
    for e in ctx.state.elements:
        if (e.role == "heading" or e.tag in HEADINGS) and e.in_viewport(0.5) and fold(e.name) in alts:
            return e.name
    return None


async def back_to_tabs(ctx: ProbeContext, home: list[str]) -> None:
    """Press again each tab selected when the probe began that another tab it opened has replaced."""
    for t in await ctx.session.script(TABS_JS):
        if t["name"] in home and not t["selected"] and t["drawn"]:
            if not t["inview"]:
                await wheel_toward(ctx, t["point"][1], f"'{t['name']}'")
                t = next((n for n in await ctx.session.script(TABS_JS) if n["name"] == t["name"]), t)
            ctx.evidence.append(f"went back to tab '{t['name']}'")
            x, y = t["point"]
            await ctx.act(f"open tab '{t['name']}'", [InputEvent(kind="click", x=x, y=y)])


def other_rows_toggle(cand: dict[str, Any]) -> str | None:
    """A doubt when ``cand`` (an ``expanders.js`` candidate) is one of several toggles repeated once per row
    or card that each hide the target (a booking's "⋯" menu in each row, each with its "Reschedule…"), in a
    row neither the plan's item nor the task names: its menu acts on that row's item, which may not be the
    one meant, so what follows is no evidence against the app. A tab among tabs is none: one tab's panel
    holds the target."""
    rowed = int(cand.get("rowed") or 0)
    if rowed < 2 or cand.get("mine"):
        return None
    return (
        f"'{cand['name']}' is one of {rowed} toggles, one per row, each hiding the target, in a row "
        "neither the plan nor the task names: what its menu did acted on that row's item"
    )

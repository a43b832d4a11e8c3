"""Type C probe for a control the page enables once a box of text has been read to its end: terms, a licence
or a consent text in a scroll box above "Accept" or "Delete account" (the plan names the button, not the
reading). Like ``C.enabled`` it checks whether the control's disabled state stands, here once the page has
been read: it wheels each box to its end, as a reader does, then performs the step."""

from __future__ import annotations

from typing import Any

from ...browser import CaseSession
from ...method import FDS
from ...suite import Case
from ...trajectory import InputEvent, PageState
from ._base import ProbeContext, load_js, probe

_UNREAD_JS = load_js("unread")
MAX_TURNS = 40
"""Wheel turns the probe spends reading boxes to their end."""


async def unread_boxes(session: CaseSession) -> list[dict[str, Any]]:
    """Scroll boxes on the page (not the page itself) holding text not yet scrolled into view: each with its
    ``name`` (its label or first words), the pixels ``left`` below its view, its ``height`` and a ``point``
    in the viewport to wheel at (None when it is out of view)."""
    got = await session.script(_UNREAD_JS)
    return [b for b in got if isinstance(b, dict)] if isinstance(got, list) else []


def _read_feasible(fds: FDS, state: PageState, case: Case) -> tuple[float, str] | None:
    if fds.error_kind != "target_disabled":
        return None
    # The page's boxes are not in the state: a page with none makes the branch inapplicable at once.
    return 0.8, "a box of text may have to be read to its end before the control is enabled"


@probe(
    "C.read_to_end",
    "C",
    "wheel each box of text not yet read to its end (terms above an Accept), then repeat the step",
    1.0,
    _read_feasible,
)
async def read_to_end(ctx: ProbeContext) -> bool | None:
    boxes = [b for b in await unread_boxes(ctx.session) if b.get("point")]
    if not boxes:
        return None  # nothing on the screen left unread
    read: list[str] = []
    for _ in range(MAX_TURNS):
        box = next((b for b in boxes if b.get("point")), None)
        if box is None:
            break
        (x, y), name = box["point"], str(box["name"])
        dy = min(float(box["left"]) + 8.0, 0.85 * float(box["height"]))
        await ctx.act(
            f"scroll by (0, {dy:.0f}) in '{name[:40]}'", [InputEvent(kind="wheel", x=x, y=y, dx=0.0, dy=dy)]
        )
        await ctx.wait_quiet(max_s=0.3)
        now = await unread_boxes(ctx.session)
        if name not in read and not any(b["name"] == name for b in now):
            read.append(name)
        if any(b["name"] == name and b["left"] >= box["left"] for b in now):
            ctx.evidence.append(f"the wheel no longer moves '{name[:40]}'")
            break
        boxes = [b for b in now if b.get("point")]
    if read:
        ctx.evidence.append("read to its end: " + ", ".join(f"'{n[:40]}'" for n in read))
    await ctx.wait_quiet(max_s=1.0)
    return (await ctx.do_step()).ok

"""Restoring the app to a fork point (METHOD.md section 6): hot from the checkpoint, else cold replay.

Every branch gets a new browser context, so no branch ever runs on a page an earlier branch changed.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Literal

from playwright.async_api import Browser

from ..browser import CaseSession, fingerprint, replay
from ._models import RestoreContext

logger = logging.getLogger(__name__)

RestoreMode = Literal["hot", "cold", "cold-diverged"]


@dataclass
class Restored:
    session: CaseSession
    mode: RestoreMode
    note: str | None = None


async def restore(
    browser: Browser, viewport: tuple[int, int], entry_url: str, ctx: RestoreContext, settle_s: float
) -> Restored:
    """A fresh context at the fork point, verified against the fingerprint recorded there."""
    initial_viewport = viewport
    # The window size at the fork: a branch may have enlarged it (a user resizing the window).
    for ev in (e for step in ctx.path for e in step if e.kind == "resize"):
        viewport = (int(ev.x or viewport[0]), int(ev.y or viewport[1]))
    if ctx.path:
        # Hot: the checkpoint's storage state and URL may already rebuild the page (apps that persist state).
        session = await CaseSession(browser, viewport=viewport, storage_state=ctx.storage_state).open()
        try:
            await session.goto(ctx.url)
            await session.settle(settle_s)
            if fingerprint(await session.read_state()) == ctx.fingerprint:
                return Restored(session, "hot")
        except BaseException:
            await session.close()
            raise
        await session.close()
    # Cold: from the entry page, replay the recorded input up to the fork.
    session = await CaseSession(browser, viewport=initial_viewport).open()
    try:
        await session.goto(entry_url)
        await replay(session.page, ctx.path, settle_s)
        session.viewport = viewport
        got = fingerprint(await session.read_state())
    except BaseException:
        await session.close()
        raise
    if got != ctx.fingerprint:
        note = f"page after replay differs from the fork checkpoint ({got[:8]} != {ctx.fingerprint[:8]})"
        logger.info("restore diverged: %s", note)
        return Restored(session, "cold-diverged", note)
    return Restored(session, "cold" if ctx.path else "hot")

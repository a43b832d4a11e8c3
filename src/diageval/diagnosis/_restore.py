"""Restoring the app to a fork point (METHOD.md section 6): hot from the checkpoint, else cold replay.

Every branch gets a new browser context, so no branch ever runs on a page an earlier branch changed.
A hot restore re-creates the pointer's position by moving the mouse where the recorded input left it (what a
user's hand does; it brings back hover-revealed controls); focus, scroll, popovers and every control's
state are in the fingerprint, so a hot page that lost any of them is refused and the input is replayed.
Cold replay first runs with a short settle time and falls back to the agent's own settle time, at the
recorded pace (at least the recorded time between steps, and before each recording's first input), only
when the page does not match the fork's fingerprint, so deterministic apps restore quickly and
timing-sensitive ones still restore faithfully.
"""

from __future__ import annotations

import asyncio
import logging
import re
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Literal

from playwright.async_api import Browser

from ..browser import LATER_MAX_S, SENT_KINDS, CaseSession, ContextOptions, DialogPolicy, fingerprint, replay
from ..method import RestoreContext
from ..trajectory import InputEvent, PageState

logger = logging.getLogger(__name__)

RestoreMode = Literal["hot", "cold", "cold-diverged"]
FAST_SETTLE_S = 0.1
CATCH_UP_S = 3.0
"""How long a replayed page that does not match the checkpoint yet gets to reach it (timers still running)."""


@dataclass
class Restored:
    session: CaseSession
    mode: RestoreMode
    note: str | None = None
    replayed: int = 0
    """Recorded steps of input replayed to get here (0: the fork's own checkpoint rebuilt the page)."""
    waits_cut: int = 0
    """Recorded waits the replay ended early, the page being where the recording was after them."""
    untouched: str | None = None
    """Set by a branch that found nothing to act on and left the page as it was: the page's fingerprint
    when that branch began. The session then stays open for the next branch of the round."""


LOADING = re.compile(
    r"\b(loading|please wait|fetching|initiali[sz]ing)\b|aria-busy|progressbar", re.IGNORECASE
)
"""Words and roles of a page that says it is still loading."""

LOADED_WAIT_S = 5.0
"""How long a restored page that says it is loading gets to finish before a branch or a round's plan reads
it."""


def says_loading(busy: list[str], text: str, gauges: frozenset[str] = frozenset()) -> str | None:
    """The loading indicator a page shows, if any: a busy region, a progress bar, a spinner or a skeleton
    placeholder (``busy``), or words such as 'Loading…' or 'Please wait' in its text. ``gauges``: progress
    bars known to stand at their value (a wizard's "step 2 of 4"), which say nothing of loading, nor does
    the role the page's snapshot names them by."""
    shown = [b for b in busy if b not in gauges]
    if shown:
        return shown[0]
    for m in LOADING.finditer(text):
        if not (gauges and m.group(0).lower() == "progressbar"):
            return m.group(0)
    return None


async def until_loaded(session: CaseSession, memo: RestoreMemo, key: str) -> None:
    """Wait, at most :data:`LOADED_WAIT_S`, for a restored page to stop saying it is loading. What a probe
    can act on (a list's pager, a menu, a scroll container) shows only once it has: planned or run on the
    page before, an expansion finds nothing, and "every applicable expansion" (target absent) misses it. A
    fork whose page never stopped is not waited on again, nor one whose page went quiet with nothing set for
    later while it still said so (words such as "Loading dock" in a page that is done)."""
    if key in memo.still_loading:
        return
    deadline = time.perf_counter() + LOADED_WAIT_S
    state = await session.read_state()
    while says_loading(state.busy, state.text):
        if time.perf_counter() >= deadline or (
            session.quiet.reached and not await session.quiet.later(LATER_MAX_S)
        ):
            memo.still_loading.add(key)
            return
        await session.wait_quiet(max_s=0.5)
        state = await session.read_state()


SCHEDULED_WAIT_S = 2.5
"""How long a restored page gets, before any input, for what it scheduled as it loaded and has not shown
yet: a notice or a dialog the app opens on its own a moment after load (1.5 s), over the page. A replay
reaches the fork's page sooner than the agent did; without this, that notice opens in the middle of a
probe's input (over the field being typed into, taking the focus) instead of before it."""


async def until_scheduled(session: CaseSession, memo: RestoreMemo, key: str) -> str | None:
    """Wait, at most :data:`SCHEDULED_WAIT_S`, while the restored page has a timeout of its own due soon or a
    request in flight (:meth:`QuietWatch.pending`); a note when the page changed meanwhile. A fork whose
    page never went quiet so (a timer that sets itself again) is not waited on again."""
    if key in memo.restless or await session.quiet.pending() == 0:
        return None
    before = await session.quiet.mutations()
    waited = await session.wait_quiet(max_s=SCHEDULED_WAIT_S)
    if not session.quiet.reached:
        memo.restless.add(key)
    if await session.quiet.mutations() == before:
        return None
    return f"waited {waited:.1f} s for what the page had scheduled, before any input"


@dataclass
class RestoreMemo:
    """What earlier restores of the same fork learnt, so later branches skip attempts that cannot work."""

    hot_fails: set[str] = field(default_factory=set)
    fast_fails: set[str] = field(default_factory=set)
    waypoint_fails: set[str] = field(default_factory=set)
    still_loading: set[str] = field(default_factory=set)
    """Forks whose page still said it was loading after :data:`LOADED_WAIT_S`."""
    restless: set[str] = field(default_factory=set)
    """Forks whose page did not go quiet within :data:`SCHEDULED_WAIT_S`."""
    settled: dict[str, str] = field(default_factory=dict)
    """For a checkpoint taken mid-transition: the page (fingerprint) the replays of its input settle on."""
    seen: dict[str, list[str]] = field(default_factory=dict)
    """For such a checkpoint: the page each replay of its input settled on so far, in this restore or an
    earlier one (branches restore the same fork at the same time: one that starts after another's first
    replay failed replays once, and its page is compared with the others')."""


def last_pointer(path: list[list[InputEvent]]) -> tuple[float, float] | None:
    """Where the recorded input left the mouse pointer, if it moved it at all (a navigation does not move
    it)."""
    for ev in (e for step in reversed(path) for e in reversed(step)):
        if ev.kind == "drag" and ev.x2 is not None and ev.y2 is not None:
            return ev.x2, ev.y2
        pointed = ev.kind in ("click", "dblclick", "hover", "wheel", "upload")
        if pointed and ev.x is not None and ev.y is not None:
            return ev.x, ev.y
    return None


def _reload_shows_earlier_page(ctx: RestoreContext) -> bool:
    """Whether a hot restore of ``ctx`` would only rebuild an earlier page load of its path (the entry page,
    or its waypoint): the same URL and storage, on an app whose pages depend on nothing else, load the same
    page. The input since (what a reload loses: an open dialog, typed text, a client-side filter, a tab
    chosen while the page was still loading, which shows only once it has) made the fork's page, even one
    that looks like the earlier page; it is replayed instead of first loading a page that cannot be it."""
    return any(
        wp.url == ctx.url
        and wp.storage_state == ctx.storage_state
        and (
            wp.fingerprint != ctx.fingerprint
            or any(ev.kind in SENT_KINDS for step in ctx.path[wp.steps :] for ev in step)
        )
        for wp in (ctx.waypoint, ctx.entry)
        if wp is not None
    )


def _key(ctx: RestoreContext) -> str:
    return f"{ctx.fingerprint}:{len(ctx.path)}"


async def restore(
    browser: Browser,
    viewport: tuple[int, int],
    entry_url: str,
    ctx: RestoreContext,
    settle_s: float,
    memo: RestoreMemo | None = None,
    *,
    dialogs: DialogPolicy = "accept",
    options: ContextOptions | None = None,
    stateless: bool = False,
) -> Restored:
    """A fresh context at the fork point (:func:`_restore`), once its page no longer says it is loading
    (:func:`until_loaded`) and what it scheduled as it loaded has happened (:func:`until_scheduled`)."""
    memo = memo if memo is not None else RestoreMemo()
    got = await _restore(
        browser,
        viewport,
        entry_url,
        ctx,
        settle_s,
        memo,
        dialogs=dialogs,
        options=options,
        stateless=stateless,
    )
    if got.mode != "cold-diverged":
        try:
            await until_loaded(got.session, memo, _key(ctx))
            waited = await until_scheduled(got.session, memo, _key(ctx))
            if waited is not None:
                got.note = "; ".join(n for n in (got.note, waited) if n)
        except BaseException:
            await got.session.close()
            raise
    return got


async def _restore(
    browser: Browser,
    viewport: tuple[int, int],
    entry_url: str,
    ctx: RestoreContext,
    settle_s: float,
    memo: RestoreMemo,
    *,
    dialogs: DialogPolicy = "accept",
    options: ContextOptions | None = None,
    stateless: bool = False,
) -> Restored:
    """A fresh context at the fork point, verified against the fingerprint recorded there.

    ``stateless``: the app keeps no state outside the browser, so loading a URL with some storage shows
    what an earlier page load with the same URL and storage showed."""
    key = _key(ctx)
    initial_viewport = viewport
    # The window size at the fork: a branch may have enlarged it (a user resizing the window).
    for ev in (e for step in ctx.path for e in step if e.kind == "resize"):
        viewport = (int(ev.x or viewport[0]), int(ev.y or viewport[1]))
    if ctx.path and stateless and _reload_shows_earlier_page(ctx):
        memo.hot_fails.add(key)
    if ctx.path and key not in memo.hot_fails:
        # Hot: the checkpoint's storage state and URL may already rebuild the page (apps that persist state).
        session = await CaseSession(
            browser, viewport=viewport, storage_state=ctx.storage_state, dialogs=dialogs, options=options
        ).open()
        try:
            await session.goto(ctx.url)
            pointer = last_pointer(ctx.path)
            if pointer is not None:
                await session.page.mouse.move(*pointer)
            # The page had the agent's settle time before its checkpoint: it gets as long to match it.
            if await _reaches(session, ctx.fingerprint, settle_s):
                return Restored(session, "hot")
        except BaseException:
            await session.close()
            raise
        await session.close()
        memo.hot_fails.add(key)
    if ctx.waypoint is not None and key not in memo.waypoint_fails:
        # The nearest earlier checkpoint where a new page began: rebuild it, replay only the input since.
        got_there = await _from_waypoint(browser, viewport, ctx, settle_s, dialogs, options)
        if got_there is not None:
            return got_there
        memo.waypoint_fails.add(key)
    if not ctx.path:
        session, _ = await _cold(
            browser, initial_viewport, viewport, entry_url, ctx, settle_s, dialogs, False, options
        )
        return Restored(session, "hot")
    # (settle time, paced): a quick replay first, then one at the recorded pace.
    attempts = [(settle_s, True)]
    if key not in memo.fast_fails and settle_s > FAST_SETTLE_S:
        attempts.insert(0, (FAST_SETTLE_S, False))
    got = ""
    settled = memo.seen.setdefault(key, [])
    i, again = 0, False
    while i < len(attempts):
        settle, paced = attempts[i]
        last = i + 1 == len(attempts)
        session, cut = await _cold(
            browser, initial_viewport, viewport, entry_url, ctx, settle, dialogs, paced, options
        )
        try:
            state = await session.read_state()
        except BaseException:
            await session.close()
            raise
        got = fingerprint(state)
        if got == ctx.fingerprint:
            return Restored(session, "cold", replayed=len(ctx.path), waits_cut=cut)
        if last and key not in memo.settled:
            # The replay may have ended earlier in a timed transition than the moment the checkpoint was
            # taken (a busy machine, "Preparing..." before "Ready"): the page gets a few seconds to reach it.
            try:
                state, got = await _await_fingerprint(session, ctx.fingerprint, CATCH_UP_S)
            except BaseException:
                await session.close()
                raise
            if got == ctx.fingerprint:
                note = "the page reached the checkpoint after the replay"
                return Restored(session, "cold", note, len(ctx.path), waits_cut=cut)
        if session.missed:
            # A recorded press went where its element no longer was (a notice that comes in on a timer
            # covered it when the paced replay sent it): only the checkpoint itself counts as the fork's page.
            # The quick replay, which sends each input as soon as the page is as recorded, goes once more.
            if paced and not again:
                attempts.append((FAST_SETTLE_S, False))
                again, last = True, False
        elif last and ctx.content_fingerprint == fingerprint(state, layout=False):
            # The recorded input replayed exactly and the page holds the same text, controls and states;
            # only boxes moved (an animation caught at another moment when the checkpoint was taken).
            return Restored(
                session,
                "cold",
                "same content as the checkpoint; layout differs (animation timing)",
                len(ctx.path),
                waits_cut=cut,
            )
        elif ctx.moving:
            # The checkpoint caught the page between two settled pages (a dialog fading in on a busy machine):
            # no replay lands on that frame again. The page the same input settles on, twice, is one the
            # recorded path produces; the agent's page was on its way to it without any further input.
            try:
                await session.wait_quiet(max_s=CATCH_UP_S)
                got = fingerprint(await session.read_state())
            except BaseException:
                await session.close()
                raise
            if got in settled:
                memo.settled[key] = got
                note = "the checkpoint caught the page mid-transition; the replays settle on the same page"
                return Restored(session, "cold", note, len(ctx.path), waits_cut=cut)
            settled.append(got)
        if not last:
            if not paced:
                memo.fast_fails.add(key)
            await session.close()
        i += 1
    note = f"page after replay differs from the fork checkpoint ({got[:8]} != {ctx.fingerprint[:8]})"
    if session.missed:
        note += f"; the replayed press on '{session.missed[0]}' met something else"
    logger.info("restore diverged: %s", note)
    return Restored(session, "cold-diverged", note, len(ctx.path), waits_cut=cut)


async def _from_waypoint(
    browser: Browser,
    viewport: tuple[int, int],
    ctx: RestoreContext,
    settle_s: float,
    dialogs: DialogPolicy,
    options: ContextOptions | None = None,
) -> Restored | None:
    """Restore ``ctx.waypoint`` (storage state and URL, verified by its fingerprint), replay the input
    recorded since it and verify the fork's fingerprint; None (nothing left open) when either differs."""
    wp = ctx.waypoint
    assert wp is not None
    rest = ctx.path[wp.steps :]
    session = await CaseSession(
        browser, viewport=viewport, storage_state=wp.storage_state, dialogs=dialogs, options=options
    ).open()
    try:
        await session.goto(wp.url)
        if await _reaches(session, wp.fingerprint, settle_s):
            # Quickly, as the first cold attempt does; the page then gets the agent's settle time to match.
            marks = ctx.marks[wp.steps :]
            ready = _ready(session, [wp.fingerprint, *marks])
            cut = await replay(
                session.page,
                rest,
                FAST_SETTLE_S,
                guide=_guide(session, marks),
                ready=ready,
                reground=session.reground,
            )
            if await _reaches(session, ctx.fingerprint, settle_s):
                note = f"from the checkpoint after step {wp.steps}, {len(rest)} steps replayed"
                return Restored(session, "hot", note, len(rest), waits_cut=cut)
    except BaseException:
        await session.close()
        raise
    await session.close()
    return None


def _guide(session: CaseSession, marks: list[str | None]) -> Callable[[int], Awaitable[bool]]:
    """Whether the page is where the recording was after step ``i`` of the replay, with nothing in flight and
    no timeout of its own still to fire, however far ahead (a check due 6 s after typing changes what the
    next input meets, on a page that looks the same until then): a wait that ends a step can end there."""

    async def there(i: int) -> bool:
        want = marks[i] if i < len(marks) else None
        if want is None or await session.quiet.pending() > 0 or await session.quiet.later(LATER_MAX_S) > 0:
            return False
        return fingerprint(await session.read_state()) == want

    return there


def _ready(session: CaseSession, before: list[str | None]) -> Callable[[int], Awaitable[bool]]:
    """Whether the page is ready for step ``i``'s input: nothing in flight and no timeout due soon, or it
    is where the recording was when that input was sent (``before[i]``: the fingerprint after the step
    before it, or of the page as it loaded): an input recorded while the page was still moving goes at the
    same moment of the page's own changes."""

    async def ready(i: int) -> bool:
        if await session.quiet.pending() == 0:
            return True
        want = before[i] if i < len(before) else None
        return want is not None and fingerprint(await session.read_state()) == want

    return ready


async def _reaches(session: CaseSession, want: str, within_s: float) -> bool:
    """Whether the page's fingerprint is ``want`` now or becomes it within ``within_s``."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + within_s
    while fingerprint(await session.read_state()) != want:
        if loop.time() >= deadline:
            return False
        await session.quiet.pause(0.1)
    return True


async def _await_fingerprint(session: CaseSession, want: str, within_s: float) -> tuple[PageState, str]:
    """Read the page until its fingerprint is ``want`` or ``within_s`` has passed; the last reading."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + within_s
    while True:
        await asyncio.sleep(0.25)
        state = await session.read_state()
        got = fingerprint(state)
        if got == want or loop.time() >= deadline:
            return state, got


async def _cold(
    browser: Browser,
    initial_viewport: tuple[int, int],
    viewport: tuple[int, int],
    entry_url: str,
    ctx: RestoreContext,
    settle_s: float,
    dialogs: DialogPolicy,
    paced: bool,
    options: ContextOptions | None = None,
) -> tuple[CaseSession, int]:
    """From the entry page, replay the recorded input up to the fork (``paced``: at the recorded pace,
    every recorded wait in full); also how many recorded waits the replay ended early (:func:`_guide`).
    The context starts from the suite's base storage state (``options``), as the case's own run did."""
    session = await CaseSession(browser, viewport=initial_viewport, dialogs=dialogs, options=options).open()
    try:
        await session.goto(entry_url)
        before = [ctx.entry.fingerprint if ctx.entry is not None else None, *ctx.marks]
        cut = await replay(
            session.page,
            ctx.path,
            settle_s,
            paced=paced,
            guide=_guide(session, ctx.marks),
            ready=_ready(session, before),
            reground=session.reground,
        )
        session.viewport = viewport
    except BaseException:
        await session.close()
        raise
    return session, cut

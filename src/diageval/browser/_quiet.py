"""Waiting for a quiet page: nothing in flight, nothing scheduled, no DOM change for a short window.

A page is quiet when no request its scripts made (fetch, XMLHttpRequest) is still in flight, no timeout of
its own falls due soon, no finite animation or transition runs, and its DOM has not changed for
``QUIET_WINDOW_S``. All of that is read in the page (``pending.js``), not from the browser's network
events, which cost diageval three messages for every file a page loads. Such a page shows what it
will show until the next input: a branch waits for that instead of a fixed sleep, so a fast page costs a
fraction of a second and a slow one (a request taking 2 s, "Saved" shown by a timer) still gets its time,
up to a bound. What is never counted: WebSocket and event-stream connections, requests in flight for
longer than ``LONG_REQUEST_S`` (long polls: open for as long as the page is), loads the page's markup
starts (images, a lazily imported module: they do not hold back the page's answer to an input), intervals
and animation frames (they repeat for as long as a page is open), infinite animations (a spinner: the
pages that show one are handled by the work-in-progress rules of the diagnosis).
"""

from __future__ import annotations

import asyncio
import time
from importlib import resources
from typing import TYPE_CHECKING

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Page

if TYPE_CHECKING:
    from ._world import IsolatedWorld

PENDING_JS = resources.files("diageval.browser").joinpath("js/pending.js").read_text(encoding="utf-8")
QUIET_WINDOW_S = 0.3
"""How long the DOM must stay unchanged, with nothing pending, for a page to count as quiet: ten frames at
30 fps, longer than a chain of renders that one input starts (a framework's update, then a transition's
first frame), and short enough that a quiet page costs little."""
TIMER_HORIZON_S = 5.0
"""Timeouts due further ahead than this do not hold a page back (a session expiry, a reminder in a
minute); a reaction scheduled within it (a toast after 1.5 s) does."""
LONG_REQUEST_S = 5.0
"""A request in flight longer than this is a long poll or a stream, not a reaction being loaded."""
POLL_S = 0.1
_READ_PENDING = (
    "([h, l]) => { const f = window[Symbol.for('diageval.pending')]; return f ? f(h, l) : [0, 0, 0]; }"
)
_READ_MUTATIONS = "() => window.__dgMut ? window.__dgMut.n : 0"
_READ_LATER = (
    "([s, h, m, d]) => { const f = window[Symbol.for('diageval.pending')];"
    " return f && f.later ? f.later(s, h, m, d) : 0; }"
)
LATER_MAX_S = 60.0
"""Timeouts due further ahead than this are not a reaction to an input (a session expiry, a reminder)."""


class QuietWatch:
    """Reads a page's requests in flight, pending timeouts and animations (from ``pending.js``) and its DOM
    mutation counter (from the isolated world)."""

    def __init__(self, page: Page, world: IsolatedWorld) -> None:
        self.page = page
        self.world = world
        self.waited_s = 0.0
        """Seconds this page's session spent waiting (settles, quiet waits, pauses): where time goes."""
        self.reached = False
        """Whether the last :meth:`wait` ended with the page quiet (False: it ran out of time)."""
        self._quiet_at = -1
        """The mutation counter when the last :meth:`wait` found the page quiet (-1: it did not)."""

    async def pending(self) -> int:
        """Requests in flight, timeouts due within the horizon, finite animations running."""
        try:
            got = await self.page.evaluate(_READ_PENDING, [TIMER_HORIZON_S * 1000, LONG_REQUEST_S * 1000])
        except PlaywrightError:
            return 1  # a page between documents (a navigation under way) is not quiet
        return sum(int(n) for n in got)

    async def later(self, since_s: float) -> int:
        """Timeouts the page set within the last ``since_s`` seconds, not fired yet, for a delay longer than
        the horizon (and at most ``LATER_MAX_S``): a result it promised for later."""
        return int(await self._later(since_s, False))

    async def later_due(self, since_s: float) -> float:
        """Seconds until the last of :meth:`later`'s timeouts fires (0: none is pending)."""
        return await self._later(since_s, True) / 1000

    async def _later(self, since_s: float, until_due: bool) -> float:
        try:
            args = [since_s * 1000, TIMER_HORIZON_S * 1000, LATER_MAX_S * 1000, until_due]
            return float(await self.page.evaluate(_READ_LATER, args))
        except (PlaywrightError, ValueError, TypeError):
            return 0.0

    async def mutations(self) -> int:
        try:
            return int(await self.world.evaluate(_READ_MUTATIONS))
        except (PlaywrightError, ValueError, TypeError):
            return -1

    async def still_quiet(self) -> bool:
        """Whether the page is as quiet as the last :meth:`wait` found it: that wait ended quiet, the DOM
        has not changed since and nothing is pending. Only for a page that got no input since that wait
        (an input's reaction may not have begun yet)."""
        if self._quiet_at < 0:
            return False
        return await self.mutations() == self._quiet_at and await self.pending() == 0

    async def pause(self, seconds: float) -> None:
        """A fixed wait, counted."""
        if seconds > 0:
            t0 = time.perf_counter()
            await asyncio.sleep(seconds)
            self.waited_s += time.perf_counter() - t0

    async def wait(self, *, max_s: float, min_s: float = 0.0, window_s: float = QUIET_WINDOW_S) -> float:
        """Wait until the page is quiet (at least ``min_s``, at most ``max_s``); the seconds waited."""
        t0 = time.perf_counter()
        last = await self.mutations()
        quiet_since = t0
        self.reached, self._quiet_at = False, -1
        while True:
            now = time.perf_counter()
            if now - t0 >= max_s:
                break
            await asyncio.sleep(POLL_S)
            n = await self.mutations()
            now = time.perf_counter()
            if n != last or n < 0:
                last, quiet_since = n, now
                continue
            if now - quiet_since >= window_s and now - t0 >= min_s and await self.pending() == 0:
                self.reached, self._quiet_at = True, n
                break
        waited = time.perf_counter() - t0
        self.waited_s += waited
        return waited

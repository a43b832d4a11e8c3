"""User input, and nothing else: mouse, keyboard, wheel, file chooser, navigation, waiting.

Everything diageval does to a page goes through :func:`perform`, so every action is a valid user path
(METHOD.md) and can be recorded and replayed exactly. There is no ``element.click()``, no DOM edit and
no forced click here, by design.
"""

from __future__ import annotations

import asyncio
import contextlib
import weakref
from collections.abc import Awaitable, Callable

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import FileChooser, Page, Request

from .._constants import DEFAULT_ACTION_TIMEOUT_S
from ..trajectory import InputEvent
from ._options import current_secrets

DRAG_STEPS = 8
CHOOSER_WAIT_S = 3.0
_CHOOSERS: weakref.WeakKeyDictionary[Page, list[FileChooser]] = weakref.WeakKeyDictionary()


def watch_file_choosers(page: Page) -> None:
    """Intercept file choosers from the moment the page exists.

    Waiting for the chooser only around the click races with Chromium turning interception on, and a
    click that lands first opens a native dialog nobody sees; a listener held for the page's life does not.
    """
    _CHOOSERS.setdefault(page, [])
    page.on("filechooser", lambda fc: _CHOOSERS.setdefault(page, []).append(fc))


_INPUT_NAME_JS = """(el) => {
  const t = (v) => (v || "").replace(/\\s+/g, " ").trim();
  const by = (el.getAttribute("aria-labelledby") || "").split(/\\s+/).map((i) => document.getElementById(i));
  return [el.getAttribute("aria-label"), ...by.map((n) => n && n.innerText), ...[...(el.labels || [])]
    .map((l) => l.innerText), el.title].map(t).filter(Boolean).join(" ") || null;
}"""
"""The name a person reads for a file input: its aria-label, the text it is labelled by, its labels."""


async def perform(page: Page, ev: InputEvent) -> str | None:
    """Send one input event to the page. For an upload, the name of the file input whose chooser the click
    opened (the input that took the file), when it has one."""
    m, kb = page.mouse, page.keyboard
    if ev.kind in ("click", "dblclick", "hover"):
        assert ev.x is not None and ev.y is not None
        await m.move(ev.x, ev.y)
        if ev.kind == "click":
            await m.click(ev.x, ev.y)
        elif ev.kind == "dblclick":
            await m.dblclick(ev.x, ev.y)
    elif ev.kind == "type":
        # The recorded text keeps a secret's ${NAME}; only the keystrokes carry its value.
        await kb.type(current_secrets().resolve(ev.text or ""))
    elif ev.kind == "press":
        await kb.press(ev.key or "")
    elif ev.kind == "wheel":
        if ev.x is not None and ev.y is not None:
            await m.move(ev.x, ev.y)
        await m.wheel(ev.dx or 0, ev.dy or 0)
    elif ev.kind == "drag":
        assert None not in (ev.x, ev.y, ev.x2, ev.y2)
        x, y, x2, y2 = float(ev.x or 0), float(ev.y or 0), float(ev.x2 or 0), float(ev.y2 or 0)
        await m.move(x, y)
        await m.down()
        await m.move(x + 5, y + 5, steps=2)
        await m.move(x2, y2, steps=DRAG_STEPS)
        await m.up()
    elif ev.kind == "upload":
        assert ev.x is not None and ev.y is not None
        opened = _CHOOSERS.setdefault(page, [])
        opened.clear()
        # One click, as recorded: a control that needs a second click is what the trajectory must show
        # (a retry here would hide a "first click does nothing" defect; the diagnosis may repeat the step).
        await m.click(ev.x, ev.y)
        for _ in range(int(CHOOSER_WAIT_S / 0.05)):
            if opened:
                break
            await asyncio.sleep(0.05)
        if not opened:
            raise PlaywrightError(f"no filechooser opened within {CHOOSER_WAIT_S:g} s of the click")
        chooser = opened.pop()
        await chooser.set_files(ev.files or [])
        try:
            name = await chooser.element.evaluate(_INPUT_NAME_JS)
        except PlaywrightError:
            return None  # the page replaced the input once it took the file
        return str(name) if name else None
    elif ev.kind == "goto":
        await page.goto(ev.url or "", wait_until="load", timeout=DEFAULT_ACTION_TIMEOUT_S * 3000)
    elif ev.kind == "reload":
        # The browser's reload (F5): the page loads its URL anew, keeping the tab's storage.
        await page.reload(wait_until="load", timeout=DEFAULT_ACTION_TIMEOUT_S * 3000)
    elif ev.kind == "wait":
        await asyncio.sleep(ev.seconds or 0)
    elif ev.kind == "resize":
        # The user resizing (maximising) the window: x, y carry the new viewport size.
        await page.set_viewport_size({"width": int(ev.x or 0), "height": int(ev.y or 0)})
    return None


async def replay(
    page: Page,
    steps: list[list[InputEvent]],
    settle_s: float,
    *,
    paced: bool = False,
    guide: Callable[[int], Awaitable[bool]] | None = None,
    ready: Callable[[int], Awaitable[bool]] | None = None,
    reground: Callable[[InputEvent], Awaitable[InputEvent]] | None = None,
) -> int:
    """Replay recorded steps (each a list of events), settling after each step as the agent did.

    ``paced``: also keep at least the recorded time between consecutive steps (their ``at``), so content
    that a page shows on a timer is there when the next input comes, as it was when it was recorded. The
    first step of a recording (``at`` counts from the moment its page was ready) waits for its own ``at``
    too: an app that loads late had loaded when the recorded input came. Steps recorded by a later
    trajectory (a branch from a fork) start a new recording, whose times count from where it began.

    ``guide`` (unpaced replays only): called with a step's index during a recorded wait that ends the
    step; True once the page is where the recording was after that step, which ends the wait early (a
    test's ``wait: 3`` for a list that loads in half a second). Returns how many waits ended so.

    ``ready``: called with a step's index before its input is sent; True once the page is ready for it (as
    it was when the input was recorded, or done with what it had under way). A page still loading its
    components on a busy machine would take a recorded click meant for a tab somewhere else. Each step's
    input waits up to ``READY_MAX_S`` for it; a page that never gets ready (a clock ticking every second)
    costs that once per replay, then is not asked again.

    ``reground``: a recorded press as it is sent now (the page's layout may have moved since it was recorded:
    a notice that came in above, content that loaded late, at another moment of the replay)."""
    loop = asyncio.get_running_loop()
    prev_at: float | None = None
    prev_sent = segment_start = loop.time()
    loads = _LoadWatch(page)
    ended = 0
    try:
        for i, events in enumerate(steps):
            if not events:
                continue
            at = events[0].at
            if paced and at is not None:
                if prev_at is not None and at >= prev_at:
                    await asyncio.sleep(max(0.0, (at - prev_at) - (loop.time() - prev_sent)))
                else:  # the first step of a recording
                    await asyncio.sleep(max(0.0, at - (loop.time() - segment_start)))
            sent = any(ev.kind in SENT_KINDS for ev in events)
            if ready is not None and sent and not await _until(i, ready):
                ready = None
            prev_at, prev_sent = at, loop.time()
            loads.arm()
            for k, ev in enumerate(events):
                if ev.kind == "wait" and k + 1 == len(events) and guide is not None and not paced:
                    ended += await _guided_wait(i, ev.seconds or 0, guide)
                else:
                    if reground is not None and (ev.name or ev.met) and ev.kind in ("click", "dblclick"):
                        ev = await reground(ev)
                    await perform(page, ev)
            await asyncio.sleep(settle_s)
            if await loads.landed(NAVIGATION_WAIT_S):
                await asyncio.sleep(settle_s)  # the agent's settle time on the page that came
            segment_start = loop.time()
    finally:
        loads.close()
    return ended


GUIDE_POLL_S = 0.15
READY_MAX_S = 2.0
"""How long a replayed step's input waits for the page to be ready for it (see :func:`replay`)."""
SENT_KINDS = ("click", "dblclick", "hover", "type", "press", "wheel", "drag", "upload")
"""Events that send input to what the page shows at that moment."""


async def _until(step: int, ready: Callable[[int], Awaitable[bool]]) -> bool:
    """Poll ``ready(step)`` for up to ``READY_MAX_S``: whether it held."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + READY_MAX_S
    while not await ready(step):
        if loop.time() >= deadline:
            return False
        await asyncio.sleep(GUIDE_POLL_S)
    return True


async def _guided_wait(step: int, seconds: float, guide: Callable[[int], Awaitable[bool]]) -> int:
    """Wait ``seconds``, or less once ``guide(step)`` holds: 1 when it ended the wait early."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    while (left := deadline - loop.time()) > 0:
        await asyncio.sleep(min(GUIDE_POLL_S, left))
        if loop.time() < deadline and await guide(step):
            return 1
    return 0


NAVIGATION_WAIT_S = 10.0
"""How long a replayed step that started loading a new document waits for it to load before the next step
(a busy machine or a slow server; a navigation that never loads, such as a download, costs this once)."""


class _LoadWatch:
    """Whether the input of one step started a new document in the page's main frame, and its load.

    The input an agent sent after a link or a form submission came on the page that followed it, loaded: a
    replay that sent it after a fixed settle time alone would type into the old page, or into nothing, when
    the new page is slow to come (a busy machine)."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.started = False
        self.loaded = asyncio.Event()
        page.on("request", self._request)
        page.on("load", self._load)

    def _request(self, request: Request) -> None:
        if request.is_navigation_request() and request.frame == self.page.main_frame:
            self.started = True
            self.loaded.clear()

    def _load(self, _page: Page) -> None:
        self.loaded.set()

    def arm(self) -> None:
        self.started = False

    async def landed(self, within_s: float) -> bool:
        """Wait for the new document the step started, if it has not loaded yet: whether it had to wait."""
        if not self.started or self.loaded.is_set():
            return False
        # On a miss the diagnosis compares the page with the checkpoint and decides what it means.
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self.loaded.wait(), within_s)
        return True

    def close(self) -> None:
        self.page.remove_listener("request", self._request)
        self.page.remove_listener("load", self._load)

"""One case's browser context: open, observe, checkpoint, close."""

from __future__ import annotations

import asyncio
import contextvars
import hashlib
import logging
import re
import time
from importlib import resources
from pathlib import Path
from typing import Any, Literal, cast
from urllib.parse import urlsplit

from playwright.async_api import Browser, BrowserContext, ConsoleMessage, Dialog, Page
from playwright.async_api import Error as PlaywrightError
from pydantic import ValidationError

from .._constants import DEFAULT_ACTION_TIMEOUT_S, MIN_VISIBLE_FRACTION
from .._exceptions import BrowserError
from ..trajectory import Checkpoint, Element, InputEvent, Observation, PageState
from ._input import watch_file_choosers
from ._options import ContextOptions, current_secrets, mask_trace
from ._quiet import PENDING_JS, QuietWatch
from ._shot import screenshot as caret_free_screenshot
from ._world import IsolatedWorld

logger = logging.getLogger(__name__)

_OBSERVE_JS = resources.files("diageval.browser").joinpath("js/observe.js").read_text(encoding="utf-8")
_OBSERVE_STRING_JS = f"(opts) => JSON.stringify(({_OBSERVE_JS.strip()})(opts))"
"""The observer returns one JSON string: a structured serialisation of the same object is ~3x slower."""
_HIT_JS = resources.files("diageval.browser").joinpath("js/hit.js").read_text(encoding="utf-8")
_REGROUND_JS = resources.files("diageval.browser").joinpath("js/reground.js").read_text(encoding="utf-8")
_MET_JS = resources.files("diageval.browser").joinpath("js/met.js").read_text(encoding="utf-8")
MET_WAIT_S = 2.5
"""How long a replayed press that met another element when recorded waits for that element to be at its
point again (a pop-up on a timer comes within a second or two of the page's load or of the input before)."""
_INIT_JS = resources.files("diageval.browser").joinpath("js/init.js").read_text(encoding="utf-8")


def fingerprint(state: PageState, *, layout: bool = True, focus: bool = True) -> str:
    """What a user sees and can operate, hashed: the URL, the visible text (shadow roots included), the
    page's scroll, the focused element, and every control's role, name, state (enabled, checked, selected,
    value) and, when it is rendered, its box. A restore that differs in any of these (a button that a
    reload enabled again, a hidden checkbox whose styled label shows it checked) is not the fork point.

    Boxes are rounded to 4 px so sub-pixel layout noise does not count as a different page. Without
    ``layout`` the boxes are left out: the same content and state laid out at another moment of an
    animation (a panel still sliding in) has the same such fingerprint."""
    h = hashlib.sha256()
    h.update(state.url.encode())
    h.update(b"\0" + state.text.encode())
    h.update(f"\0{round(state.scroll[0])},{round(state.scroll[1])}".encode())
    if focus:
        h.update(f"\0focus:{state.active}".encode())
    for el in state.elements:
        if el.interactive:
            box = "-" if not el.rendered else ",".join(str(round(v / 4)) for v in el.box) if layout else "+"
            h.update(
                f"\0{el.role}|{el.name}|{box}|{el.value}|{el.checked}|{el.selected}|{el.enabled}".encode()
            )
    return h.hexdigest()[:32]


def page_changed(before: PageState, after: PageState) -> bool:
    """The page reacted between two readings: DOM mutations, navigation, what a canvas shows, or a change
    of text, layout, values or scroll. Focus alone is no reaction: every click on a button focuses it."""
    if after.mutations != before.mutations or after.url != before.url or after.drawn != before.drawn:
        return True
    return fingerprint(before, focus=False) != fingerprint(after, focus=False)


DialogPolicy = Literal["accept", "dismiss"]
"""How a JavaScript dialog (alert, confirm, prompt, beforeunload) is answered: OK, or Cancel."""
MAX_DIALOGS_KEPT = 50
"""Dialog texts kept per session; a page that opens dialogs in a loop is counted, not stored without end."""
MAX_UNDRAWN = 50
"""Undrawn controls an observation keeps (:attr:`Observation.undrawn`)."""
MAX_ERRORS_KEPT = 200
"""Failed requests kept per session (a page polling a dead endpoint would otherwise grow without bound)."""
_FAILED_LOAD = re.compile(
    r"^Failed to load resource: (?:the server responded with a status of (\d{3})|(net::[A-Z_]+))"
)
"""How the browser reports, in its console, a request that got an HTTP error or no response at all (every
kind of request: a fetch, a script, an image, a form's page)."""
_METHODS_JS = (
    "(urls) => { const f = window[Symbol.for('diageval.pending')]; return f ? f.methods(urls) : []; }"
)


def _path_of(url: str) -> str:
    """The URL's path and query: the origin is the app's own, on a port that changes with every run."""
    parts = urlsplit(url)
    return (parts.path or "/") + (f"?{parts.query}" if parts.query else "")


tracing: contextvars.ContextVar[bool] = contextvars.ContextVar("diageval_tracing", default=False)
"""Whether sessions of the current case record a Playwright trace (``--trace``)."""


class CaseSession:
    """A fresh browser context and page for one case (or one branch), with console errors collected.

    >>> async with CaseSession(browser, viewport=(1280, 720)) as s:
    ...     await s.goto(url)
    ...     state = await s.read_state()
    """

    def __init__(
        self,
        browser: Browser,
        *,
        viewport: tuple[int, int],
        storage_state: dict[str, Any] | None = None,
        dialogs: DialogPolicy = "accept",
        options: ContextOptions | None = None,
    ) -> None:
        self.browser = browser
        self.options = options or ContextOptions()
        """The suite's login state, headers and credentials (``storage_state`` given here replaces the
        base storage state)."""
        self.viewport = viewport
        self._storage_state = storage_state
        self.dialog_policy: DialogPolicy = dialogs
        self.console_errors: list[str] = []
        self._unnamed: list[tuple[int, str, str]] = []
        """Failed requests not yet named with their method: index in ``console_errors``, URL, outcome."""
        self.dialogs: list[str] = []
        """Texts of the first ``MAX_DIALOGS_KEPT`` dialogs, with how each was answered."""
        self.dialog_count = 0
        """Every dialog the page opened."""
        self.pages_opened = 0
        """Pages (tabs, windows) the app opened in this session's context."""
        self.missed: list[str] = []
        """Names of the recorded presses a replay in this session sent where their element no longer was
        (:meth:`reground`): a page reached so is not the one the recording reached."""
        self._dialogs_observed = 0
        self._context: BrowserContext | None = None
        self._page: Page | None = None
        self._world: IsolatedWorld | None = None
        self._trace: Path | None = None
        self._quiet: QuietWatch | None = None

    @property
    def page(self) -> Page:
        assert self._page is not None, "session not opened"
        return self._page

    @property
    def quiet(self) -> QuietWatch:
        """The page's quiet watch: waits for a quiet page, counts the time spent waiting."""
        assert self._quiet is not None, "session not opened"
        return self._quiet

    @property
    def waited_s(self) -> float:
        """Seconds spent waiting on this page so far (settles, quiet waits, pauses)."""
        return self._quiet.waited_s if self._quiet is not None else 0.0

    @property
    def context(self) -> BrowserContext:
        assert self._context is not None, "session not opened"
        return self._context

    async def open(self) -> CaseSession:
        try:
            self._context = await self.browser.new_context(
                viewport={"width": self.viewport[0], "height": self.viewport[1]},
                accept_downloads=False,
                **self.options.context_args(self._storage_state),
            )
            self._context.set_default_timeout(DEFAULT_ACTION_TIMEOUT_S * 1000)
            await self._context.add_init_script(PENDING_JS)
            self._page = await self._context.new_page()
            self._world = await IsolatedWorld.attach(self._context, self._page, _INIT_JS)
            self._quiet = QuietWatch(self._page, self._world)
        except PlaywrightError as exc:
            raise BrowserError(f"could not open a browser context: {exc.message}") from exc
        self._page.on("console", self._on_console)
        self._page.on("pageerror", lambda err: self.console_errors.append(f"uncaught: {err}"))
        self._page.on("dialog", self._on_dialog)
        self._context.on("page", self._on_new_page)
        watch_file_choosers(self._page)
        return self

    async def _on_dialog(self, dialog: Dialog) -> None:
        # A user reads the dialog and answers it as the suite says; the message is kept as evidence.
        self.dialog_count += 1
        if len(self.dialogs) < MAX_DIALOGS_KEPT:
            self.dialogs.append(f"{dialog.type} ({self.dialog_policy}ed): {dialog.message[:500]}")
        try:
            if self.dialog_policy == "dismiss":
                await dialog.dismiss()
            else:
                await dialog.accept()
        except PlaywrightError:
            # The page or its context closed while the dialog was open (the case ended): nothing to answer,
            # and nothing may leak into whatever the browser does next.
            logger.debug("dialog left unanswered: its page is gone")

    def _on_new_page(self, page: Page) -> None:
        # A page the app opened (a link with target=_blank, window.open): the input had an effect, shown in
        # another tab. It lives, and closes, with the context.
        self.pages_opened += 1

    def new_dialogs(self) -> list[str]:
        """Dialogs opened since the last call (their texts; a count when more than were kept)."""
        seen, self._dialogs_observed = self._dialogs_observed, self.dialog_count
        got = self.dialogs[seen:]
        kept_until = min(self.dialog_count, MAX_DIALOGS_KEPT)
        extra = self.dialog_count - max(seen, kept_until)
        if extra > 0:
            got.append(f"... and {extra} more dialogs (texts not kept)")
        return got

    def _on_console(self, msg: ConsoleMessage) -> None:
        if msg.type != "error":
            return
        failed = _FAILED_LOAD.match(msg.text)
        if failed is None:
            self.console_errors.append(msg.text)
            return
        # A failed request, read from the browser's own console report rather than from its network
        # events (three messages to diageval per file loaded). Its method is added at the next observation,
        # from the page's record of its scripts' requests; a navigation away aborts the loads still in
        # flight: the user's doing, not an error of the app.
        status, net = failed.groups()
        url = msg.location.get("url", "") if isinstance(msg.location, dict) else ""
        if net == "net::ERR_ABORTED" or len(self.console_errors) >= MAX_ERRORS_KEPT:
            return
        tail = f" -> HTTP {status}" if status else f" ({net})"
        self._unnamed.append((len(self.console_errors), url, tail))
        self.console_errors.append(f"request failed: {_path_of(url)}{tail}")

    async def errors(self) -> list[str]:
        """The console errors so far, each failed request named with its method where the page's scripts
        made it (read once, while the page that made it is still there)."""
        unnamed, self._unnamed = self._unnamed, []
        if unnamed and self._page is not None:
            try:
                methods = await self._page.evaluate(_METHODS_JS, [u for _, u, _ in unnamed])
            except PlaywrightError:
                methods = []
            for (i, url, tail), method in zip(unnamed, methods, strict=False):
                if method:
                    self.console_errors[i] = f"request failed: {method} {_path_of(url)}{tail}"
        return list(self.console_errors)

    async def start_trace(self, path: Path) -> None:
        """Record a Playwright trace (screenshots, DOM snapshots) written to ``path`` when the session
        closes; view it with ``playwright show-trace``."""
        await self.context.tracing.start(screenshots=True, snapshots=True, sources=False)
        self._trace = path

    async def close(self) -> None:
        if self._context is not None and self._trace is not None:
            try:
                self._trace.parent.mkdir(parents=True, exist_ok=True)
                await self._context.tracing.stop(path=self._trace)
                mask_trace(self._trace, current_secrets())
            except PlaywrightError as exc:
                logger.warning("could not write the trace %s: %s", self._trace, exc.message)
            self._trace = None
        if self._context is not None:
            try:
                await self._context.close()
            except PlaywrightError:
                logger.debug("context already closed")
            self._context = None

    async def __aenter__(self) -> CaseSession:
        return await self.open()

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def goto(self, url: str) -> None:
        await self.page.goto(url, wait_until="load", timeout=DEFAULT_ACTION_TIMEOUT_S * 3000)

    async def script(self, function: str, arg: Any = None) -> Any:
        """Run one of diageval's read-only page scripts in its isolated world (invisible to the app)."""
        assert self._world is not None, "session not opened"
        return await self._world.evaluate(function, arg)

    async def click_seen(self, *, clear: bool = False) -> bool | None:
        """Whether a click event was dispatched in the page since the last clear (``clear``: clear it now and
        answer None). None when the page cannot tell (the document was replaced, a script failed)."""
        js = (
            "(c) => { const M = window.__dgMut; if (!M) return null; const v = M.clicked;"
            " if (c) M.clicked = false; return c ? null : v; }"
        )
        try:
            got = await self.script(js, clear)
        except (BrowserError, PlaywrightError):
            return None
        return got if isinstance(got, bool) else None

    async def hit_elsewhere(self, el: Element, *, drawn: bool = False) -> str | None:
        """What the pointer press just sent went to, when it is not ``el`` as the page was read (nor a part
        of it, nor a twin of its name the app drew in its place): the page changed between that reading and
        the click (a list re-rendered and put another row there). None when the press went to ``el``, or
        when none was seen (the click went into a frame, or started a navigation). ``drawn``: ``el`` is text
        read from the screen (OCR), which no element carries as its name: the press went elsewhere only
        when it met an element whose own text does not hold it (a canvas carries none)."""
        try:
            found = await self.script(_HIT_JS, [el.id, el.name, drawn])
        except (BrowserError, PlaywrightError):
            return None
        return found if isinstance(found, str) else None

    async def reground(self, ev: InputEvent) -> InputEvent:
        """A recorded press (``ev.name``: the element it met when recorded) as a replay sends it now: at the
        recorded point while the element there still carries that name, else at the one element in view
        named so (the layout moved: a notice came in above); the recorded point when none or several are,
        noted in :attr:`missed` (the press will not meet what it met when it was recorded). A press that met
        another element than the one it was aimed at (``ev.met``: a notice that came in as it was sent) is
        sent at its point once that element is there again (:meth:`_until_met`), at most ``MET_WAIT_S``."""
        if ev.x is None or ev.y is None:
            return ev
        if ev.met is not None:
            await self._until_met(ev.x, ev.y, ev.met)
            return ev
        if ev.name is None:
            return ev
        try:
            got = await self.script(_REGROUND_JS, [ev.x, ev.y, ev.name])
        except (BrowserError, PlaywrightError):
            return ev
        if got == "missed":
            self.missed.append(ev.name)
        if not isinstance(got, list):
            return ev
        return ev.model_copy(update={"x": float(got[0]), "y": float(got[1])})

    async def _until_met(self, x: float, y: float, met: str) -> None:
        """Wait, at most :data:`MET_WAIT_S`, until the point ``(x, y)`` holds the element a recorded press met
        there (``InputEvent.met``: a pop-up that came in between the recording's look and its press): a
        replay that sends the press sooner reaches what the recording's press did not."""
        deadline = time.perf_counter() + MET_WAIT_S
        while time.perf_counter() < deadline:
            try:
                if await self.script(_MET_JS, [x, y]) == met:
                    return
            except (BrowserError, PlaywrightError):
                return
            await asyncio.sleep(0.05)

    async def read_state(self) -> PageState:
        """Run the observer script: every named or interactive element with boxes, and page facts.

        A page the observer cannot read is a harness fault of this case (:class:`BrowserError`), never a
        crash of the run."""
        raw = await self.script(_OBSERVE_STRING_JS, {})
        if isinstance(raw, str):
            raw = current_secrets().redact_json(raw)  # a typed secret read back from a field
        if not isinstance(raw, str):
            raise BrowserError(f"could not read the page ({self.page.url}): the observer returned {raw!r}")
        try:
            return PageState.model_validate_json(raw)
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(x) for x in first["loc"])
            msg = f"could not read the page ({self.page.url}): {where}: {first['msg']}"
            raise BrowserError(msg) from None

    async def observe(
        self, screenshot: Path | None, rel_to: Path | None = None, *, aria: bool = True
    ) -> tuple[Observation, PageState]:
        """Screenshot (when a path is given), page state and the ARIA snapshot, as one observation.

        The three are read-only and independent, so they are requested at once: the browser overlaps the
        capture with the script and the accessibility walk. Without ``aria`` the observation keeps the
        page's visible text instead of the snapshot (the walk costs the browser more than the observer
        itself: 98 ms against 86 ms on a Shoelace page)."""
        shot: str | None = None

        async def capture() -> None:
            if screenshot is not None:
                screenshot.parent.mkdir(parents=True, exist_ok=True)
                # Without the blinking caret, so a model shown it later sees the same image on a replay.
                await caret_free_screenshot(self.page, screenshot)

        async def aria_text() -> str:
            # Read for its text (names, states, "Loading..."), never for its boxes: without them the browser
            # spends a quarter less on it (the observer's elements carry the boxes).
            if not aria:
                return ""
            try:
                return await self.page.locator("body").aria_snapshot(mode="ai", timeout=2000)
            except PlaywrightError:
                return ""

        got = await asyncio.gather(self.read_state(), capture(), aria_text(), return_exceptions=True)
        for res in got:
            if isinstance(res, BaseException):
                raise res  # every part was awaited, so no failure is left unretrieved
        state, snapshot = cast(PageState, got[0]), cast(str, got[2])
        if screenshot is not None:
            shot = str(screenshot.relative_to(rel_to)) if rel_to is not None else str(screenshot)
        visible = [e for e in state.elements if e.interactive and e.in_viewport(MIN_VISIBLE_FRACTION)]
        obs = Observation(
            url=state.url,
            title=state.title,
            screenshot=shot,
            elements=visible,
            undrawn=[e for e in state.elements if e.unshown][:MAX_UNDRAWN],
            aria_snapshot=snapshot,
            console_errors=await self.errors(),
            dialogs=self.new_dialogs(),
            busy=state.busy,
            scroll=state.scroll,
            text="" if aria else state.text,
        )
        if secrets := current_secrets():
            obs = Observation.model_validate_json(secrets.redact_json(obs.model_dump_json()))
        return obs, state

    async def checkpoint(self, step: int, state: PageState, *, moving: bool = False) -> Checkpoint:
        """``moving``: whether the page was changing on its own when ``state`` was read."""
        storage = await self.context.storage_state()
        return Checkpoint(
            step=step,
            url=state.url,
            storage_state=dict(storage),
            fingerprint=fingerprint(state),
            content=fingerprint(state, layout=False),
            scroll=state.scroll,
            moving=moving,
        )

    async def settle(self, seconds: float) -> None:
        """A fixed wait (the agent's own settle policy), counted in :attr:`waited_s`."""
        await self.quiet.pause(seconds)

    async def wait_quiet(self, *, max_s: float, min_s: float = 0.0) -> float:
        """Wait for the page to go quiet (see :mod:`diageval.browser._quiet`), at most ``max_s``."""
        return await self.quiet.wait(max_s=max_s, min_s=min_s)

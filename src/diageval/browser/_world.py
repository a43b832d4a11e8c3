"""diageval's own scripts run in an isolated world of the page, where the app cannot see them.

An isolated world shares the page's DOM but not its JavaScript globals: what the observer keeps between
calls (the element list a probe looks up by id, the mutation counter) is invisible to the app, and the
app's own changes to built-ins (a patched ``JSON.stringify``, ``Array.prototype``) cannot break the observer.
The world is created by Chromium for every new document of the main frame (``Page.addScriptToEvaluateOn
NewDocument`` with a world name), so the mutation counter runs from the first parsed node.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from typing import Any

from playwright.async_api import BrowserContext, CDPSession, Page
from playwright.async_api import Error as PlaywrightError

from .._exceptions import BrowserError

logger = logging.getLogger(__name__)

WORLD = "diageval"
_CONTEXT_WAIT_S = 2.0


class PageScriptError(BrowserError):
    """A diageval page script threw (``kind`` is the JavaScript error class, e.g. ``SyntaxError``)."""

    def __init__(self, message: str, *, kind: str) -> None:
        super().__init__(message, kind=kind)
        self.kind = kind


class IsolatedWorld:
    """Evaluates read-only scripts in the ``diageval`` world of a page's main frame."""

    def __init__(self, page: Page, cdp: CDPSession, frame_id: str, init_js: str) -> None:
        self._page = page
        self._cdp = cdp
        self._frame_id = frame_id
        self._init_js = init_js
        self._context_id: int | None = None
        self._ready = asyncio.Event()

    @classmethod
    async def attach(cls, context: BrowserContext, page: Page, init_js: str) -> IsolatedWorld:
        """Open a CDP session on ``page`` and have ``init_js`` run in the world of every new document."""
        cdp = await context.new_cdp_session(page)
        tree = await cdp.send("Page.getFrameTree")
        world = cls(page, cdp, tree["frameTree"]["frame"]["id"], init_js)
        cdp.on("Runtime.executionContextCreated", world._on_created)
        cdp.on("Runtime.executionContextsCleared", world._on_cleared)
        cdp.on("Runtime.executionContextDestroyed", world._on_destroyed)
        await cdp.send("Page.enable")
        await cdp.send("Runtime.enable")
        await cdp.send("Page.addScriptToEvaluateOnNewDocument", {"source": init_js, "worldName": WORLD})
        return world

    def _on_created(self, event: dict[str, Any]) -> None:
        ctx = event["context"]
        if ctx.get("name") == WORLD and ctx.get("auxData", {}).get("frameId") == self._frame_id:
            self._context_id = int(ctx["id"])
            self._ready.set()

    def _on_cleared(self, _event: dict[str, Any]) -> None:
        self._context_id = None
        self._ready.clear()

    def _on_destroyed(self, event: dict[str, Any]) -> None:
        if event.get("executionContextId") == self._context_id:
            self._on_cleared(event)

    async def _context(self) -> int:
        if self._context_id is None and self._page.url != "about:blank":
            # A navigation is under way: its document's world is about to be created.
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._ready.wait(), _CONTEXT_WAIT_S)
        if self._context_id is None:
            # A document that was not created by navigation (about:blank, document.open) gets no world from
            # the new-document script: make one and run the init script in it.
            got = await self._cdp.send(
                "Page.createIsolatedWorld", {"frameId": self._frame_id, "worldName": WORLD}
            )
            self._context_id = int(got["executionContextId"])
            await self._raw(self._init_js, self._context_id)
        return self._context_id

    async def _raw(self, expression: str, context_id: int) -> Any:
        reply = await self._cdp.send(
            "Runtime.evaluate",
            {
                "expression": expression,
                "contextId": context_id,
                "returnByValue": True,
                "awaitPromise": True,
                "objectGroup": WORLD,
            },
        )
        details = reply.get("exceptionDetails")
        if details:
            exc = details.get("exception") or {}
            text = str(exc.get("description") or details.get("text") or "error").splitlines()[0]
            await self._cdp.send("Runtime.releaseObjectGroup", {"objectGroup": WORLD})
            raise PageScriptError(f"page script failed: {text}", kind=str(exc.get("className") or "Error"))
        return reply.get("result", {}).get("value")

    async def evaluate(self, function: str, arg: Any = None) -> Any:
        """Call the JavaScript ``function`` source with the JSON-serialisable ``arg``; return its value."""
        expression = f"({function})({json.dumps(arg)})"
        for attempt in range(2):
            context_id = await self._context()
            try:
                return await self._raw(expression, context_id)
            except PlaywrightError as exc:
                # The document went away between looking up its world and evaluating (a navigation).
                if attempt == 0 and "context" in exc.message.lower():
                    self._on_cleared({})
                    continue
                raise
        raise AssertionError("unreachable")

    async def detach(self) -> None:
        try:
            await self._cdp.detach()
        except PlaywrightError:
            logger.debug("CDP session already closed")

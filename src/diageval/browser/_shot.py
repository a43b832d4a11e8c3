"""Screenshots without the blinking text caret, taken without touching the page.

A focused field's caret blinks, so two screenshots of the same page differ by whether it happened to be
drawn: a model's cached answer for one never matches the other, and two recordings of one run differ.
Playwright's ``caret="hide"`` sets an inline style on every field of the page for the capture, which the
app (and the observer's mutation counter) sees as DOM changes. Here the rule hiding the caret goes into
Chromium's inspector style sheet through the DevTools protocol instead: it is not in the document (no
node, no mutation, not in ``document.styleSheets``), and it is emptied again right after the capture.
"""

from __future__ import annotations

import contextlib
import logging
import weakref
from pathlib import Path

from playwright.async_api import CDPSession, Page
from playwright.async_api import Error as PlaywrightError

logger = logging.getLogger(__name__)

_NO_CARET = "*, *::before, *::after { caret-color: transparent !important; }"
_SESSIONS: weakref.WeakKeyDictionary[Page, CDPSession] = weakref.WeakKeyDictionary()
"""One DevTools session per page, with the DOM and CSS domains on, kept for the page's life."""


async def _session(page: Page) -> CDPSession:
    cdp = _SESSIONS.get(page)
    if cdp is None:
        cdp = await page.context.new_cdp_session(page)
        await cdp.send("DOM.enable")
        await cdp.send("CSS.enable")
        _SESSIONS[page] = cdp
    return cdp


async def screenshot(page: Page, path: Path | None = None, *, full_page: bool = False) -> bytes:
    """The viewport (the whole page with ``full_page``) as PNG, also written to ``path`` when given, with
    the text caret hidden: the same page gives the same bytes (OCR reads of it are cached by them)."""
    target = None if path is None else str(path)
    try:
        cdp = await _session(page)
        frame = (await cdp.send("Page.getFrameTree"))["frameTree"]["frame"]["id"]
        # One inspector sheet per document: created by its first capture, reused by later ones.
        sheet = (await cdp.send("CSS.createStyleSheet", {"frameId": frame}))["styleSheetId"]
        await cdp.send("CSS.setStyleSheetText", {"styleSheetId": sheet, "text": _NO_CARET})
    except PlaywrightError as exc:
        # A page between documents: the capture is still worth having, caret or not.
        logger.debug("caret not hidden for this screenshot: %s", exc.message.splitlines()[0])
        _SESSIONS.pop(page, None)
        return await page.screenshot(path=target, caret="initial", full_page=full_page)
    try:
        return await page.screenshot(path=target, caret="initial", full_page=full_page)
    finally:
        with contextlib.suppress(PlaywrightError):  # the document may be gone, and its sheet with it
            await cdp.send("CSS.setStyleSheetText", {"styleSheetId": sheet, "text": ""})

"""Launching Chromium: Playwright's own build when installed, else a system Chromium."""

from __future__ import annotations

import logging
import os
import shutil
from pathlib import Path

from playwright.async_api import Browser, Playwright
from playwright.async_api import Error as PlaywrightError

from .._exceptions import BrowserError

logger = logging.getLogger(__name__)

# The headless shell first: it is the build Playwright itself launches for headless runs, and a new page
# costs it a fifth or less of the CPU the full browser's headless mode spends (benchmarks/browser_cost.py);
# diageval opens a page per case, per branch and per restore attempt.
_SYSTEM_CANDIDATES = (
    "/usr/lib/chromium/chromium-headless-shell",
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
)


def chromium_executable(pw: Playwright) -> str | None:
    """The Chromium to launch: ``DIAGEVAL_CHROMIUM``, else Playwright's own build when installed (None:
    Playwright finds it), else a system Chromium, its headless shell first. Raises :class:`BrowserError`
    when there is none."""
    try:
        own = pw.chromium.executable_path
    except PlaywrightError:
        own = ""
    return _resolve(own)


def chromium_build(browser: Browser) -> str:
    """Which build ``browser`` is, as :func:`chromium_executable` chose it: a path, or "playwright"."""
    try:
        return _resolve(browser.browser_type.executable_path) or "playwright"
    except (BrowserError, PlaywrightError):
        return "unknown"


def _resolve(own: str) -> str | None:
    override = os.environ.get("DIAGEVAL_CHROMIUM")
    if override:
        if not Path(override).is_file():
            raise BrowserError(f"DIAGEVAL_CHROMIUM={override} does not exist")
        return override
    if own and Path(own).is_file():
        return None
    for cand in _SYSTEM_CANDIDATES:
        if Path(cand).is_file():
            return cand
    for name in ("chromium-headless-shell", "chromium", "chromium-browser"):
        if found := shutil.which(name):
            return found
    raise BrowserError(
        "no Chromium found: run 'playwright install chromium', install your system's chromium package, "
        "or set DIAGEVAL_CHROMIUM=/path/to/chromium"
    )


async def launch_browser(pw: Playwright) -> Browser:
    """Launch headless Chromium and log which build and version run."""
    exe = chromium_executable(pw)
    try:
        browser = await pw.chromium.launch(headless=True, executable_path=exe)
    except PlaywrightError as exc:
        raise BrowserError(f"could not launch Chromium ({exe or 'Playwright build'}): {exc.message}") from exc
    logger.info("browser: Chromium %s (%s)", browser.version, exe or "Playwright build")
    return browser

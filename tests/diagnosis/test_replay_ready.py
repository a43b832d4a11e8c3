"""A page that draws its tabs once its components have loaded (late on a busy machine) shows a list where
the tab will be until then. A restore's replay of a click recorded on the tab, sent the moment the page
loaded, lands on the list; sent once the page is ready for it (done with what it had under way, or as it
was when the click was recorded), it lands on the tab."""

from __future__ import annotations

from pathlib import Path

from playwright.async_api import Browser

from diageval.app import StaticServer
from diageval.browser import CaseSession, fingerprint, replay
from diageval.diagnosis._restore import _ready
from diageval.trajectory import InputEvent

PAGE = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Library</title>
<style>body { margin: 0; font: 16px system-ui; } #top { height: 60px; } button { width: 300px; height: 40px; }
</style></head><body>
<div id="top"><button id="early" onclick="say('Opened Dune')">Dune</button></div>
<p id="status" role="status"></p>
<script>
  // ?late: the tab bar is drawn 900 ms after load, where the first catalogue row was.
  const say = (t) => { document.getElementById("status").textContent = t; };
  function tabs() { document.getElementById("top").innerHTML = '<button onclick="say(\\'Loans shown\\')">Loans</button>'; }
  if (location.search === "?late") setTimeout(tabs, 900); else tabs();
</script></body></html>"""

CLICK = [[InputEvent(kind="click", x=150, y=20)]]


async def _replayed(browser: Browser, root: Path, ready: bool, early: bool = False) -> str:
    """Replay the click on a fresh load (``ready``: with the restore's readiness wait; ``early``: the
    recording took its fingerprint before the click while the row was still there)."""
    (root / "index.html").write_text(PAGE)
    with StaticServer(root) as srv:
        before: list[str | None] = [None]
        if early:
            async with CaseSession(browser, viewport=(1280, 720)) as s:
                await s.goto(f"{srv.url}/index.html?late")
                before = [fingerprint(await s.read_state())]
        async with CaseSession(browser, viewport=(1280, 720)) as s:
            await s.goto(f"{srv.url}/index.html?late")
            await replay(s.page, CLICK, 0.1, ready=_ready(s, before) if ready else None)
            return await s.page.inner_text("#status")


async def test_a_replayed_click_waits_for_the_page_to_be_ready(browser: Browser, tmp_path: Path) -> None:
    assert await _replayed(browser, tmp_path, False) == "Opened Dune"
    assert await _replayed(browser, tmp_path, True) == "Loans shown"


async def test_a_click_recorded_before_the_page_was_ready_goes_at_the_same_moment(
    browser: Browser, tmp_path: Path
) -> None:
    """The recording clicked while the row was still there (the fingerprint it took before the click): the
    replay sends the click then, not after the page has moved on."""
    assert await _replayed(browser, tmp_path, True, early=True) == "Opened Dune"

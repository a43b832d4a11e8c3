"""A popup positioned fixed inside a scroll container is drawn past the container's box: the observer counts
the part a hit test finds it in, not the container's clip (which would call it off screen)."""

from __future__ import annotations

from pathlib import Path

from playwright.async_api import Browser

from diageval.app import StaticServer
from diageval.browser import CaseSession, match_target
from diageval.runner import RunConfig, run_suites
from diageval.suite import load_suites
from tests.conftest import FIXTURES

PATTERNS = FIXTURES / "patterns"


async def test_a_fixed_popup_inside_a_scroll_container_is_in_view(browser: Browser) -> None:
    with StaticServer(PATTERNS) as srv:
        async with CaseSession(browser, viewport=(1280, 720)) as s:
            await s.goto(srv.url + "/popup-menu.html")
            await s.page.get_by_label("More actions for Retro notes are in the wiki").click()
            state = await s.read_state()
    item = match_target("Delete message", state.elements)[0].element
    list_bottom = 3 * 16 + 17 + 360  # header (3rem + padding + border) and the list's height
    assert item.box[1] > list_bottom - 40, item.box  # drawn (mostly) below the list's box
    assert item.point is not None and item.visible_fraction > 0.9 and item.container is None, item
    assert item.covered_by is None
    # Rows scrolled out of the list's box stay out of view: the hit test finds something else there.
    first = match_target("Morning all", state.elements)[0].element
    assert first.visible_fraction == 0 or first.point is None, first


async def test_the_agent_clicks_the_popup_item(tmp_path: Path) -> None:
    run = await run_suites(
        load_suites([PATTERNS / "popup-menu.yaml"]),
        RunConfig(out_dir=tmp_path, settle_s=0.2, workers=1, screenshots=False),
    )
    (res,) = run.cases
    assert res.initial_verdict == "pass" and res.verdict == "pass", res.reason

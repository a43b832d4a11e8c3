"""A same-origin frame (embedded terms, a payment or consent widget) is read like the page itself: its
controls with boxes in the top page's coordinates, hit-tested through the frame, its text, and the frame as
the scroll container of what lies below its own fold."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.async_api import Browser

from diageval.app import StaticServer
from diageval.browser import CaseSession, match_target
from tests.conftest import FIXTURES, diagnose_fixture_suite

PATTERNS = FIXTURES / "patterns"
AGREE = "I agree to the community guidelines"


async def test_a_control_in_a_frame_is_seen_where_it_is_drawn(browser: Browser) -> None:
    with StaticServer(PATTERNS) as srv:
        async with CaseSession(browser, viewport=(1280, 720)) as s:
            await s.goto(srv.url + "/frame.html")
            await s.page.frame_locator("#terms").locator("#agree").wait_for()
            frame = await s.page.locator("#terms").bounding_box()
            state = await s.read_state()
            await s.page.mouse.click(*match_target(AGREE, state.elements)[0].element.point or (0, 0))
            assert await s.page.frame_locator("#terms").locator("#agree").is_checked()
    assert frame is not None
    box = next(m.element for m in match_target(AGREE, state.elements) if m.element.role == "checkbox")
    # In the top page's coordinates: inside the frame's box, not at the frame document's own origin.
    assert frame["x"] < box.box[0] < frame["x"] + frame["width"], (box.box, frame)
    assert frame["y"] < box.box[1] < frame["y"] + frame["height"], (box.box, frame)
    assert box.point is not None and box.covered_by is None and box.visible_fraction == 1.0, box
    assert "Credit the recipes you adapt" in state.text


async def test_a_control_below_a_frames_fold_is_in_the_frame_as_container(browser: Browser) -> None:
    with StaticServer(PATTERNS) as srv:
        async with CaseSession(browser, viewport=(1280, 720)) as s:
            await s.goto(srv.url + "/frame.html?long")
            await s.page.frame_locator("#terms").locator("#agree").wait_for()
            state = await s.read_state()
    box = next(m.element for m in match_target(AGREE, state.elements) if m.element.role == "checkbox")
    assert box.point is None and box.visible_fraction == 0, box
    assert box.container is not None and box.container in state.containers, (box, state.containers)


@pytest.mark.timeout(600)
async def test_the_agent_and_the_diagnosis_reach_into_the_frame(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(PATTERNS / "frame.yaml", tmp_path)
    plain, long = res["agree-in-frame"], res["agree-below-frame-fold"]
    assert plain.initial_verdict == "pass" and plain.verdict == "pass", plain.reason
    assert long.initial_verdict == "fail" and long.verdict == "pass", long.reason
    assert "B.scroll_container" in long.reason, long.reason

"""An element named "loading" by its class is a loading indicator only while it shows work: apps reuse the
class for the empty state that replaces the loading message ("No messages yet."), which says the pane has
given its answer (a branch read it as "still loading" and withheld evidence of a defect)."""

from __future__ import annotations

from playwright.async_api import Browser

from diageval.app import StaticServer
from diageval.browser import CaseSession
from tests.conftest import FIXTURES


async def test_an_empty_state_styled_as_loading_is_no_busy_sign(browser: Browser) -> None:
    with StaticServer(FIXTURES / "patterns") as srv:
        async with CaseSession(browser, viewport=(1280, 720)) as s:
            await s.goto(srv.url + "/loading-class.html")
            state = await s.read_state()
    busy = " | ".join(state.busy)
    assert "No messages yet" not in busy, state.busy
    for shown in ("Loading notes", "Attachments", "div#turns"):  # says so, holds a spinner, moves
        assert shown in busy, (shown, state.busy)

"""A quick replay ends a recorded wait once the page is where the recording was after it, with nothing in
flight or due soon: a suite's ``wait: 4`` for a list that comes in half a second costs every restore half
a second, not four. A page that looks the same but still has a timeout to fire gets its whole wait."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.async_api import Browser

from diageval.app import StaticServer
from diageval.browser import CaseSession, fingerprint, perform
from diageval.diagnosis._restore import RestoreMemo, restore
from diageval.method import RestoreContext
from diageval.trajectory import InputEvent
from tests.conftest import FIXTURES

VIEW = (1280, 720)


@pytest.fixture(scope="module")
def url() -> Iterator[str]:
    with StaticServer(FIXTURES / "patterns") as srv:
        yield srv.url


async def _record(browser: Browser, page_url: str, path: list[list[InputEvent]]) -> RestoreContext:
    """Perform the input as an agent did, with the fingerprint after each step (the recording's marks)."""
    async with CaseSession(browser, viewport=VIEW) as s:
        await s.goto(page_url)
        marks: list[str | None] = []
        for step in path:
            for ev in step:
                await perform(s.page, ev)
            await s.settle(0.3)
            marks.append(fingerprint(await s.read_state()))
        state = await s.read_state()
        return RestoreContext(
            url=s.page.url,
            storage_state=dict(await s.context.storage_state()),
            path=path,
            fingerprint=fingerprint(state),
            content_fingerprint=fingerprint(state, layout=False),
            marks=marks,
        )


async def _point(browser: Browser, page_url: str, selector: str) -> tuple[float, float]:
    """Where ``selector`` is laid out once the page has shown its list."""
    async with CaseSession(browser, viewport=VIEW) as s:
        await s.goto(page_url)
        await s.page.locator("#list li").first.wait_for()
        box = await s.page.locator(selector).bounding_box()
    assert box is not None
    return box["x"] + 5, box["y"] + 5


async def test_a_wait_for_a_late_list_ends_when_the_list_is_there(browser: Browser, url: str) -> None:
    page = f"{url}/late-list.html"
    x, y = await _point(browser, page, "#note")
    path = [
        [InputEvent(kind="wait", seconds=4.0)],
        [InputEvent(kind="click", x=x, y=y), InputEvent(kind="type", text="rush")],
    ]
    ctx = await _record(browser, page, path)
    memo = RestoreMemo()
    got = await restore(browser, VIEW, page, ctx, 0.3, memo)
    try:
        # The typed note is in no reload: the input is replayed, and its wait ends once the list is shown.
        assert got.mode == "cold", got.note
        assert got.waits_cut == 1
        assert not memo.fast_fails
        assert await got.session.page.input_value("#note") == "rush"
        assert await got.session.page.locator("#list li").count() == 3
    finally:
        await got.session.close()


@pytest.mark.parametrize(("query", "wait_s"), [("hidden", 3.0), ("hidden&slow", 7.0)])
async def test_a_wait_with_a_timeout_still_to_fire_is_waited_out(
    browser: Browser, url: str, query: str, wait_s: float
) -> None:
    """The list is there at once, so the page looks as it did after the wait from the start; the sync due
    1.5 s (or 6 s: beyond what a quiet wait counts) after the load keeps the wait going until it has fired,
    and the next click finds it done."""
    page = f"{url}/late-list.html?{query}"
    x, y = await _point(browser, page, "#check")
    path = [[InputEvent(kind="wait", seconds=wait_s)], [InputEvent(kind="click", x=x, y=y)]]
    ctx = await _record(browser, page, path)
    memo = RestoreMemo()
    got = await restore(browser, VIEW, page, ctx, 0.3, memo)
    try:
        assert got.mode == "cold", got.note
        # The quick replay matched at once: it did not send the click before the sync was done.
        assert not memo.fast_fails
        assert got.waits_cut == 1
        assert await got.session.page.text_content("#sync") == "Synced"
    finally:
        await got.session.close()

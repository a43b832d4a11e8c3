"""Restore fidelity (METHOD.md section 8.1): the fork point a branch gets is the one the recorded input
produced, transient state included: the pointer's hover and the focus."""

from __future__ import annotations

import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler

import pytest
from playwright.async_api import Browser

from diageval.app import StaticServer
from diageval.browser import CaseSession, fingerprint, perform
from diageval.diagnosis._restore import RestoreMemo, restore
from diageval.method import RestoreContext, Waypoint
from diageval.trajectory import InputEvent
from tests.conftest import FIXTURES
from tests.loopback import LoopbackServer

VIEW = (1280, 720)


@pytest.fixture(scope="module")
def url() -> Iterator[str]:
    with StaticServer(FIXTURES / "patterns") as srv:
        yield srv.url


async def _record(
    browser: Browser, page_url: str, path: list[list[InputEvent]], settle: float = 0.3
) -> RestoreContext:
    """Perform the input as an agent did and take the checkpoint it would record."""
    async with CaseSession(browser, viewport=VIEW) as s:
        await s.goto(page_url)
        for step in path:
            for ev in step:
                await perform(s.page, ev)
            await s.settle(settle)
        storage = await s.context.storage_state()
        state = await s.read_state()
        return RestoreContext(
            url=s.page.url,
            storage_state=dict(storage),
            path=path,
            fingerprint=fingerprint(state),
            content_fingerprint=fingerprint(state, layout=False),
        )


async def _click_on(browser: Browser, page_url: str, selector: str) -> InputEvent:
    """A click 5 px inside the element's top-left corner, as it is laid out on the freshly loaded page."""
    async with CaseSession(browser, viewport=VIEW) as s:
        await s.goto(page_url)
        box = await s.page.locator(selector).bounding_box()
    assert box is not None
    return InputEvent(kind="click", x=box["x"] + 5, y=box["y"] + 5)


async def _row_point(browser: Browser, page_url: str) -> tuple[float, float]:
    async with CaseSession(browser, viewport=VIEW) as s:
        await s.goto(page_url)
        box = await s.page.locator("#files li").first.bounding_box()
        assert box is not None
        return box["x"] + 40, box["y"] + box["height"] / 2


async def test_a_hot_restore_brings_back_the_hover(browser: Browser, url: str) -> None:
    """Row actions shown only under the pointer: the hot restore moves the mouse where the input left it."""
    x, y = await _row_point(browser, f"{url}/hover.html")
    ctx = await _record(browser, f"{url}/hover.html", [[InputEvent(kind="hover", x=x, y=y)]])
    got = await restore(browser, VIEW, f"{url}/hover.html", ctx, 0.2, RestoreMemo())
    try:
        assert got.mode == "hot", got.note
        assert await got.session.page.locator("#files li button").first.is_visible()
    finally:
        await got.session.close()


async def test_a_hot_page_that_lost_the_focus_is_refused(browser: Browser, url: str, tmp_path) -> None:
    """The recorded click left the caret in a field; a reload would not: the input is replayed instead."""
    page = tmp_path / "form.html"
    page.write_text("<input aria-label=Name><input aria-label=City><p>Type the city</p>")
    with StaticServer(tmp_path) as srv:
        entry = f"{srv.url}/form.html"
        async with CaseSession(browser, viewport=VIEW) as s:
            await s.goto(entry)
            box = await s.page.get_by_label("City").bounding_box()
        assert box is not None
        click = InputEvent(kind="click", x=box["x"] + 5, y=box["y"] + 5)
        ctx = await _record(browser, entry, [[click]])
        got = await restore(browser, VIEW, entry, ctx, 0.2, RestoreMemo())
        try:
            assert got.mode == "cold"
            focused = await got.session.page.evaluate("document.activeElement.getAttribute('aria-label')")
            assert focused == "City"
        finally:
            await got.session.close()


async def test_a_replay_that_catches_an_animation_elsewhere_is_the_fork(browser: Browser, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The checkpoint was taken while a panel was still sliding in: a replay of the same input shows the same
    text and controls at other positions. That is the fork point (noted), not a harness fault."""
    (tmp_path / "slide.html").write_text(
        "<style>#p{position:absolute;left:-600px;top:80px;transition:left 2s linear}"
        "#p.in{left:20px}</style><button id=go>Continue</button>"
        "<div id=p><p>Shipping</p><button>Back</button></div>"
        "<script>go.onclick=()=>p.classList.add('in')</script>"
    )
    with StaticServer(tmp_path) as srv:
        entry = f"{srv.url}/slide.html"
        click = await _click_on(browser, entry, "#go")
        ctx = await _record(browser, entry, [[click]], settle=0.05)
        got = await restore(browser, VIEW, entry, ctx, 0.6, RestoreMemo())
        try:
            assert got.mode == "cold", got.note
            assert got.note is None or "layout differs" in got.note
        finally:
            await got.session.close()


async def test_a_replay_that_ends_early_in_a_timed_transition_waits_for_the_checkpoint(
    browser: Browser, tmp_path
) -> None:
    """A click starts a job that shows 'Preparing...' and then 'Ready'; the checkpoint was taken once it was
    ready. A replay that ends sooner (a busy machine, a shorter settle) gets time to reach that page instead
    of being reported as diverged; a page that never gets there still is."""
    (tmp_path / "job.html").write_text(
        "<button id=go>Prepare</button><p id=out>Idle</p><script>"
        "go.onclick=()=>{out.textContent='Preparing...';setTimeout(()=>out.textContent='Ready',1200)}"
        "</script>"
    )
    with StaticServer(tmp_path) as srv:
        entry = f"{srv.url}/job.html"
        click = await _click_on(browser, entry, "#go")
        ctx = await _record(browser, entry, [[click]], settle=1.8)
        got = await restore(browser, VIEW, entry, ctx, 0.1, RestoreMemo())
        try:
            assert got.mode == "cold", got.note
            assert await got.session.page.locator("#out").inner_text() == "Ready"
        finally:
            await got.session.close()
        never = ctx.model_copy(update={"fingerprint": "0" * 16, "content_fingerprint": None})
        got = await restore(browser, VIEW, entry, never, 0.1, RestoreMemo())
        await got.session.close()
        assert got.mode == "cold-diverged"


async def test_a_paced_replay_waits_for_the_first_recorded_input_of_a_late_app(
    browser: Browser, tmp_path
) -> None:
    """The app shows its form 3 s after load; the recorded click came at 3.3 s. A paced replay sends the
    first input at its recorded time too (a replay that clicked at once would click the spinner); steps of
    a later recording (a branch from the fork) count their time from where that recording began."""
    from diageval.browser import replay

    (tmp_path / "late.html").write_text(
        "<p id=spin>Loading...</p><script>setTimeout(()=>{spin.remove();"
        "document.body.insertAdjacentHTML('afterbegin',"
        '\'<button id=go style="position:absolute;left:0;top:0;width:200px;height:60px">Go</button>'
        "<p id=n>0</p>');go.onclick=()=>n.textContent=+n.textContent+1},3000)</script>"
    )
    with StaticServer(tmp_path) as srv:
        first = [InputEvent(kind="click", x=50, y=30, at=3.3)]
        later = [InputEvent(kind="click", x=50, y=30, at=0.2)]  # 0.2 s into the branch's own recording
        async with CaseSession(browser, viewport=VIEW) as s:
            await s.goto(f"{srv.url}/late.html")
            await replay(s.page, [first, later], 0.1, paced=True)
            assert await s.page.locator("#n").inner_text() == "2"
        async with CaseSession(browser, viewport=VIEW) as s:  # unpaced: the fast attempt
            await s.goto(f"{srv.url}/late.html")
            await replay(s.page, [first], 0.1)
            assert await s.page.locator("#spin").count() == 1  # clicked while it was still loading


async def test_a_restore_starts_from_the_nearest_page_load_and_replays_only_what_came_after(
    browser: Browser, tmp_path
) -> None:
    """A list page links to a form; the fork is after typing into the form (in-memory: a reload loses
    it). The restore rebuilds the form page from its checkpoint and replays only the typing, not the
    navigation before it; a waypoint the reload cannot rebuild falls back to replaying everything."""
    (tmp_path / "index.html").write_text("<a href='form.html' style='font-size:40px'>New note</a>")
    (tmp_path / "form.html").write_text("<h1>New note</h1><input aria-label=Title autofocus>")
    with StaticServer(tmp_path) as srv:
        click = await _click_on(browser, f"{srv.url}/index.html", "a")
        path = [[click], [InputEvent(kind="type", text="Groceries")]]
        fork = await _record(browser, f"{srv.url}/index.html", path)
        waypoint = await _record(browser, f"{srv.url}/index.html", path[:1])
        ctx = fork.model_copy(
            update={
                "waypoint": Waypoint(
                    url=waypoint.url,
                    storage_state=waypoint.storage_state,
                    fingerprint=waypoint.fingerprint,
                    steps=1,
                )
            }
        )
        got = await restore(browser, VIEW, f"{srv.url}/index.html", ctx, 0.2, RestoreMemo())
        try:
            assert (got.mode, got.replayed) == ("hot", 1), got.note
            assert "from the checkpoint after step 1" in (got.note or "")
            assert await got.session.page.get_by_label("Title").input_value() == "Groceries"
        finally:
            await got.session.close()
        stale = ctx.model_copy(update={"waypoint": ctx.waypoint.model_copy(update={"fingerprint": "x"})})
        memo = RestoreMemo()
        got = await restore(browser, VIEW, f"{srv.url}/index.html", stale, 0.2, memo)
        try:
            assert (got.mode, got.replayed) == ("cold", 2), got.note
            assert memo.waypoint_fails
        finally:
            await got.session.close()


class _SlowForm(BaseHTTPRequestHandler):
    """A link to a form page the server takes 1.5 s to send (a busy back end)."""

    def do_GET(self) -> None:
        if self.path.startswith("/form"):
            time.sleep(1.5)
            body = b"<h1>New note</h1><input aria-label=Title autofocus>"
        elif self.path == "/":
            body = b"<a href='/form' style='font-size:40px'>New note</a>"
        else:
            self.send_response(204)
            self.end_headers()
            return
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


class _SlowFormApp(LoopbackServer):
    def __init__(self) -> None:
        self._serve(_SlowForm)


async def test_a_replayed_step_after_a_link_comes_on_the_page_the_link_loaded(browser: Browser) -> None:
    """Typing recorded on a form reached by a link: the replay types once the form has loaded, however
    long its server takes, as the agent did, not after the settle time alone (into the old page)."""
    from diageval.browser import replay

    with _SlowFormApp() as app:
        async with CaseSession(browser, viewport=VIEW) as s:
            await s.goto(app.url)
            box = await s.page.locator("a").bounding_box()
            assert box is not None
            path = [
                [InputEvent(kind="click", x=box["x"] + 5, y=box["y"] + 5)],
                [InputEvent(kind="type", text="Milk")],
            ]
            await replay(s.page, path, 0.1)
            assert await s.page.get_by_label("Title").input_value() == "Milk"


async def test_a_checkpoint_caught_mid_transition_restores_to_the_page_its_input_settles_on(
    browser: Browser, url: str
) -> None:
    """A dialog opening in two frames (a placeholder, then the form fading in): the agent's checkpoint was
    the frame in between, which no replay lands on again. Two replays of the same input settling on the same
    page restore that page (the agent's page was on its way there with no further input), and the memo lets
    the next branch's restore accept it after one replay."""
    import time as clock

    from diageval.agents import Recorder
    from diageval.method import Rollout
    from diageval.trajectory import ActionRecord

    click = await _click_on(browser, f"{url}/fade-dialog.html", "#new")
    async with CaseSession(browser, viewport=VIEW) as s:
        await s.goto(f"{url}/fade-dialog.html")
        rec = Recorder(s, out_dir=None, case_id="c", suite="s", agent="t", entry_url=url, settle_s=0.0)
        await rec.start()
        await perform(s.page, click)
        step = await rec.record(
            ActionRecord(verb="click", description="click", events=[click]),
            clock.perf_counter(),
            settle_s=0.0,
        )
        start = rec.trajectory.initial_checkpoint if rec.trajectory else None
    assert start is not None
    # On an idle machine the checkpoint is the placeholder frame; on a loaded one the recorder may only look
    # once the form is there (fading in, or done): then the replay matches it as it is, and the rest is moot.
    caught = "Opening..." in (rec.state.text if rec.state else "")
    if caught:
        assert step.checkpoint.moving  # the form was still to come: a timeout was pending
    ctx = Rollout(source="trajectory", start=start, steps=[step]).restore_at(1)
    memo = RestoreMemo()
    for _ in range(2):
        got = await restore(browser, VIEW, f"{url}/fade-dialog.html", ctx, 0.2, memo)
        try:
            assert got.mode == "cold", got.note
            assert await got.session.page.get_by_label("Title").is_visible()
        finally:
            await got.session.close()
    if not caught:
        return
    assert memo.settled
    # A branch that starts restoring while another branch's replays are under way: the fast replay has
    # failed (it replays once), and no restore has succeeded yet. The page another replay settled on counts.
    busy = RestoreMemo(
        hot_fails=set(memo.hot_fails),
        fast_fails=set(memo.fast_fails),
        waypoint_fails=set(memo.waypoint_fails),
        seen={k: v[:1] for k, v in memo.seen.items()},
    )
    assert busy.fast_fails
    got = await restore(browser, VIEW, f"{url}/fade-dialog.html", ctx, 0.2, busy)
    try:
        assert got.mode == "cold", got.note
    finally:
        await got.session.close()
    still = ctx.model_copy(update={"moving": False})  # a checkpoint of a settled page is reproduced exactly
    got = await restore(browser, VIEW, f"{url}/fade-dialog.html", still, 0.2, RestoreMemo())
    try:
        assert got.mode == "cold-diverged", got.note
    finally:
        await got.session.close()


class _Counted(BaseHTTPRequestHandler):
    """One page whose "Edit" button opens a form in memory (a reload closes it); counts the page's loads."""

    loads = 0
    PAGE = (
        b"<button style='font-size:30px' onclick=\"document.getElementById('f').hidden=false\">Edit</button>"
        b"<form id=f hidden><input aria-label=Title></form>"
    )

    def do_GET(self) -> None:
        if self.path != "/":
            self.send_response(204)
            self.end_headers()
            return
        type(self).loads += 1
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.end_headers()
        self.wfile.write(self.PAGE)

    def log_message(self, *args: object) -> None:
        pass


class _CountedApp(LoopbackServer):
    def __init__(self) -> None:
        self._serve(_Counted)


@pytest.mark.parametrize(("stateless", "loads"), [(False, 2), (True, 1)])
async def test_an_app_without_server_state_is_not_reloaded_where_a_reload_shows_an_earlier_page(
    browser: Browser, stateless: bool, loads: int
) -> None:
    """The fork's page (a form opened in memory) has the URL and storage of the entry page as loaded: on an
    app that keeps no state outside the browser a reload can only show the entry page, so the restore
    replays the input at once; a server may have kept state, so there the reload is tried first."""
    with _CountedApp() as app:
        click = await _click_on(browser, app.url, "button")
        fork = await _record(browser, app.url, [[click]])
        start = await _record(browser, app.url, [])
        entry = Waypoint(
            url=start.url, storage_state=start.storage_state, fingerprint=start.fingerprint, steps=0
        )
        ctx = fork.model_copy(update={"entry": entry})
        _Counted.loads = 0
        got = await restore(browser, VIEW, app.url, ctx, 0.2, RestoreMemo(), stateless=stateless)
        try:
            assert await got.session.page.get_by_label("Title").is_visible()
            assert got.replayed == 1, got.note
            assert _Counted.loads == loads
        finally:
            await got.session.close()

"""Restoring pages that change on their own timers.

A notice that comes in on a timer over the tab bar: the case's run clicked a tab before it came. A branch
forked after that click records its own steps; a later round forking inside the branch replays the case's
click and then the branch's input. The replay sends the case's click at the same moment of the page's own
changes as the run did (before the notice), because the branch's rollout keeps what the case's recording
knew about its entry page; sent once the page had settled, the click lands on the notice, the tab stays
closed and the restore diverges."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator

import pytest
from playwright.async_api import Browser

from diageval.agents import Recorder, StepExecutor
from diageval.app import StaticServer
from diageval.browser import CaseSession, perform
from diageval.diagnosis._restore import RestoreMemo, restore
from diageval.method import Rollout
from diageval.suite import Step
from diageval.trajectory import ActionRecord, InputEvent
from tests.conftest import FIXTURES

VIEW = (1280, 720)


@pytest.fixture(scope="module")
def page() -> Iterator[str]:
    with StaticServer(FIXTURES / "patterns") as srv:
        yield f"{srv.url}/timed-notice.html"


async def _act(rec: Recorder, ev: InputEvent) -> None:
    t0 = time.perf_counter()
    await perform(rec.session.page, ev)
    await rec.record(ActionRecord(verb="act", description=ev.kind, events=[ev]), t0, settle_s=0.0)


async def _clicked_at_once(browser: Browser, page: str, selector: str) -> Rollout:
    """The case's run: a click 10 px inside ``selector``, recorded as soon as the page has loaded."""
    async with CaseSession(browser, viewport=VIEW) as s:
        await s.goto(page)
        box = await s.page.locator(selector).bounding_box()
        assert box is not None
        rec = Recorder(s, out_dir=None, case_id="c", suite="s", agent="t", entry_url=page, settle_s=0.0)
        await rec.start()
        await _act(rec, InputEvent(kind="click", x=box["x"] + 10, y=box["y"] + 10))
        assert rec.trajectory is not None
        return Rollout(
            source="trajectory", start=rec.trajectory.initial_checkpoint, steps=rec.trajectory.steps
        )


async def test_a_fork_inside_a_branch_replays_the_cases_first_click_before_the_notice(
    browser: Browser, page: str
) -> None:
    # The case's run: the Students tab, clicked as soon as the page is there.
    run = await _clicked_at_once(browser, page, "#t-students")
    fork = run.restore_at(1)
    assert fork.entry is not None
    # A branch from that fork: Tab to the first field.
    got = await restore(browser, VIEW, page, fork, 0.2, RestoreMemo(), stateless=True)
    assert got.mode != "cold-diverged", got.note
    s = got.session
    try:
        rec = Recorder(s, out_dir=None, case_id="c", suite="s", agent="t", entry_url=page, settle_s=0.0)
        await rec.start()
        await _act(rec, InputEvent(kind="press", key="Tab"))
        assert await s.page.evaluate("document.activeElement.id") == "first"
        assert rec.trajectory is not None
        branch = Rollout.after(
            fork, source="r1:A.keyboard", start=rec.trajectory.initial_checkpoint, steps=rec.trajectory.steps
        )
    finally:
        await s.close()
    inside = branch.restore_at(1)
    assert inside.entry == fork.entry
    again = await restore(browser, VIEW, page, inside, 0.2, RestoreMemo(), stateless=True)
    try:
        assert again.mode != "cold-diverged", again.note
        assert await again.session.page.evaluate("document.activeElement.id") == "first"
    finally:
        await again.session.close()


async def test_a_replayed_click_the_notice_came_over_is_no_fork_page(browser: Browser, page: str) -> None:
    """The recording's click came before the notice; the paced replay sends it after (its recorded time is
    late here, as on a busy machine), and it lands on the notice. A page reached so is never taken for the
    fork's page, however often it recurs; the quick replay, which sends the click as soon as the page is as
    recorded, goes once more and reaches it (the checkpoint caught the students loading, a frame no replay
    lands on again: the page its input settles on, twice, is the fork's)."""
    slow = f"{page}?slow"
    run = await _clicked_at_once(browser, slow, "#t-students")
    fork = run.restore_at(1)
    # The name the executor gives a click that met its element, and a recorded time after the notice.
    late = [[fork.path[0][0].model_copy(update={"at": 2.0, "name": "Students"})]]
    fork = fork.model_copy(update={"path": late, "fingerprint": "0" * 32, "moving": True})
    memo = RestoreMemo()
    for _ in range(2):
        got = await restore(browser, VIEW, slow, fork, 0.3, memo, stateless=True)
        try:
            assert got.mode == "cold", got.note
            # The students' tab, loaded or still loading (never the grades under the notice).
            await got.session.page.locator("#first").wait_for(state="visible", timeout=3000)
        finally:
            await got.session.close()


async def test_a_tab_chosen_while_the_page_loads_is_replayed_not_reloaded(browser: Browser) -> None:
    """The case's click chose a tab while the class was still loading: the fork's page looks like the entry
    page as loaded (the choice shows only once the class is there). On an app that keeps no state outside
    the browser a reload shows that page without the choice; the restore replays the click instead."""
    with StaticServer(FIXTURES / "patterns") as srv:
        page = f"{srv.url}/loading-tabs.html"
        run = await _clicked_at_once(browser, page, "[data-tab=assessments]")
        start = run.start
        fork = run.restore_at(1)
        assert fork.fingerprint == start.fingerprint  # nothing on the page showed the choice yet
        got = await restore(browser, VIEW, page, fork, 0.2, RestoreMemo(), stateless=True)
        try:
            assert got.replayed == 1, got.note
            await got.session.page.get_by_label("Options for Lab report").wait_for(timeout=3000)
        finally:
            await got.session.close()


async def test_a_click_the_notice_came_over_when_recorded_is_replayed_onto_the_notice(
    browser: Browser, page: str
) -> None:
    """The case's run read the page before the notice and pressed "Students" as it came: the press met the
    notice, the tab stayed closed, and that is the fork's page. A replay that sends the press at the step's
    recorded time (before the notice) opens the tab and never reaches it; the press is sent once its point
    holds what it met when recorded (held aside 10 rehearsal: a promo modal on a timer)."""
    async with CaseSession(browser, viewport=VIEW) as s:
        await s.goto(page)
        rec = Recorder(s, out_dir=None, case_id="c", suite="s", agent="t", entry_url=page, settle_s=0.0)
        await rec.start()
        t0 = time.perf_counter()
        before = await s.read_state()
        await asyncio.sleep(1.8)  # the agent took its time: the notice came in over the tab bar
        action = await StepExecutor.screen_agent(s, page).execute(
            Step(verb="click", target="Students"), before
        )
        await rec.record(action, t0, settle_s=0.0)
        assert action.hit is not None and "reminder" in action.hit, action.hit
        assert action.events[0].met == action.hit
        assert rec.trajectory is not None
        run = Rollout(
            source="trajectory", start=rec.trajectory.initial_checkpoint, steps=rec.trajectory.steps
        )
    fork = run.restore_at(1)
    assert fork.path[0][0].at is not None and fork.path[0][0].at < 1.0, fork.path  # before the notice
    got = await restore(browser, VIEW, page, fork, 0.2, RestoreMemo(), stateless=True)
    try:
        assert got.mode != "cold-diverged", got.note
        assert await got.session.page.locator("#students").is_hidden()
        assert await got.session.page.locator("#notice").is_visible()
    finally:
        await got.session.close()

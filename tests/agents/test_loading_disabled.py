"""A press on a control read as disabled while the page loads ("Add hive" until the hive list is in): the
load finishing during the wait for a late reaction changed the page on its own, and is no effect of the
press. The press fails as *target disabled*; once the control is enabled, its press opens its dialog (an
effect). Before, the load finishing counted as the press's effect, the next step found no "Hive name", and
the case was confirmed defective (held aside 14 ``add-hive-13``)."""

from __future__ import annotations

import time

from playwright.async_api import Browser

from diageval.agents import Recorder
from diageval.app import StaticServer
from diageval.browser import CaseSession, perform
from diageval.trajectory import ActionRecord, InputEvent
from tests.conftest import FIXTURES


async def _press_add(rec: Recorder, s: CaseSession) -> ActionRecord:
    state = await s.read_state()
    add = next(e for e in state.elements if e.name == "Add hive")
    assert add.point is not None
    click = InputEvent(kind="click", x=add.point[0], y=add.point[1])
    t0 = time.perf_counter()
    await perform(s.page, click)
    action = ActionRecord(
        verb="click", description="click 'Add hive'", target="Add hive", grounded=add, events=[click]
    )
    await rec.record(action, t0)
    return action


async def test_a_page_that_finishes_loading_is_no_effect_of_a_press_on_a_disabled_control(
    browser: Browser,
) -> None:
    with StaticServer(FIXTURES / "patterns") as srv:
        page = f"{srv.url}/loading-disabled.html"
        async with CaseSession(browser, viewport=(1280, 720)) as s:
            await s.goto(page)
            rec = Recorder(
                s,
                out_dir=None,
                case_id="c",
                suite="s",
                agent="t",
                entry_url=page,
                settle_s=0.1,
                patience_s=4.0,
            )
            await rec.start()
            early = await _press_add(rec, s)
            assert early.grounded is not None and not early.grounded.enabled
            # The page did change while the recorder waited (the list came in): not the press's doing.
            assert "12 hives" in await s.page.inner_text("body")
            assert not early.effect and early.error_kind == "target_disabled", (early.effect, early.error)
            late = await _press_add(rec, s)
            assert late.grounded is not None and late.grounded.enabled
            assert late.effect and late.ok, late.error
            assert await s.page.locator("#new").is_visible()

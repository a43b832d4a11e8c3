"""A press on a natively disabled control, on a page that changes on its own all the time (a sync clock): the
browser sends the control no click event (``ActionRecord.clicked`` is False), so what changed meanwhile is no
effect of the press, early or late, and the step fails as *target disabled*. A press on an enabled control
there is looked at as before. Before, the page's own change during the settle counted as the press's effect:
a press on "New booking" while the desk loaded "opened" nothing, and the next step's field was then taken
for missing (held aside 18 campsite ``jackson-t3``; the flaky ``kept-disabled-bare`` terms case)."""

from __future__ import annotations

import time

from playwright.async_api import Browser

from diageval.agents import Recorder, StepExecutor
from diageval.app import StaticServer
from diageval.browser import CaseSession
from diageval.suite import Step
from diageval.trajectory import ActionRecord
from tests.conftest import FIXTURES


async def _press(rec: Recorder, ex: StepExecutor, s: CaseSession, target: str) -> ActionRecord:
    t0 = time.perf_counter()
    action = await ex.execute(Step(verb="click", target=target), await s.read_state())
    await rec.record(action, t0)
    return action


async def test_a_disabled_control_sent_no_click_took_no_press(browser: Browser) -> None:
    with StaticServer(FIXTURES / "patterns") as srv:
        page = f"{srv.url}/ticking-disabled.html"
        async with CaseSession(browser, viewport=(1280, 720)) as s:
            await s.goto(page)
            rec = Recorder(
                s,
                out_dir=None,
                case_id="c",
                suite="s",
                agent="t",
                entry_url=page,
                settle_s=0.3,
                patience_s=1.0,
            )
            await rec.start()
            ex = StepExecutor.screen_agent(s, srv.url)
            publish = await _press(rec, ex, s, "Publish")
            assert publish.grounded is not None and not publish.grounded.enabled
            assert publish.clicked is False
            assert not publish.effect and publish.error_kind == "target_disabled", (
                publish.effect,
                publish.error,
            )
            preview = await _press(rec, ex, s, "Preview")
            assert preview.clicked is None  # an enabled control: not looked at
            assert preview.effect and preview.ok, preview.error
            assert await s.page.inner_text("#out") == "Preview: Harbour festival"

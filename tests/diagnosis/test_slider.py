"""A slider set by keyboard counts as reached only when it then holds the plan's value (read back from it):
a setting that a reload forgets is confirmed on that evidence, and a slider left elsewhere fails its step."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.async_api import Browser

from diageval.agents import check_range_value
from diageval.app import StaticServer
from diageval.browser import CaseSession
from diageval.trajectory import ActionRecord
from tests.conftest import FIXTURES, diagnose_fixture_suite

PATTERNS = FIXTURES / "patterns"


async def test_a_slider_that_holds_another_value_fails_the_step(browser: Browser) -> None:
    with StaticServer(PATTERNS) as srv:
        async with CaseSession(browser, viewport=(1280, 720)) as s:
            await s.goto(srv.url + "/slider.html")
            await s.page.locator("#budget").focus()
            await s.page.keyboard.press("End")
            held, asked = (
                ActionRecord(verb="set_range", description="set"),
                ActionRecord(verb="set_range", description="set"),
            )
            await check_range_value(s, held, 5000, "Monthly budget")
            await check_range_value(s, asked, 3000, "Monthly budget")
    assert held.ok and held.error is None
    assert not asked.ok and asked.error == "set 'Monthly budget' to 3000 but it holds '5000'", asked.error


@pytest.mark.timeout(600)
async def test_a_setting_a_reload_forgets_is_confirmed_by_the_slider_it_reached(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(PATTERNS / "slider.yaml", tmp_path)
    kept, forgot = res["slider-persists"], res["slider-forgets"]
    assert kept.initial_verdict == "pass" and kept.verdict == "pass", kept.reason
    assert forgot.verdict == "fail" and forgot.attribution == "env_fail_confirmed", forgot.reason
    assert forgot.diagnosis is not None
    texts = [e.text for e in forgot.diagnosis.defect_evidence if e.kind == "actuation_verified"]
    assert any("Monthly budget" in t for t in texts), texts

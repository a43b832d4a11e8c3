"""Radios drawn by a web component (a library's radio buttons: a presentational host, a button with the role
"radio" inside its shadow root, its state in aria-checked): the page's reading takes their state from
aria-checked, so ``A.option_radio`` sees the option it pressed chosen. Before, such a radio never read as
checked: the branch failed on "not checked after the press" and *target absent* confirmed the correct app
defective (held aside 18 recalls ``phone-pearson``'s "Send reminders by")."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.async_api import Browser

from diageval.app import StaticServer
from diageval.browser import CaseSession
from tests.conftest import FIXTURES, diagnose_fixture_suite, recovered_by


async def test_an_aria_radio_reads_its_state(browser: Browser) -> None:
    with StaticServer(FIXTURES / "patterns") as srv:
        async with CaseSession(browser, viewport=(1280, 720)) as s:
            await s.goto(srv.url + "/aria-radios.html")
            before = {e.name: e.checked for e in (await s.read_state()).elements if e.role == "radio"}
            await s.page.get_by_role("radio", name="SMS").click()
            after = {e.name: e.checked for e in (await s.read_state()).elements if e.role == "radio"}
    assert before == {"SMS": False, "Email": True, "Letter": False}, before
    assert after == {"SMS": True, "Email": False, "Letter": False}, after


@pytest.mark.timeout(600)
async def test_a_components_radio_is_chosen_for_the_plans_option(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "aria-radios.yaml", tmp_path)
    recovered_by(res["sms-pearson"], "A.option_radio")
    dead = res["sms-pearson-broken"]
    assert dead.verdict == "fail" and dead.attribution != "agent_fail", dead.reason
    assert dead.diagnosis is not None, dead.reason
    assert "target_absent" not in [e.kind for e in dead.diagnosis.defect_evidence], dead.diagnosis

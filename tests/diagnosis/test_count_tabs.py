"""A control that shows a count in an element of its own after its label ("Open 22", "Inbox (3)": tabs,
folders, filters) is named by its label alone in a plan: the observer names it so too, so it matches the
plan's target as exactly as plain text of the same word, and wins as the control. A press on it is the
plan's step, so its failure is evidence. A number in the label's own text ("Room 12", "Rectangle 1") is
part of the name."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.async_api import Browser

from diageval.app import StaticServer
from diageval.browser import CaseSession
from diageval.method import match_target
from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_a_tab_with_a_count_is_the_step_target(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "count-tabs.yaml", tmp_path)
    ok, broken = res["closed-tab"], res["closed-tab-broken"]
    assert ok.initial_verdict == "pass", ok.initial_reason
    assert broken.verdict == "fail" and broken.attribution == "env_fail_confirmed", broken.reason
    assert broken.diagnosis is not None
    assert any("Closed2" in e.text for e in broken.diagnosis.defect_evidence), (
        broken.diagnosis.defect_evidence
    )


async def test_the_observer_names_a_control_without_its_count(browser: Browser) -> None:
    with StaticServer(FIXTURES / "patterns") as srv:
        async with CaseSession(browser, viewport=(1280, 720)) as s:
            await s.goto(srv.url + "/count-tabs.html")
            state = await s.read_state()
    names = {e.desc.split(" ")[0]: dict(e.names) for e in state.elements if e.interactive}
    assert names["button#t-closed"].get("unbadged") == "Closed", names
    assert names["button#inbox"].get("unbadged") == "Inbox", names
    assert "unbadged" not in names["button#room"], names  # a number in the label's own text is no count
    found = match_target("Closed", state.elements)
    assert found[0].element.desc.startswith("button#t-closed") and found[0].score == 3.0, found[:3]

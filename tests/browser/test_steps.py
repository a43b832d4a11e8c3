"""Every step verb and every check, driven by the scripted agent in real Chromium on a fixture page."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from playwright.async_api import Browser

from diageval.app import RunningApp
from diageval.method import DiagnosisConfig
from diageval.runner import RunConfig, run_case
from diageval.suite import load_suites
from tests.conftest import FIXTURES


async def run_steps(browser: Browser, url: str, tmp_path: Path, steps: list, expect: list):
    suite_file = tmp_path / "s.yaml"
    suite_file.write_text(
        yaml.safe_dump(
            {
                "name": "widgets",
                "app": {"static": str(FIXTURES / "widgets")},
                "cases": [{"id": "c", "task": "t", "steps": steps, "expect": expect}],
            }
        )
    )
    suite = load_suites([suite_file])[0]
    config = RunConfig(out_dir=tmp_path / "out", settle_s=0.15, diagnosis=DiagnosisConfig(rounds=0))
    return await run_case(browser, suite, suite.cases[0], RunningApp(url, url + "/"), config)


STEP_CASES = [
    ("click", [{"click": "Click me"}, {"click": "Click me"}], [{"text": "clicks: 2"}]),
    ("dblclick", [{"dblclick": "Double me"}], [{"text": "doubles: 1"}]),
    ("hover", [{"hover": "Hover here"}], [{"visible": "Hover card shown"}]),
    (
        "fill+press",
        [{"fill": {"target": "Your name", "text": "Ada"}}, {"press": "Enter"}],
        [{"text": "submitted Ada"}],
    ),
    (
        "fill-by-label",
        [{"fill": {"target": "name", "text": "Bob"}}],
        [{"value": {"target": "Name", "equals": "Bob"}}],
    ),
    ("type", [{"click": "Your name"}, {"type": "Eve"}, {"press": "Enter"}], [{"text": "submitted Eve"}]),
    ("select", [{"select": {"target": "Pick color", "option": "Blue"}}], [{"text": "color b"}]),
    (
        "check",
        [{"check": "I agree"}],
        [{"text": "agree true"}, {"value": {"target": "I agree", "equals": "true"}}],
    ),
    ("uncheck", [{"uncheck": "Newsletter"}], [{"text": "news false"}]),
    ("set_range", [{"set_range": {"target": "Volume", "value": 8}}], [{"text": "volume 8"}]),
    (
        "upload",
        [{"upload": {"target": "Attachment", "file": str(FIXTURES / "widgets/upload.txt")}}],
        [{"text": "file upload.txt"}],
    ),
    ("drag", [{"drag": {"from": "Card A", "to": "Done column"}}], [{"text": "dropped Card A"}]),
    ("scroll", [{"scroll": {"direction": "down", "amount": 1500}}], [{"js": "window.scrollY > 600"}]),
    ("wait", [{"wait": 0.2}], [{"text": "ready"}]),
    ("goto", [{"goto": "/second.html"}], [{"url": "second.html"}, {"title": "Second"}, {"text": "page two"}]),
    ("link", [{"click": "Second page"}], [{"url": {"regex": r"/second\.html$"}}]),
]


@pytest.mark.parametrize(("name", "steps", "expect"), STEP_CASES, ids=[c[0] for c in STEP_CASES])
async def test_step_verb(
    browser: Browser, widgets_url: str, tmp_path: Path, name: str, steps: list, expect: list
) -> None:
    res = await run_steps(browser, widgets_url, tmp_path, steps, expect)
    assert res.verdict == "pass", (res.reason, res.checks)
    assert all(c.ok for c in res.checks)


CHECK_CASES = [
    ({"text": "clicks: 0"}, True),
    ({"text": "clicks: 9"}, False),
    ({"text": "Far paragraph"}, True),  # below the fold still counts: anywhere on the page
    ({"no_text": "Hover card shown"}, True),  # hidden text is not visible text
    ({"no_text": "Widgets"}, False),
    ({"url": "127.0.0.1"}, True),
    ({"url": {"regex": "^https://"}}, False),
    ({"title": "Widg"}, True),
    ({"title": "Other"}, False),
    ({"visible": "Click me"}, True),
    ({"visible": "Hover card shown"}, False),
    ({"hidden": "Hover card shown"}, True),
    ({"hidden": "Click me"}, False),
    ({"value": {"target": "Pick color", "equals": "r"}}, True),
    ({"value": {"target": "Pick color", "equals": "Red"}}, True),
    ({"value": {"target": "Volume", "equals": "3"}}, False),
    ({"count": {"selector": "button", "equals": 2}}, True),
    ({"count": {"selector": "#hovercard", "equals": 1}}, False),
    ({"js": "document.querySelectorAll('label').length === 6"}, True),
    ({"js": "noSuchVariable.x"}, False),
]


@pytest.mark.parametrize(("check", "holds"), CHECK_CASES, ids=[str(c[0]) for c in CHECK_CASES])
async def test_check(browser: Browser, widgets_url: str, tmp_path: Path, check: dict, holds: bool) -> None:
    res = await run_steps(browser, widgets_url, tmp_path, [{"wait": 0}], [check])
    assert res.checks[0].ok is holds, res.checks[0]
    assert res.verdict == ("pass" if holds else "fail")


async def test_invalid_selector_is_a_harness_fault_not_a_defect(
    browser: Browser, widgets_url: str, tmp_path: Path
) -> None:
    res = await run_steps(
        browser, widgets_url, tmp_path, [{"wait": 0}], [{"count": {"selector": "((", "equals": 1}}]
    )
    assert res.verdict == "error"
    assert res.attribution == "harness_fault"
    assert "invalid CSS selector" in res.reason


async def test_agent_does_not_see_below_the_fold(browser: Browser, widgets_url: str, tmp_path: Path) -> None:
    res = await run_steps(browser, widgets_url, tmp_path, [{"click": "Far paragraph"}], [])
    assert res.verdict == "fail"
    assert res.failing_step == 1
    assert "not in the viewport" in res.reason


async def test_agent_stops_when_click_has_no_effect(
    browser: Browser, widgets_url: str, tmp_path: Path
) -> None:
    res = await run_steps(
        browser, widgets_url, tmp_path, [{"click": "Widgets"}, {"click": "Click me"}], [{"text": "clicks: 1"}]
    )
    assert res.verdict == "fail"
    assert res.failing_step == 1
    assert "no visible effect" in res.reason

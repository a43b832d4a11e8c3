"""The imported formats: AppEvalPilot/DiagEval case JSON and WebDevJudge-Unit JSONL."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.async_api import Browser

from diageval._exceptions import SuiteError
from diageval.app import serve_app
from diageval.runner import RunConfig
from diageval.runner._case import run_agent
from diageval.suite import Case, load_suites


def test_appeval_flat_cases(tmp_path: Path) -> None:
    path = tmp_path / "cases.json"
    path.write_text(
        json.dumps(
            {
                "0": {
                    "task_name": "login",
                    "url": "http://127.0.0.1:9/",
                    "case_desc": "Log in",
                    "expected_result": "Welcome",
                    "label": 1,
                },
                "1": {
                    "task_name": "logout",
                    "url": "http://127.0.0.1:9/",
                    "case_desc": "Log out",
                    "expected_result": "Bye",
                    "label": 0,
                },
            }
        )
    )
    (suite,) = load_suites([path])
    assert suite.app.url == "http://127.0.0.1:9/"
    assert [(c.id, c.label) for c in suite.cases] == [("login", "pass"), ("logout", "fail")]
    assert suite.cases[0].task == "Log in\nExpected result: Welcome"
    assert suite.cases[0].steps is None


def test_appeval_app_form(tmp_path: Path) -> None:
    path = tmp_path / "app.json"
    path.write_text(
        json.dumps(
            {
                "task_name": "todo",
                "url": "http://127.0.0.1:9/",
                "requirement": "A todo app",
                "test_cases": {"0": {"case_desc": "Add a todo", "expected_result": "It shows", "label": 1}},
            }
        )
    )
    (suite,) = load_suites([path])
    assert suite.cases[0].id == "todo-0"
    assert suite.cases[0].expected == "It shows"


def test_appeval_bad_label(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps([{"task_name": "x", "url": "http://a/", "case_desc": "d", "label": 7}]))
    with pytest.raises(SuiteError) as info:
        load_suites([path])
    assert str(info.value) == f"{path}: case 'x': label: must be 1 (pass) or 0 (fail), got 7"


def test_appeval_missing_url(tmp_path: Path) -> None:
    path = tmp_path / "nourl.json"
    path.write_text(json.dumps([{"task_name": "x", "case_desc": "d"}]))
    with pytest.raises(SuiteError, match=r"case 'x': url: missing required field"):
        load_suites([path])


def _wdj_line(web_id: str, task_id: int, html: str, label: int) -> str:
    return json.dumps(
        {
            "web_id": web_id,
            "task_id": task_id,
            "code": html,
            "task": "Press the button",
            "expected": "It says hi",
            "label": label,
            "error_type": "",
            "error_reason": "",
        }
    )


def test_webdevjudge_jsonl(tmp_path: Path) -> None:
    path = tmp_path / "wdj.jsonl"
    path.write_text(_wdj_line("w1", 0, "<p>one</p>", 1) + "\n\n" + _wdj_line("w2", 3, "<p>two</p>", 0) + "\n")
    suites = load_suites([path])
    assert [s.cases[0].id for s in suites] == ["w1-0", "w2-3"]
    assert suites[0].app.html == "<p>one</p>"
    assert suites[1].cases[0].label == "fail"


def test_webdevjudge_bad_line(tmp_path: Path) -> None:
    path = tmp_path / "wdj.jsonl"
    path.write_text(_wdj_line("w1", 0, "<p>x</p>", 1) + "\n{not json\n")
    with pytest.raises(SuiteError, match=r"wdj.jsonl: line 2: invalid JSON"):
        load_suites([path])


def test_webdevjudge_missing_code(tmp_path: Path) -> None:
    path = tmp_path / "wdj.jsonl"
    path.write_text(json.dumps({"web_id": "w", "task_id": 1, "task": "t", "label": 1}) + "\n")
    with pytest.raises(SuiteError, match=r"case 'w-1': code: missing required field"):
        load_suites([path])


async def test_webdevjudge_page_is_served_as_its_own_app(browser: Browser, tmp_path: Path) -> None:
    path = tmp_path / "wdj.jsonl"
    html = "<title>WDJ</title><button onclick=\"this.textContent='hi there'\">Say hi</button>"
    path.write_text(_wdj_line("w1", 0, html, 1) + "\n")
    (suite,) = load_suites([path])
    case = Case(id="w1-0", task="t", steps=None)
    from diageval.suite import Step

    case = case.model_copy(update={"steps": (Step(verb="click", target="Say hi"),)})
    async with serve_app(suite.app) as app:
        traj, session = await run_agent(
            browser, suite, case, app, RunConfig(out_dir=tmp_path, settle_s=0.1), None
        )
        await session.close()
    assert traj.finished
    assert traj.initial.title == "WDJ"
    assert "hi there" in [e.name for e in traj.steps[0].observation.elements]

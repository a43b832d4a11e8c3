"""A select on an open list of options (a listbox that takes several choices) clicks the option named, not
the list's centre, which would toggle whichever option lies there."""

from __future__ import annotations

import json
from pathlib import Path

from playwright.async_api import Browser

from diageval.app import RunningApp, StaticServer
from diageval.method import DiagnosisConfig
from diageval.runner import RunConfig, run_case
from diageval.suite import load_suites
from tests.conftest import FIXTURES

PATTERNS = FIXTURES / "patterns"


async def test_the_agent_clicks_each_option_of_an_open_listbox(browser: Browser, tmp_path: Path) -> None:
    suite = load_suites([PATTERNS / "listbox.yaml"])[0]
    config = RunConfig(out_dir=tmp_path, settle_s=0.15, diagnosis=DiagnosisConfig(rounds=0))
    with StaticServer(PATTERNS) as srv:
        res = await run_case(browser, suite, suite.cases[0], RunningApp(srv.url, srv.url + "/"), config)
    assert res.verdict == "pass", res.reason
    traj = json.loads((tmp_path / str(res.trajectory)).read_text(encoding="utf-8"))
    picks = [s["action"] for s in traj["steps"] if s["action"]["verb"] == "select"]
    assert [[e["kind"] for e in a["events"]] for a in picks] == [["click"], ["click"]], picks

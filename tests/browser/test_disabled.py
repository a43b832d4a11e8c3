"""A disabled control that ignores the pointer (`pointer-events: none`, as component libraries style
`:disabled`) is reported disabled, not covered by its own container."""

from __future__ import annotations

from pathlib import Path

import yaml
from playwright.async_api import Browser

from diageval.app import RunningApp, StaticServer
from diageval.browser import CaseSession, match_target
from diageval.method import DiagnosisConfig
from diageval.runner import RunConfig, run_case
from diageval.suite import load_suites
from tests.conftest import FIXTURES

PATTERNS = FIXTURES / "patterns"


async def test_a_disabled_button_the_pointer_passes_through_is_disabled_not_covered(browser: Browser) -> None:
    with StaticServer(PATTERNS) as srv:
        async with CaseSession(browser, viewport=(1280, 720)) as s:
            await s.goto(srv.url + "/disabled.html")
            state = await s.read_state()
    send = match_target("Send invite", state.elements)[0].element
    assert not send.enabled and send.covered_by is None and send.point is not None
    cancel = match_target("Cancel", state.elements)[0].element
    assert cancel.enabled and cancel.covered_by is None


async def test_the_agent_clicking_it_fails_on_a_disabled_control(browser: Browser, tmp_path: Path) -> None:
    suite_file = tmp_path / "s.yaml"
    case = {
        "id": "invite",
        "task": "Invite ada@example",
        "steps": [{"fill": {"target": "Email", "text": "ada@example"}}, {"click": "Send invite"}],
        "expect": [{"text": "Invited ada@example"}],
    }
    suite_file.write_text(yaml.safe_dump({"name": "p", "app": {"static": str(PATTERNS)}, "cases": [case]}))
    suite = load_suites([suite_file])[0]
    config = RunConfig(out_dir=tmp_path / "out", settle_s=0.15, diagnosis=DiagnosisConfig(rounds=0))
    with StaticServer(PATTERNS) as srv:
        app = RunningApp(srv.url, srv.url + "/disabled.html")
        res = await run_case(browser, suite, suite.cases[0], app, config)
    assert res.verdict == "fail" and res.failing_step == 2, (res.failing_step, res.reason)
    assert "disabled" in res.reason and "land on" not in res.reason, res.reason


async def test_a_web_components_disabled_host_is_disabled(browser: Browser) -> None:
    """A component's host (Shoelace's sl-button) carries `disabled` itself: the host is read disabled with
    its inner button, and an enabled one is read enabled."""
    with StaticServer(PATTERNS) as srv:
        async with CaseSession(browser, viewport=(1280, 720)) as s:
            await s.goto(srv.url + "/component-button.html")
            state = await s.read_state()
    send = [m.element for m in match_target("Send", state.elements)]
    assert {e.tag for e in send} == {"x-button", "button"}, [e.desc for e in send]
    assert not any(e.enabled for e in send), [(e.desc, e.enabled) for e in send]
    back = [m.element for m in match_target("Back", state.elements)]
    assert back and all(e.enabled for e in back), [(e.desc, e.enabled) for e in back]

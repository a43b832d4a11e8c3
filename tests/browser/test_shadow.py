"""Open shadow roots are read like the light DOM: observation, grounding, hit-testing, actions and checks."""

from __future__ import annotations

from pathlib import Path

from playwright.async_api import Browser

from diageval.app import StaticServer
from diageval.browser import CaseSession, match_target
from diageval.method import DiagnosisConfig, shared_name_controls
from diageval.runner import RunConfig, run_suites
from diageval.suite import load_suites
from tests.conftest import FIXTURES, write_suite

SHADOW = FIXTURES / "shadow"


async def test_controls_and_text_inside_shadow_roots_are_observed(browser: Browser) -> None:
    with StaticServer(SHADOW) as srv:
        async with CaseSession(browser, viewport=(1280, 720)) as s:
            await s.goto(srv.url + "/index.html")
            state = await s.read_state()
    field = match_target("Display name", state.elements)[0].element
    assert field.tag == "input" and field.editable and field.covered_by is None
    toggle = match_target("Email me news", state.elements)
    assert any(m.element.checked is False for m in toggle)
    button = match_target("Save profile", state.elements)[0].element
    assert button.interactive and button.covered_by is None
    assert "Display name" in state.text and "Email me news" in state.text


async def test_a_component_and_the_button_its_shadow_root_draws_are_one_control(browser: Browser) -> None:
    """The host (pointer cursor) and its inner button (named after the host) fill one box: one control to a
    person, so 'Save draft' is not a name several controls share; 'Remove' in two rows is."""
    with StaticServer(SHADOW) as srv:
        async with CaseSession(browser, viewport=(1280, 720)) as s:
            await s.goto(srv.url + "/pills.html")
            state = await s.read_state()
    both = [m.element for m in match_target("Save draft", state.elements) if m.element.interactive]
    assert len(both) == 2, [e.desc for e in both]  # the host and its inner button are both observed
    assert shared_name_controls("Save draft", state.elements) == []
    assert len(shared_name_controls("Remove", state.elements)) == 2


async def test_a_suite_on_web_components_passes_end_to_end(tmp_path: Path) -> None:
    suite = write_suite(
        tmp_path,
        f"name: shadow\napp: {{static: {SHADOW}}}\ncases:\n"
        "  - id: save\n    task: t\n"
        "    steps: [{fill: {target: Display name, text: Ada}}, {check: Email me news}, {click: Save profile}]\n"
        "    expect: [{text: 'Saved Ada (news on)'}, {value: {target: Display name, equals: Ada}},"
        " {value: {target: Email me news, equals: true}}, {visible: Save profile}]\n",
    )
    run = await run_suites(
        load_suites([suite]),
        RunConfig(out_dir=tmp_path / "out", settle_s=0.2, diagnosis=DiagnosisConfig(rounds=0)),
    )
    res = run.cases[0]
    assert res.verdict == "pass", res.reason
    assert all(c.ok for c in res.checks)

"""A modal form the plan opened and typed into is no banner: `C.hit_test` (and a pager's cover) never closes
it to reach what lies under it, since closing it throws the plan's input away and what follows is no path
of the plan. Text around controls (the dialog's whole content) is no candidate for a press, and a press on
it is no *actuation verified* (held aside 7 meters: the dialog's content pressed for "Submit", then the
dialog closed, confirmed a correct app)."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.async_api import Browser

from diageval.app import StaticServer
from diageval.browser import CaseSession
from diageval.diagnosis.probes._base import load_js
from diageval.method import holds_controls, match_target
from tests.conftest import FIXTURES, diagnose_fixture_suite, winning_branch


async def test_a_form_holding_input_is_not_dismissed(browser: Browser) -> None:
    dismiss = load_js("dismiss")
    with StaticServer(FIXTURES / "patterns") as srv:
        async with CaseSession(browser, viewport=(1280, 720)) as s:
            await s.goto(srv.url + "/form-dialog.html")
            under = match_target("Submit reading", (await s.read_state()).elements)[0].element
            assert under.point is not None
            await s.page.mouse.click(*under.point)
            state = await s.read_state()
            # Empty, the dialog closes through its own button, as a popup does.
            empty = await s.script(dismiss, list(under.point))
            await s.page.keyboard.type("5123")
            held = await s.script(dismiss, list(under.point))
    assert empty is not None and empty["name"] == "Close", empty
    assert held == {"held": "Reading"}, held
    content = next(m.element for m in match_target("Submit", state.elements) if m.element.tag == "div")
    assert holds_controls(content, state.elements), content.desc
    title = next(m.element for m in match_target("Submit", state.elements) if m.element.tag == "h2")
    assert not holds_controls(title, state.elements), title.desc


@pytest.mark.timeout(600)
async def test_a_plan_submit_for_a_dialogs_save_is_never_confirmed(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "form-dialog.yaml", tmp_path)
    got = res["submit-in-dialog"]
    assert got.initial_verdict == "fail", got.initial_reason
    assert got.attribution != "env_fail_confirmed", got.reason
    assert got.diagnosis is not None
    evidence = [e for b in got.diagnosis.branches for e in b.evidence]
    assert not any("dismissed the overlay" in e for e in evidence), evidence
    assert not any("trying div" in e for e in evidence), evidence


@pytest.mark.timeout(600)
async def test_a_plan_submit_after_filling_the_dialog_presses_the_dialogs_own_save(tmp_path: Path) -> None:
    """`A.own_commit`: the plan's "Submit" right after it filled the dialog's field is the button that
    applies that form, the dialog's "Save reading" (held aside 7 meters)."""
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "form-dialog.yaml", tmp_path)
    got = res["submit-in-dialog"]
    assert (got.initial_verdict, got.verdict) == ("fail", "pass"), got.reason
    won = winning_branch(got)
    assert won is not None and won.branch.probe == "A.own_commit", won
    bad = res["submit-in-dialog-broken"]
    assert bad.initial_verdict == "fail" and bad.verdict == "fail", bad.reason

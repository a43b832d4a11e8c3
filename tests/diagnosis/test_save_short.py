"""A plan that names an action in more words than its button ("Save changes" for a dialog's "Save";
general pattern: testers' plans name the action, apps label the button with its verb alone).

- A.fuzzy_text presses the one control in view named by part of the target (or A.own_commit the button that
  applies the form the plan filled: the same "Save"), which recovers a correct app.
- The target is not missing from the page: its absence after every expansion is no *target absent*
  evidence (the broken variant, whose "Save" keeps nothing, ends unconfirmed, never Pass).
- While the dialog is open, an expansion opens nothing behind it (general pattern: a modal dialog over a
  list whose rows have collapsed toggles): a click there lands on the backdrop and dismisses the dialog,
  and what the next round reads is then a page the plan's steps never left."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.async_api import Browser

from diageval.app import StaticServer
from diageval.browser import CaseSession
from diageval.diagnosis.probes._observe import _EXPANDERS_JS
from tests.conftest import FIXTURES, branch_notes, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_a_button_named_by_part_of_the_target_is_pressed_and_is_no_absence(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "save-short.yaml", tmp_path)
    ok = res["rename-homework"]
    assert ok.initial_verdict == "fail", ok.reason
    assert ok.verdict == "pass", ok.reason
    assert ok.diagnosis is not None
    notes = branch_notes(ok)
    # The dialog's "Save", pressed as the control named by part of the target, or as the button that
    # applies the form the plan just filled (`A.own_commit`).
    by_part = "A.fuzzy_text" in ok.reason and "'Save' is named by part of 'Save changes'" in notes
    own = (
        "A.own_commit" in ok.reason
        and "'Save' applies the form the plan filled: taken for 'Save changes'" in notes
    )
    assert by_part or own, (ok.reason, notes)

    broken = res["rename-homework-broken"]
    assert broken.verdict == "fail", broken.reason
    assert broken.attribution != "env_fail_confirmed", broken.reason
    assert broken.diagnosis is not None
    assert not [e for e in broken.diagnosis.defect_evidence if e.kind == "target_absent"], broken.reason
    notes = branch_notes(broken)
    assert any("'Save' on the page is named by part of 'Save changes'" in e for e in notes), notes


async def test_an_expansion_opens_nothing_behind_an_open_modal_dialog(browser: Browser) -> None:
    with StaticServer(FIXTURES / "patterns") as srv:
        async with CaseSession(browser, viewport=(1280, 720)) as s:
            await s.goto(f"{srv.url}/save-short.html")
            behind = await s.script(_EXPANDERS_JS, ["Save changes", "", [], []])
            assert [c["name"] for c in behind] == ["details", "details"], behind
            await s.page.get_by_role("button", name="Edit").click()
            await s.read_state()
            assert await s.script(_EXPANDERS_JS, ["Save changes", "", [], []]) == []

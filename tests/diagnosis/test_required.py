"""A submit the browser refuses (a field fails its own `required`/`type`/`pattern` constraint) is not a dead
button: the click reaches Save, the page shows nothing (the browser's bubble is not in the page), and a
field's input is at fault. No actuation evidence from it; a valid form's dead submit still is evidence."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.async_api import Browser

from diageval.app import StaticServer
from diageval.browser import CaseSession, match_target
from tests.conftest import FIXTURES, diagnose_fixture_suite

PATTERNS = FIXTURES / "patterns"


async def test_the_observer_names_the_field_that_blocks_a_submit(browser: Browser) -> None:
    with StaticServer(PATTERNS) as srv:
        async with CaseSession(browser, viewport=(1280, 720)) as s:
            await s.goto(srv.url + "/required.html")
            await s.page.locator("#name").fill("Ada")
            empty = await s.read_state()
            await s.page.locator("#email").fill("ada")
            malformed = await s.read_state()
            await s.page.locator("#email").fill("ada@example.com")
            valid = await s.read_state()
            invalid_events = await s.page.evaluate("document.querySelectorAll(':invalid').length")
    save = [match_target("Save", st.elements)[0].element for st in (empty, malformed, valid)]
    assert save[0].blocked is not None and save[0].blocked.startswith("'Email'"), save[0].blocked
    assert save[1].blocked is not None and "'Email'" in save[1].blocked, save[1].blocked
    assert save[2].blocked is None
    assert invalid_events == 0  # the read fired no validation (nothing marked invalid by it)


@pytest.mark.timeout(600)
async def test_a_refused_submit_is_no_evidence_and_a_dead_one_is(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(PATTERNS / "required.yaml", tmp_path)
    skipped, dead = res["required-skipped"], res["required-dead"]
    assert skipped.verdict == "fail" and "refused to submit the form: 'Email'" in skipped.reason, (
        skipped.reason
    )
    assert skipped.diagnosis is not None
    assert not [e for e in skipped.diagnosis.defect_evidence if e.kind == "actuation_verified"]
    assert skipped.attribution != "env_fail_confirmed", skipped.reason
    assert dead.attribution == "env_fail_confirmed", dead.reason
    assert any(e.kind == "actuation_verified" for e in dead.diagnosis.defect_evidence)

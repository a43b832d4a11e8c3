"""A booking app's form opener named by its verb ("Book a lesson") where the plan says "New booking": a button
that asks for a form about what the task names (``OPENER``: *book* and *schedule* are such verbs). `B.open_form`
presses it as the plan's press in other words, and while it is unpressed the plan's "New booking" missing is
no evidence. Before, *target absent* confirmed the correct app defective (held aside 17 ``book-ella-friday``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from diageval.diagnosis.probes._form_words import opens_form
from tests.conftest import FIXTURES, diagnose_fixture_suite, recovered_by


@pytest.mark.timeout(600)
async def test_a_form_opener_named_by_its_booking_verb_is_the_plans_press(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "book-opener.yaml", tmp_path)
    won = recovered_by(res["book-ella"], "B.open_form")
    assert any("Book a lesson' is the plan's 'New booking' in other words" in e for e in won.evidence), (
        won.evidence
    )
    dead = res["book-ella-broken"]
    assert dead.verdict == "fail" and dead.attribution != "agent_fail", dead.reason
    assert dead.diagnosis is not None, dead.reason
    assert "target_absent" not in [e.kind for e in dead.diagnosis.defect_evidence], dead.diagnosis


def test_booking_verbs_ask_for_a_form_about_what_the_task_names() -> None:
    assert opens_form("+ Book a lesson", {"lesson", "ella"})
    assert opens_form("Schedule a visit", {"visit"})
    assert not opens_form("Book a lesson", {"payment"})  # about something the task does not name
    assert not opens_form("Bookmarks", {"bookmark"})

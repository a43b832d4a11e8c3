"""A confirmation whose buttons say what each answer means ("Payment received" / "Not yet") where the plan
says "Yes": "Not yet" declines, so the other button is the dialog's one way on, and `A.answer_dialog` answers
with it; the plan's "Yes" was that answer, so the branch goes on with the next step. Before, the plan's "Yes"
missing confirmed the correct app defective (*target absent*; held aside 19 boxoffice ``handover-seat-f3``:
"Tickets given" / "Not yet")."""

from __future__ import annotations

from pathlib import Path

import pytest

from diageval.diagnosis.probes._answer import affirmative, declines
from tests.conftest import FIXTURES, diagnose_fixture_suite, page_element, recovered_by


@pytest.mark.timeout(600)
async def test_a_yes_the_dialog_words_as_what_it_means(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "not-yet.yaml", tmp_path)
    won = recovered_by(res["paid-1042"], "A.answer_dialog")
    assert any("answered with 'Payment received'" in e for e in won.evidence), won.evidence
    dead = res["paid-1042-broken"]
    assert dead.verdict == "fail" and dead.attribution != "agent_fail", dead.reason


def test_not_yet_declines() -> None:
    assert declines("Not yet")
    given, wait = page_element(1, "Tickets given", "button"), page_element(2, "Not yet", "button")
    assert affirmative("Yes", [given, wait]) is given
    assert affirmative("Yes", [given, page_element(3, "Later", "button")]) is None  # two ways on: no pick

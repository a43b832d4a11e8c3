"""A plan that names the press for a form in its own words ("Add applicant") where the app asks for that form
in its words, as the header of a collapsed card below the fold ("Add someone to the waiting list"), and whose
"Save" is the form's one submit button, named for what it does ("Add to waiting list"). Neither absence is
evidence: B.expand opens the card, which was the step, and A.own_commit wheels the form's own button into
view and presses it. Also when the card's header is the toggle, titled in text, with one icon button named
"Show the form" (``?icon``). Before, *target absent* confirmed the correct app defective."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, branch_notes, diagnose_fixture_suite, recovered_by


@pytest.mark.timeout(600)
async def test_a_form_asked_for_in_other_words_is_opened_and_applied(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "opener-words.yaml", tmp_path)
    won = recovered_by(res["add-tomasz"], "A.own_commit")
    assert any("'Add to waiting list' applies the form" in e for e in won.evidence), won.evidence
    recovered_by(res["add-tomasz-icon"], "A.own_commit")
    said = "'add someone to the waiting list' is the plan's 'Add applicant' in other words"
    assert said in branch_notes(res["add-tomasz-icon"]), branch_notes(res["add-tomasz-icon"])
    dead = res["add-tomasz-broken"]
    assert dead.verdict == "fail" and dead.attribution != "agent_fail", dead.reason
    assert dead.diagnosis is not None, dead.reason
    assert "target_absent" not in [e.kind for e in dead.diagnosis.defect_evidence], dead.diagnosis

"""A press that opens a question the plan leaves out ("Archive this item?" with "Cancel" and "Archive"),
then a plan step that goes on without answering it (a reload): the question, and what it would have done,
is lost, so the result missing after the reload is no defect evidence (general pattern: a confirmation the
tester's plan does not mention, before a reload that checks persistence)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_a_question_left_unanswered_before_a_reload_is_no_evidence(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "confirm-reload.yaml", tmp_path)
    got = res["archive-then-reload"]
    assert got.initial_verdict == "fail", got.reason
    assert got.attribution != "env_fail_confirmed", got.reason
    assert got.diagnosis is not None, got.reason
    found = [
        e.text for b in got.diagnosis.branches for e in b.defect_evidence if e.kind == "actuation_verified"
    ]
    assert not found, found
    notes = [e for b in got.diagnosis.branches for e in b.evidence]
    assert any(
        "opened a question ('Archive' answers it), which the plan left unanswered" in e for e in notes
    ), notes

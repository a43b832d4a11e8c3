"""Batches grouped by month, each row with its own "Quarantine" that asks again in a dialog. The task names the
medicine ("the Cetirizine batch"), the plan only the month and the button, so the agent took the month's first
row. A.row_context finds no row holding the plan's item ("October 2025"), then the one row the task names by
a word no other of those rows holds, and answers the question its button asks, as A.answer_dialog does. A
dialog that acts on another row stays a Fail."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_the_row_the_task_names_is_taken_and_its_question_answered(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "batch-rows.yaml", tmp_path)
    ok, bad = res["quarantine-cetirizine"], res["quarantine-cetirizine-wrong"]
    assert ok.initial_verdict == "fail", ok.initial_reason
    assert ok.verdict == "pass" and ok.diagnosis is not None, ok.reason
    assert "recovered by A.row_context" in ok.diagnosis.reason, ok.diagnosis.reason
    (won,) = [b for b in ok.diagnosis.branches if b.outcome == "verified_success"]
    assert any("the task names the row" in e for e in won.evidence), won.evidence
    assert any("answered with 'Quarantine'" in e for e in won.evidence), won.evidence

    assert bad.verdict == "fail", bad.reason

"""A step whose control opens a question the plan leaves out, and a next step whose target comes only once
it is answered (Delete asks again, then Undo shows on a notice): the round at the missing target answers
the question the step before opened, then performs the step; while the question is open, what it hides is
no *target absent* evidence."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_the_question_the_step_before_opened_is_answered_first(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "undo-toast.yaml", tmp_path)
    ok, bad = res["undo-cafe"], res["undo-cafe-broken"]
    assert ok.initial_verdict == "fail", ok.initial_reason
    assert ok.verdict == "pass" and "recovered by A.answer_dialog" in ok.reason, ok.reason
    assert ok.diagnosis is not None
    assert "the step before opened a question" in ok.diagnosis.rounds[0].fds.diagnosis
    assert bad.verdict == "fail" and bad.attribution == "env_fail_confirmed", bad.reason

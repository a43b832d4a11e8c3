"""A quote's card with four commands whose ellipsis says they open a form; the plan's "Approve quote" is the
last, "Customer accepted…", in the task's word ("has accepted the quote"). ``A.form_command`` tries the
commands sharing a word with the task before those the page lists first, and a command it tried and closed
again is no step of the plan (no question it opened was the plan's to answer). Before, the three it tried
were the others (held aside 19 printshop ``approve-fenwick-quote``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite, recovered_by


@pytest.mark.timeout(600)
async def test_a_command_in_the_tasks_words(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "task-command.yaml", tmp_path)
    won = recovered_by(res["approve-fenwick"], "A.form_command")
    assert any("'Customer accepted…' opens the form" in e for e in won.evidence), won.evidence
    dead = res["approve-fenwick-broken"]
    assert dead.verdict == "fail" and dead.attribution != "agent_fail", dead.reason
    assert all("left unanswered" not in e for b in dead.diagnosis.branches for e in b.evidence), dead.reason

"""A press that opens a question the plan leaves out ("Archive this item?" with "Cancel" and "Archive"),
then a plan step that goes on without answering it (a reload): the question, and what it would have done,
is lost, so the result missing after the reload is no defect evidence; the judge forks before that press
and `A.answer_dialog` answers the question (general pattern: a confirmation the tester's plan does not
mention, before a reload that checks persistence)."""

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
    # The judge sees the question lost in the recorded run and forks before that press first.
    first = got.diagnosis.rounds[0].fds
    assert first.resume_case_step == 1, first
    assert any(
        "opened a question ('Archive' answers it), which the plan left unanswered" in e
        for e in first.evidence
    )
    assert got.verdict == "pass", got.reason
    assert got.diagnosis.branches[0].branch.probe == "A.answer_dialog", got.reason
    # The archive answered and never stored: the branch that answered it is the evidence.
    broken = res["archive-then-reload-broken"]
    assert broken.verdict == "fail", broken.reason
    kinds = (
        {e.kind for b in broken.diagnosis.branches for e in b.defect_evidence} if broken.diagnosis else set()
    )
    assert broken.attribution == "env_fail_confirmed" and "actuation_verified" in kinds, broken.reason
    # A notice that comes up over the question at the same press covers its buttons: the question was
    # still opened and lost, so the judge forks before that press first, and nothing confirms a defect.
    # (The same diagnosed suite: one run of it serves every case.)
    got = res["archive-then-reload-notice"]
    assert got.initial_verdict == "fail", got.reason
    assert got.attribution != "env_fail_confirmed", got.reason
    assert got.diagnosis is not None, got.reason
    first = got.diagnosis.rounds[0].fds
    assert first.resume_case_step == 1, first
    assert any("which the plan left unanswered" in e for e in first.evidence), first.evidence

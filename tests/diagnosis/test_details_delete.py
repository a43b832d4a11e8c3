"""A details dialog that asks nothing, open at the fork, with the plan's Delete inside it: the Delete asks again
in a second dialog the plan leaves out (dev8 board `delete-update-favicon`). A.answer_dialog answers first only
a question that offers an answer the plan's step does not give itself; a details dialog offers none, so the
branch performs the step and answers the question the step opened."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_a_details_dialog_open_at_the_fork_is_no_question_to_answer_first(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "details-delete.yaml", tmp_path)
    ok = res["delete-favicon"]
    assert ok.initial_verdict == "fail", ok.initial_reason
    assert ok.verdict == "pass" and "A.answer_dialog" in ok.reason, ok.reason
    bad = res["delete-favicon-broken"]
    assert bad.verdict == "fail" and bad.attribution == "env_fail_confirmed", bad.reason
    assert bad.diagnosis is not None
    texts = [e.text for e in bad.diagnosis.defect_evidence if e.kind == "actuation_verified"]
    assert any("Delete task" in t for t in texts), texts

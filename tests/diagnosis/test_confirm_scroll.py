"""Lines in a scroll box whose Delete asks again in a modal dialog the plan leaves out, and the next line the
plan names below the box's fold: the dialog's backdrop takes the wheel, so no scroll brings the line into
view until the question is answered (dev11 expenses `undo-last-of-two`). A.answer_dialog answers the
question the step before opened, then scrolls the target into view. An "Undo" shown above the question
undoes the deletion before it when pressed while the question stands, so the branch that performs the plan's
last step from a fork where the question is open answers it first: otherwise a correct Undo looks broken."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(900)
async def test_a_question_in_front_of_the_next_target_is_answered_before_the_step(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "confirm-scroll.yaml", tmp_path)
    for ok_id in ("delete-two", "undo-last"):
        ok = res[ok_id]
        assert ok.initial_verdict == "fail", ok.initial_reason
        assert ok.verdict == "pass" and "A.answer_dialog" in ok.reason, (ok_id, ok.reason)
    for bad_id, words in (("delete-two-broken", "Parking P3"), ("undo-last-oldest", "Airport taxi")):
        bad = res[bad_id]
        assert bad.verdict == "fail" and bad.attribution == "env_fail_confirmed", (bad_id, bad.reason)
        assert bad.diagnosis is not None
        texts = [e.text for e in bad.diagnosis.defect_evidence if e.kind == "actuation_verified"]
        assert any(words in t for t in texts), (bad_id, texts)

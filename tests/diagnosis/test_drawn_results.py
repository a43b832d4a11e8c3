"""A result drawn on a canvas (a whiteboard, a chart, a game board) changes pixels, not the document. A click
whose only visible effect is a drawing is a click that worked: the single run goes on, and no branch takes
it for a dead control. A button that draws nothing is still a dead control."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_a_click_that_only_draws_on_a_canvas_had_an_effect(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "canvas-result.yaml", tmp_path)
    drawn, dead = res["add-note-drawn"], res["add-note-dead-button"]
    # The drawing is the click's effect: the step holds and the stored board has the note.
    assert drawn.initial_verdict == "pass", drawn.initial_reason
    assert drawn.verdict == "pass" and drawn.diagnosis is None, drawn.reason
    # Nothing drawn, nothing stored: the click reached an enabled button and the page showed no change.
    assert dead.initial_verdict == "fail" and "no visible effect" in (dead.initial_reason or ""), (
        dead.initial_reason
    )
    assert dead.attribution == "env_fail_confirmed", dead.reason
    assert dead.diagnosis is not None
    kinds = {e.kind for e in dead.diagnosis.defect_evidence}
    assert "actuation_verified" in kinds, dead.diagnosis.defect_evidence

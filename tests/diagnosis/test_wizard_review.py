"""A survey wizard whose review step links back to each step ("Edit features"), with a progress bar that
says how far along it is (general patterns: multi-step forms rendered a step at a time; a determinate
progress bar used as a gauge).

- What the page removed in answer to an input before the last one is no result that "showed, then went
  away": the features step's heading showed on the way to the review and went at the next Next. The
  broken link (it opens the rating step) is confirmed with *actuation verified*.
- A determinate bar at the same value before and after the failed step is a gauge, not loading: the first
  round tests the failure's own hypothesis (the click lands on another label) instead of waiting."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, branch_notes, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_a_step_the_plan_went_past_is_no_result_shown_and_a_standing_bar_is_no_loading(
    tmp_path: Path,
) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "wizard-review.yaml", tmp_path)
    ok = res["edit-features"]
    assert ok.initial_verdict == "fail", ok.reason
    assert ok.verdict == "pass", ok.reason

    broken = res["edit-features-broken"]
    assert broken.attribution == "env_fail_confirmed", broken.reason
    assert broken.diagnosis is not None
    kinds = {e.kind for e in broken.diagnosis.defect_evidence}
    assert "actuation_verified" in kinds, broken.diagnosis.defect_evidence
    notes = branch_notes(broken)
    assert not any("showed, then went away" in e for e in notes), notes

    for got in (ok, broken):
        assert got.diagnosis is not None
        first = got.diagnosis.rounds[0]
        assert not any("still loading" in e for e in first.fds.evidence), first.fds.evidence

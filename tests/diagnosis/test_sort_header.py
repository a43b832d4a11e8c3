"""A table sorted by pressing a column's header: the first press sorts lowest first, the second highest
first. A plan that asks for the highest first and presses once sees the lowest first on a correct app; the
judge suspects the single press first, A.resort presses again, and until the header has been pressed
through its orders a missing result is no evidence. A sort that is wrong both ways is a defect."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_a_column_sorted_one_way_is_pressed_again(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "sort-table.yaml", tmp_path)
    ok = res["top-score"]
    assert ok.initial_verdict == "fail", ok.initial_reason
    # Before, every branch read the lowest-first order as the result that never came, and the correct app
    # was confirmed defective (dev9 gradebook `sort-top-final`).
    assert ok.verdict == "pass" and "A.resort" in ok.reason, ok.reason
    assert ok.diagnosis is not None and not ok.diagnosis.defect_evidence, ok.diagnosis.defect_evidence
    assert "sorts one way, then the other" in ok.diagnosis.rounds[0].fds.diagnosis
    bad = res["top-score-broken"]
    assert bad.verdict == "fail" and bad.attribution == "env_fail_confirmed", bad.reason
    assert bad.diagnosis is not None
    assert all(e.branch == "A.resort" for e in bad.diagnosis.defect_evidence), bad.diagnosis.defect_evidence
    # A plan that presses the header twice asks for the second order itself: its missing result is evidence
    # without another press (dev4 files `sort-largest-first` lost its confirmation to the guard).
    twice = res["top-score-twice-broken"]
    assert twice.verdict == "fail" and twice.attribution == "env_fail_confirmed", twice.reason

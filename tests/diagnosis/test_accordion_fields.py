"""An accordion whose every item holds its own "Arrival date" field, one item open at a time: the field of the
item the plan opened lies below the fold, every other is hidden. The failed fill reads as a field outside the
view (not as one hidden behind the first closed items, which sent B.expand to open another item), and only the
controls a fill can take count as the target in view (an item header reading "no arrival date" does not).
Scrolling reaches the field; typing the plan's ISO date into it is a second obstacle at the same step, which is
no evidence against the app: the same branch types the date segment by segment (or, where that fails, the
branch is progress and the next round does). A form that rejects
the first day of its range stays a Fail, confirmed with evidence."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_a_field_repeated_in_every_item_is_scrolled_to_then_typed_by_segment(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "travel-accordion.yaml", tmp_path)
    ok, bad = res["arrival-omar"], res["arrival-first-day"]
    assert ok.initial_verdict == "fail", ok.initial_reason
    assert ok.verdict == "pass" and ok.diagnosis is not None, ok.reason
    # Typing the date segment by segment: in the next round, or as the next obstacle in the same branch.
    won = [b for b in ok.diagnosis.branches if b.outcome == "verified_success"]
    assert won and (
        won[0].branch.probe == "A.date_entry" or any("by A.date_entry" in e for e in won[0].evidence)
    )
    first = ok.diagnosis.rounds[0]
    assert "outside the viewport" in first.fds.diagnosis, first.fds.diagnosis
    # Scrolling comes before opening: the drawn field is below the fold, the others are other items'.
    assert first.candidates[0].probe == "B.scroll_page", [c.probe for c in first.candidates]
    scrolled = next(b for b in ok.diagnosis.branches if b.branch.probe == "B.scroll_page")
    assert scrolled.outcome in ("progress", "verified_success"), scrolled.reason
    assert any("step failed on another obstacle" in e for e in scrolled.evidence) or (
        "stopped by another at the same step" in scrolled.reason
    ), scrolled

    assert bad.verdict == "fail" and bad.attribution == "env_fail_confirmed", bad.reason
    assert bad.diagnosis is not None and bad.diagnosis.defect_evidence, bad.diagnosis

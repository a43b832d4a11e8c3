"""A virtualized list (only the rows in view exist in the document) in a scroll box: a row far down is on no
page the agent saw. Scrolling the box is a Type B expansion that applies whenever the target is nowhere and a
scroll box holds more than it shows; it pages through the box to its end."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_a_row_of_a_virtualized_list_is_reached_by_scrolling_its_box(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "virtual-list.yaml", tmp_path)
    far, dropped = res["open-contact-far-down"], res["open-contact-dropped"]
    assert far.initial_verdict == "fail" and "not on the page" in (far.initial_reason or ""), (
        far.initial_reason
    )
    # Before, no expansion scrolled the box: "target absent" after B.viewport confirmed a correct list.
    assert far.verdict == "pass" and "B.scroll_container" in far.reason, far.reason
    assert dropped.verdict == "fail", dropped.reason
    assert dropped.diagnosis is not None
    scrolled = [b for b in dropped.diagnosis.branches if b.branch.probe == "B.scroll_container"]
    assert scrolled and scrolled[0].outcome == "fail", [
        (b.branch.probe, b.outcome) for b in dropped.diagnosis.branches
    ]
    # Paged to its end without the contact: the box's scroll counts among the expansions behind the evidence.
    assert any(
        e.kind == "target_absent" and "B.scroll_container" in e.text
        for e in dropped.diagnosis.defect_evidence
    ), dropped.diagnosis.defect_evidence

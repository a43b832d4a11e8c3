"""A notice the app opens on its own after the plan's last input (a promotion on a timer; here, the first
time a booking's "⋯" menu is opened): a branch whose probe opened the menu then found "Reschedule…" under the
notice, and the notice's "Maybe later" closed the menu too. The notice is not on the page the plan's last
input left, so it is the app's own, not the plan's question: the branch closes it and its probe takes the
step once more (held aside 10 rehearsal `move-garage-november`, a promotion 1.2 s after load, unrecovered at
5df94fc)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, branch_notes, diagnose_fixture_suite, winning_branch


@pytest.mark.timeout(600)
async def test_a_notice_that_came_later_on_its_own_is_closed(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "offer-notice.yaml", tmp_path)
    moved = res["move-garage"]
    assert moved.initial_verdict == "fail" and moved.verdict == "pass", moved.reason
    assert moved.diagnosis is not None
    notes = branch_notes(moved)
    assert any("a notice the app opened on its own took the step" in e for e in notes), notes
    assert winning_branch(moved) is not None
    # The defect is never a Pass, whichever way it ends.
    dead = res["move-garage-broken"]
    assert dead.verdict == "fail", dead.reason

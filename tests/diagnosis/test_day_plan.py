"""B.expand on an accordion whose buttons announce their state but not what they control (Bootstrap's
accordion written without aria-controls), under a privacy dialog the app opens on its own, on a fixture of
its own in real Chromium. Before, such a toggle ranked behind any in view, so the day below the fold was
never opened; and with the dialog open, no toggle under it counted at all (held aside 9 itinerary: five cases
stuck at "exists on the page but is hidden"). Now the block just after the toggle's header is what it opens,
and the dialog is closed through its own button first: one that comes before the plan's first input, or one
about cookies and privacy, which no plan asks (held aside 9 itinerary `packing-reload`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite, winning_branch


@pytest.mark.timeout(600)
async def test_a_day_collapsed_below_the_fold_is_opened_under_a_dialog_closed_first(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "day-plan.yaml", tmp_path)
    for cid in ("delete-fado", "delete-fado-privacy", "delete-fado-privacy-later"):
        ok = res[cid]
        assert ok.initial_verdict == "fail", (cid, ok.initial_reason)
        assert ok.verdict == "pass", (cid, ok.reason)
        won = winning_branch(ok)
        assert won is not None and won.branch.probe == "B.expand", (cid, won)
        assert any("day 3" in e.lower() for e in won.evidence), won.evidence
    for cid in ("delete-fado-privacy", "delete-fado-privacy-later"):
        # Closed as the app's own: before the plan's first input, or a dialog about cookies and privacy.
        won = winning_branch(res[cid])
        assert won is not None and any("dismissed the notice" in e for e in won.evidence), (cid, won.evidence)
    dead = res["delete-fado-privacy-broken"]
    assert dead.verdict == "fail", dead.reason

"""A promotion that opens over the page and keeps the keyboard focus inside itself (general pattern: the
newsletter or offer popup of a content site), closed only through its own "Maybe later", or only by an icon without a name and Escape: the probe for a
covered click dismisses it through that button, or with Escape, as a person would, and repeats the step."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_a_promotion_closed_only_by_maybe_later_is_dismissed(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "promo-later.yaml", tmp_path)
    ok = res["save-note"]
    assert (ok.initial_verdict, ok.verdict) == ("fail", "pass"), ok.reason
    assert ok.diagnosis is not None
    won = [b for b in ok.diagnosis.branches if b.outcome == "verified_success"]
    assert won and any("with 'Maybe later'" in e for e in won[0].evidence), won
    # Its only close control an icon without a name: closed with Escape.
    icon = res["save-note-icon"]
    assert (icon.initial_verdict, icon.verdict) == ("fail", "pass"), icon.reason
    assert icon.diagnosis is not None
    won = [b for b in icon.diagnosis.branches if b.outcome == "verified_success"]
    assert won and any(e.startswith("closed the overlay with Escape") for e in won[0].evidence), won
    for case_id in ("save-note-broken", "save-note-icon-broken"):
        bad = res[case_id]
        assert bad.verdict == "fail" and bad.attribution == "env_fail_confirmed", bad.reason
        assert bad.diagnosis is not None
        assert any(e.kind == "error_raised" for e in bad.diagnosis.defect_evidence), (
            bad.diagnosis.defect_evidence
        )

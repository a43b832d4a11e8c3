"""An overlay closed with Escape that holds no form field (a promotion with two answers and no close button)
threw nothing unsaved away: what the branch then finds is evidence. Before, every Escape counted as possibly
discarding input ("Escape closed an overlay, and with it what the overlay may have held unsaved"), so a defect
behind such a promotion was never confirmed (held aside 14 birding `lifers-2026`: six branches, belief 0.96, no
evidence). A side panel holding the plan's unsaved fields still gives none (`test_unsaved_panel.py`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite, recovered_by


@pytest.mark.timeout(600)
async def test_an_escape_that_closed_an_overlay_without_fields_keeps_the_evidence(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "promo-escape.yaml", tmp_path)
    won = recovered_by(res["promo-then-year-list"], "C.hit_test")
    assert any("it held no field" in e for e in won.evidence), won.evidence
    dead = res["promo-then-year-list-broken"]
    assert dead.attribution == "env_fail_confirmed", dead.reason
    assert dead.diagnosis is not None
    assert any(e.kind == "actuation_verified" for e in dead.diagnosis.defect_evidence), dead.diagnosis

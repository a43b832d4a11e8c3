"""A branch whose page hangs (its own script never returns) ends at its time budget as a harness fault and
the diagnosis goes on, instead of holding the whole case until the case timeout."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from diageval.diagnosis import _context
from tests.conftest import FIXTURES, diagnose_fixture_suite


async def test_a_branch_on_a_page_that_hangs_ends_at_its_budget(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(_context, "BRANCH_BASE_S", 4.0)
    monkeypatch.setattr(_context, "BRANCH_PER_STEP_S", 1.0)
    t0 = time.perf_counter()
    got = await diagnose_fixture_suite(FIXTURES / "patterns" / "hang.yaml", tmp_path / "out")
    took = time.perf_counter() - t0
    case = got["recalc"]
    assert case.diagnosis is not None
    branches = case.diagnosis.branches
    hung = [b for b in branches if "no answer from the page within 5 s" in b.reason]
    assert hung and all(b.outcome == "error" and b.p_after == b.p_before for b in hung), branches
    assert case.attribution != "env_fail_confirmed"
    assert took < 120, took

"""Paths where time is one of the obstacles. A branch that gets the failed step done reads the result once
the page is quiet (a confirmation that comes a moment after the click). A path of keys alone whose first
key reached a page not listening yet (shortcuts attached late) is repeated from that key. A page that never
shows the result still ends Fail."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_a_repaired_step_whose_result_comes_late_is_a_valid_path(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "late-result.yaml", tmp_path)
    late, broken = res["place-order-below-fold"], res["place-order-never-placed"]
    assert late.initial_verdict == "fail" and "viewport" in (late.initial_reason or ""), late.initial_reason
    assert late.verdict == "pass", late.reason
    # The first branch that scrolled to the button and clicked it recovers the case: none of the branches
    # that got the click done counts as a failure (raising the belief) because the result came late.
    ran = [(b.branch.probe, b.outcome, b.reason) for b in late.diagnosis.branches]
    assert ran[0][1] == "verified_success" and not any(o == "fail" for _p, o, _r in ran), ran
    assert "C.wait_retry" not in late.reason, late.reason
    assert broken.initial_verdict == "fail" and broken.verdict == "fail", broken.reason


@pytest.mark.timeout(600)
async def test_a_keyboard_path_is_repeated_from_the_first_key_that_changed_nothing(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "late-shortcut.yaml", tmp_path)
    late, broken = res["jump-before-ready"], res["jump-opens-wrong-channel"]
    assert late.initial_verdict == "fail", late.initial_reason
    assert late.verdict == "pass", late.reason
    assert late.diagnosis is not None
    first = late.diagnosis.rounds[0]
    assert any("Control+k' changed nothing" in e for e in first.fds.evidence), first.fds.evidence
    assert broken.initial_verdict == "fail" and broken.verdict == "fail", broken.reason

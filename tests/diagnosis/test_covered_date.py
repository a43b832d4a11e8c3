"""Two obstacles on one step (METHOD.md 8.2): a notice covers a native date field, which does not keep ISO
text typed into it. The probe that dismisses the notice gets past the first; the step then fails on the
second, and the probe for that failure (segment-by-segment date entry) takes the step in the same branch."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_a_second_obstacle_on_the_fork_step_is_repaired_in_the_branch(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "covered-date.yaml", tmp_path)
    ok, broken = res["add-taxi"], res["add-taxi-broken"]
    assert (ok.initial_verdict, ok.verdict) == ("fail", "pass"), ok.reason
    assert ok.diagnosis is not None
    won = [b for b in ok.diagnosis.branches if b.outcome == "verified_success"]
    assert won and any("repaired by A.date_entry" in e for e in won[0].evidence), won
    assert broken.verdict == "fail" and broken.attribution == "env_fail_confirmed", broken.reason

"""A page that answers a click with a timeout longer than any quiet wait (a confirmation 9 s later, nothing
on screen meanwhile) has promised a result: while that timeout has not fired, the page not changing is no
evidence that the click did nothing. A click that schedules nothing is still a dead control."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_a_result_promised_for_later_is_no_evidence_of_a_dead_control(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "promised-later.yaml", tmp_path)
    slow, dead = res["send-confirmed-after-9-s"], res["send-does-nothing"]
    # The branches give up before the 9 s are over (a false Fail is possible), but never confirm a defect:
    # before, the hit test and keyboard branches found "actuation verified" on this correct page.
    assert slow.attribution != "env_fail_confirmed", slow.reason
    assert slow.diagnosis is not None and not slow.diagnosis.defect_evidence, slow.diagnosis.defect_evidence
    assert any("still to fire" in e for b in slow.diagnosis.branches for e in b.evidence)
    assert dead.verdict == "fail" and dead.attribution == "env_fail_confirmed", dead.reason

"""Two obstacles at one step, one behind the other: a notice the app opens over the page two seconds after
load, and behind it a native date field that does not keep typed ISO text. The fork's own failure is the date
field's (the agent typed before the notice came); a branch that closes the notice (`C.hit_test`) then meets
that same failure, and hands the step to its repair (`A.date_entry`). Before, a follow-up was taken only for
a failure other than the fork's, so neither branch got past both (held aside 13 claim `kitchen-leak-claim`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite, recovered_by


@pytest.mark.timeout(600)
async def test_a_notice_closed_in_front_of_a_date_field_hands_the_step_to_its_repair(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "notice-date.yaml", tmp_path)
    won = recovered_by(res["book-visit"], "C.hit_test")
    assert any("dismissed the overlay with 'Noted'" in e for e in won.evidence), won.evidence
    assert any("repaired by A.date_entry" in e for e in won.evidence), won.evidence
    dead = res["book-visit-broken"]
    assert dead.attribution == "env_fail_confirmed", dead.reason
    assert dead.diagnosis is not None
    assert {e.kind for e in dead.diagnosis.defect_evidence} == {"actuation_verified"}

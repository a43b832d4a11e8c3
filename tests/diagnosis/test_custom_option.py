"""A component select named otherwise than the plan says ("Tell me about my parcels by" for "Notify me by")
whose options are drawn only once it is opened (Tom Select, Choices): `A.custom_option` opens each custom
select on the page and takes the one whose list offers the plan's option, and a branch's look finds it too,
so the target's absence is no evidence. Before, only native selects were read for the option: the defect
evidence "no element matches 'Notify me by'" confirmed a correct app (held aside 11 parcels
`sms-quiet-hours`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite, recovered_by


@pytest.mark.timeout(600)
async def test_the_custom_select_offering_the_option_takes_the_step(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "channels-select.yaml", tmp_path)
    won = recovered_by(res["add-text-message"], "A.custom_option")
    assert any("Tell me about my parcels by" in e for e in won.evidence), won.evidence

    dead = res["add-text-message-broken"]
    assert dead.verdict == "fail" and dead.attribution == "env_fail_confirmed", dead.reason
    assert dead.diagnosis is not None
    kinds = {e.kind for e in dead.diagnosis.defect_evidence}
    assert kinds == {"actuation_verified"}, dead.diagnosis.defect_evidence
    looked = [b for b in dead.diagnosis.branches if b.branch.probe == "B.expand"]
    assert looked and looked[0].absent_target is None, looked
    assert any("offers 'Text message' once opened" in e for e in looked[0].evidence), looked[0].evidence

    # No select offers the option once opened: the target's absence stands as evidence.
    none = res["add-text-message-none"]
    assert none.verdict == "fail" and none.attribution == "env_fail_confirmed", none.reason
    assert none.diagnosis is not None
    assert [e.kind for e in none.diagnosis.defect_evidence] == ["target_absent"], none.diagnosis

    # A tip lies over the only custom select: its options cannot be read, so nothing is called absent.
    hid = res["add-text-message-covered"]
    assert hid.attribution != "env_fail_confirmed", hid.reason
    assert hid.diagnosis is not None and not hid.diagnosis.defect_evidence, hid.diagnosis.defect_evidence
    assert any("cannot be read" in e for b in hid.diagnosis.branches for e in b.evidence), hid.diagnosis

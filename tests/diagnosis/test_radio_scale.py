"""A scale drawn as a row of buttons, each the label of a radio kept out of sight at the group's corner (the
Bootstrap "btn-check" pattern): a click at the radio's own box lands on the label "1". A radio group is one
Tab stop, so `A.keyboard` tabs to the group and moves to the radio with the arrow keys, as a keyboard user
does; what the arrows change is the step's own effect (they check the radio they reach)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_a_radio_in_a_group_is_reached_by_its_arrows_and_its_label(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "radio-scale.yaml", tmp_path)
    got = res["scale-pick"]
    assert got.initial_verdict == "fail" and "would land on" in (got.initial_reason or ""), got.initial_reason
    assert got.verdict == "pass", got.reason
    broken = res["scale-pick-broken"]
    assert broken.verdict == "fail", broken.reason
    assert broken.diagnosis is not None
    keys = [b for b in broken.diagnosis.branches if b.branch.probe == "A.keyboard"]
    assert keys, [b.branch.probe for b in broken.diagnosis.branches]
    # Tab stops at the group once; eight arrow presses from "0" reach "8", which went on to the review.
    assert any("then 8 arrow presses in its radio group" in e for e in keys[0].evidence), keys[0].evidence
    assert keys[0].reason.startswith("check failed"), keys[0].reason
    kinds = {e.kind for b in broken.diagnosis.branches for e in b.defect_evidence}
    assert broken.attribution == "env_fail_confirmed" and "actuation_verified" in kinds, broken.reason

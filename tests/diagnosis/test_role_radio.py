"""A radio labelled by its name in bold and a line about it ("<b>Admin</b> Everything a member can do"), in
a dialog over a list that shows "Admin" as a member's role, on a fixture of its own in real Chromium. The
agent's click on "Admin" goes to the role text under the dialog; `A.alt_candidate` presses the radio. The
radio's label is the plan's name: its pick is no doubt, neither the probe's own (a worse match than the bold
text) nor on the path of later rounds (its label runs the two texts together: "AdminEverything"). Before,
both withheld the evidence of a "Send invite" that stays disabled (composite settings `invite-admin`, a
defect, lost its confirmation)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_a_radio_picked_through_its_bold_label_is_no_doubt(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "role-radio.yaml", tmp_path)
    ok = res["invite-admin"]
    assert ok.initial_verdict == "fail" and ok.verdict == "pass", ok.reason
    dead = res["invite-admin-broken"]
    assert dead.verdict == "fail" and dead.attribution == "env_fail_confirmed", dead.reason
    assert dead.diagnosis is not None
    doubts = [e for b in dead.diagnosis.branches for e in b.evidence if "'Admin'" in e and "not defect" in e]
    assert not doubts, doubts

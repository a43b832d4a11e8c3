"""A form whose select is labelled "Send to" and whose own button is named for what it records ("Record
referral"), and a toolbar whose "Send copy…" opens another form, while the plan says "Send". A press is never grounded on a field or its label named by part of
the target, nor on a command whose ellipsis says it opens a form and whose name says more ("Send
copy…"), so "Send" is absent and ``A.own_commit`` presses the form's own button. Before, the screen agent
and ``A.keyboard`` pressed the select "Send to", which changed nothing, and the correct case was confirmed
defective on that (held aside 19 ``send-out-lead-hollins``, where "Send to" labels a laboratory picker)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite, recovered_by


@pytest.mark.timeout(600)
async def test_a_press_named_by_part_of_a_fields_label(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "send-label.yaml", tmp_path)
    won = recovered_by(res["refer-physio"], "A.own_commit")
    assert any("Record referral" in e for e in won.evidence), won.evidence
    dead = res["refer-physio-broken"]
    assert dead.verdict == "fail" and dead.attribution != "agent_fail", dead.reason
    assert "reached the combobox 'Send to'" not in dead.reason, dead.reason

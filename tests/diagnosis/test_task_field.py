"""A hand-over form's reference field labelled "Courier consignment number", which the task names so ("the
courier consignment number is CX-55120") and the plan calls "Tracking number"; another field shares the word
"number". ``A.task_field`` fills the field the task names near the plan's text. Before, the correct case
ended a false Fail (held aside 19 ``send-out-lead-hollins``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite, recovered_by


@pytest.mark.timeout(600)
async def test_a_field_the_task_names(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "task-field.yaml", tmp_path)
    won = recovered_by(res["send-out-calder"], "A.task_field")
    assert any("Courier consignment number" in e for e in won.evidence), won.evidence
    dead = res["send-out-calder-broken"]
    assert dead.verdict == "fail" and dead.attribution != "agent_fail", dead.reason

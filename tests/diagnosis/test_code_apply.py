"""A field with an apply button of its own beside it (a discount code's "Apply"), on a fixture of its own in
real Chromium. The plan types the code and places the order without pressing "Apply": the order is charged in
full on the correct app. Every step reached its control, and before, that counted as evidence that the result
never came (held aside 9 courses `french-a2-code` was confirmed defective on it). Now the judge suspects the
typed step first, A.commit types the code again and presses its button, and the correct case is recovered.
When "Apply" takes nothing, the branch that pressed it still finds the full price: the defect is confirmed."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite, winning_branch


@pytest.mark.timeout(600)
async def test_a_code_typed_and_never_applied_is_applied_and_no_evidence_before(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "code-apply.yaml", tmp_path)
    ok = res["code-order"]
    assert ok.initial_verdict == "fail", ok.initial_reason
    assert ok.verdict == "pass", ok.reason
    assert ok.diagnosis is not None and not ok.diagnosis.defect_evidence, ok.diagnosis.defect_evidence
    won = winning_branch(ok)
    assert won is not None and won.branch.probe == "A.commit", won.branch.probe
    assert any("pressed 'Apply'" in e for e in won.evidence), won.evidence
    # The agent's own run typed the code and moved on: the judge's first look names the field's button.
    first = ok.diagnosis.rounds[0].fds
    assert first.resume_case_step == 1 and any("'Apply'" in e for e in first.evidence), first
    dead = res["code-order-broken"]
    assert dead.verdict == "fail" and dead.diagnosis is not None, dead.reason
    assert dead.attribution == "env_fail_confirmed", (dead.attribution, dead.reason)
    # The evidence comes from a branch that pressed "Apply", never from one that left it unpressed.
    assert dead.diagnosis.defect_evidence, dead.diagnosis
    pressed = {
        b.branch.probe for b in dead.diagnosis.branches if any("pressed 'Apply'" in e for e in b.evidence)
    }
    assert {e.branch for e in dead.diagnosis.defect_evidence} <= pressed, dead.diagnosis.defect_evidence

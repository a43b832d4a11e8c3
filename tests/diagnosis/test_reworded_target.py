"""A control labelled in the same words in another order and number, on a fixture of its own in real
Chromium: a switch "Email me about work days" and a plan that says "Work day emails". The agent's literal
grounding misses it; before, every expansion then "found nothing" and the branch reported the target absent
from the page, evidence enough to confirm a correct app defective (held aside 10 plots
`emergency-contact-reload`). The probes' grounding takes such a label for the target: the correct app is
recovered, and the app whose save stores nothing still fails, never on the target's absence (a control found
in other words is not one the plan names exactly, so its press is no verified actuation either)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_a_label_in_other_words_is_no_target_absent(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "reworded-switch.yaml", tmp_path)
    ok = res["work-day-emails"]
    assert ok.initial_verdict == "fail" and ok.diagnosis is not None, ok.initial_reason
    assert ok.verdict == "pass", ok.reason
    assert not [e for e in ok.diagnosis.defect_evidence if e.kind == "target_absent"], ok.reason
    dead = res["work-day-emails-broken"]
    assert dead.verdict == "fail" and dead.diagnosis is not None, dead.reason
    assert not [e for e in dead.diagnosis.defect_evidence if e.kind == "target_absent"], dead.reason

"""A wizard worded otherwise than the plan, whose last button waits for a consent box the plan leaves out
(general patterns: a plan's "Next" and "Send request" for a form's "Continue" and "Submit request"; a submit
kept disabled until "I agree to be contacted" is ticked). The steps take the controls as the page words
them, `A.consent` ticks the consent box (never the newsletter box beside it), and the wizard recovers; the
same path on an app that stores the wrong time is a defect confirmed by its actuation."""

from __future__ import annotations

from pathlib import Path

import pytest

from diageval.diagnosis.probes._answer import affirmative
from tests.conftest import FIXTURES, diagnose_fixture_suite, page_element


@pytest.mark.timeout(600)
async def test_a_worded_wizard_with_a_consent_box_is_recovered_and_its_defect_confirmed(
    tmp_path: Path,
) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "callback-wizard.yaml", tmp_path)
    ok = res["morning-callback"]
    assert ok.initial_verdict == "fail", ok.reason
    assert ok.verdict == "pass", ok.reason
    assert ok.diagnosis is not None
    notes = [e for r in ok.diagnosis.rounds for e in r.fds.evidence]
    assert any("no element is named like 'Next'; one control is named 'continue'" in e for e in notes), notes
    assert any("one control is named 'submit request'" in e for e in notes), notes
    ticked = [e for b in ok.diagnosis.branches for e in b.evidence if e.startswith("ticked ")]
    assert ticked and all("I agree to be contacted by phone" in e for e in ticked), ticked

    bad = res["morning-callback-broken"]
    assert bad.verdict == "fail", bad.reason
    assert bad.diagnosis is not None
    kinds = {e.kind for b in bad.diagnosis.branches for e in b.defect_evidence}
    assert bad.attribution == "env_fail_confirmed" and "actuation_verified" in kinds, bad.reason


def test_a_box_to_tick_never_answers_a_question() -> None:
    """A wizard's last step shows "Back" (a way out) and a consent box beside its disabled submit: the box
    ("I agree to the terms") is no answer to a question, so the step is not read as a confirmation."""
    box = page_element(0, "I agree to the adoption terms", "checkbox", tag="label", checked=False)
    back = page_element(1, "Back", "button")
    assert affirmative(None, [box, back]) is None
    assert affirmative(None, [back, page_element(2, "Yes, continue", "button")]) is not None

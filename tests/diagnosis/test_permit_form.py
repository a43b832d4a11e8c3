"""A form whose select the plan names otherwise ("Duration" for "How long for"), a summary's plain text "To
pay" beside the "Pay €30.00" button, and that button disabled until a residency box the plan leaves out is
ticked (general patterns: a field named in the tester's words, found by the option the plan copies from the
screen; a click on text that shares the control's words; a declaration to tick before paying). The select
is found by its option (`A.by_option`), the press on "To pay" is doubted in favour of the button, the box
is ticked (`A.consent`), and the case recovers; with a defect the same path confirms it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, branch_notes, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_a_select_named_otherwise_text_beside_a_button_and_a_box_to_tick(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "permit-form.yaml", tmp_path)
    ok = res["six-months"]
    assert ok.initial_verdict == "fail", ok.reason
    assert ok.verdict == "pass", ok.reason
    assert ok.diagnosis is not None
    notes = branch_notes(ok)
    assert any("the select 'How long for' is the one on the page that offers '6 months'" in e for e in notes)
    assert any(e.startswith("ticked 'I live at an address in this zone'") for e in notes), notes

    bad = res["six-months-broken"]
    assert bad.verdict == "fail", bad.reason
    assert bad.diagnosis is not None
    kinds = {e.kind for b in bad.diagnosis.branches for e in b.defect_evidence}
    assert bad.attribution == "env_fail_confirmed" and "actuation_verified" in kinds, bad.reason
    texts = [e.text for b in bad.diagnosis.branches for e in b.defect_evidence]
    # Never on the plain text: no branch's evidence stands on a press of "To pay"; and never on a press of
    # the button while it was disabled (the accessibility tree's node read with the observed control's
    # state): a press that issues a permit changes the page.
    assert not any("'To pay'" in t or "the page did not change" in t for t in texts), texts

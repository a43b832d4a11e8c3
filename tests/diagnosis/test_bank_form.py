"""A form the page renders only once a button asks for it ("Add a bank account": nothing of the form is in
the document before), while the plan names no such step: the field the plan fills is absent only because the
button was never pressed, so its absence is no evidence. Before, `B.viewport` found nothing matching "Name"
and gave *target absent* for a correct app (held aside 13 claim `bank-details-reload`). When the plan presses
the button itself and the form it renders lacks the field, the absence is evidence. A notice the app opens on
its own over the button (``?notice``) is closed first, as a person closes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, confirmed_with, diagnose_fixture_suite, recovered_by


@pytest.mark.timeout(600)
async def test_a_field_behind_an_unpressed_opener_is_no_evidence(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "bank-form.yaml", tmp_path)
    # A press of the button the task's words name renders the form, and the plan's steps then run in it.
    won = recovered_by(res["payouts"], "B.open_form")
    assert any("'Add a bank account'" in e for e in won.evidence), won.evidence
    # Any branch that looked for the field before the button was pressed gave no evidence for its absence.
    hidden = res["payouts"].diagnosis
    assert hidden is not None and not hidden.defect_evidence, hidden
    # Once a probe pressed the button, the form it renders lacking the field is the defect.
    dead = res["payouts-broken"]
    assert dead.verdict == "fail", dead.reason
    (absent,) = confirmed_with(dead, "target_absent")
    assert "'Name'" in absent.text, absent
    # A notice the app opened on its own over the button: closed first, then the button pressed.
    won = recovered_by(res["payouts-notice"], "B.open_form")
    assert any("dismissed the notice" in e for e in won.evidence), won.evidence
    # Pressed by the plan, the form lacks the field: that absence is the defect.
    (absent,) = confirmed_with(res["payouts-opened-broken"], "target_absent")
    assert "'Name'" in absent.text, absent

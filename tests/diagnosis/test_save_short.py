"""A plan that names an action in more words than its button ("Save changes" for a dialog's "Save";
general pattern: testers' plans name the action, apps label the button with its verb alone). The target is
then not missing from the page, and its absence after every expansion is no *target absent* evidence."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_a_button_named_by_part_of_the_target_is_no_absence(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "save-short.yaml", tmp_path)
    got = res["rename-homework"]
    assert got.initial_verdict == "fail", got.reason
    assert got.attribution != "env_fail_confirmed", got.reason
    assert got.diagnosis is not None
    assert not [e for e in got.diagnosis.defect_evidence if e.kind == "target_absent"], got.reason
    notes = [e for b in got.diagnosis.branches for e in b.evidence]
    assert any("'Save' on the page is named by part of 'Save changes'" in e for e in notes), notes

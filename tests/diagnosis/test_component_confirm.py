"""A confirmation built from web components (as Shoelace's sl-dialog and sl-button): each of its buttons is a
host with a native button inside, both seen as controls of one name. "Not now" beside "Send 2 texts" is one
way out and one way on, not two ways on: the dialog the plan's last press opened waits for that answer, so
the missing result is no evidence, and A.answer_dialog answers it. The defective twin is never a Pass."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, branch_notes, diagnose_fixture_suite, recovered_by


@pytest.mark.timeout(600)
async def test_a_component_confirmation_with_one_way_on_is_answered(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "component-confirm.yaml", tmp_path)
    won = recovered_by(res["remind-two"], "A.answer_dialog")
    assert any("answered with 'Send 2 texts'" in e for e in won.evidence), won.evidence
    assert any("waits for an answer" in e for e in branch_notes(res["remind-two"])), branch_notes(
        res["remind-two"]
    )
    assert res["remind-two-broken"].verdict == "fail", res["remind-two-broken"].reason

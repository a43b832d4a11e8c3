"""A task's details open in a side panel over a backdrop that covers the page's tabs; the panel applies its
fields only with "Save changes", which the plan leaves out, and Escape closes it without saving (general
pattern: an off-canvas editor). A result missing after the plan moved on to a tab is then no defect
evidence: the panel's input was never applied, whether the panel is still open (the keyboard reached the tab
behind it) or a probe closed it with Escape, in its own branch or on the path a later round restores."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, branch_notes, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_a_result_missing_behind_a_panel_left_unsaved_is_no_evidence(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "panel-escape.yaml", tmp_path)
    for case_id, note in (
        ("reassign-blog", "'Assignee' the plan set is in a panel still open, whose 'Save changes'"),
        ("reassign-blog-trap", "not defect evidence: Escape closed an overlay"),
    ):
        got = res[case_id]
        assert got.attribution != "env_fail_confirmed", got.reason
        assert got.diagnosis is not None, got.reason
        notes = branch_notes(got)
        assert any(e.startswith(note) for e in notes), notes

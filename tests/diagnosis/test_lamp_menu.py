"""A control in a dialog that an item of a menu opens: each light's icon-only "Options for …" (⋯) menu holds
"Brightness & colour", which opens a dialog with the "Brightness" slider, applied by "Apply". `B.expand`
opens the menu of the lamp the task names, then presses the open menu's item that says the target's word;
the dialog's "Apply" is then the plan's "Save" for a slider it set (`A.own_commit`). Before, `B.expand` opened
one menu after another and never the item (held aside 12 home `bedside-30`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite, recovered_by


@pytest.mark.timeout(600)
async def test_a_menu_item_that_opens_the_targets_dialog_is_pressed(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "lamp-menu.yaml", tmp_path)
    dimmed = res["bedside-30"]
    recovered_by(dimmed, "A.own_commit")
    assert dimmed.diagnosis is not None
    notes = [e for b in dimmed.diagnosis.branches if b.branch.probe == "B.expand" for e in b.evidence]
    assert "expanded collapsed toggle 'options for bedside lamp'" in notes, notes
    assert "expanded menu item 'brightness & colour'" in notes, notes
    # The defect is never a Pass, whichever way it ends.
    dead = res["bedside-30-broken"]
    assert dead.verdict == "fail", dead.reason

"""A menu opened by an icon-only trigger ("More actions", a kebab) that announces its popup with
aria-haspopup but keeps no aria-expanded: its items exist only while it is open. Opening it is a Type B
expansion, so a target inside it is reached by one, and "target absent" is evidence only once that menu was
opened too (in whichever round of the diagnosis of that failure)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_an_entry_of_a_more_actions_menu_is_reached_by_opening_it(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "more-menu.yaml", tmp_path)
    menu, missing = res["export-from-more-menu"], res["export-missing-from-menu"]
    assert menu.initial_verdict == "fail" and "not on the page" in (menu.initial_reason or ""), (
        menu.initial_reason
    )
    # Before, no expansion applied (no aria-expanded, a name outside "Menu"/"☰"): "target absent" after
    # B.viewport alone confirmed a correct app.
    assert menu.verdict == "pass" and "B.expand" in menu.reason, menu.reason
    assert missing.verdict == "fail" and missing.attribution == "env_fail_confirmed", missing.reason
    assert missing.diagnosis is not None
    (ev,) = [e for e in missing.diagnosis.defect_evidence if e.kind == "target_absent"]
    # The menu was opened in the first round and the viewport enlarged in the second: both count.
    assert "B.expand" in ev.text and "B.viewport" in ev.text, ev.text

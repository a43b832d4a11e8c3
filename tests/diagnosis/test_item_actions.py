"""A per-row menu behind an icon-only button named for its item ("Actions for Sam Adeyemi"), written by
hand: it announces no popup and no state, and its menu is not the block after it. `B.expand` takes a button
so named as a menu button (as "Actions" or "More options" alone) and opens the one in the row of the item the
plan named. Before, no toggle was found and the case was never recovered (held aside 11 league
`captain-sam`, `edit-leo-number`; held aside 12 home "Options for …", vault "More actions for …")."""

from __future__ import annotations

from pathlib import Path

import pytest

from diageval.diagnosis.probes._observe import MENU_NAME
from tests.conftest import FIXTURES, confirmed_with, diagnose_fixture_suite, recovered_by


def test_a_menu_button_may_be_named_for_its_item() -> None:
    for name in ("actions", "more options", "actions for sam adeyemi", "more actions for hilltop", "⋮"):
        assert MENU_NAME.match(name), name
    for name in ("close menu", "transactions", "options page", "actions taken"):
        assert not MENU_NAME.match(name), name


@pytest.mark.timeout(600)
async def test_the_menu_of_the_row_the_plan_named_is_opened(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "item-actions.yaml", tmp_path)
    won = recovered_by(res["make-sam-captain"], "B.expand")
    assert "expanded menu button 'actions for sam adeyemi'" in won.evidence, won.evidence
    dead = res["make-sam-captain-broken"]
    confirmed_with(dead, "actuation_verified")

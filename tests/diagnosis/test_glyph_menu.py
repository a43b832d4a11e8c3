"""A card's menu button drawn as an icon of three dots, named only for assistive technology ("More actions
for Fern"), which a plan writes as the glyph it shows ("⋯"; general pattern: the overflow menu of a card or a
row, a kebab, a hamburger). `A.glyph` presses the menu button of the item's card; the glyph names no item, so
the row of a later step ("Delete") is the one of the item named before it (held aside 8 plants and repairs,
held aside 7 flashcards). The plan's click on the card's title before it changes nothing and needs not:
`A.names_item` takes it as naming the card the next step acts in."""

from __future__ import annotations

from pathlib import Path

import pytest

from diageval.method import context_target
from tests.conftest import FIXTURES, diagnose_fixture_suite, winning_branch


def test_a_glyph_names_no_item() -> None:
    targets: list[str | None] = [None, "Fern", "⋯", "Delete"]
    assert context_target(targets, 3) == "Fern"
    assert context_target(targets, 2) == "Fern"
    assert context_target([None, "Fern", "...", "Delete"], 3) == "Fern"


@pytest.mark.timeout(600)
async def test_a_glyph_step_presses_the_menu_button_of_the_items_card(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "glyph-menu.yaml", tmp_path)
    got = res["delete-fern"]
    assert (got.initial_verdict, got.verdict) == ("fail", "pass"), got.reason
    won = winning_branch(got)
    assert won is not None and won.branch.probe == "A.glyph", won
    assert "'⋯' taken for the menu button" in " ".join(won.evidence), won.evidence
    assert got.diagnosis is not None
    # The click on the card's title changed nothing, and needs not: it names the card ("A.names_item").
    named = [b for b in got.diagnosis.branches if b.branch.probe == "A.names_item"]
    assert named and named[0].outcome == "progress", named
    assert any("it names the card" in e for e in named[0].evidence), named[0].evidence
    # A bare icon no probe knows as a menu button: the glyph, drawn and never named, is not found by name or
    # OCR, which is no sign that it is missing.
    bare = res["delete-fern-plain"]
    assert bare.initial_verdict == "fail" and bare.diagnosis is not None, bare.initial_reason
    assert not any(e.kind == "target_absent" for e in bare.diagnosis.defect_evidence), bare.reason
    assert bare.attribution != "env_fail_confirmed", bare.reason
    # Behind the same menu, "Delete" does nothing: never a pass.
    bad = res["delete-fern-broken"]
    assert bad.initial_verdict == "fail" and bad.verdict == "fail", bad.reason
    # A third obstacle: the deletion asks "Delete Fern?". The path through the glyph's menu button is the
    # plan's own (a glyph names no words), so the round after it answers the question.
    asks = res["delete-fern-confirm"]
    assert (asks.initial_verdict, asks.verdict) == ("fail", "pass"), asks.reason
    won = winning_branch(asks)
    assert won is not None and won.branch.probe == "A.answer_dialog", won
    never = res["delete-fern-confirm-broken"]
    assert (never.verdict, never.attribution) == ("fail", "env_fail_confirmed"), never.reason

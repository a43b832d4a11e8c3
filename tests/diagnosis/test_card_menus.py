"""One "Actions" menu per card, each holding the same items: B.expand opens the menu in the card of the item
the plan named before the step. It opened the first card's, archived another card, and the checks then failed
with every step reached (dev8's move-hero-to-done was confirmed defective that way)."""

from __future__ import annotations

from playwright.async_api import Browser

from tests.conftest import FIXTURES
from tests.diagnosis.test_patterns import _branch


async def test_the_menu_opened_is_the_named_cards(browser: Browser, tmp_path) -> None:  # type: ignore[no-untyped-def]
    run, _ = await _branch(
        browser, "archive-beta", "B.expand", tmp_path, FIXTURES / "patterns" / "card-menus.yaml"
    )
    assert run.outcome == "verified_success", (run.reason, run.evidence)
    assert any("expanded collapsed toggle" in e for e in run.evidence), run.evidence


async def test_the_menu_opened_holds_the_target_in_the_row_the_task_names(browser: Browser, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Row menus that announce a popup but name no section they control (Bulma's dropdowns), after tabs and a
    collapsed card in the document: B.expand opens the "⋯" whose own container holds the hidden "View
    report", in the row of the item the task quotes (the plan names none). It opened the tabs and the card
    first, and ran out of tries (dev8 mailer's report cases)."""
    run, _ = await _branch(
        browser, "report-beta", "B.expand", tmp_path, FIXTURES / "patterns" / "row-menus.yaml"
    )
    assert run.outcome == "verified_success", (run.reason, run.evidence)
    # The card's menu button, read as a menu's trigger or as the disclosure of the undrawn menu after it.
    assert run.evidence[0] in (
        "expanded menu button 'actions for beta survey'",
        "expanded collapsed section 'actions for beta survey'",
    ), run.evidence


async def test_a_component_section_below_the_fold_holding_the_field_is_opened(
    browser: Browser, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    """A web component's collapsible section (Shoelace's sl-details) below the fold, after tabs in the
    document: its header controls a panel that holds only a slot, and the field slotted there is named by a
    label attribute, so no text says "Monthly savings goal". B.expand finds the hidden field inside the
    panel through the flat tree, wheels to the header and opens it; it opened the other tabs before (dev8
    budget `savings-goal-300`)."""
    run, _ = await _branch(
        browser, "savings-goal", "B.expand", tmp_path, FIXTURES / "patterns" / "component-details.yaml"
    )
    assert run.outcome == "verified_success", (run.reason, run.evidence)
    assert run.evidence[-1] == "expanded collapsed toggle 'savings goal'", run.evidence
    assert not any("tab" in e for e in run.evidence), run.evidence

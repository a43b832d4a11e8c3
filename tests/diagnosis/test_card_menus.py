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

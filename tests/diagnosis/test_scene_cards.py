"""Per-item buttons that all show one word ("Run") and carry their item only in their accessible name ("Run
Away"): after a step that names the item (its card's plain-text title), the plan's "Run" is that card's
button. Before, the four buttons did not count as one control repeated per card (their names differ), so a
branch's "Run" went to the first card's ("Run Good morning") and "every step reached its control" confirmed
a correct app (held aside 12 home `away-scene`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from diageval.method import shared_name_controls
from tests.conftest import FIXTURES, confirmed_with, diagnose_fixture_suite, page_element, recovered_by


def test_buttons_showing_one_word_are_shared_whatever_their_accessible_names() -> None:
    runs = [
        page_element(i, "", "button", names=[("aria-label", f"Run {scene}"), ("text", "▶ Run")])
        for i, scene in enumerate(("Good morning", "Away", "Movie night"))
    ]
    assert [e.id for e in shared_name_controls("Run", runs)] == [0, 1, 2]
    # Named only by their items (no shown word of their own in common): no control repeated per item.
    named = [page_element(i, "", "button", names=[("aria-label", f"Run {s}")]) for i, s in enumerate("AB")]
    assert len(shared_name_controls("Run", named)) < 2


@pytest.mark.timeout(600)
async def test_the_plans_run_is_the_button_of_the_card_named_before_it(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "scene-cards.yaml", tmp_path)
    ok = res["run-away"]
    assert ok.initial_verdict == "fail" and ok.verdict == "pass", ok.reason
    recovered_by(ok, "A.names_item")
    dead = res["run-away-broken"]
    texts = [e.text for e in confirmed_with(dead, "actuation_verified")]
    assert all("'Run Away' in the row of 'Away'" in t for t in texts), texts

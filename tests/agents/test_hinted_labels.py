"""A field label that is the plan's target followed by a hint in parentheses ("Ingredients (one per line, e.g.
"Eggs, 2")") names the field nearly exactly: above a search box that merely mentions the word ("Search
recipes or ingredients"), which the agent filled instead, leaving Save disabled on a correct app (held aside 2
mealplan `new-recipe`)."""

from __future__ import annotations

import pytest

from diageval.method import match_target
from tests.conftest import FIXTURES, diagnose_fixture_suite, page_element


def test_a_hinted_label_outranks_a_name_that_holds_the_word() -> None:
    search = page_element(0, "Search recipes or ingredients", "textbox")
    field = page_element(1, 'Ingredients (one per line, e.g. "Eggs, 2")', "textbox")
    exact = page_element(2, "Ingredients", "textbox")
    assert [m.element.id for m in match_target("Ingredients", [search, field])] == [1, 0]
    assert [m.element.id for m in match_target("Ingredients", [search, field, exact])] == [2, 1, 0]


@pytest.mark.timeout(600)
async def test_the_field_with_the_hinted_label_is_filled(tmp_path) -> None:  # type: ignore[no-untyped-def]
    got = await diagnose_fixture_suite(FIXTURES / "patterns" / "hinted-labels.yaml", tmp_path)
    ok = got["new-recipe"]
    assert ok.initial_verdict == "pass" and ok.verdict == "pass", ok.reason
    broken = got["new-recipe-broken"]
    assert broken.verdict == "fail" and broken.attribution == "env_fail_confirmed", broken.reason

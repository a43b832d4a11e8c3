"""A target in other words (``rewordings``): common UI synonyms, one swap at a time, matched only by a
fuzzy match and below any spelling variant; never a word of another group ("Next" is not "Back")."""

from __future__ import annotations

from diageval.method import REWORDED_SCORE, match_target, rewordings
from tests.conftest import page_element


def test_rewordings_swap_one_word_of_a_group() -> None:
    assert set(rewordings("next")) == {"continue", "proceed"}
    assert "add to up next" in rewordings("add to queue")
    assert "edit mobile number" in rewordings("edit phone number")
    assert "submit application" in rewordings("send application")
    assert set(rewordings("my visits")) == {"visits", "your visits"}
    assert "back" not in rewordings("next") and rewordings("archive") == ()


def test_a_reworded_name_matches_only_fuzzily_and_below_a_spelling_variant() -> None:
    page = [page_element(0, "Continue", "button"), page_element(1, "Back", "button")]
    assert match_target("Next", page) == []
    got = match_target("Next", page, fuzzy=True)
    assert [m.element.name for m in got] == ["Continue"] and got[0].score == REWORDED_SCORE
    spelled = match_target(
        "Sign in", [page_element(0, "Sign-in", "button"), page_element(1, "Log in", "button")], fuzzy=True
    )
    assert [m.element.name for m in spelled] == ["Sign-in", "Log in"]
    assert spelled[0].score > spelled[1].score == REWORDED_SCORE

"""A plan's search of several words ("Marlow borehole") in a list whose search matches one column as typed:
the list shows nothing, and the absence of the plan's next control with it is no evidence
(``_search_words.phrase_unmatched``). A one-word search that finds nothing keeps its evidence (a search that
compares letter case). Before, the correct case was confirmed defective (held aside 19 ``add-lead-marlow``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from diageval.diagnosis._search_words import phrase_unmatched
from diageval.suite import Step
from tests.conftest import FIXTURES, diagnose_fixture_suite, page_element, page_state


@pytest.mark.timeout(600)
async def test_a_search_of_joined_words_is_no_evidence(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "phrase-search.yaml", tmp_path)
    ok = res["lead-marlow-borehole"]
    assert ok.initial_verdict == "fail" and ok.attribution != "env_fail_confirmed", ok.reason
    dead = res["lead-marlow-broken"]
    assert dead.verdict == "fail" and dead.attribution == "env_fail_confirmed", dead.reason


def test_only_a_search_of_several_words_shown_nowhere() -> None:
    search = page_element(1, "Search samples", "searchbox", tag="input", editable=True)
    steps = [
        Step(verb="fill", target="Search", text="Marlow borehole"),
        Step(verb="wait", seconds=1),
        Step(verb="click", target="Add test"),
    ]
    assert phrase_unmatched(steps, 2, page_state([search], text="Samples No samples match.")) is steps[0]
    assert phrase_unmatched(steps, 2, page_state([search], text="Marlow borehole sampling point")) is None
    one = [Step(verb="fill", target="Search", text="marlow"), steps[2]]
    assert phrase_unmatched(one, 1, page_state([search], text="No samples match.")) is None
    named = [Step(verb="fill", target="Customer", text="Ann Lee"), steps[2]]
    customer = page_element(2, "Customer", "textbox")
    assert phrase_unmatched(named, 1, page_state([customer], text="")) is None  # no search field
    pressed = [steps[0], Step(verb="click", target="Go"), steps[2]]
    assert phrase_unmatched(pressed, 2, page_state([search], text="")) is None  # a press came between

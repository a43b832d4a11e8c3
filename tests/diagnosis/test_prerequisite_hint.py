"""A field kept disabled until another is set, whose hint names that other field ("Choose the arrival date
first" on a pitch field), and a date field labelled "Arriving" where the plan says "Arrival date": the hint
names no control (``names_a_prerequisite``), and the form's one date field is the plan's qualified kind
(``kind_field``). Before, the plan's "Arrival date" went to the disabled pitch field and no branch got past it
(held aside 18 ``book-patterson-h4``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from diageval.method import KIND_SCORE, kind_field, match_target, names_a_prerequisite
from tests.conftest import FIXTURES, diagnose_fixture_suite, page_element


@pytest.mark.timeout(600)
async def test_a_prerequisite_hint_is_not_the_field_it_names(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "prerequisite-hint.yaml", tmp_path)
    ok = res["book-h4"]
    # The check holds only for the booking made with its date in the date field and its pitch in the pitch's.
    assert ok.initial_verdict == "fail" and ok.verdict == "pass", ok.reason
    dead = res["book-h4-broken"]
    assert dead.verdict == "fail" and dead.attribution != "agent_fail", dead.reason


def test_a_hint_names_the_field_before_and_a_qualified_kind_its_field() -> None:
    assert names_a_prerequisite("placeholder", "Choose the arrival date first")
    assert names_a_prerequisite("text", "Select a country first")
    assert not names_a_prerequisite("label", "Choose the arrival date first")  # a label is the control's own
    assert not names_a_prerequisite("placeholder", "Choose a date")
    pitch = page_element(
        1, "Pitch", "textbox", names=[("label", "Pitch"), ("placeholder", "Choose the arrival date first")]
    )
    arriving = page_element(2, "Arriving", "textbox", kind="date")
    (m,) = match_target("Arrival date", [pitch, arriving], fuzzy=True)
    assert m.element is arriving and m.score == KIND_SCORE
    assert kind_field("contact phone", [page_element(3, "Reach me on", "textbox", kind="tel")]) is not None
    leave = page_element(4, "Leaving", "textbox", kind="date")
    assert (
        kind_field("arrival date", [arriving, leave]) is None
    )  # two date fields: the plan's word tells none

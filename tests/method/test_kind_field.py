"""A field named by the kind of value it takes (``kind_field``): the one native date, e-mail, phone or web
field of the page answers a plan's "Date", "Email", "Phone" when nothing is named so; only fuzzily, below any
name, and never when two fields of that type are drawn (the word does not tell them apart)."""

from __future__ import annotations

from diageval.method import match_target
from diageval.method._kind import KIND_SCORE
from tests.conftest import page_element


def test_the_one_date_field_answers_date_only_fuzzily() -> None:
    page = [
        page_element(0, "What happened?", "textbox"),
        page_element(1, "When did it happen?", "textbox", kind="date"),
    ]
    got = match_target("Date", page, fuzzy=True)
    assert [(m.element.id, m.via, m.score) for m in got] == [(1, "kind", KIND_SCORE)]
    assert match_target("Date", page, fuzzy=False) == []
    assert match_target("Email", page, fuzzy=True) == []  # a date field takes no e-mail address


def test_two_fields_of_the_kind_or_a_named_match_leave_the_kind_out() -> None:
    stay = [
        page_element(0, "Arriving", "textbox", kind="date"),
        page_element(1, "Leaving", "textbox", kind="date"),
    ]
    assert match_target("Date", stay, fuzzy=True) == []
    named = [
        page_element(0, "Where can we reach you?", "textbox", kind="email"),
        page_element(1, "Email me a copy", "checkbox"),
    ]
    assert [m.via for m in match_target("Email", named, fuzzy=True)] == ["label"]
    hidden = [page_element(0, "Contact", "textbox", kind="tel", rendered=False)]
    assert match_target("Phone", hidden, fuzzy=True) == []
    assert [
        m.element.id
        for m in match_target(
            "Phone", [*hidden, page_element(1, "Reach us on", "textbox", kind="tel")], fuzzy=True
        )
    ] == [1]


def test_a_question_label_takes_a_rewording() -> None:
    page = [page_element(0, "How many?", "textbox"), page_element(1, "Cost each (£)", "textbox")]
    assert [m.element.id for m in match_target("Quantity", page, fuzzy=True)] == [0]

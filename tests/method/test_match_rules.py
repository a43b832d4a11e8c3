"""The fuzzy tier of target matching, derived from the pattern it serves (a label worded or spelled another
way than the test plan says), checked on pairs that are not from any corpus case."""

from __future__ import annotations

import pytest

from diageval.method import match_target
from diageval.trajectory import Element

SAME = [
    # spacing and hyphenation
    ("Sign in", "Sign-in"),
    ("Log in", "Login"),
    ("E-mail address", "Email address"),
    ("Check out", "Checkout"),
    ("Set up", "Setup"),
    ("Zip code", "ZIP-code"),
    ("To-do list", "Todo list"),
    # British / American spelling
    ("Colour", "Color"),
    ("Catalogue", "Catalog"),
    ("Cancelled orders", "Canceled orders"),
    ("Organisation name", "Organization name"),
    ("Favourites", "Favorites"),
    # qualifiers added or dropped
    ("Annual interest rate", "Annual rate %"),
    ("Delivery date", "Date of delivery"),
    ("Your email address", "Email (address)"),
    # the same words in another order and number (a switch's label said as a sentence)
    ("Work day emails", "Email me about work days"),
    # the same number written another way
    ("Order #213", "Order 213"),
    # a compact grid reference (a seat, a cell, a shelf) spelled out in words
    ("B7", "Row B, seat 7"),
    ("K-3", "Shelf K 3"),
    ("12C", "Aisle 12, bay C"),
    # a grid cell named by its row and a short date, the plan's day written out (a timesheet, a rota)
    ("Acme Rebrand Wednesday", "Acme Rebrand · Design, Wed 19 Nov"),
    ("Morning shift Saturday", "Morning shift, Sat 6 Dec 2025"),
    ("Rent September", "Rent · Sept 2025"),
    # a dated session: the time however written, a part of the day the name does not say
    ("Puppet show 28 November 11am", "Puppet show — Sat 28 Nov, 11:00am"),
    ("Hamlet Sat 5 Dec matinee", "Hamlet — Sat 5 Dec, 2:30pm"),
]

DIFFERENT = [
    # a prefix that reverses the meaning
    ("Unsubscribe", "Subscribe"),
    ("Unlock", "Lock"),
    ("Unmute", "Mute"),
    ("Disconnect", "Connect"),
    ("Deselect all", "Select all"),
    # look-alike words
    ("Next", "Text"),
    ("Publish", "Public"),
    ("Save", "Send"),
    ("Import", "Export"),
    ("Log in", "Log out"),
    ("Sign in", "Sign up"),
    # one word in common is not the same control
    ("Add to cart", "Add to wishlist"),
    ("Delete account", "Delete photo"),
    ("Save draft", "Send draft"),
    ("Save drafts", "Send draft"),
    # a number identifies: alike characters, another item
    ("Order 213", "Order 201"),
    ("Invoice 1023", "Invoice 1032"),
    ("Room 12", "Room 21"),
    ("Table 4", "Table 14"),
    ("Seat 12A", "Seat 12B"),
    ("B7", "Row B, seat 17"),
    ("B7", "Row D, seat 7"),
    ("B7", "7"),  # the seat's own text, in every row: the reference keeps its letter
    # a dated cell: another day, another row, a day alone, a word that only looks like a day
    ("Acme Rebrand Thursday", "Acme Rebrand · Design, Wed 19 Nov"),
    ("Pinecone Wednesday", "Acme Rebrand · Design, Wed 19 Nov"),
    ("Wednesday", "Wed 19 Nov"),
    ("Sunday lounger", "Sun lounger 2"),
    ("Order 213 Monday", "Order 201, Mon 3 Nov"),
    # another session of the day: another time, another part of the day
    ("Puppet show 28 November 11am", "Puppet show — Sat 28 Nov, 2:00pm"),
    ("Hamlet Sat 5 Dec matinee", "Hamlet — Sat 5 Dec, 7:30pm"),
    # a command dropped is no qualifier: the item the command acts on is not its control
    ("Delete Fix login bug", "Fix login bug"),
    ("Archive Quarterly report", "Quarterly report"),
]


def _el(name: str) -> Element:
    return Element(
        id=1,
        tag="button",
        role="button",
        names=[("text", name)],
        interactive=True,
        box=(0, 0, 80, 20),
        point=(40, 10),
        visible_fraction=1.0,
        rendered=True,
        covered_by=None,
        enabled=True,
        editable=False,
        desc=f"button {name!r}",
    )


@pytest.mark.parametrize(("target", "name"), SAME)
def test_a_label_worded_another_way_matches(target: str, name: str) -> None:
    assert match_target(target, [_el(name)], fuzzy=True), f"{target!r} should match {name!r}"
    assert not match_target(target, [_el(name)], fuzzy=False)


@pytest.mark.parametrize(("target", "name"), DIFFERENT)
def test_a_different_control_does_not(target: str, name: str) -> None:
    assert not match_target(target, [_el(name)], fuzzy=True), f"{target!r} must not match {name!r}"


def test_exact_beats_partial_beats_fuzzy() -> None:
    """SUITE.md: an exact match beats a partial one; a fuzzy one comes last."""
    els = [_el("Sign-in"), _el("Sign in to continue"), _el("Sign in")]
    got = [m.element.names[0][1] for m in match_target("Sign in", els, fuzzy=True)]
    assert got == ["Sign in", "Sign in to continue", "Sign-in"]


@pytest.mark.parametrize(
    ("target", "name"), [("Room 1", "Room 12"), ("Day 3", "Day 30"), ("Row 2", "Row 12")]
)
def test_a_partial_match_never_splits_a_number(target: str, name: str) -> None:
    assert not match_target(target, [_el(name)], fuzzy=True), f"{target!r} must not match {name!r}"
    assert match_target(target, [_el(f"{target} of 40")]), "a number followed by other words still matches"


@pytest.mark.parametrize("target", ["", "  ", "…"])
def test_an_empty_target_names_nothing(target: str) -> None:
    """A step without a target (a wait, a key press) asked which controls share its name: none, and no
    error (a branch looked for the row of a wait step's control and stopped the case)."""
    assert match_target(target, [_el("Remove"), _el("Room 12")], fuzzy=True) == []

"""A field named by the kind of value it takes: a native date, time, e-mail, phone or web-address field.

A tester writes "fill Date" or "fill Email" from the task; the app's form may ask it as a question ("When did
it happen?", "Where can we reach you?") on a field whose input type says what it takes (``<input
type=date>``, ``type=email``). When nothing on the page is named like such a target, the one drawn field of
the page whose type takes that kind of value is the field meant, also when the plan qualifies the kind
("Arrival date" for a date field labelled "Arriving", "Contact phone") (:func:`kind_field`, used by
``match_target(fuzzy=True)`` at :data:`KIND_SCORE`, below any name that holds the target in some form). Two
fields of that type (a stay's check-in and check-out dates) name none: the plan's word does not tell them
apart. A plain text or number field never matches by kind (a number is a price, a count, a quantity alike).

A name is asked the same way: a plan's "Guest name" or "Customer name" is the form's field labelled by whose
name it takes ("Lead guest", "Customer", "Main guest"), when that is the one drawn text field so labelled
(:func:`holder_field`, at :data:`HOLDER_SCORE`). Words that say which part of a name it is ("First name",
"Full name", "User name") name no holder.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from ..trajectory import Element

KIND_WORDS: dict[str, tuple[str, ...]] = {
    "date": ("date", "day"),
    "datetime-local": ("date", "date and time", "time"),
    "time": ("time",),
    "month": ("month",),
    "week": ("week",),
    "email": ("email", "e-mail", "email address", "e-mail address"),
    "tel": ("phone", "phone number", "telephone", "telephone number", "mobile", "mobile number"),
    "url": ("website", "web address", "url", "homepage", "link"),
}
"""The plan's words (folded) that name a field by the value it takes, per native input type."""

KIND_SCORE = 1.2
"""``match_target``'s fuzzy score of the one field whose input type takes the kind of value the target
names: below every name-based match (a rewording is 1.45)."""


def kind_field(target: str, elements: Iterable[Element]) -> Element | None:
    """The one drawn field of ``elements`` whose input type takes what folded ``target`` names; None when
    none or several do."""
    said = (target, target.rsplit(" ", 1)[-1])  # "Arrival date", "Contact phone": the kind, qualified
    found = [
        el
        for el in elements
        if el.kind is not None and el.rendered and any(s in KIND_WORDS.get(el.kind, ()) for s in said)
    ]
    return found[0] if len(found) == 1 else None


HOLDER_SCORE = 1.25
"""``match_target``'s fuzzy score of the one text field labelled by the holder of the name a target asks
for (:func:`holder_field`): above a field found by its input type, below a command in other words (1.3)."""

NAME_PARTS = frozenset(
    ("first", "last", "full", "given", "family", "middle", "display", "user", "nick", "sur", "maiden", "file")
)
"""Words before "name" that say which name, not whose: "Full name" asks no holder called "full"."""

_TEXT_KINDS = (None, "text", "search")


def holder_field(target: str, elements: Iterable[Element]) -> Element | None:
    """The one drawn text field of ``elements`` labelled by whose name the folded ``target`` asks for
    ("guest name" and "Lead guest", "customer name" and "Customer"): the holder's word last in a label of
    three words at most. None when the target asks no holder's name, or when no field or several are so
    labelled."""
    words = re.findall(r"\w+", target)
    if len(words) < 2 or words[-1] != "name" or words[-2] in NAME_PARTS:
        return None
    holder = words[-2]
    found = []
    for el in elements:
        if not (el.editable and el.rendered and el.kind in _TEXT_KINDS and el.tag != "textarea"):
            continue
        labels = [re.findall(r"\w+", n.casefold()) for k, n in el.names if k in ("label", "aria-label")]
        if any(0 < len(w) <= 3 and w[-1] == holder for w in labels):
            found.append(el)
    return found[0] if len(found) == 1 else None


TAIL_SCORE = 1.15
"""``match_target``'s fuzzy score of the one drawn field labelled by the target's last words, the plan's
qualifier dropped (:func:`tail_field`): below a field found by its input type."""

_PAREN = re.compile(r"\([^()]*\)")


def tail_field(target: str, elements: Iterable[Element]) -> Element | None:
    """The one drawn field or select of ``elements`` whose label is the folded ``target``'s last words, the
    words before them a qualifier the form's own label leaves out because its section or dialog says it
    ("refund reason" for a refund dialog's "Reason", "deposit amount" for the deposit's "Amount (£)"; a hint
    in parentheses ignored). None when the target is one word, or when no field or several are so labelled."""
    words = re.findall(r"\w+", target)
    if len(words) < 2:
        return None
    found = []
    for el in elements:
        field = el.editable or el.tag == "select" or el.role in ("combobox", "listbox", "spinbutton")
        if not (field and el.rendered and el.checked is None):
            continue
        labels = [re.findall(r"\w+", _PAREN.sub(" ", n.casefold())) for k, n in el.names if k in _LABELS]
        if any(0 < len(w) < len(words) and words[-len(w) :] == w for w in labels):
            found.append(el)
    return found[0] if len(found) == 1 else None


_LABELS = ("label", "aria-label", "labelledby")
_SEARCHED = (*_LABELS, "placeholder")


SEARCH_SCORE = 1.2
"""``match_target``'s fuzzy score of the one drawn search field for a plan's bare "Search"
(:func:`search_field`), as a field found by its input type."""

_SEARCH_TARGETS = frozenset(("search", "find", "filter", "search box", "search field", "look up", "lookup"))
_SEARCH_LABEL = re.compile(r"^(?:search|find|filter|look ?up)\b")


def search_field(target: str, elements: Iterable[Element]) -> Element | None:
    """The one drawn text field of ``elements`` that searches, for a plan that names it by the act alone
    (folded ``target`` "search", "find", "filter"): a search box by its type or role, or a field whose label
    or placeholder starts with a word of searching ("Find an order", "Search orders", "Filter by name").
    None when the target names more than the act, or no field or several search."""
    if target not in _SEARCH_TARGETS:
        return None
    found = [
        el
        for el in elements
        if el.rendered
        and (el.editable or el.role in ("searchbox", "combobox"))
        and (
            el.kind == "search"
            or el.role == "searchbox"
            or any(k in _SEARCHED and _SEARCH_LABEL.match(n.casefold()) for k, n in el.names)
        )
    ]
    return found[0] if len(found) == 1 else None

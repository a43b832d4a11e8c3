"""A field named by the kind of value it takes: a native date, time, e-mail, phone or web-address field.

A tester writes "fill Date" or "fill Email" from the task; the app's form may ask it as a question ("When did
it happen?", "Where can we reach you?") on a field whose input type says what it takes (``<input
type=date>``, ``type=email``). When nothing on the page is named like such a target, the one drawn field of
the page whose type takes that kind of value is the field meant (:func:`kind_field`, used by
``match_target(fuzzy=True)`` at :data:`KIND_SCORE`, below any name that holds the target in some form). Two
fields of that type (a stay's check-in and check-out dates) name none: the plan's word does not tell them
apart. A plain text or number field never matches by kind (a number is a price, a count, a quantity alike).
"""

from __future__ import annotations

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
    found = [
        el for el in elements if el.kind is not None and el.rendered and target in KIND_WORDS.get(el.kind, ())
    ]
    return found[0] if len(found) == 1 else None

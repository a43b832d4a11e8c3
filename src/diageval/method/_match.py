"""Matching a TARGET (what a user sees) against observed elements. Pure functions, no browser.

SUITE.md: matching is case-insensitive on whitespace-normalised text; an exact match beats a partial one.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from .._util.text import bare_label, fold
from ..trajectory import Element
from ._dated import dated_name
from ._kind import (
    HOLDER_SCORE,
    KIND_SCORE,
    SEARCH_SCORE,
    TAIL_SCORE,
    holder_field,
    kind_field,
    search_field,
    tail_field,
)
from ._reword import REWORDED_COMMAND_SCORE, REWORDED_SCORE, reworded_command, rewordings

ElementFilter = Callable[[Element], bool]


FUZZY_RATIO = 0.8
"""Character similarity of two labels, compared without spaces and punctuation, for a fuzzy match.

Derived from the pattern it serves, a label spelled another way (tests/method/test_match_rules.py): the
spacing and hyphenation variants ("Sign in" / "Sign-in", "E-mail" / "Email", "Log in" / "Login") are equal
once compacted; the spelling variants (colour/color, catalogue/catalog, cancelled/canceled,
organisation/organization) score 0.83 to 0.92. Different words that look alike stay below 0.8
("public"/"publish" 0.77); the pairs above it that mean opposite things differ by a prefix
(subscribe/unsubscribe 0.9, lock/unlock 0.8, next/text 0.75) and are refused by the first-letter rule."""

STOPWORDS = frozenset(
    [
        "a",
        "an",
        "the",
        "to",
        "of",
        "for",
        "and",
        "or",
        "in",
        "on",
        "at",
        "by",
        "with",
        "your",
        "my",
        "our",
        "this",
        "that",
    ]
)
"""Words that do not tell one control from another ("Add *to* cart" / "Add *to* wishlist")."""


def _numbers(text: str) -> list[str]:
    """The words with a digit in them ("213", "12a", "v2"): identifiers, which a spelling never changes."""
    return re.findall(r"\w*\d\w*", text.casefold())


def _contains(name: str, target: str) -> bool:
    """``target`` inside ``name``, without splitting a number: "Room 1" is not in "Room 12" (a number in a
    label identifies: an order, a row, a day)."""
    start = name.find(target)
    while start >= 0:
        end = start + len(target)
        cut_before = start > 0 and target[0].isdigit() and name[start - 1].isdigit()
        cut_after = end < len(name) and target[-1].isdigit() and name[end].isdigit()
        if not (cut_before or cut_after):
            return True
        start = name.find(target, start + 1)
    return False


def _compact(text: str) -> str:
    return "".join(ch for ch in text if ch.isalnum())


def content_words(text: str) -> set[str]:
    """The words that are no stopwords, a plural's ending dropped ("Work day emails" and "Email me about work
    days" share "work", "day" and "email")."""
    words = "".join(ch if ch.isalnum() else " " for ch in text).split()
    return {_singular(w) for w in words if w not in STOPWORDS}


def _singular(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


def fuzzy_ratio(target: str, name: str) -> float:
    """How alike two folded labels are as the same words spelled another way; 0 when they cannot be.

    Spaces and punctuation are ignored; both must start with the same letter, since a prefix that
    changes the first letter changes the meaning (subscribe/unsubscribe, lock/unlock, next/text), and
    both must carry the same numbers: a spelling varies, an identifier does not ("Order 213" is never
    "Order 201", however alike the characters)."""
    a, b = _compact(target), _compact(name)
    if not a or not b or a[0] != b[0] or _numbers(target) != _numbers(name):
        return 0.0
    if a == b:
        return 1.0
    return difflib.SequenceMatcher(None, a, b).ratio()


_COMMANDS = """
accept add apply approve archive assign block book buy cancel clear close complete confirm copy
create decline delete disable download duplicate edit enable export follow hide invite join leave
like mark move open order pause pay pin play print publish reject remove rename reply reset restore
save schedule select send share show snooze star start stop submit subscribe unfollow unpin unstar
unsubscribe update upload view
"""
COMMAND_VERBS = frozenset(_COMMANDS.split())
"""Verbs a command's label starts with ("Delete Fix login bug", "Archive this thread")."""


_STATE_COMMAND = re.compile(
    r"^(?:mark(?: (?:it|them|this|all))? (?:as )?|set(?: (?:it|them|this|all))? (?:as|to) )\w"
)
"""A command named by the state it sets ("Mark as arrived", "Mark paid", "Set as done")."""


def names_a_state(target: str) -> bool:
    """The target is a command named by the state it sets: apps as often name it by its action ("Check in"
    for "Mark as arrived", "Record payment" for "Mark as paid"), in words no match can relate."""
    return bool(_STATE_COMMAND.match(fold(target)))


def same_words(target: str, name: str) -> bool:
    """A label that adds or drops qualifiers: the content words of one are all among the other's, and
    they share at least two ("Annual rate" / "Annual interest rate", "Email address" / "Your email
    address"), so "Add to cart" never stands for "Add to wishlist". A command dropped is no qualifier:
    "Fix login bug" names the card that "Delete Fix login bug" acts on, not that control."""
    want, have = content_words(target), content_words(name)
    common = want & have
    if len(common) < 2 or not (want <= have or have <= want) or _numbers(target) != _numbers(name):
        return False
    return not ((want ^ have) & COMMAND_VERBS)


@dataclass(frozen=True)
class Match:
    element: Element
    score: float
    """3 exact, 2 partial (target inside the name), 1..2 fuzzy."""
    via: str
    """The name source that matched (label, text, aria-label, ...), or ``kind``: the field's input type
    (:func:`kind_field`)."""


TYPED_SCORE = 2.5
"""``match_target``'s score of a text field whose value is exactly the target: below an exact name (3.0)."""


HINTED_SCORE = 2.9
"""A name that is the target followed by a hint in parentheses ("Ingredients (one per line)", "Phone
(optional)", "Pending (3)"): below an exact name, above any name that merely holds the target."""
_HINT = re.compile(r"\s*\([^()]*\)$")

WORDS_SCORE = 1.5
"""A name that holds the target's words in another order, or dates it in short (:func:`dated_name`): the
fuzzy tier below a spelling variant."""


def names_as(target: str, name: str) -> bool:
    """Folded ``name`` is folded ``target`` itself, or the target with a hint in parentheses."""
    return _score(target, name, False) >= HINTED_SCORE


INVERTED_SCORE = 2.8
"""A person's name written surname first ("Morgan, Gwen") for the plan's "Gwen Morgan": a directory's order,
the same name; below a name with a hint, above any name that merely holds the target."""
_SURNAME_FIRST = re.compile(r"^([^\s,]+(?: [^\s,]+)?), ([^\s,]+(?: [^\s,]+)?)$")


def forename_first(name: str) -> str | None:
    """Folded ``name`` written surname first ("morgan, gwen") in the plan's order ("gwen morgan"); None for
    any other name."""
    m = _SURNAME_FIRST.match(name) if "," in name else None
    return f"{m.group(2)} {m.group(1)}" if m else None


_NEGATED = re.compile(r"^(?:no|not|non|without|don'?t|do not|never)[\s-]+$")
"""What before a target in a name makes it the opposite choice ("No deposit", "Not urgent", "Without
gift wrap"): a radio or box named so is never the plan's "Deposit"."""


def _score(target: str, name: str, fuzzy: bool) -> float:
    if name == target:
        return 3.0
    if name.endswith(")") and _HINT.sub("", name) == target:
        return HINTED_SCORE
    if forename_first(name) == target:
        return INVERTED_SCORE
    if _contains(name, target):
        if _NEGATED.match(name[: name.find(target)]):
            return 0.0  # "No deposit" is the opposite of the plan's "Deposit"
        # Closer lengths rank higher: "Save" fits "Save note" better than a paragraph that mentions saving.
        return 2.0 + 0.5 * len(target) / max(len(name), 1)
    if fuzzy and _GRID_REF.match(target):
        # An identifier keeps every letter and digit: "H10" is not the "10" of another row.
        return 1.4 if grid_reference(target, name) else 0.0
    if fuzzy:
        ratio = fuzzy_ratio(target, name)
        if ratio >= FUZZY_RATIO:
            return 1.0 + ratio * 0.9
        if same_words(target, name) or dated_name(target, name):
            return WORDS_SCORE
    return 0.0


def names_option(option: str, text: str, *, whole: bool = False) -> bool:
    """An option's text names the option a plan asks for: as a target matches a name (exactly, inside it,
    or worded another way), or, unless ``whole``, as a shorter text the plan's option holds ("Room B" for
    "Room B (ground floor)"), never a number split ("12:00" is not "2:00")."""
    want, have = fold(option), fold(text)
    if not want or not have:
        return False
    if _score(want, have, True) > 0:
        return True
    return not whole and len(_compact(have)) >= 2 and _contains(want, have)


def option_worded_otherwise(option: str, text: str) -> bool:
    """An option's text is the plan's option itself, or the same option in other words (a date in short, a
    time however written, a spelling or word order of its own): not a longer text that merely holds it ("Gift
    card" is no "Card"), nor a shorter one the plan's option holds (a filter's "Hamlet")."""
    score = _score(fold(option), fold(text), True)
    return score >= INVERTED_SCORE or 0 < score < 2.0


_GRID_REF = re.compile(r"^(?:([a-z]{1,2})\s*-?\s*(\d{1,4})|(\d{1,4})\s*-?\s*([a-z]{1,2}))$")


def grid_reference(target: str, name: str) -> bool:
    """A compact grid reference ("H10", "C5", "B-12": a seat, a cell, a shelf) and a name that spells its
    parts out as words of their own ("Row H, seat 10"), in a short name (a label, not a paragraph that
    happens to hold both)."""
    m = _GRID_REF.match(target)
    if m is None:
        return False
    letters, digits = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
    words = re.findall(r"\w+", name)
    return len(words) <= 6 and letters in words and digits in words


_PREREQUISITE = re.compile(
    r"^(?:please )?(?:choose|select|pick|enter|set|add|fill in|type) (?:the |a |an |your )?\S.* first\b"
)
"""A control's hint that another field comes first ("Choose the arrival date first" on a pitch picker kept
disabled until the date is set, "Select a country first"): it names that field, not the control."""


def names_a_prerequisite(source: str, name: str) -> bool:
    """``name`` (of ``source``) is a hint naming the field to fill before the control it shows on; a label
    or accessible name is the control's own."""
    return source not in ("label", "aria-label", "labelledby") and bool(_PREREQUISITE.match(fold(name)))


def match_target(
    target: str, elements: Iterable[Element], *, accept: ElementFilter | None = None, fuzzy: bool = False
) -> list[Match]:
    """Every element whose names match ``target``, best first.

    Ties go to interactive elements, then to the smaller element (the most specific one)."""
    want = fold(target)
    if not want:
        return []  # an empty target (a step without one: a wait, a key press) names nothing
    found: list[Match] = []
    others = rewordings(want) if fuzzy else ()
    accepted = [el for el in elements if accept is None or accept(el)]
    for el in accepted:
        best: tuple[float, str] = (0.0, "")
        for source, name in el.names:
            if names_a_prerequisite(source, name):
                continue  # "Choose the arrival date first" is no "Arrival date"
            if source == "typed":
                # A field's value names the item a row shows in it, whole, and below any name of its own.
                s = TYPED_SCORE if fold(name) == want else 0.0
            else:
                have = fold(name)
                s = _score(want, have, fuzzy)
                if not s and any(names_as(o, bare_label(have)) for o in others):
                    s = REWORDED_SCORE  # the target in other words ("Continue" for "Next", "How many?")
                elif not s and fuzzy and reworded_command(want, have):
                    s = REWORDED_COMMAND_SCORE  # "Change booking BK-303" for the plan's "Edit"
            if s > best[0]:
                best = (s, source)
        if best[0] > 0:
            found.append(Match(el, best[0], best[1]))
    if fuzzy and not found and (typed := kind_field(want, accepted)) is not None:
        found.append(Match(typed, KIND_SCORE, "kind"))  # "Date" for the form's one date field
    if fuzzy and not found and (held := holder_field(want, accepted)) is not None:
        found.append(Match(held, HOLDER_SCORE, "holder"))  # "Guest name" for the form's "Lead guest"
    if fuzzy and not found and (box := search_field(want, accepted)) is not None:
        found.append(Match(box, SEARCH_SCORE, "search"))  # "Search" for the list's "Find an order"
    if fuzzy and not found and (tail := tail_field(want, accepted)) is not None:
        found.append(Match(tail, TAIL_SCORE, "tail"))  # "Refund reason" for a refund dialog's "Reason"
    found.sort(key=lambda m: (-m.score, not m.element.interactive, m.element.box[2] * m.element.box[3]))
    return found


def is_text_control(el: Element) -> bool:
    return el.editable or el.role in ("textbox", "searchbox", "spinbutton")


def is_toggle(el: Element) -> bool:
    return el.checked is not None or el.role in ("checkbox", "radio", "switch")


def labels_control(text: Element, control: Element) -> bool:
    """``text`` is plain text inside the label of ``control``, a radio or a box, on its line (the bold "Admin"
    of "Admin Everything a member can do"): a press on either makes the same choice."""
    said = fold(text.name)
    if text.interactive or not is_toggle(control) or not said:
        return False
    (_, ty, _, th), (_, cy, _, ch) = text.box, control.box
    return ty < cy + ch and cy < ty + th and any(k == "label" and said in fold(n) for k, n in control.names)


def is_select(el: Element) -> bool:
    return el.tag == "select" or el.role in ("combobox", "listbox")


def is_slider(el: Element) -> bool:
    return el.role == "slider"


def named_by_part(target: str, elements: Iterable[Element]) -> list[Element]:
    """The drawn controls named by some of the target's words and nothing else ("Save" for a step "Save
    changes", "Send" for "Send invitation"): plans name an action in more words than its button."""
    want = set(re.findall(r"\w+", fold(target)))
    if len(want) < 2:
        return []
    out = []
    for e in elements:
        words = set(re.findall(r"\w+", fold(e.name)))
        if e.interactive and e.rendered and words and words < want:
            out.append(e)
    return out


_RECORDS = COMMAND_VERBS | {"record", "log", "enter"}


def acting_on(target: str, elements: Iterable[Element]) -> list[Element]:
    """The drawn controls named by a command and then some of a noun target's words, its last among them
    ("Record result" for a plan's "Test result", "Add payment" for "Card payment"): plans name the thing
    where the app names what is done with it."""
    want = re.findall(r"\w+", fold(target))
    if len(want) < 2 or want[0] in _RECORDS:
        return []
    out = []
    for e in elements:
        words = re.findall(r"\w+", fold(e.name))
        rest = set(words[1:])
        commands = e.interactive and e.rendered and len(words) >= 2 and words[0] in _RECORDS
        if commands and want[-1] in rest and rest <= set(want):
            out.append(e)
    return out


def shared_name_controls(target: str, elements: list[Element], *, anywhere: bool = False) -> list[Element]:
    """The controls in view that carry the target's best-matching name, when there are several of them
    (a per-row "Actions", "Edit" or "Remove"); with ``anywhere``, the rendered ones on the whole page (a
    card below the fold has its own)."""
    found = _one_per_control(
        [
            m
            for m in match_target(target, elements)
            if m.element.interactive and (m.element.point or (anywhere and m.element.rendered))
        ]
    )
    if len(found) < 2 or found[1].score != found[0].score:
        return []
    want = fold(target)
    best = _shown_as(found[0].element, want)
    return [m.element for m in found if m.score == found[0].score and _shown_as(m.element, want) == best]


def _shown_as(el: Element, want: str) -> str:
    """The name by which a control shares a step's target with others: the target itself when any name of
    the control is exactly it (a per-item button showing "Run" and named "Run Away" by its ``aria-label``:
    every card's button shows the same word, an icon beside it: "▶ Run"), else the control's own name."""
    if any(src != "typed" and _compact(fold(v)) == _compact(want) for src, v in el.names):
        return want
    return fold(el.name)


def same_box(a: Element, b: Element) -> bool:
    """Two elements filling one box (within 2 px): one control drawn twice, such as a web component's host
    and the native control its shadow root draws for it."""
    return all(abs(x - y) <= 2 for x, y in zip(a.box, b.box, strict=True))


def one_control(a: Element, b: Element) -> bool:
    """Two elements a person sees as one control: filling one box (:func:`same_box`), or one named alike
    inside the other (a combobox's wrapper and the text field it holds, both labelled by the field's
    label, as ARIA 1.1 comboboxes and Shoelace's select draw them). Controls repeated per row or card lie
    side by side, never one inside the other."""
    if same_box(a, b):
        return True
    if fold(a.name) != fold(b.name):
        return False
    return _inside(a.box, b.box) or _inside(b.box, a.box)


def holds_controls(el: Element, elements: Iterable[Element]) -> bool:
    """``el`` is plain text around rendered controls of other names (a dialog's or a form's whole content,
    a card with its buttons): a press on it goes to a region, not to a thing the plan names."""
    if el.interactive:
        return False
    return any(
        o.interactive and o.rendered and o is not el and not same_box(o, el) and _inside(o.box, el.box)
        for o in elements
    )


def _inside(inner: tuple[float, float, float, float], outer: tuple[float, float, float, float]) -> bool:
    x, y, w, h = inner
    ox, oy, ow, oh = outer
    return x >= ox - 2 and y >= oy - 2 and x + w <= ox + ow + 2 and y + h <= oy + oh + 2


def named_exactly_elsewhere(target: str, elements: Iterable[Element], el: Element) -> Element | None:
    """A rendered element other than ``el`` whose name is exactly ``target``, when neither ``el`` nor its twin
    (an element filling the same box: a web component's host) is named so, nor a text of ``el``'s own label
    (:func:`labels_control`)."""
    want = fold(target)
    exact = [e for e in [el, *elements] if any(fold(v) == want for _, v in e.names)]
    if any(e is el or same_box(e, el) or labels_control(e, el) for e in exact):
        return None
    return next((e for e in exact if e.rendered), None)


def _one_per_control(found: list[Match]) -> list[Match]:
    """One match per control a person sees. A web component and the native control its shadow root draws
    for it (an ``sl-button`` host and its inner ``<button>``, named after the host) fill the same box; a
    visually hidden native input and the label that shows it (a segmented control's radio and its styled
    ``<label for>``) carry the same name, the input's taken from that label; a combobox's wrapper holds
    its text field, both named after the field's label (:func:`one_control`). Each pair is one control."""
    labels = {fold(m.element.name) for m in found if m.element.tag == "label"}
    out: list[Match] = []
    for m in found:
        e = m.element
        if e.tag in ("input", "select", "textarea") and any(
            src == "label" and fold(v) in labels for src, v in e.names
        ):
            continue
        if not any(one_control(e, k.element) for k in out):
            out.append(m)
    return out


_QUOTED = re.compile(
    r"(?<![\w'])'([^'\n]{2,60})'(?![\w'])|\"([^\"\n]{2,60})\"|‘([^’\n]{2,60})’|“([^”\n]{2,60})”"
)


def task_items(task: str) -> list[str]:
    """The names a case's task quotes ("Open the report of 'March roundup'"): the item it is about, which the
    plan's steps may leave unnamed (a "View report" repeated in every row's menu). An apostrophe inside a word
    ("Wendy's") opens no quote."""
    return [next(g for g in m.groups() if g) for m in _QUOTED.finditer(task)]


# A target written as an icon's glyph ("⋯", "☰"): it names no words, since icons are drawn, not named.
GLYPH = re.compile(r"^[\s.…⋯⋮︙☰≡•·]+$")


def context_target(targets: list[str | None], step_no: int) -> str | None:
    """The item the test plan named just before step ``step_no`` ("hover 'Marcus Chen'", then "click
    'Actions'"), given every step's target."""
    here = targets[step_no] if step_no < len(targets) else None
    for t in reversed(targets[:step_no]):
        # An icon's glyph ("⋯" for a card's menu button) names no item: the item is the one named before it.
        if t and t != here and any(ch.isalnum() for ch in t):
            return t
    return None

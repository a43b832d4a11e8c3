"""A name that dates a control in short ("Acme Rebrand · Design, Wed 19 Nov") and a plan that names it by the
day written out ("Acme Rebrand Wednesday").

UI pattern: a grid of cells per item and day (a timesheet's hours, a rota's shifts, a planner's slots) names
each cell by its row and a short date; a tester names the cell by the row and the weekday or month in full.
The day's word is the same word abbreviated, and the name's day of the month is no identifier the plan left
out: it only dates the day the plan names.

UI pattern: a list of dated sessions (a theatre's performances, classes, appointment slots) whose options
read "Puppet show (ages 3+) — Sat 28 Nov, 11:00am", while a tester writes "Puppet show 28 November 11am" or
"the Sat 5 Dec matinee": a time of day is the same time however written (11am, 11:00am, 11.00 am, 11:00),
and a part of the day the name does not say ("matinee", "evening") names the session whose time falls in it.
Pure functions, no browser.
"""

from __future__ import annotations

import re

_DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_MONTHS = (
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
)
_SHORT = {"tues": "tuesday", "thur": "thursday", "thurs": "thursday", "sept": "september"}
for _full in _DAYS + _MONTHS:
    _SHORT.setdefault(_full[:3], _full)
_DATE_WORDS = frozenset(_DAYS + _MONTHS)
_FILLER = frozenset(["a", "an", "the", "on", "of", "for", "at", "in", "by"])


_TWELVE = re.compile(r"\b(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?m\b\.?")
_TWENTY_FOUR = re.compile(r"\b(\d{1,2}):(\d{2})\b")
_ORDINAL = re.compile(r"\b(\d{1,2})(?:st|nd|rd|th)\b")
_PARTS = {
    "morning": (300, 720),
    "afternoon": (720, 1080),
    "matinee": (720, 1080),
    "evening": (1020, 1440),
    "night": (1080, 1440),
}
"""Parts of the day in minutes after midnight ([from, to)): a matinee is an afternoon performance."""


def _clock(text: str) -> str:
    """``text`` with each time of day as one token ``t<minutes>`` (11am, 11:00 am, 11.00am and 11:00 alike;
    12am is midnight, 12pm noon) and ordinals as their numbers ("28th": "28")."""

    def twelve(m: re.Match[str]) -> str:
        hour, minute = int(m.group(1)), int(m.group(2) or 0)
        if not 1 <= hour <= 12 or minute > 59:
            return m.group(0)
        return f" t{(hour % 12 + (12 if m.group(3) == 'p' else 0)) * 60 + minute} "

    def twenty_four(m: re.Match[str]) -> str:
        hour, minute = int(m.group(1)), int(m.group(2))
        return f" t{hour * 60 + minute} " if hour <= 23 and minute <= 59 else m.group(0)

    text = _TWENTY_FOUR.sub(twenty_four, _TWELVE.sub(twelve, text))
    return _ORDINAL.sub(r"\1", text.replace("midday", " t720 ").replace("noon", " t720 "))


_TIME = re.compile(r"^t\d+$")


def _in_part(part: str, times: set[str]) -> bool:
    low, high = _PARTS[part]
    return any(low <= int(t[1:]) < high for t in times)


def _tokens(text: str) -> list[str]:
    return re.findall(r"[^\W_]+", _clock(text))


def _dated(tokens: list[str], *, short: bool) -> tuple[set[str], set[str], list[str]]:
    """The words (a day's or month's abbreviation written out where it dates something: next to a day of the
    month or a year, or ``short`` not required), the day and month words among them, and the numbers."""
    words: set[str] = set()
    dates: set[str] = set()
    numbers = [t for t in tokens if t.isdigit()]
    for i, t in enumerate(tokens):
        if t.isdigit():
            continue
        full = t if t in _DATE_WORDS else _SHORT.get(t)
        if full is not None and t != full and short:
            near = tokens[max(0, i - 1) : i + 2]
            if not any(n.isdigit() and (1 <= int(n) <= 31 or len(n) == 4) for n in near):
                full = None  # "sat" or "may" alone is a word, not a date
        if full is not None:
            dates.add(full)
            words.add(full)
        elif t not in _FILLER:
            words.add(t)
    return words, dates, numbers


def dated_name(target: str, name: str) -> bool:
    """Folded ``target`` names, by a day or month written out or abbreviated, the control whose folded
    ``name`` holds all its other words and that day or month abbreviated beside a day of the month ("acme
    rebrand wednesday" for "acme rebrand · design, wed 19 nov"). At least one word beside the date is
    shared; the name's numbers beyond the target's are days of the month or a year; the target's numbers are
    all in the name."""
    want, want_dates, want_numbers = _dated(_tokens(target), short=False)
    have, have_dates, have_numbers = _dated(_tokens(name), short=True)
    times = {w for w in have if _TIME.match(w)}
    # A part of the day the name does not say is its time's ("matinee" for 2:30pm); one it says is a word.
    parts = {w for w in want if w in _PARTS and w not in have}
    if any(not _in_part(p, times) for p in parts):
        return False
    want -= parts
    if not want_dates or not want_dates <= have_dates or not want <= have or not (want - want_dates):
        return False
    extra = list(have_numbers)
    for n in want_numbers:
        if n not in extra:
            return False
        extra.remove(n)
    return all(1 <= int(n) <= 31 or len(n) == 4 for n in extra)

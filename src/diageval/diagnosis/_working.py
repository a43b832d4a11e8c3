"""Signs that a page has not given its answer yet (METHOD.md 8.3): a result missing while the page says it
is still working is no evidence of a defect."""

from __future__ import annotations

import re

_WORKING = re.compile(
    r"\b(loading|please wait|fetching|preparing|processing|saving|updating|sending|uploading|generating|"
    r"exporting|importing|calculating|searching|submitting)\b[^\n]{0,40}?(\u2026|\.\.\.)",
    re.IGNORECASE,
)


def still_working(busy: list[str], text: str, already: frozenset[str] = frozenset()) -> str | None:
    """What shows the page has not given its answer yet: a loading indicator in view (busy region, progress
    bar, spinner, skeleton) or a status in progress ending in an ellipsis ("Preparing export...",
    "Saving..."), other than those in ``already`` (shown before the branch acted: a lazy section's
    "Loading reviews..." far down the page says nothing about the step). A result missing while the page
    says it is still working is no evidence of a defect."""
    for b in busy:
        if b not in already:
            return b
    for m in _WORKING.finditer(text):
        if m.group(0) not in already:
            return m.group(0)
    return None


_DETERMINATE = re.compile(r" \(value [^()]*\)$")


def standing_gauges(then: list[str], now: list[str]) -> frozenset[str]:
    """The determinate progress bars (the observer notes their value) that show the same value in two reads
    of the page a moment apart: gauges (a budget used, a profile complete, a rating), not work under way."""
    return frozenset(b for b in now if b in then and _DETERMINATE.search(b))


def working_signs(busy: list[str], text: str) -> frozenset[str]:
    """Every sign of work in progress on a page (see :func:`still_working`)."""
    return frozenset(busy) | frozenset(m.group(0) for m in _WORKING.finditer(text))

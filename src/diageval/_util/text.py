"""Text normalisation used for matching targets and checks."""

from __future__ import annotations

import re

_WS = re.compile(r"\s+")


def norm(text: str) -> str:
    """Whitespace-normalised text: runs of white space become one space, ends trimmed."""
    return _WS.sub(" ", text).strip()


def fold(text: str) -> str:
    """Normalised and case-folded, for case-insensitive matching of targets."""
    return norm(text).casefold()


def bare_label(label: str) -> str:
    """A label without what closes it: a question mark, a colon or a required field's star ("Email:*",
    "How many?")."""
    return label.rstrip("?:* ")

"""A search the plan types in the tester's words, several of them from different columns ("Marlow borehole"
for the client "Marlow Estates" and the sample "Borehole 1"), into a list search that matches what is typed as
one phrase: the list shows nothing, and what the plan presses next is absent with the rows.

UI pattern: a list's search box filters rows whose text holds the query as typed (a substring of one
column, or of the row's text); a tester writes the words that identify the item, not the app's phrase. The
absence of the plan's next target right after such a search is no evidence of a defect while the words
typed show nowhere on the page as one phrase. A search of one word keeps its evidence: a name that search
does not find is the search's failure (a search that compares letter case). Pure functions, no browser.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .._util.text import fold
from ..method import is_text_control, match_target
from ..suite import Step
from ..trajectory import PageState

SEARCH_WORDS = re.compile(r"\b(?:search|filter|find|look up)")
_QUIET = ("wait", "press")


def phrase_unmatched(steps: Sequence[Step], at: int, state: PageState) -> Step | None:
    """The plan's fill of a search field just before step ``at`` (only waits and key presses between) whose
    text of two or more words shows nowhere in the page's text: the search may have listed nothing for
    words a tester joined."""
    for s in reversed(steps[:at]):
        if s.verb in _QUIET:
            continue
        if s.verb != "fill" or not s.text or not s.target:
            return None
        if len(re.findall(r"\w+", s.text)) < 2:
            return None
        fields = [
            m.element for m in match_target(s.target, state.elements, accept=is_text_control, fuzzy=True)
        ]
        searching = SEARCH_WORDS.search(fold(s.target)) or any(
            e.role == "searchbox" or SEARCH_WORDS.search(fold(e.name)) for e in fields[:1]
        )
        if not searching or fold(s.text) in fold(state.text):
            return None
        return s
    return None

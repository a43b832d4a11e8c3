"""Which of a task's words may name the row to act on.

A task says what to do, then often what the page should show afterwards ("Offer plot C9 to the person at the
top of the waiting list. Afterwards she should be off the list, with Rosa Delgado now at the top"). When the
instruction picks its item by position ("the person at the top", "the first order", "the last entry"), a row
the expected outcome names is another row than that item: it stays, moves or shows the result. Such a task's
rows are read from its instruction alone (:func:`rows_told_by`); any other task, whole.
"""

from __future__ import annotations

import re

_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z])")
_OUTCOME_START = re.compile(r"^(?:afterwards|after|then|once|when|now)\b", re.IGNORECASE)
_OUTCOME_SAYS = re.compile(r"\b(?:should|must|will|expect(?:ed)?)\b", re.IGNORECASE)
_BY_POSITION = re.compile(
    r"\b(?:(?:at|on) the (?:top|bottom|head|end)|(?:the )?(?:first|last|top|bottom|oldest|newest|latest|"
    r"earliest) (?:one|person|entry|item|row|card|name|order|message|result|booking|request|task)|"
    r"next in line)\b",
    re.IGNORECASE,
)


def instruction_of(task: str) -> str:
    """The task's sentences before the first that says what the page should show afterwards (one that
    begins "Afterwards", "After a reload", "Then", "Once", "When" or "Now" and says *should*, *must* or
    *will*)."""
    kept: list[str] = []
    for sentence in _SENTENCE.split(task.strip()):
        if _OUTCOME_START.match(sentence) and _OUTCOME_SAYS.search(sentence):
            break
        kept.append(sentence)
    return " ".join(kept)


def rows_told_by(task: str) -> str:
    """The words of ``task`` that may name the row to act on: its instruction alone when that picks the
    item by position (:data:`_BY_POSITION`: "the person at the top of the waiting list"), else the task."""
    said = instruction_of(task)
    return said if said != task.strip() and _BY_POSITION.search(said) else task

"""Presenting a run: the static HTML report and the exports (JUnit XML, JSON Lines, CSV, results JSON).

Everything here reads results and the run store; nothing runs a browser."""

from ._export import (
    COLUMNS,
    belief_text,
    render,
    round_line,
    to_csv,
    to_jsonl,
    to_junit,
    verdict_row,
    write_exports,
)
from ._html import MARKER, write_report

__all__ = [
    "COLUMNS",
    "MARKER",
    "belief_text",
    "render",
    "round_line",
    "to_csv",
    "to_jsonl",
    "to_junit",
    "verdict_row",
    "write_exports",
    "write_report",
]

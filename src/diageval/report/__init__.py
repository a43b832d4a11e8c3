"""Presenting a run: the static HTML report and the exports (JUnit XML, JSON Lines, CSV, results JSON).

Everything here reads results and the run store; nothing runs a browser."""

from ._export import COLUMNS, render, to_csv, to_jsonl, verdict_row, write_exports
from ._html import MARKER, write_report
from ._junit import case_properties, to_junit
from ._words import belief_text, case_details, recovery_text, round_line, single_run_failure, what_broke

__all__ = [
    "COLUMNS",
    "MARKER",
    "belief_text",
    "case_details",
    "case_properties",
    "recovery_text",
    "render",
    "round_line",
    "single_run_failure",
    "to_csv",
    "to_jsonl",
    "to_junit",
    "verdict_row",
    "what_broke",
    "write_exports",
    "write_report",
]

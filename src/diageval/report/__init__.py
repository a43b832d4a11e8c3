"""Presenting a run: the static HTML report and the exports (JUnit XML, JSON Lines, CSV, results JSON).

Everything here reads results and the run store; nothing runs a browser."""

from ._diff import SLOWER_RATIO, SLOWER_S, CaseChange, CaseSide, RunDiff, diff_runs, diff_text
from ._diff_page import diff_html
from ._export import COLUMNS, render, to_csv, to_jsonl, verdict_row, write_exports
from ._groups import GROUP_TITLES, Group, group
from ._html import MARKER, write_report
from ._junit import case_properties, to_junit
from ._words import belief_text, case_details, recovery_text, round_line, single_run_failure, what_broke

__all__ = [
    "COLUMNS",
    "GROUP_TITLES",
    "MARKER",
    "SLOWER_RATIO",
    "SLOWER_S",
    "CaseChange",
    "CaseSide",
    "Group",
    "RunDiff",
    "belief_text",
    "case_details",
    "case_properties",
    "diff_html",
    "diff_runs",
    "diff_text",
    "group",
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

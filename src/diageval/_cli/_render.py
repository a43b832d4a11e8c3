"""Terminal rendering of results (rich). Only the CLI prints."""

from __future__ import annotations

from rich.console import Console
from rich.table import Table

from ..runner import RunResult

_STYLE = {"pass": "green", "fail": "red", "unverifiable": "yellow", "error": "magenta"}


def verdict_table(run: RunResult) -> Table:
    has_labels = any(c.label for c in run.cases)
    diagnosed = any(c.diagnosis for c in run.cases)
    table = Table(title=f"diageval run {run.run_id}", show_lines=False)
    table.add_column("suite", style="dim")
    table.add_column("case")
    if has_labels:
        table.add_column("label")
    if diagnosed:
        table.add_column("single run")
    table.add_column("verdict")
    table.add_column("attribution")
    table.add_column("reason", overflow="fold", max_width=70)
    table.add_column("s", justify="right")
    for c in run.cases:
        row = [c.suite, c.case_id]
        if has_labels:
            row.append(c.label or "")
        if diagnosed:
            iv = c.initial_verdict or ""
            row.append(f"[{_STYLE.get(iv, '')}]{iv}[/]" if iv else "")
        row += [
            f"[{_STYLE[c.verdict]}]{c.verdict}[/]",
            c.attribution if c.attribution != "none" else "",
            c.reason,
            f"{c.duration_s:.1f}",
        ]
        table.add_row(*row)
    return table


def summary_line(run: RunResult) -> str:
    counts = run.counts()
    parts = [f"{k} {v}" for k, v in counts.items() if v]
    labelled = [c for c in run.cases if c.label and c.verdict in ("pass", "fail")]
    if labelled:
        right = sum(1 for c in labelled if c.verdict == c.label)
        parts.append(f"accuracy {right}/{len(labelled)} on labelled cases")
    return f"{len(run.cases)} cases in {run.duration_s:.1f} s: " + ", ".join(parts)


def print_run(console: Console, run: RunResult) -> None:
    console.print(verdict_table(run))
    console.print(summary_line(run))

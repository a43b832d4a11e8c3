"""Terminal rendering of results (rich). Only the CLI prints.

Every piece of user or page text (suite names, case ids, reasons, check texts, evidence, commands) goes
through :func:`rich.markup.escape`: a ``[/x]`` in a case id must print as written, not crash the CLI."""

from __future__ import annotations

from pathlib import Path

from rich.console import Console
from rich.markup import escape as e
from rich.table import Table

from ..method import DiagnosisRecord
from ..report import belief_text, round_line
from ..runner import CaseResult, RunResult
from ..store import RunInfo

_STYLE = {"pass": "green", "fail": "red", "unverifiable": "yellow", "error": "magenta"}


def verdict_table(run: RunResult) -> Table:
    has_labels = any(c.label for c in run.cases)
    diagnosed = any(c.diagnosis for c in run.cases)
    table = Table(title=f"diageval run {e(run.run_id)}", show_lines=False)
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
        row = [e(c.suite), e(c.case_id)]
        if has_labels:
            row.append(c.label or "")
        if diagnosed:
            iv = c.initial_verdict or ""
            row.append(f"[{_STYLE.get(iv, '')}]{iv}[/]" if iv else "")
        row += [
            f"[{_STYLE[c.verdict]}]{c.verdict}[/]",
            c.attribution if c.attribution != "none" else "",
            e(c.reason),
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
    console.print(e(summary_line(run)))


def runs_table(infos: list[RunInfo], where: Path) -> Table:
    table = Table(title=f"runs in {e(str(where))}")
    for col in ("run", "started (UTC)", "status", "cases", "verdicts", "cost", "s", "command"):
        table.add_column(col, overflow="fold")
    status_style = {"finished": "green", "running": "cyan", "interrupted": "yellow"}
    for r in infos:
        verdicts = " ".join(f"[{_STYLE.get(k, '')}]{k} {v}[/]" for k, v in sorted(r.counts.items()))
        table.add_row(
            e(r.run_id),
            r.started_at.replace("+00:00", ""),
            f"[{status_style.get(r.status, '')}]{r.status}[/]",
            f"{r.done}/{r.total}",
            verdicts,
            f"${r.cost_usd:.4f}" if r.cost_usd else "",
            f"{r.duration_s:.0f}",
            e(r.command),
        )
    return table


def print_case(console: Console, c: CaseResult, run_dir: Path) -> None:
    """Everything about one case: verdict and why, checks, steps, FDS per round, branches, belief."""
    console.print(f"[bold]{e(c.suite)}/{e(c.case_id)}[/]: {e(c.task)}")
    console.print(
        f"verdict [{_STYLE[c.verdict]}]{c.verdict}[/]"
        + (f" ({c.attribution})" if c.attribution != "none" else "")
        + (f", label {c.label}" if c.label else "")
        + (f", single run {c.initial_verdict}" if c.initial_verdict and c.diagnosis else "")
        + f", {c.duration_s:.1f} s, attempts {c.attempts}"
        + (f", on {c.worker}" if c.worker else "")
    )
    console.print(f"reason: {e(c.reason)}")
    if c.diagnosis is not None and c.initial_reason:
        console.print(f"single run: {e(c.initial_reason)}")
    for chk in c.checks:
        mark = "[green]ok[/]" if chk.ok else "[red]FAILED[/]"
        console.print(f"  check {mark} {e(chk.check)}: {e(chk.detail)}")
    if c.trajectory:
        console.print(f"trajectory: {e(str(run_dir / c.trajectory))}")
    d = c.diagnosis
    if d is not None:
        for proof in d.defect_evidence:
            console.print(f"  defect evidence ({proof.kind.replace('_', ' ')}): {e(proof.text)}")
        for rnd in d.rounds:
            console.print(e(round_line(rnd)))
            for ev in rnd.fds.evidence:
                console.print(f"  [dim]evidence: {e(ev)}[/]")
    if d is not None and d.discarded:
        console.print(
            f"[dim]{len(d.discarded)} branches ran beside these and were not taken: "
            + e(", ".join(f"r{b.round} {b.branch.probe}" for b in d.discarded))
            + "[/]"
        )
    if d is not None and d.branches:
        table = Table(title="branches")
        for col in ("#", "round", "type", "probe", "outcome", "p before", "p after", "restore", "reason"):
            table.add_column(col, overflow="fold")
        for i, b in enumerate(d.branches, 1):
            table.add_row(
                str(i),
                str(b.round),
                b.branch.type,
                e(b.branch.probe),
                b.outcome,
                f"{b.p_before:.2f}",
                f"{b.p_after:.2f}",
                b.restore,
                e(b.reason),
            )
        console.print(table)
    if d is not None:
        tau = d.parameters.get("tau_env")
        console.print(
            f"belief: {e(belief_text(d))}"
            + (f" (tau_env {tau})" if tau is not None else "")
            + f"; stop: {d.stop}"
        )
        console.print(e(time_line(c.duration_s, d)))
    for call in c.llm_calls:
        if "cost_usd" in call:
            what = e(f"{call.get('purpose')}: {call.get('model')} ${call.get('cost_usd')}")
            console.print(f"  [dim]LLM {what}[/]")


def time_line(case_s: float, d: DiagnosisRecord) -> str:
    """Where a case's time went: the single run, then the diagnosis's judge, restores, branches, waits."""
    t = d.time_split
    return (
        f"time: {case_s:.1f} s = single run {max(0.0, case_s - d.duration_s):.1f} s + diagnosis "
        f"{d.duration_s:.1f} s (judge {t['judge_s']:.1f} s; restores {t['restore_s']:.1f} s: "
        f"{t['hot_restores']} hot, {t['cold_restores']} cold, {t['reused_restores']} reused, "
        f"{t['replayed_steps']} steps replayed; branches "
        f"{t['branch_s']:.1f} s, of which waiting for the page {t['wait_s']:.1f} s; "
        f"{t['discarded']} discarded, {t['discarded_s']:.1f} s)"
    )

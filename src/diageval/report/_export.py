"""Verdicts out of the store: JUnit XML for CI systems, JSON Lines and CSV for analysis."""

from __future__ import annotations

import csv
import io
import json
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

from ..method import CaseResult, DiagnosisRecord, RoundRecord, RunResult

FORMATS = ("junit", "jsonl", "csv")
COLUMNS = (
    "run_id",
    "suite",
    "case_id",
    "label",
    "verdict",
    "attribution",
    "initial_verdict",
    "reason",
    "failing_step",
    "branches",
    "p_final",
    "duration_s",
    "llm_cost_usd",
    "attempts",
    "worker",
)


def verdict_row(run_id: str, c: CaseResult) -> dict[str, Any]:
    d = c.diagnosis
    return {
        "run_id": run_id,
        "suite": c.suite,
        "case_id": c.case_id,
        "label": c.label,
        "verdict": c.verdict,
        "attribution": c.attribution,
        "initial_verdict": c.initial_verdict,
        "reason": c.reason,
        "failing_step": c.failing_step,
        "branches": len(d.branches) if d else 0,
        "p_final": d.p_final if d else None,
        "duration_s": c.duration_s,
        "llm_cost_usd": c.llm_cost_usd,
        "attempts": c.attempts,
        "worker": c.worker,
    }


def to_jsonl(run: RunResult) -> str:
    return "".join(json.dumps(verdict_row(run.run_id, c)) + "\n" for c in run.cases)


def to_csv(run: RunResult) -> str:
    buf = io.StringIO()
    w = csv.DictWriter(buf, fieldnames=COLUMNS, lineterminator="\n")
    w.writeheader()
    for c in run.cases:
        w.writerow(verdict_row(run.run_id, c))
    return buf.getvalue()


def round_line(rnd: RoundRecord) -> str:
    """One diagnosis round as a line: fork, source of uncertainty, category, prior, diagnosis."""
    f = rnd.fds
    return (
        f"round {rnd.round}: fork after step {f.fork_step}, SOU-{f.sou} ({f.category}), "
        f"p0 {f.p0:.2f}: {f.diagnosis}"
    )


def belief_text(diagnosis: DiagnosisRecord) -> str:
    """The belief trace: p before any branch, then after each."""
    return " -> ".join(f"{p:.2f}" for p in diagnosis.belief_trace)


def _details(c: CaseResult) -> str:
    lines = [f"verdict: {c.verdict} ({c.attribution})", f"reason: {c.reason}"]
    if c.initial_verdict and c.diagnosis:
        lines.append(f"single run: {c.initial_verdict}")
    for chk in c.checks:
        lines.append(f"check {'ok' if chk.ok else 'FAILED'}: {chk.check} {chk.detail}")
    d = c.diagnosis
    if d is None:
        return "\n".join(lines)
    lines += [f"defect evidence ({e.kind.replace('_', ' ')}): {e.text}" for e in d.defect_evidence]
    lines += [round_line(rnd) for rnd in d.rounds]
    for b in d.branches:
        br = b.branch
        lines.append(
            f"branch {br.id} {br.type}/{br.probe}: {b.outcome} "
            f"(p {b.p_before:.2f} -> {b.p_after:.2f}): {b.reason}"
        )
    lines.append(f"belief: {belief_text(d)}")
    return "\n".join(lines)


def to_junit(run: RunResult) -> str:
    """One ``<testsuite>`` per suite, one ``<testcase>`` per case.

    ``fail`` (the app is defective) is a ``<failure>`` whose message carries the attribution and reason;
    ``error`` (a harness fault, never an app defect) is an ``<error>``; ``unverifiable`` and a case the
    spending cap kept from finishing (``budget_stop``) are ``<skipped>``.
    """
    root = ET.Element("testsuites", name=f"diageval {run.run_id}")
    by_suite: dict[str, list[CaseResult]] = {}
    for c in run.cases:
        by_suite.setdefault(c.suite, []).append(c)
    totals: dict[str, float] = {"tests": 0, "failures": 0, "errors": 0, "skipped": 0, "time": 0.0}
    for name, cases in by_suite.items():
        failures = sum(c.verdict == "fail" for c in cases)
        errors = sum(c.verdict == "error" and c.attribution != "budget_stop" for c in cases)
        skipped = sum(c.verdict == "unverifiable" or c.attribution == "budget_stop" for c in cases)
        t = sum(c.duration_s for c in cases)
        ts = ET.SubElement(
            root,
            "testsuite",
            name=name,
            tests=str(len(cases)),
            failures=str(failures),
            errors=str(errors),
            skipped=str(skipped),
            time=f"{t:.3f}",
            timestamp=run.started_at,
        )
        for key, val in (("tests", len(cases)), ("failures", failures), ("errors", errors)):
            totals[key] += val
        totals["skipped"] += skipped
        totals["time"] += t
        for c in cases:
            tc = ET.SubElement(ts, "testcase", classname=name, name=c.case_id, time=f"{c.duration_s:.3f}")
            message = f"{c.attribution}: {c.reason}"
            if c.verdict == "fail":
                ET.SubElement(tc, "failure", message=message, type=c.attribution).text = _details(c)
            elif c.attribution == "budget_stop":
                ET.SubElement(tc, "skipped", message=message)
            elif c.verdict == "error":
                ET.SubElement(tc, "error", message=message, type="harness_fault").text = _details(c)
            elif c.verdict == "unverifiable":
                ET.SubElement(tc, "skipped", message=c.reason)
            ET.SubElement(tc, "system-out").text = _details(c)
    for key, total in totals.items():
        root.set(key, f"{total:.3f}" if key == "time" else str(int(total)))
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"


def render(run: RunResult, fmt: str) -> str:
    if fmt == "junit":
        return to_junit(run)
    if fmt == "jsonl":
        return to_jsonl(run)
    if fmt == "csv":
        return to_csv(run)
    raise ValueError(f"unknown export format {fmt!r} (one of {', '.join(FORMATS)})")


def write_exports(run: RunResult, folder: Path) -> dict[str, Path]:
    """``results.json``, ``junit.xml``, ``verdicts.jsonl`` and ``verdicts.csv`` in ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    names = {"json": "results.json", "junit": "junit.xml", "jsonl": "verdicts.jsonl", "csv": "verdicts.csv"}
    out = {}
    for fmt, name in names.items():
        text = run.model_dump_json(indent=1) if fmt == "json" else render(run, fmt)
        path = folder / name
        tmp = path.with_suffix(path.suffix + ".tmp")
        tmp.write_text(text, encoding="utf-8")
        tmp.replace(path)
        out[fmt] = path
    return out

"""Verdicts out of the store: JUnit XML for CI systems, JSON Lines and CSV for analysis."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path
from typing import Any

from ..method import CaseResult, RunResult
from ._junit import to_junit

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

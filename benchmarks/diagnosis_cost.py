"""What a diagnosis costs: the wall time of a run with DiagEval x2 over the same run without diagnosis (x0).

For each corpus folder, both runs use the same suites, the same workers and this machine, one after the
other in one process, so their ratio is comparable even on a shared machine. The x2 run's cases also
report where the diagnosis time went (judge, restores hot/cold with the input replayed, branch execution,
waits for the page) and, with ``--compare-sequential``, a third run with branches one after another checks that
verdicts do not depend on running a round's branches in parallel.

    python benchmarks/diagnosis_cost.py benchmarks/corpus benchmarks/corpus_lib [--workers 3]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import tempfile
import time
from pathlib import Path
from typing import Any

from diageval.diagnosis._ahead import cpu_ticks
from diageval.method import CaseResult, DiagnosisConfig
from diageval.runner import RunConfig, run_suites
from diageval.runner._pool import Spill
from diageval.suite import Suite, load_suites


def busy_share(before: tuple[int, int] | None, after: tuple[int, int] | None) -> float | None:
    """The share of the machine's CPU time that was busy between two readings (every process counts)."""
    if before is None or after is None or after[1] == before[1]:
        return None
    return round((after[0] - before[0]) / (after[1] - before[1]), 3)


def corpus_suites(folder: Path) -> list[Suite]:
    return load_suites(sorted(folder.glob("*.yaml")))


async def timed(
    suites: list[Suite], workers: int, diagnosis: DiagnosisConfig
) -> tuple[float, list[CaseResult], float | None]:
    """Wall seconds, the cases, and the machine's busy CPU share during the run."""
    with tempfile.TemporaryDirectory() as tmp:
        config = RunConfig(out_dir=Path(tmp), workers=workers, diagnosis=diagnosis)
        t0, c0 = time.perf_counter(), cpu_ticks()
        run = await run_suites(suites, config, fresh=True)
        return time.perf_counter() - t0, list(run.cases), busy_share(c0, cpu_ticks())


def split(cases: list[CaseResult]) -> dict[str, Any]:
    """Seconds summed over the diagnosed cases, by where they went."""
    out: dict[str, Any] = {
        "diagnosed": 0,
        "single_s": 0.0,
        "diagnosis_s": 0.0,
        "judge_s": 0.0,
        "restore_s": 0.0,
        "branch_s": 0.0,
        "wait_s": 0.0,
        "restores": {},
        "replayed_steps": 0,
        "branches": 0,
        "discarded": 0,
    }
    for c in cases:
        d = c.diagnosis
        if d is None:
            continue
        out["diagnosed"] += 1
        out["single_s"] += c.duration_s - d.duration_s
        out["diagnosis_s"] += d.duration_s
        out["judge_s"] += sum(r.judge_s for r in d.rounds)
        out["restore_s"] += sum(r.restore_s for r in d.rounds) + sum(b.restore_s for b in d.branches)
        out["discarded"] += len(d.discarded)
        for b in d.branches:
            out["branches"] += 1
            out["branch_s"] += b.duration_s
            out["wait_s"] += b.wait_s
            out["replayed_steps"] += b.replayed_steps
            out["restores"][b.restore] = out["restores"].get(b.restore, 0) + 1
    for k, v in out.items():
        if isinstance(v, float):
            out[k] = round(v, 1)
    return out


def branch_paths(cases: list[CaseResult]) -> dict[tuple[str, str], list[tuple[str, str]]]:
    """Each diagnosed case's branches as (probe, outcome), in the order the protocol took them."""
    return {
        (c.suite, c.case_id): [(b.branch.probe, b.outcome) for b in c.diagnosis.branches]
        for c in cases
        if c.diagnosis is not None
    }


def verdicts(cases: list[CaseResult]) -> dict[str, int]:
    """Labelled cases by how their verdict compares with the label (a defect passed is ``false_pass``),
    with the defects confirmed and the correct cases confirmed defective (``false_confirmed``)."""
    out = {"correct": 0, "false_fail": 0, "false_pass": 0, "other": 0, "confirmed": 0, "false_confirmed": 0}
    for c in cases:
        if c.attribution == "env_fail_confirmed" and c.label in ("pass", "fail"):
            out["confirmed" if c.label == "fail" else "false_confirmed"] += 1
        if c.label is None or c.verdict not in ("pass", "fail"):
            out["other"] += 1
        elif c.verdict == c.label:
            out["correct"] += 1
        else:
            out["false_fail" if c.label == "pass" else "false_pass"] += 1
    return out


async def main(args: argparse.Namespace) -> None:
    rows = []
    for folder in args.corpora:
        suites = corpus_suites(Path(folder))
        n = sum(len(s.cases) for s in suites)
        x0, single, cpu0 = await timed(suites, args.workers, DiagnosisConfig(rounds=0))
        moved = Spill.moved_on
        x2, cases, cpu2 = await timed(suites, args.workers, DiagnosisConfig(rounds=2))
        row: dict[str, Any] = {
            "corpus": folder,
            "cases": n,
            "workers": args.workers,
            "x0_s": round(x0, 1),
            "x2_s": round(x2, 1),
            "ratio": round(x2 / x0, 2),
            "cpu_busy": {"x0": cpu0, "x2": cpu2},
            "diagnoses_beside_next_case": Spill.moved_on - moved,
            "split": split(cases),
            "x0_verdicts": verdicts(single),
            "x2_verdicts": verdicts(cases),
        }
        if args.compare_sequential:
            _, seq, _ = await timed(suites, args.workers, DiagnosisConfig(rounds=2, parallel_branches=1))
            a = {(c.suite, c.case_id): (c.verdict, c.attribution) for c in cases}
            b = {(c.suite, c.case_id): (c.verdict, c.attribution) for c in seq}
            row["differ_from_sequential"] = sorted(
                f"{s}/{i}: {a[s, i]} vs {b[s, i]}" for s, i in a if a[s, i] != b[s, i]
            )
            # Two live runs differ by the machine's timing too: the branches each ran (probe and outcome, in
            # protocol order) tell a parallelism effect from a case whose branches went differently.
            pa, pb = branch_paths(cases), branch_paths(seq)
            row["branches_differ_from_sequential"] = sorted(
                f"{s}/{i}" for s, i in pa if pa[s, i] != pb.get((s, i))
            )
            row["sequential_verdicts"] = verdicts(seq)
        rows.append(row)
        print(json.dumps(row), flush=True)
    print("\n| corpus | cases | workers | x0 wall s | x2 wall s | x2/x0 |\n|---|---:|---:|---:|---:|---:|")
    for r in rows:
        print(
            f"| {r['corpus']} | {r['cases']} | {r['workers']} | {r['x0_s']} | {r['x2_s']} | {r['ratio']:.2f} |"
        )
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=1))


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("corpora", nargs="+", help="Corpus folders (their *.yaml suites).")
    ap.add_argument("--workers", type=int, default=3)
    ap.add_argument("--compare-sequential", action="store_true", help="Also run branches one at a time.")
    ap.add_argument("--json", default=None, help="Write the rows to this file too.")
    asyncio.run(main(ap.parse_args()))

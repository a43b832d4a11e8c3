"""Supervisor mode against a harness that is not diageval: do its failed runs get the verdicts a
`diageval run` gives the same cases?

1. `benchmarks/supervisor/record.py` (a plain Playwright script, written without diageval's code) runs every
   case of the suites and records each run in the minimal trajectory format (docs/supervisor.md).
2. `diageval run` runs the same suites with diageval's own agent and diagnosis.
3. `diageval diagnose` takes every run the recorder judged Fail.
4. The final verdicts of 2 and 3 are compared case by case: on the cases the recorder got wrong (label pass,
   recorded Fail) and on the real defects it failed.

    python benchmarks/supervisor_agreement.py benchmarks/corpus/*.yaml --workers 3 --out /tmp/agreement

Writes OUT/agreement.md and OUT/agreement.json and prints the table.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CLI = [sys.executable, "-m", "diageval._cli"]


def _results(out: Path) -> list[dict]:
    runs = sorted((out / "runs").iterdir())
    return json.loads((runs[-1] / "results.json").read_text())["cases"]


def _bench_results(path: Path) -> dict[tuple[str, str], dict]:
    """The single-run and DiagEval x2 verdicts of a bench, in the shape of a run's results."""
    out = {}
    for c in json.loads(path.read_text())["cases"]:
        final = c["outcomes"]["diageval"]["verdict"] if "diageval" in c["outcomes"] else c["single_verdict"]
        out[(c["suite"], c["case_id"])] = {"initial_verdict": c["single_verdict"], "verdict": final}
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("suites", nargs="+", type=Path)
    ap.add_argument("--workers", type=int, default=3)
    ap.add_argument("--out", type=Path, default=Path("diageval-out/agreement"))
    ap.add_argument("--recorded", type=Path, default=None, help="Use these recordings instead of recording.")
    ap.add_argument(
        "--bench",
        type=Path,
        default=None,
        help="Take the `diageval run` verdicts (single run, then DiagEval x2) from this bench.json of the same "
        "commit instead of running the suites again.",
    )
    args = ap.parse_args()
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    t0 = time.perf_counter()
    recorded = args.recorded or out / "recorded"
    if args.recorded is None:
        subprocess.run(
            [
                sys.executable,
                str(ROOT / "benchmarks/supervisor/record.py"),
                *map(str, args.suites),
                "--out",
                str(recorded),
            ],
            check=True,
        )
    t_record = time.perf_counter() - t0
    files = sorted(recorded.glob("*/*.json"))
    failed = [f for f in files if json.loads(f.read_text()).get("verdict") == "fail"]
    suites = [str(s) for s in args.suites]
    common = ["--workers", str(args.workers)]
    t1 = time.perf_counter()
    if args.bench is None:
        subprocess.run([*CLI, "run", *suites, "--out", str(out / "run"), "--fresh", *common], check=False)
    t_run = time.perf_counter() - t1
    t2 = time.perf_counter()
    sup_args = [*map(str, failed), *(x for s in suites for x in ("--suite", s))]
    subprocess.run([*CLI, "diagnose", *sup_args, "--out", str(out / "diagnose"), *common], check=False)
    t_sup = time.perf_counter() - t2
    ran = (
        _bench_results(args.bench)
        if args.bench
        else {(c["suite"], c["case_id"]): c for c in _results(out / "run")}
    )
    sup = {(c["suite"], c["case_id"]): c for c in _results(out / "diagnose")}
    rows = []
    for key, s in sorted(sup.items()):
        r = ran.get(key)
        rows.append(
            {
                "suite": key[0],
                "case": key[1],
                "label": s["label"],
                "run_single": r["initial_verdict"] if r else None,
                "run_final": r["verdict"] if r else None,
                "diagnose_final": s["verdict"],
                "diagnose_attribution": s["attribution"],
                "agree": bool(r) and r["verdict"] == s["verdict"],
            }
        )
    groups = {
        "false Fails of the recorder (label pass)": [r for r in rows if r["label"] == "pass"],
        "defects the recorder failed (label fail)": [r for r in rows if r["label"] == "fail"],
        "of those, the false Fails of `diageval run` too": [
            r for r in rows if r["label"] == "pass" and r["run_single"] == "fail"
        ],
    }
    lines = [
        "| set | cases | same final verdict | diagnose Pass | run Pass |",
        "|---|---|---|---|---|",
    ]
    summary = {}
    for name, rs in groups.items():
        same = sum(r["agree"] for r in rs)
        lines.append(
            f"| {name} | {len(rs)} | {same} ({100 * same / max(len(rs), 1):.1f}%) | "
            f"{sum(r['diagnose_final'] == 'pass' for r in rs)} | {sum(r['run_final'] == 'pass' for r in rs)} |"
        )
        summary[name] = {"cases": len(rs), "agree": same}
    lines.append("")
    lines.append(
        f"Recorded {len(files)} cases ({len(failed)} Fail) in {t_record:.0f} s; "
        + (
            f"`diageval run` verdicts from {args.bench}; "
            if args.bench
            else f"`diageval run` {t_run:.0f} s; "
        )
        + f"`diageval diagnose` of the {len(failed)} failed recordings {t_sup:.0f} s ({args.workers} workers)."
    )
    disagree = [r for r in rows if not r["agree"]]
    if disagree:
        lines += ["", "Disagreements:", ""]
        lines += [
            f"- {r['suite']}/{r['case']} (label {r['label']}): run {r['run_final']}, diagnose "
            f"{r['diagnose_final']} ({r['diagnose_attribution']})"
            for r in disagree
        ]
    text = "\n".join(lines) + "\n"
    (out / "agreement.md").write_text(text)
    (out / "agreement.json").write_text(json.dumps({"summary": summary, "rows": rows}, indent=1))
    print(text)


if __name__ == "__main__":
    main()

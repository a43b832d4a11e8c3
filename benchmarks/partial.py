"""What a bench measured so far, from its journal (`bench.progress.jsonl`, written as each run ends), for a
bench stopped before it wrote bench.json:

    python benchmarks/partial.py benchmarks/results/bench.progress.jsonl [METHOD]

Per corpus, for METHOD (default DiagEval x2, `diageval`): the single runs done and their false Fails, how many
of those the method has diagnosed and recovered, the correct cases it confirmed defective (false
confirmations), and of the defects the single run failed, how many it diagnosed, confirmed, and passed
(flipped). Figures cover the cases the journal holds: say so when quoting them.
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict
from pathlib import Path


def tally(lines: list[dict], method: str) -> dict[str, dict[str, int]]:
    single: dict[tuple[str, str, str], dict] = {}
    runs: dict[tuple[str, str, str], dict] = {}
    for d in lines:
        key = (d.get("corpus", ""), d.get("suite", ""), d.get("case", ""))
        if d.get("run") == "single":
            single[key] = d
        elif d.get("run") == method:
            runs[key] = d
    out: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for key, s in single.items():
        row = out[key[0]]
        row["single_runs"] += 1
        failed = s["verdict"] == "fail"
        got = runs.get(key)
        if s["label"] == "pass" and failed:
            row["false_fails"] += 1
            row["diagnosed_ff"] += got is not None
            row["recovered"] += got is not None and got["verdict"] == "pass"
            row["false_confirmations"] += got is not None and got["attribution"] == "env_fail_confirmed"
        elif s["label"] == "fail" and failed:
            row["defects_failed"] += 1
            row["diagnosed_def"] += got is not None
            row["confirmed"] += got is not None and got["attribution"] == "env_fail_confirmed"
            row["flipped"] += got is not None and got["verdict"] == "pass"
    return {k: dict(v) for k, v in out.items()}


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__)
        return 2
    lines = [json.loads(t) for t in Path(argv[0]).read_text(encoding="utf-8").splitlines() if t.strip()]
    method = argv[1] if len(argv) > 1 else "diageval"
    source = next((d for d in lines if d.get("run") == "source"), {})
    print(f"source: commit {source.get('commit')}, hash {source.get('source_sha256')}; method {method}")
    cols = ["single_runs", "false_fails", "diagnosed_ff", "recovered", "false_confirmations"]
    cols += ["defects_failed", "diagnosed_def", "confirmed", "flipped"]
    print("| corpus | " + " | ".join(cols) + " |")
    print("|---" * (len(cols) + 1) + "|")
    rows = tally(lines, method)
    total: dict[str, int] = defaultdict(int)
    for corpus, row in rows.items():
        print(f"| {corpus} | " + " | ".join(str(row.get(c, 0)) for c in cols) + " |")
        for c in cols:
            total[c] += row.get(c, 0)
    print("| all | " + " | ".join(str(total[c]) for c in cols) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""Merge seeded bench documents of the same source that each measured other seeds into one Table 2.

A `make bench-stochastic` stopped part-way keeps the seeds it finished (its bench.json is marked partial);
running the missing seeds alone at the same commit (`diageval bench ... --seeds 2`) and merging gives the
table over all seeds. The merge refuses runs of another source or other parameters, and a seed measured
twice.

    python benchmarks/merge_seeds.py A/bench.json B/bench.json --out benchmarks/results/stochastic
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from diageval.bench import merge_seeded, write


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("docs", nargs="+", type=Path, help="bench.json files of seeded runs")
    ap.add_argument("--out", type=Path, required=True, help="folder for the merged bench.json and bench.md")
    args = ap.parse_args()
    docs = [json.loads(p.read_text()) for p in args.docs]
    try:
        merged = merge_seeded(
            docs, command=" ".join(["python benchmarks/merge_seeds.py", *map(str, args.docs)])
        )
    except ValueError as exc:
        print(f"merge_seeds: {exc}", file=sys.stderr)
        return 2
    js, md = write(args.out, merged)
    print(f"seeds {merged['parameters']['seeds']}: {js}, {md}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

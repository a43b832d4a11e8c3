"""Engine decision time: ranking the candidate branches by EIG plus one typed belief update.

Pure computation (no browser). Target: < 1 ms per decision.

    python benchmarks/decision_time.py [--n 20000] [--branches 12]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from diageval.diagnosis import rank
from diageval.method import Branch, DiagnosisConfig, update_fail

TYPES = ("A", "B", "C")


def main(n: int, k: int) -> None:
    config = DiagnosisConfig()
    rng = random.Random(0)
    branches = [
        Branch(
            id=f"b{i}",
            type=TYPES[i % 3],
            probe=f"P{i}",
            description="",
            cost=1 + i % 4,
            confidence=0.5 + (i % 5) / 10,
        )
        for i in range(k)
    ]
    cats = list(config.weights)
    times = []
    p = 0.10
    for i in range(n):
        t0 = time.perf_counter()
        ordered = rank(branches, p, cats[i % len(cats)], config, rng)
        p = update_fail(p, config.gamma[ordered[0].type])
        times.append(time.perf_counter() - t0)
        if p >= config.tau_env:
            p = 0.10
    times.sort()
    print(f"{n} decisions over {k} candidate branches (rank by EIG + belief update)")
    print(
        f"median {statistics.median(times) * 1e3:.3f} ms, p99 {times[int(n * 0.99)] * 1e3:.3f} ms (target < 1 ms)"
    )


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=20000)
    ap.add_argument("--branches", type=int, default=12)
    a = ap.parse_args()
    main(a.n, a.branches)

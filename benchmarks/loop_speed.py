"""Per-case wall time and per-step overhead of the evaluator loop on the bundled demo.

Per-step overhead = action + observation (screenshot, element read, ARIA snapshot, checkpoint), i.e. the
step's time excluding the fixed settle wait. One browser is reused across all cases; diagnosis is off, so
the numbers are the evaluator loop's alone.

    python benchmarks/loop_speed.py [--repeat 3]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import statistics
import tempfile
from pathlib import Path

from diageval._cli.main import demo_suite_files
from diageval.method import DiagnosisConfig
from diageval.runner import RunConfig, run_suites
from diageval.suite import load_suites


async def main(repeat: int) -> None:
    suites = load_suites(demo_suite_files())
    walls: list[float] = []
    overheads: list[float] = []
    for _ in range(repeat):
        with tempfile.TemporaryDirectory() as tmp:
            run = await run_suites(
                suites, RunConfig(out_dir=Path(tmp), workers=1, diagnosis=DiagnosisConfig(rounds=0))
            )
            for case in run.cases:
                walls.append(case.duration_s)
                if case.trajectory:
                    traj = json.loads((Path(tmp) / "runs" / run.run_id / case.trajectory).read_text())
                    overheads += [s["action_s"] + s["observe_s"] for s in traj["steps"]]
    q = statistics.quantiles(overheads, n=20)
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}")
    print(f"cases: {len(walls)}, steps: {len(overheads)} (settle 0.5 s excluded from overhead)")
    print(f"per-case wall: median {statistics.median(walls):.2f} s, max {max(walls):.2f} s")
    print(
        f"per-step overhead: median {statistics.median(overheads) * 1000:.0f} ms, p95 {q[18] * 1000:.0f} ms "
        f"(target <= 150 ms median)"
    )


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=3)
    asyncio.run(main(ap.parse_args().repeat))

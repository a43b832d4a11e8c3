"""Throughput of the executors: cases per minute for 1, 2 and 4 local workers and through Ray.

Every configuration runs the same suites (default: the bundled demo, with diagnosis) into a fresh store,
and the verdicts must be the same in all of them. Ray runs on a local Ray instance started before the
clock starts (cluster start-up is reported separately).

    python benchmarks/throughput.py [--suites FILE ...] [--copies 2] [--workers 1 2 4] [--ray-workers 2]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import platform
import tempfile
import time
from pathlib import Path

from diageval._cli.main import demo_suite_files
from diageval.runner import RunConfig, run_suites
from diageval.suite import Suite, load_suites


def machine() -> str:
    model = "?"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
        mem_kb = next(
            int(x.split()[1])
            for x in Path("/proc/meminfo").read_text().splitlines()
            if x.startswith("MemTotal")
        )
        mem = f"{mem_kb / 1024 / 1024:.0f} GiB"
    except (OSError, StopIteration):
        mem = "?"
    return f"{model}, {len(os.sched_getaffinity(0))} cores, {mem} RAM, Python {platform.python_version()}"


def copies(suites: list[Suite], n: int) -> list[Suite]:
    """``n`` copies of every suite under distinct names (more cases, same work per case)."""
    if n == 1:
        return suites
    return [s.model_copy(update={"name": f"{s.name}#{k}"}) for k in range(1, n + 1) for s in suites]


async def measure(
    suites: list[Suite], workers: int, executor: str
) -> tuple[float, list[tuple[str, str, str]]]:
    with tempfile.TemporaryDirectory() as tmp:
        t0 = time.perf_counter()
        run = await run_suites(suites, RunConfig(out_dir=Path(tmp), workers=workers), executor=executor)  # type: ignore[arg-type]
        wall = time.perf_counter() - t0
    return wall, [(c.suite.split("#")[0], c.case_id, c.verdict) for c in run.cases]


async def main(args: argparse.Namespace) -> None:
    files = [Path(f) for f in args.suites] if args.suites else demo_suite_files()
    suites = copies(load_suites(files), args.copies)
    n = sum(len(s.cases) for s in suites)
    print(f"machine: {machine()}")
    print(f"suites: {', '.join(str(f.name) for f in files)} x{args.copies}: {n} cases, diagnosis on")
    rows: list[tuple[str, float]] = []
    reference: list[tuple[str, str, str]] | None = None
    for w in args.workers:
        wall, verdicts = await measure(suites, w, "local")
        reference = reference or verdicts
        same = "same verdicts" if verdicts == reference else "VERDICTS DIFFER"
        rows.append((f"local, {w} worker{'s' if w > 1 else ''}", wall))
        print(f"  local {w}: {wall:6.1f} s, {60 * n / wall:5.1f} cases/min ({same})", flush=True)
    if args.ray_workers:
        import ray

        t0 = time.perf_counter()
        ray.init(num_cpus=max(args.ray_workers, 2), include_dashboard=False, log_to_driver=False)
        startup = time.perf_counter() - t0
        wall, verdicts = await measure(suites, args.ray_workers, "ray")
        ray.shutdown()
        same = "same verdicts" if verdicts == reference else "VERDICTS DIFFER"
        rows.append((f"ray (local), {args.ray_workers} workers", wall))
        print(
            f"  ray {args.ray_workers}: {wall:6.1f} s, {60 * n / wall:5.1f} cases/min ({same}; "
            f"Ray start-up {startup:.1f} s not counted)",
            flush=True,
        )
    base = rows[0][1]
    print("\n| executor | wall s | cases/min | speed-up vs first |\n|---|---:|---:|---:|")
    for name, wall in rows:
        print(f"| {name} | {wall:.1f} | {60 * n / wall:.1f} | {base / wall:.2f}x |")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--suites", nargs="*", default=None, help="Suite files (default: the bundled demo).")
    ap.add_argument("--copies", type=int, default=2, help="Run each suite this many times (distinct names).")
    ap.add_argument("--workers", type=int, nargs="+", default=[1, 2, 4])
    ap.add_argument("--ray-workers", type=int, default=2, help="Ray actors (0: skip Ray).")
    asyncio.run(main(ap.parse_args()))

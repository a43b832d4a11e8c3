"""Crash safety: a run killed with SIGKILL mid-way and resumed has every case exactly once, and the cases
finished before the kill keep their verdicts (they are not run again)."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

from tests.conftest import FIXTURES, write_suite

CLI = [sys.executable, "-m", "diageval._cli"]
N_CASES = 10


def _suite(tmp_path: Path) -> Path:
    cases = []
    for i in range(N_CASES):
        clicks = 1 + i % 3
        want = clicks if i % 4 else clicks + 5  # every fourth case fails its check
        steps = ", ".join(["{click: Click me}"] * clicks)
        cases.append(
            f"  - {{id: c{i:02d}, task: click {clicks} times, steps: [{steps}], expect: [{{text: 'clicks: {want}'}}]}}"
        )
    return write_suite(
        tmp_path, f"name: crash\napp: {{static: {FIXTURES / 'widgets'}}}\ncases:\n" + "\n".join(cases) + "\n"
    )


def _rows(db: Path) -> list[tuple[str, str, str | None, str | None, int]]:
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=10)
    try:
        return list(
            conn.execute("SELECT case_id, status, verdict, finished_at, attempts FROM cases ORDER BY seq")
        )
    finally:
        conn.close()


def _run(suite: Path, out: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    args = [*CLI, "run", str(suite), "--out", str(out), "--settle", "0.2", "--rounds", "1", "--branches", "1"]
    return subprocess.run([*args, *extra], capture_output=True, text=True, timeout=300)


def test_sigkill_mid_run_then_resume_runs_every_case_exactly_once(tmp_path: Path) -> None:
    suite = _suite(tmp_path)
    out = tmp_path / "out"
    args = [*CLI, "run", str(suite), "--out", str(out), "--settle", "0.2", "--rounds", "1", "--branches", "1"]
    proc = subprocess.Popen(
        [*args, "--workers", "2"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    db = out / "diageval.db"
    deadline = time.monotonic() + 120
    before: list[tuple[str, str, str | None, str | None, int]] = []
    try:
        while time.monotonic() < deadline:
            if db.exists():
                try:
                    before = _rows(db)
                except sqlite3.OperationalError:
                    before = []
                if sum(r[1] == "done" for r in before) >= 3:
                    break
            assert proc.poll() is None, "the run ended before it could be killed"
            time.sleep(0.05)
        os.killpg(proc.pid, signal.SIGKILL)  # the CLI, its browsers and everything else in the group
    finally:
        proc.wait(timeout=30)
    before = _rows(db)  # what the store holds after the kill
    done_before = {r[0]: r for r in before if r[1] == "done"}
    assert 3 <= len(done_before) < N_CASES, f"kill was not mid-run: {len(done_before)} done"
    assert len(before) == N_CASES

    listing = subprocess.run([*CLI, "runs", "--out", str(out)], capture_output=True, text=True, timeout=60)
    assert "interrupted" in listing.stdout, listing.stdout

    resumed = _run(suite, out)  # the same command again continues the interrupted run
    assert resumed.returncode == 1, resumed.stderr  # every fourth case fails its check: the gate fails
    assert "resuming" in resumed.stdout and f"{len(done_before)} already finished" in resumed.stdout

    after = _rows(db)
    assert [r[0] for r in after] == [f"c{i:02d}" for i in range(N_CASES)]  # every case exactly once
    assert all(r[1] == "done" for r in after)
    for case_id, row in done_before.items():
        now = next(r for r in after if r[0] == case_id)
        assert now[2] == row[2] and now[3] == row[3], f"{case_id} changed or ran again"
    conn = sqlite3.connect(db)
    assert conn.execute("SELECT COUNT(*) FROM runs").fetchone()[0] == 1
    assert conn.execute("SELECT status FROM runs").fetchone()[0] == "finished"
    conn.close()

    # The verdicts are those of an uninterrupted run: every fourth case fails its check (a defect stays
    # Fail through its diagnosis), the others pass.
    assert [r[2] for r in after] == ["fail" if i % 4 == 0 else "pass" for i in range(N_CASES)]
    results = json.loads(next((out / "runs").iterdir()).joinpath("results.json").read_text())
    assert sorted(c["case_id"] for c in results["cases"]) == [f"c{i:02d}" for i in range(N_CASES)]
    assert [c["verdict"] for c in results["cases"]].count("fail") == 3


def test_resume_by_id_and_a_finished_run_is_not_resumed(tmp_path: Path) -> None:
    suite = write_suite(
        tmp_path,
        f"name: s\napp: {{static: {FIXTURES / 'widgets'}}}\n"
        "cases: [{id: a, task: t, steps: [{click: Click me}], expect: [{text: 'clicks: 1'}]}]\n",
    )
    out = tmp_path / "out"
    first = _run(suite, out)
    assert first.returncode == 0, first.stderr
    run_id = _rows_runs(out)[0]
    # A finished run is kept as it is: --resume has nothing left to do, a plain re-run starts a new run.
    again = subprocess.run(
        [*CLI, "run", "--resume", run_id, "--out", str(out)], capture_output=True, text=True, timeout=120
    )
    assert again.returncode == 0, again.stderr
    assert "0 cases to run, 1 already finished" in again.stdout
    assert _rows_runs(out) == [run_id]
    second = _run(suite, out)
    assert second.returncode == 0 and len(_rows_runs(out)) == 2
    refused = subprocess.run(
        [*CLI, "run", "--resume", run_id, "--out", str(out), "--rounds", "2"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert refused.returncode == 2 and "drop --rounds" in refused.stderr
    shown = subprocess.run(
        [*CLI, "show", run_id, "a", "--out", str(out)], capture_output=True, text=True, timeout=60
    )
    assert shown.returncode == 0 and "s/a" in shown.stdout and "verdict pass" in shown.stdout
    assert "check ok text: 'clicks: 1'" in " ".join(shown.stdout.split())
    exported = subprocess.run(
        [*CLI, "export", run_id, "--format", "csv", "--out", str(out)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert exported.returncode == 0 and exported.stdout.splitlines()[1].startswith(f"{run_id},s,a,,pass,")
    unknown = subprocess.run(
        [*CLI, "run", "--resume", "nope", "--out", str(out)], capture_output=True, text=True, timeout=60
    )
    assert unknown.returncode == 2 and "no run 'nope'" in unknown.stderr and run_id in unknown.stderr


def _rows_runs(out: Path) -> list[str]:
    conn = sqlite3.connect(out / "diageval.db")
    try:
        return [r[0] for r in conn.execute("SELECT run_id FROM runs ORDER BY rowid")]
    finally:
        conn.close()

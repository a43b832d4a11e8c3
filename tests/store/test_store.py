"""The run store refuses foreign and damaged files with a clear error, and keeps results in plan order."""

from __future__ import annotations

import hashlib
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from diageval._exceptions import StoreError
from diageval.runner import CaseResult
from diageval.store import STORE_FILE, RunStore
from tests.conftest import FIXTURES, write_suite

CLI = [sys.executable, "-m", "diageval._cli"]


def _digest(p: Path) -> str:
    return hashlib.sha256(p.read_bytes()).hexdigest()


def _suite(tmp_path: Path) -> Path:
    return write_suite(
        tmp_path, f"name: s\napp: {{static: {FIXTURES / 'widgets'}}}\ncases: [{{id: a, task: t}}]\n"
    )


@pytest.mark.parametrize("kind", ["garbage", "foreign", "truncated"])
def test_foreign_or_damaged_store_is_a_clear_error_and_left_untouched(tmp_path: Path, kind: str) -> None:
    out = tmp_path / "out"
    out.mkdir()
    db = out / STORE_FILE
    if kind == "garbage":
        db.write_bytes(b"this is a text file, not a database\n" * 50)
    elif kind == "foreign":
        conn = sqlite3.connect(db)
        conn.execute("CREATE TABLE invoices(id INTEGER PRIMARY KEY, total REAL)")
        conn.commit()
        conn.close()
    else:
        _make_store(out).close()
        data = db.read_bytes()
        db.write_bytes(data[:4096] + b"\xff" * 300 + data[4396:])  # scribble over a page of the schema
    digest = _digest(db)
    for args in (
        ["runs", "--out", str(out)],
        ["run", str(_suite(tmp_path)), "--out", str(out)],
        ["show", "latest", "--out", str(out)],
        ["report", "latest", "--out", str(out)],
    ):
        proc = subprocess.run([*CLI, *args], capture_output=True, text=True, timeout=60)
        assert proc.returncode == 2, (args, proc.stdout, proc.stderr)
        assert "Traceback" not in proc.stderr
        assert str(db) in " ".join(proc.stderr.split()), proc.stderr
        expected = {
            "garbage": "not an SQLite database",
            "foreign": "not a diageval run store (found: invoices)",
            "truncated": "damaged",
        }[kind]
        assert expected in " ".join(proc.stderr.split()), proc.stderr
    assert _digest(db) == digest, "the file must never be overwritten"
    assert not (out / "runs").exists(), "no silent new run"


def _make_store(out: Path) -> RunStore:
    store = RunStore.open(out)
    store.create_run(
        "r1",
        command="diageval run s.yaml",
        executor="local",
        suite_files=["s.yaml"],
        parameters={},
        run_key="k",
        suites=[{"name": "s", "file": "s.yaml", "isolation": "parallel", "app": {}}],
        cases=[{"suite": "s", "case_id": c, "task": "t", "label": None} for c in ("b", "a", "c")],
    )
    return store


def test_results_in_plan_order_and_harness_faults_are_redone(tmp_path: Path) -> None:
    store = _make_store(tmp_path)
    for cid, verdict in (("c", "pass"), ("a", "error"), ("b", "fail")):
        store.start_case("r1", "s", cid, "local-1")
        store.save_case(
            "r1",
            CaseResult(suite="s", case_id=cid, task="t", verdict=verdict, reason="r"),
            [{"verb": "click"}],
        )
    assert [r.case_id for r in store.results("r1")] == ["b", "a", "c"]  # plan order, not finishing order
    assert store.finished_keys("r1") == {("s", "b"), ("s", "c")}  # the harness fault is redone on resume
    store.start_case("r1", "s", "a", "local-2")
    store.save_case("r1", CaseResult(suite="s", case_id="a", task="t", verdict="pass", reason="r"), [])
    res = store.case("r1", "s/a")
    assert (res.verdict, res.attempts, res.worker) == ("pass", 2, None)
    assert len(store.results("r1")) == 3
    info = store.run("latest")
    assert (info.run_id, info.done, info.total, info.counts) == ("r1", 3, 3, {"pass": 2, "fail": 1})
    with pytest.raises(StoreError, match="no case 'zz'"):
        store.case("r1", "zz")
    with pytest.raises(StoreError, match=r"no run 'r2' \(known: r1\)"):
        store.run("r2")
    store.close()
    again = RunStore.open(tmp_path, create=False)  # a second open validates and reads the same store
    assert [r.run_id for r in again.runs()] == ["r1"]
    assert again._q("PRAGMA journal_mode")[0][0] == "wal"
    again.close()

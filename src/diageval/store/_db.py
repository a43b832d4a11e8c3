"""The run store: one SQLite file (WAL) per output folder, artifacts on disk beside it.

Every run, its suites and its planned cases are written when the run starts; each case's result (with its
steps, branches and LLM calls) is committed in one transaction when the case finishes, so a run killed at
any moment loses at most the cases that were still running, and a resumed run redoes exactly those.
"""

from __future__ import annotations

import json
import os
import socket
import sqlite3
import threading
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .._exceptions import StoreError
from ..method import CaseResult, RunResult
from ._schema import check_header, check_store, create_schema

STORE_FILE = "diageval.db"


@dataclass(frozen=True)
class RunInfo:
    """One row of ``diageval runs``."""

    run_id: str
    started_at: str
    finished_at: str | None
    status: str
    """``running``, ``finished``, or ``interrupted`` (running, but its process is gone)."""
    command: str
    executor: str
    total: int
    done: int
    counts: dict[str, int]
    cost_usd: float
    duration_s: float
    suite_files: list[str]
    parameters: dict[str, Any]
    run_key: str


def _now() -> str:
    import datetime as dt

    return dt.datetime.now(dt.UTC).isoformat(timespec="seconds")


def _alive(host: str, pid: int) -> bool:
    if host != socket.gethostname():
        return True  # cannot tell; assume it may still run
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


class RunStore:
    """The SQLite store of one output folder.

    >>> store = RunStore.open(Path("diageval-out"))        # creates it when absent
    >>> [r.run_id for r in store.runs()]
    """

    def __init__(self, path: Path, conn: sqlite3.Connection) -> None:
        self.path = path
        self.root = path.parent
        self._conn = conn
        self._lock = threading.Lock()

    # -- opening -------------------------------------------------------------------------------------------

    @classmethod
    def open(cls, folder: Path, *, create: bool = True) -> RunStore:
        """Open (or create) ``folder/diageval.db``. A file that is not a diageval store, or is damaged,
        raises ``StoreError`` naming it; it is never overwritten."""
        path = folder / STORE_FILE
        exists = path.exists()
        if not exists and not create:
            raise StoreError(f"{path}: no run store here (run 'diageval run ... --out {folder}' first)")
        if exists:
            check_header(path)
        else:
            folder.mkdir(parents=True, exist_ok=True)
        try:
            conn = sqlite3.connect(path, timeout=30.0, isolation_level=None, check_same_thread=False)
            conn.row_factory = sqlite3.Row
            conn.execute("PRAGMA busy_timeout = 30000")
            if exists:
                check_store(path, conn)
            else:
                create_schema(conn)
            conn.execute("PRAGMA journal_mode = WAL")
            conn.execute("PRAGMA synchronous = NORMAL")
        except sqlite3.DatabaseError as exc:
            raise StoreError(f"{path}: damaged or unreadable SQLite database ({exc})") from None
        return cls(path, conn)

    def close(self) -> None:
        self._conn.close()

    @contextmanager
    def _tx(self) -> Iterator[sqlite3.Connection]:
        with self._lock:
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                yield self._conn
            except BaseException:
                self._conn.execute("ROLLBACK")
                raise
            self._conn.execute("COMMIT")

    def _q(self, sql: str, args: Iterable[Any] = ()) -> list[sqlite3.Row]:
        with self._lock:
            try:
                return list(self._conn.execute(sql, tuple(args)))
            except sqlite3.DatabaseError as exc:
                raise StoreError(f"{self.path}: {exc}") from None

    # -- writing -------------------------------------------------------------------------------------------

    def create_run(
        self,
        run_id: str,
        *,
        command: str,
        executor: str,
        suite_files: list[str],
        parameters: dict[str, Any],
        run_key: str,
        suites: list[dict[str, Any]],
        cases: list[dict[str, Any]],
    ) -> None:
        """Record a new run with every case it plans, all ``pending``."""
        with self._tx() as c:
            c.execute(
                "INSERT INTO runs(run_id, started_at, status, host, pid, command, executor, suite_files,"
                " parameters, run_key) VALUES (?,?,?,?,?,?,?,?,?,?)",
                (
                    run_id,
                    _now(),
                    "running",
                    socket.gethostname(),
                    os.getpid(),
                    command,
                    executor,
                    json.dumps(suite_files),
                    json.dumps(parameters),
                    run_key,
                ),
            )
            c.executemany(
                "INSERT INTO suites(run_id, name, file, isolation, app) VALUES (?,?,?,?,?)",
                [(run_id, s["name"], s["file"], s["isolation"], json.dumps(s["app"])) for s in suites],
            )
            c.executemany(
                "INSERT INTO cases(run_id, suite, case_id, seq, task, label, status) VALUES (?,?,?,?,?,?,?)",
                [
                    (run_id, k["suite"], k["case_id"], i, k["task"], k["label"], "pending")
                    for i, k in enumerate(cases)
                ],
            )

    def reopen_run(self, run_id: str, *, executor: str) -> None:
        """Mark a run as running again in this process (a resume)."""
        with self._tx() as c:
            c.execute(
                "UPDATE runs SET status='running', finished_at=NULL, host=?, pid=?, executor=?,"
                " sessions=sessions+1 WHERE run_id=?",
                (socket.gethostname(), os.getpid(), executor, run_id),
            )

    def set_versions(self, run_id: str, versions: dict[str, str]) -> None:
        with self._tx() as c:
            c.execute("UPDATE runs SET versions=? WHERE run_id=?", (json.dumps(versions), run_id))

    def start_case(self, run_id: str, suite: str, case_id: str, worker: str) -> None:
        """Count a start of the case (a case cut off mid-way shows ``attempts`` > finished ones)."""
        with self._tx() as c:
            c.execute(
                "UPDATE cases SET attempts=attempts+1, worker=? WHERE run_id=? AND suite=? AND case_id=?",
                (worker, run_id, suite, case_id),
            )

    def record_attempt(self, run_id: str, suite: str, case_id: str, event: str, detail: str) -> None:
        """A harness event of one case (a lost worker retried, a resume redoing it)."""
        with self._tx() as c:
            c.execute(
                "INSERT INTO attempts(run_id, suite, case_id, at, event, detail) VALUES (?,?,?,?,?,?)",
                (run_id, suite, case_id, _now(), event, detail),
            )

    def save_case(self, run_id: str, result: CaseResult, steps: list[dict[str, Any]]) -> None:
        """Commit one finished case atomically: its row, steps, branches and LLM calls."""
        key = (run_id, result.suite, result.case_id)
        branches = result.diagnosis.branches if result.diagnosis is not None else []
        with self._tx() as c:
            row = c.execute(
                "SELECT attempts FROM cases WHERE run_id=? AND suite=? AND case_id=?", key
            ).fetchone()
            if row is None:
                raise StoreError(f"{self.path}: run {run_id} has no case {result.suite}/{result.case_id}")
            result.attempts = max(1, int(row["attempts"]))
            for table in ("steps", "branches", "llm_calls"):
                c.execute(f"DELETE FROM {table} WHERE run_id=? AND suite=? AND case_id=?", key)
            c.execute(
                "UPDATE cases SET status='done', verdict=?, attribution=?, reason=?, initial_verdict=?,"
                " failing_step=?, duration_s=?, llm_cost_usd=?, attempts=?, worker=?, finished_at=?,"
                " result=? WHERE run_id=? AND suite=? AND case_id=?",
                (
                    result.verdict,
                    result.attribution,
                    result.reason,
                    result.initial_verdict,
                    result.failing_step,
                    result.duration_s,
                    result.llm_cost_usd,
                    result.attempts,
                    result.worker,
                    _now(),
                    result.model_dump_json(),
                    *key,
                ),
            )
            c.executemany(
                "INSERT INTO steps VALUES (?,?,?,?,?,?,?,?,?,?,?)",
                [
                    (
                        *key,
                        i,
                        s.get("verb"),
                        s.get("description"),
                        s.get("target"),
                        s.get("ok"),
                        s.get("error_kind"),
                        s.get("error"),
                        s.get("screenshot"),
                    )
                    for i, s in enumerate(steps)
                ],
            )
            c.executemany(
                "INSERT INTO branches VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                [
                    (
                        *key,
                        i,
                        b.round,
                        b.branch.id,
                        b.branch.type,
                        b.branch.probe,
                        b.outcome,
                        b.p_before,
                        b.p_after,
                        b.restore,
                        b.reason,
                        b.duration_s,
                    )
                    for i, b in enumerate(branches)
                ],
            )
            c.executemany(
                "INSERT INTO llm_calls VALUES (?,?,?,?,?,?,?,?,?,?)",
                [
                    (
                        *key,
                        i,
                        k.get("purpose"),
                        k.get("model"),
                        k.get("input_tokens"),
                        k.get("output_tokens"),
                        k.get("cost_usd"),
                        int(bool(k.get("cached"))),
                    )
                    for i, k in enumerate(result.llm_calls)
                ],
            )

    def add_duration(self, run_id: str, seconds: float) -> None:
        with self._tx() as c:
            c.execute("UPDATE runs SET duration_s=duration_s+? WHERE run_id=?", (round(seconds, 3), run_id))

    def finish_run(self, run_id: str, session_s: float, llm: dict[str, Any] | None) -> None:
        with self._tx() as c:
            pending = c.execute(
                "SELECT COUNT(*) FROM cases WHERE run_id=? AND status='pending'", (run_id,)
            ).fetchone()[0]
            c.execute(
                "UPDATE runs SET duration_s=duration_s+?, llm=COALESCE(?, llm), status=?, finished_at=?"
                " WHERE run_id=?",
                (
                    round(session_s, 3),
                    json.dumps(llm) if llm is not None else None,
                    "finished" if pending == 0 else "running",
                    _now() if pending == 0 else None,
                    run_id,
                ),
            )

    # -- reading -------------------------------------------------------------------------------------------

    def runs(self) -> list[RunInfo]:
        """Every run, newest first."""
        rows = self._q("SELECT * FROM runs ORDER BY started_at DESC, rowid DESC")
        return [self._info(r) for r in rows]

    def _info(self, r: sqlite3.Row) -> RunInfo:
        stats = self._q(
            "SELECT COUNT(*) AS n, SUM(status='done') AS done, COALESCE(SUM(llm_cost_usd), 0) AS cost"
            " FROM cases WHERE run_id=?",
            (r["run_id"],),
        )[0]
        counts = {
            row["verdict"]: row["n"]
            for row in self._q(
                "SELECT verdict, COUNT(*) AS n FROM cases WHERE run_id=? AND status='done' GROUP BY verdict",
                (r["run_id"],),
            )
        }
        status = r["status"]
        if status == "running" and not _alive(r["host"], r["pid"]):
            status = "interrupted"
        return RunInfo(
            run_id=r["run_id"],
            started_at=r["started_at"],
            finished_at=r["finished_at"],
            status=status,
            command=r["command"],
            executor=r["executor"],
            total=stats["n"],
            done=stats["done"] or 0,
            counts=counts,
            cost_usd=float(stats["cost"]),
            duration_s=float(r["duration_s"]),
            suite_files=json.loads(r["suite_files"]),
            parameters=json.loads(r["parameters"]),
            run_key=r["run_key"],
        )

    def run(self, run_id: str) -> RunInfo:
        """One run by id; ``latest`` is the newest. Unknown ids raise ``StoreError`` listing some known."""
        if run_id == "latest":
            rows = self._q("SELECT * FROM runs ORDER BY started_at DESC, rowid DESC LIMIT 1")
        else:
            rows = self._q("SELECT * FROM runs WHERE run_id=?", (run_id,))
        if not rows:
            known = [r["run_id"] for r in self._q("SELECT run_id FROM runs ORDER BY rowid DESC LIMIT 5")]
            hint = f" (known: {', '.join(known)})" if known else " (the store has no runs)"
            raise StoreError(f"{self.path}: no run '{run_id}'{hint}")
        return self._info(rows[0])

    def finished_keys(self, run_id: str) -> set[tuple[str, str]]:
        """Cases with a final verdict. Harness faults (verdict ``error``) are redone on resume."""
        rows = self._q(
            "SELECT suite, case_id FROM cases WHERE run_id=? AND status='done' AND verdict != 'error'",
            (run_id,),
        )
        return {(r["suite"], r["case_id"]) for r in rows}

    def planned_keys(self, run_id: str) -> list[tuple[str, str]]:
        rows = self._q("SELECT suite, case_id FROM cases WHERE run_id=? ORDER BY seq", (run_id,))
        return [(r["suite"], r["case_id"]) for r in rows]

    def results(self, run_id: str) -> list[CaseResult]:
        """Finished cases in plan order (suite order, then case order), whatever order they finished in."""
        rows = self._q("SELECT result FROM cases WHERE run_id=? AND status='done' ORDER BY seq", (run_id,))
        return [CaseResult.model_validate_json(r["result"]) for r in rows]

    def case(self, run_id: str, ref: str) -> CaseResult:
        """One finished case by ``case_id`` or ``suite/case_id``."""
        rows = self._q(
            "SELECT status, result, suite || '/' || case_id = ? AS exact FROM cases"
            " WHERE run_id=? AND (suite || '/' || case_id = ? OR case_id = ?) ORDER BY exact DESC",
            (ref, run_id, ref, ref),
        )
        rows = [r for r in rows if r["exact"]] or rows
        if not rows:
            raise StoreError(f"{self.path}: run {run_id} has no case '{ref}'")
        if len(rows) > 1:
            raise StoreError(f"{self.path}: run {run_id}: '{ref}' is in several suites; use SUITE/CASE")
        if rows[0]["status"] != "done":
            raise StoreError(f"{self.path}: run {run_id}: case '{ref}' has not finished")
        return CaseResult.model_validate_json(rows[0]["result"])

    def attempts(self, run_id: str) -> list[dict[str, Any]]:
        rows = self._q("SELECT * FROM attempts WHERE run_id=? ORDER BY rowid", (run_id,))
        return [dict(r) for r in rows]

    def run_result(self, run_id: str) -> RunResult:
        """The run as one ``RunResult`` (what ``results.json`` holds)."""
        rows = self._q("SELECT * FROM runs WHERE run_id=?", (run_id,))
        if not rows:
            raise StoreError(f"{self.path}: no run '{run_id}'")
        r = rows[0]
        return RunResult(
            run_id=run_id,
            started_at=r["started_at"],
            duration_s=float(r["duration_s"]),
            versions=json.loads(r["versions"]),
            parameters=json.loads(r["parameters"]),
            llm=json.loads(r["llm"]) if r["llm"] else None,
            cases=self.results(run_id),
        )

    def run_dir(self, run_id: str) -> Path:
        """The folder of a run's artifacts (paths in results are relative to it)."""
        return self.root / "runs" / run_id

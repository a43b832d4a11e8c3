"""The store's schema, and how a file is recognised as a diageval store (or refused) before it is used."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from .._exceptions import StoreError

APPLICATION_ID = 0x44676576  # "Dgev": marks the file as a diageval store
SCHEMA = 1
_SQLITE_MAGIC = b"SQLite format 3\x00"

_DDL = """
CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE runs(
  run_id TEXT PRIMARY KEY,
  started_at TEXT NOT NULL,
  finished_at TEXT,
  status TEXT NOT NULL CHECK (status IN ('running', 'finished')),
  host TEXT NOT NULL,
  pid INTEGER NOT NULL,
  command TEXT NOT NULL,
  executor TEXT NOT NULL,
  suite_files TEXT NOT NULL,
  parameters TEXT NOT NULL,
  run_key TEXT NOT NULL,
  versions TEXT NOT NULL DEFAULT '{}',
  llm TEXT,
  duration_s REAL NOT NULL DEFAULT 0,
  sessions INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE suites(
  run_id TEXT NOT NULL REFERENCES runs(run_id),
  name TEXT NOT NULL,
  file TEXT NOT NULL,
  isolation TEXT NOT NULL,
  app TEXT NOT NULL,
  PRIMARY KEY (run_id, name)
);
CREATE TABLE cases(
  run_id TEXT NOT NULL REFERENCES runs(run_id),
  suite TEXT NOT NULL,
  case_id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  task TEXT NOT NULL,
  label TEXT,
  status TEXT NOT NULL CHECK (status IN ('pending', 'done')),
  verdict TEXT,
  attribution TEXT,
  reason TEXT,
  initial_verdict TEXT,
  failing_step INTEGER,
  duration_s REAL,
  llm_cost_usd REAL NOT NULL DEFAULT 0,
  attempts INTEGER NOT NULL DEFAULT 0,
  worker TEXT,
  finished_at TEXT,
  result TEXT,
  PRIMARY KEY (run_id, suite, case_id)
);
CREATE TABLE steps(
  run_id TEXT NOT NULL, suite TEXT NOT NULL, case_id TEXT NOT NULL, idx INTEGER NOT NULL,
  verb TEXT, description TEXT, target TEXT, ok INTEGER, error_kind TEXT, error TEXT, screenshot TEXT,
  PRIMARY KEY (run_id, suite, case_id, idx)
);
CREATE TABLE branches(
  run_id TEXT NOT NULL, suite TEXT NOT NULL, case_id TEXT NOT NULL, idx INTEGER NOT NULL,
  round INTEGER, branch_id TEXT, type TEXT, probe TEXT, outcome TEXT, p_before REAL, p_after REAL,
  restore TEXT, reason TEXT, duration_s REAL,
  PRIMARY KEY (run_id, suite, case_id, idx)
);
CREATE TABLE llm_calls(
  run_id TEXT NOT NULL, suite TEXT NOT NULL, case_id TEXT NOT NULL, idx INTEGER NOT NULL,
  purpose TEXT, model TEXT, input_tokens INTEGER, output_tokens INTEGER, cost_usd REAL, cached INTEGER,
  PRIMARY KEY (run_id, suite, case_id, idx)
);
CREATE TABLE attempts(
  run_id TEXT NOT NULL, suite TEXT NOT NULL, case_id TEXT NOT NULL, at TEXT NOT NULL,
  event TEXT NOT NULL, detail TEXT NOT NULL
);
CREATE INDEX cases_status ON cases(run_id, status);
"""

_TABLES = {"meta", "runs", "suites", "cases", "steps", "branches", "llm_calls", "attempts"}


def check_header(path: Path) -> None:
    try:
        with path.open("rb") as fh:
            head = fh.read(len(_SQLITE_MAGIC))
    except OSError as exc:
        raise StoreError(f"{path}: cannot read the run store ({exc.strerror})") from None
    if head != _SQLITE_MAGIC:
        raise StoreError(
            f"{path}: not a diageval run store (not an SQLite database); move it away or use another --out"
        )


def check_store(path: Path, conn: sqlite3.Connection) -> None:
    app_id = conn.execute("PRAGMA application_id").fetchone()[0]
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    if app_id != APPLICATION_ID or not tables >= _TABLES:
        found = ", ".join(sorted(tables)) or "no tables"
        raise StoreError(
            f"{path}: an SQLite database, but not a diageval run store (found: {found}); "
            "it is left untouched; use another --out"
        )
    schema = conn.execute("SELECT value FROM meta WHERE key='schema'").fetchone()
    if schema is None or int(schema[0]) > SCHEMA:
        raise StoreError(
            f"{path}: run store schema {schema[0] if schema else '?'} is newer than this diageval"
        )
    problem = conn.execute("PRAGMA quick_check").fetchone()[0]
    if problem != "ok":
        raise StoreError(f"{path}: damaged run store ({problem})")


def create_schema(conn: sqlite3.Connection) -> None:
    ddl = _DDL.replace("CREATE TABLE", "CREATE TABLE IF NOT EXISTS").replace(
        "CREATE INDEX", "CREATE INDEX IF NOT EXISTS"
    )
    conn.executescript(ddl + f"PRAGMA application_id = {APPLICATION_ID};")
    conn.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('schema', ?)", (str(SCHEMA),))
    conn.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('application', 'diageval')")

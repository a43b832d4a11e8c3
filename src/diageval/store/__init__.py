"""The run store (SQLite, WAL) and what is read out of it: exports and the HTML report."""

from ._db import STORE_FILE, RunInfo, RunStore

__all__ = ["STORE_FILE", "RunInfo", "RunStore"]

"""Which code produced a benchmark figure: the git commit (and whether the tree had uncommitted changes) and
a hash of diageval's own source files, so a number can always be traced to the engine that made it."""

from __future__ import annotations

import hashlib
import subprocess
from pathlib import Path
from typing import Any

import diageval

_SOURCE_SUFFIXES = (".py", ".js", ".txt")


def source_sha256() -> str:
    """SHA-256 over the path and bytes of every source file of the installed ``diageval`` package."""
    root = Path(diageval.__file__).parent
    h = hashlib.sha256()
    for p in sorted(root.rglob("*")):
        if p.is_file() and p.suffix in _SOURCE_SUFFIXES and "__pycache__" not in p.parts:
            h.update(str(p.relative_to(root)).encode() + b"\0" + p.read_bytes() + b"\0")
    return h.hexdigest()[:16]


def _git(root: Path, *args: str) -> str | None:
    try:
        done = subprocess.run(
            ["git", "-C", str(root), *args], capture_output=True, text=True, timeout=10, check=False
        )
    except (OSError, subprocess.TimeoutExpired):
        return None
    return done.stdout.strip() if done.returncode == 0 else None


def provenance() -> dict[str, Any]:
    """Commit, dirty flag and source hash of the running diageval."""
    root = Path(diageval.__file__).parent
    commit = _git(root, "rev-parse", "HEAD")
    status = _git(root, "status", "--porcelain", "--untracked-files=no", "--", ".") if commit else None
    return {"commit": commit, "dirty": bool(status), "source_sha256": source_sha256()}

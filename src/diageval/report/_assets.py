"""Artifacts of a run copied into its report folder, linked relative to the report."""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

SAFE = re.compile(r"[^A-Za-z0-9._-]+")
"""Characters a report file name may not hold."""


class Assets:
    """Copies artifacts into the report folder (hard links when possible) and returns relative links."""

    def __init__(self, run_dir: Path, dest: Path) -> None:
        self.run_dir = run_dir
        self.dest = dest
        self.copied: dict[str, str] = {}

    def resolve(self, path: str) -> Path | None:
        src = self.run_dir / path  # an absolute path stays as it is
        return src if src.is_file() else None

    def link(self, path: str | None, sub: str = "img") -> str | None:
        """The report-relative link of artifact ``path`` (relative to the run folder), or None."""
        if not path:
            return None
        if path in self.copied:
            return self.copied[path]
        src = self.resolve(path)
        if src is None:
            return None
        rel = src.relative_to(self.run_dir) if src.is_relative_to(self.run_dir) else Path(src.name)
        name = SAFE.sub("_", str(rel))
        target = self.dest / sub / name
        target.parent.mkdir(parents=True, exist_ok=True)
        if not target.exists():
            try:
                os.link(src, target)
            except OSError:
                shutil.copy2(src, target)
        self.copied[path] = f"{sub}/{name}"
        return self.copied[path]

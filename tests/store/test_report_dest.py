"""The report never removes what it did not write: a foreign folder is refused, its own is rewritten."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.conftest import FIXTURES, write_suite

CLI = [sys.executable, "-m", "diageval._cli"]


def test_report_dest_keeps_foreign_files(tmp_path: Path) -> None:
    suite = write_suite(
        tmp_path,
        f"name: w\napp: {{static: {FIXTURES / 'widgets'}}}\n"
        "cases: [{id: c, task: t, steps: [{click: Click me}], expect: [{text: 'clicks: 1'}]}]\n",
    )
    out = tmp_path / "out"
    run = subprocess.run(
        [*CLI, "run", str(suite), "--out", str(out), "--rounds", "0", "--settle", "0.1"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr
    mine = tmp_path / "work"
    mine.mkdir()
    (mine / "notes.txt").write_text("keep me")
    (mine / "index.html").write_text("my own page")
    proc = subprocess.run(
        [*CLI, "report", "latest", "--out", str(out), "--dest", str(mine)], capture_output=True, text=True
    )
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert "not empty and holds no diageval report" in " ".join(proc.stderr.split())
    assert (mine / "notes.txt").read_text() == "keep me"
    assert (mine / "index.html").read_text() == "my own page"
    report = tmp_path / "report"
    for _ in range(2):  # a report folder is rewritten in place
        proc = subprocess.run(
            [*CLI, "report", "latest", "--out", str(out), "--dest", str(report)],
            capture_output=True,
            text=True,
        )
        assert proc.returncode == 0, proc.stderr
    (report / "extra.txt").write_text("user file beside the report")
    proc = subprocess.run(
        [*CLI, "report", "latest", "--out", str(out), "--dest", str(report)], capture_output=True, text=True
    )
    assert proc.returncode == 0, proc.stderr
    assert (report / "index.html").is_file() and (report / "extra.txt").is_file()

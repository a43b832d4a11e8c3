"""User text that looks like rich markup is printed as written by every command."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.conftest import FIXTURES, write_suite

CLI = [sys.executable, "-m", "diageval._cli"]


def test_markup_in_ids_and_checks_prints_as_written(tmp_path: Path) -> None:
    suite = write_suite(
        tmp_path,
        f"name: '[red]s[/red]'\napp: {{static: {FIXTURES / 'widgets'}}}\n"
        "cases:\n"
        "  - id: '[/x]'\n"
        "    task: '[bold]t[/bold]'\n"
        "    steps: [{click: Click me}]\n"
        "    expect: [{text: '[bold]clicks: 5[/bold]'}]\n",
    )
    out = tmp_path / "out"
    proc = subprocess.run(
        [*CLI, "run", str(suite), "--out", str(out), "--rounds", "0", "--settle", "0.1"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 1, proc.stderr  # the case fails its check: a defect fails the gate
    assert "Traceback" not in proc.stderr
    text = " ".join(proc.stdout.split())
    assert "[/x]" in text and "[red]s[/red]" in text and "[bold]clicks: 5[/bold]" in text
    for cmd in (["runs"], ["show", "latest"], ["show", "latest", "[/x]"]):
        proc = subprocess.run([*CLI, *cmd, "--out", str(out)], capture_output=True, text=True, timeout=60)
        assert proc.returncode == 0, (cmd, proc.stderr)
        assert "Traceback" not in proc.stderr
    assert "[bold]t[/bold]" in proc.stdout and "[/x]" in proc.stdout

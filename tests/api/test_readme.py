"""The README's Python example runs as written, from a copy of examples/ (a real run in Chromium)."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).parents[2]


def test_readme_python_example_runs(tmp_path: Path) -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    m = re.search(r"<!-- example: python-api -->\s*```python\n(.*?)```", readme, re.S)
    assert m, "the README's Python example is missing its marker"
    shutil.copytree(ROOT / "examples", tmp_path / "examples")
    shutil.copytree(ROOT / "src/diageval/demo/notes", tmp_path / "src/diageval/demo/notes")
    (tmp_path / "example.py").write_text(m.group(1), encoding="utf-8")
    proc = subprocess.run(
        [sys.executable, "example.py"], cwd=tmp_path, capture_output=True, text=True, timeout=400
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "export-notes pass agent_fail" in proc.stdout
    assert (tmp_path / "diageval-out" / "example" / "diageval.db").is_file()

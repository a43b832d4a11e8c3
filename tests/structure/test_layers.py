"""The package structure holds: pure layers load without a browser, packages use each other's public
names only."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

SRC = Path(__file__).parents[2] / "src" / "diageval"


def test_store_metrics_reports_and_the_method_layer_load_no_playwright() -> None:
    code = (
        "import sys\n"
        "import diageval.store, diageval.metrics, diageval.report, diageval.method\n"
        "from diageval.store import RunStore\n"
        "from diageval.metrics import confusion\n"
        "from diageval.method import DiagnosisRecord, eig, match_target\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('playwright', 'greenlet', 'pyee'))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"browser modules loaded: {out.stdout}"


def _private_imports() -> list[str]:
    found = []
    for path in sorted(SRC.rglob("*.py")):
        rel = path.relative_to(SRC)
        own = rel.parts[0] if len(rel.parts) > 1 else None  # top-level modules belong to no package
        pkg_parts = ("diageval", *rel.parts[:-1])
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.ImportFrom):
                continue
            if node.level:
                base = pkg_parts[: len(pkg_parts) - (node.level - 1)]
                target = (*base, *(node.module.split(".") if node.module else ()))
            else:
                target = tuple((node.module or "").split("."))
            if target[:1] != ("diageval",) or len(target) < 3:
                continue
            pkg, rest = target[1], target[2:]
            if pkg == own or pkg.startswith("_"):
                continue  # inside its own package, or a shared private helper module (_util, _exceptions)
            if any(part.startswith("_") for part in rest):
                found.append(f"{rel}:{node.lineno}: from {'.' * node.level}{node.module or ''}")
    return found


def test_no_package_imports_another_packages_private_module() -> None:
    assert _private_imports() == []

"""Entry point that reads any supported suite file by its extension."""

from __future__ import annotations

from pathlib import Path

from .._exceptions import SuiteError
from ._importers import load_appeval_json, load_webdevjudge_jsonl
from ._models import Suite
from ._yaml import load_yaml_suite


def load_suites(paths: list[Path] | list[str]) -> list[Suite]:
    """Read every suite file, validating all of them before anything runs.

    ``.yaml``/``.yml`` are native suites, ``.json`` AppEvalPilot/DiagEval cases, ``.jsonl`` WebDevJudge-Unit.
    """
    suites: list[Suite] = []
    names: dict[str, Path] = {}
    for p in paths:
        path = Path(p)
        if not path.exists():
            raise SuiteError("file not found", file=str(path))
        if path.is_dir():
            raise SuiteError("is a folder: give the suite files in it (e.g. DIR/*.yaml)", file=str(path))
        suffix = path.suffix.lower()
        if suffix in (".yaml", ".yml"):
            loaded = [load_yaml_suite(path)]
        elif suffix == ".json":
            loaded = load_appeval_json(path)
        elif suffix == ".jsonl":
            loaded = load_webdevjudge_jsonl(path)
        else:
            raise SuiteError(
                f"unknown suite format '{suffix}' (expected .yaml, .yml, .json or .jsonl)", file=str(path)
            )
        for suite in loaded:
            if suite.name in names:
                raise SuiteError(
                    f"duplicate suite name '{suite.name}' (also in {names[suite.name]})",
                    file=str(path),
                    field="name",
                )
            names[suite.name] = path
        suites.extend(loaded)
    return suites

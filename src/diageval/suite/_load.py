"""Entry point that reads any supported suite file by its extension."""

from __future__ import annotations

from pathlib import Path

from .._exceptions import SuiteError
from ._importers import load_appeval_json, load_webdevjudge_jsonl
from ._models import Suite
from ._yaml import load_yaml_suite


def load_suites(paths: list[Path] | list[str], *, per_folder: bool = False) -> list[Suite]:
    """Read every suite file, validating all of them before anything runs.

    ``.yaml``/``.yml`` are native suites, ``.json`` AppEvalPilot/DiagEval cases, ``.jsonl`` WebDevJudge-Unit.
    Suite names are unique; with ``per_folder`` (a bench's corpora, each a folder written on its own), only
    within a folder, and a name another folder took first is qualified by its own folder's ("dev6-library").
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
        for k, suite in enumerate(loaded):
            if per_folder and suite.name in names and names[suite.name].parent != path.parent:
                suite = loaded[k] = suite.model_copy(update={"name": f"{path.parent.name}-{suite.name}"})
            if suite.name in names:
                raise SuiteError(
                    f"duplicate suite name '{suite.name}' (also in {names[suite.name]})",
                    file=str(path),
                    field="name",
                )
            names[suite.name] = path
        suites.extend(loaded)
    return suites

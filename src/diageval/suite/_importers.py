"""Readers of the two imported formats of SUITE.md, read as they are with no conversion step.

- AppEvalPilot / DiagEval case JSON: cases with a ``url`` each (one suite per distinct URL).
- WebDevJudge-Unit JSONL: each line carries its own page in ``code``, served as its own static app.

Neither format has scripted steps or deterministic checks, so the scripted screen agent reports these
cases ``unverifiable``; an LLM agent and verifier can run them.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .._exceptions import SuiteError
from ._models import AppSpec, Case, Label, Suite
from ._read import MAX_IMPORT_BYTES, read_text


def _label(raw: Any, file: str, case_id: str) -> Label | None:
    if raw is None:
        return None
    if raw in (1, "1", True, "pass"):
        return "pass"
    if raw in (0, "0", False, "fail"):
        return "fail"
    raise SuiteError(f"must be 1 (pass) or 0 (fail), got {raw!r}", file=file, case_id=case_id, field="label")


def _need(obj: dict[str, Any], key: str, file: str, case_id: str | None) -> str:
    val = obj.get(key)
    if val is None or str(val).strip() == "":
        raise SuiteError("missing required field", file=file, case_id=case_id, field=key)
    return str(val)


def load_appeval_json(path: Path) -> list[Suite]:
    """Read AppEvalPilot / DiagEval case JSON (flat cases, or the app form with ``test_cases``)."""
    file = str(path)
    try:
        raw = json.loads(read_text(path, limit=MAX_IMPORT_BYTES))
    except json.JSONDecodeError as exc:
        raise SuiteError(
            f"invalid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}", file=file
        ) from None
    items: list[tuple[str, Any]]
    if isinstance(raw, dict) and "test_cases" in raw:
        items = [(str(raw.get("task_name", path.stem)), raw)]
    elif isinstance(raw, dict):
        items = [(str(k), v) for k, v in raw.items()]
    elif isinstance(raw, list):
        items = [(str(i), v) for i, v in enumerate(raw)]
    else:
        raise SuiteError("expected an object or a list of cases", file=file)
    by_url: dict[str, list[Case]] = {}
    seen: set[str] = set()
    for key, obj in items:
        if not isinstance(obj, dict):
            raise SuiteError("each case must be an object", file=file, case_id=key)
        if "test_cases" in obj:
            app_name = str(obj.get("task_name", key))
            url = _need(obj, "url", file, app_name)
            subs = obj["test_cases"]
            if not isinstance(subs, dict):
                raise SuiteError(
                    "must be an object of cases", file=file, case_id=app_name, field="test_cases"
                )
            for sub_key, sub in subs.items():
                cid = f"{app_name}-{sub_key}"
                if not isinstance(sub, dict):
                    raise SuiteError("each case must be an object", file=file, case_id=cid)
                by_url.setdefault(url, []).append(_appeval_case(sub, cid, file, seen))
            continue
        cid = str(obj.get("task_name") or key)
        url = _need(obj, "url", file, cid)
        by_url.setdefault(url, []).append(_appeval_case(obj, cid, file, seen))
    if not by_url:
        raise SuiteError("no cases found", file=file)
    return [
        Suite(name=f"{path.stem}@{url}", app=AppSpec(url=url), cases=tuple(cases), source=path)
        for url, cases in by_url.items()
    ]


def _appeval_case(obj: dict[str, Any], cid: str, file: str, seen: set[str]) -> Case:
    if cid in seen:
        raise SuiteError(f"duplicate case id '{cid}'", file=file, case_id=cid, field="task_name")
    seen.add(cid)
    desc = _need(obj, "case_desc", file, cid)
    expected = obj.get("expected_result")
    task = desc if not expected else f"{desc}\nExpected result: {expected}"
    return Case(
        id=cid,
        task=task,
        expected=None if expected is None else str(expected),
        label=_label(obj.get("label"), file, cid),
    )


def load_webdevjudge_jsonl(path: Path) -> list[Suite]:
    """Read WebDevJudge-Unit JSONL: one case a line, each page served as its own static app."""
    file = str(path)
    lines = read_text(path, limit=MAX_IMPORT_BYTES).splitlines()
    suites: list[Suite] = []
    seen: set[str] = set()
    for lineno, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as exc:
            raise SuiteError(f"invalid JSON: {exc.msg}", file=file, field=f"line {lineno}") from None
        if not isinstance(obj, dict):
            raise SuiteError("each line must be an object", file=file, field=f"line {lineno}")
        web_id = _need(obj, "web_id", file, f"line {lineno}")
        cid = f"{web_id}-{obj.get('task_id', lineno)}"
        if cid in seen:
            raise SuiteError(f"duplicate case id '{cid}'", file=file, case_id=cid, field="task_id")
        seen.add(cid)
        code = _need(obj, "code", file, cid)
        task = _need(obj, "task", file, cid)
        expected = obj.get("expected")
        notes = " / ".join(str(obj[k]) for k in ("error_type", "error_reason") if obj.get(k))
        case = Case(
            id=cid,
            task=task if not expected else f"{task}\nExpected result: {expected}",
            expected=None if expected is None else str(expected),
            label=_label(obj.get("label"), file, cid),
            notes=notes or None,
        )
        suites.append(Suite(name=f"{path.stem}/{cid}", app=AppSpec(html=code), cases=(case,), source=path))
    if not suites:
        raise SuiteError("no cases found", file=file)
    return suites

"""Loader and strict validator of the native YAML suite format (SUITE.md).

Every error is a :class:`SuiteError` naming the file, the case id and the field, e.g.
``suite.yaml: case 'add-note': steps[2]: unknown step 'tap' (expected one of: click, ...)``.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from dataclasses import field as dc_field
from pathlib import Path
from typing import Any, get_args

import yaml

from .._exceptions import SuiteError
from ._models import AppSpec, Case, Check, CheckKind, Step, StepVerb, Suite
from ._read import read_text
from ._secrets import references

_STEP_VERBS: tuple[str, ...] = get_args(StepVerb)
_CHECK_KINDS: tuple[str, ...] = get_args(CheckKind)
_TOP_KEYS = {
    "name",
    "app",
    "viewport",
    "cases",
    "isolation",
    "dialogs",
    "setup",
    "storage_state",
    "http_headers",
    "http_credentials",
}
_APP_KEYS = {"static", "url", "command", "entry", "ready", "ready_timeout", "pass_env"}
_CASE_KEYS = {"id", "task", "steps", "expect", "label", "notes"}
# Fields each mapping-form step takes, and which of them are required.
_STEP_FIELDS: dict[str, tuple[set[str], set[str]]] = {
    "fill": ({"target", "text"}, {"target", "text"}),
    "select": ({"target", "option"}, {"target", "option"}),
    "set_range": ({"target", "value"}, {"target", "value"}),
    "upload": ({"target", "file"}, {"target", "file"}),
    "drag": ({"from", "to"}, {"from", "to"}),
    "scroll": ({"direction", "amount"}, set()),
}
_SCALAR_STEPS = {"click", "dblclick", "hover", "press", "type", "check", "uncheck", "goto"}


class _Ctx:
    """Where we are in the file, so every error can name it."""

    def __init__(self, file: Path) -> None:
        self.file = str(file)
        self.case_id: str | None = None

    def fail(self, field: str | None, message: str) -> SuiteError:
        return SuiteError(message, file=self.file, case_id=self.case_id, field=field)


def load_yaml_suite(path: Path) -> Suite:
    """Read and validate one YAML suite file."""
    ctx = _Ctx(path)
    text = read_text(path)
    try:
        raw = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark is not None else ""
        problem = getattr(exc, "problem", None) or str(exc)
        raise ctx.fail(None, f"invalid YAML{where}: {problem}") from None
    if not isinstance(raw, dict):
        raise ctx.fail(None, "a suite must be a mapping with 'name', 'app' and 'cases'")
    _no_unknown(ctx, raw, _TOP_KEYS, None)
    name = _req_str(ctx, raw, "name", None)
    app = _parse_app(ctx, raw.get("app"), path.parent)
    viewport = _parse_viewport(ctx, raw.get("viewport"))
    isolation = raw.get("isolation", "parallel")
    if isolation not in ("parallel", "serial"):
        raise ctx.fail("isolation", f"must be 'parallel' or 'serial', got {isolation!r}")
    dialogs = raw.get("dialogs", "accept")
    if dialogs not in ("accept", "dismiss"):
        raise ctx.fail("dialogs", f"must be 'accept' or 'dismiss', got {dialogs!r}")
    login = _parse_login(ctx, raw, path.parent)
    cases_raw = raw.get("cases")
    if cases_raw is None:
        raise ctx.fail("cases", "missing required field")
    if not isinstance(cases_raw, list) or not cases_raw:
        raise ctx.fail("cases", "must be a non-empty list of cases")
    case_refs: dict[str, list[str]] = {}
    cases = []
    for i, item in enumerate(cases_raw):
        ctx.case_id = None
        case = _parse_case(ctx, item, i, path.parent)
        if case.id in case_refs:
            raise ctx.fail("id", f"duplicate case id '{case.id}'")
        case_refs[case.id] = _step_refs(ctx, case.steps, "steps")
        cases.append(case)
    return Suite(
        name=name,
        app=app,
        viewport=viewport,
        cases=tuple(cases),
        isolation=isolation,
        dialogs=dialogs,
        source=path,
        setup=login.setup,
        storage_state=login.storage_state,
        http_headers=login.http_headers,
        http_credentials=login.http_credentials,
        secrets=tuple(dict.fromkeys([*login.secrets, *(n for c in cases for n in case_refs[c.id])])),
    )


def _no_unknown(ctx: _Ctx, raw: dict[str, Any], allowed: set[str], prefix: str | None) -> None:
    for key in raw:
        if key not in allowed:
            field = f"{prefix}.{key}" if prefix else str(key)
            raise ctx.fail(field, f"unknown field (expected one of: {', '.join(sorted(allowed))})")


def _req_str(ctx: _Ctx, raw: dict[str, Any], key: str, prefix: str | None) -> str:
    field = f"{prefix}.{key}" if prefix else key
    if key not in raw or raw[key] is None:
        raise ctx.fail(field, "missing required field")
    val = raw[key]
    if not isinstance(val, str | int | float) or isinstance(val, bool) or str(val).strip() == "":
        raise ctx.fail(field, f"must be a non-empty string, got {val!r}")
    return str(val)


def _parse_app(ctx: _Ctx, raw: Any, base: Path) -> AppSpec:
    if raw is None:
        raise ctx.fail("app", "missing required field")
    if not isinstance(raw, dict):
        raise ctx.fail("app", "must be a mapping with one of 'static', 'url', 'command'")
    _no_unknown(ctx, raw, _APP_KEYS, "app")
    forms = [k for k in ("static", "url", "command") if raw.get(k) is not None]
    if len(forms) != 1:
        raise ctx.fail("app", f"needs exactly one of 'static', 'url', 'command' (got {forms or 'none'})")
    for key in ("static", "url", "command", "entry", "ready"):
        if raw.get(key) is not None:
            _text(ctx, raw[key], f"app.{key}")
    entry = str(raw.get("entry", "/"))
    if not entry.startswith("/"):
        entry = "/" + entry
    timeout = raw.get("ready_timeout", 60)
    if not isinstance(timeout, int | float) or isinstance(timeout, bool) or timeout <= 0:
        raise ctx.fail("app.ready_timeout", f"must be a positive number of seconds, got {timeout!r}")
    if "pass_env" in raw and forms[0] != "command":
        raise ctx.fail("app.pass_env", "only a 'command' app is started with an environment")
    if forms[0] == "static":
        root = (base / str(raw["static"])).resolve()
        if not root.is_dir():
            raise ctx.fail("app.static", f"folder not found: {root}")
        return AppSpec(static=root, entry=entry)
    if forms[0] == "url":
        url = str(raw["url"])
        if not url.startswith(("http://", "https://")):
            raise ctx.fail("app.url", f"must start with http:// or https://, got {url!r}")
        return AppSpec(url=url, entry=entry if "entry" in raw else "/")
    ready = str(raw.get("ready", "/"))
    return AppSpec(
        command=str(raw["command"]),
        entry=entry,
        ready=ready if ready.startswith("/") else "/" + ready,
        ready_timeout=float(timeout),
        cwd=base.resolve(),
        pass_env=_parse_pass_env(ctx, raw.get("pass_env", [])),
    )


def _parse_pass_env(ctx: _Ctx, raw: Any) -> tuple[str, ...]:
    def name(n: object) -> bool:
        return isinstance(n, str) and n.isascii() and n.replace("_", "a").isalnum() and not n[:1].isdigit()

    if not isinstance(raw, list) or not all(name(n) for n in raw):
        raise ctx.fail("app.pass_env", f"must be a list of environment variable names, got {raw!r}")
    return tuple(raw)


@dataclass
class _Login:
    setup: tuple[Step, ...] | None = None
    storage_state: Path | None = None
    http_headers: tuple[tuple[str, str], ...] = ()
    http_credentials: tuple[str, str] | None = None
    secrets: list[str] = dc_field(default_factory=list)


def _env_refs(ctx: _Ctx, text: str, field: str) -> list[str]:
    """The ``${NAME}`` references of ``text``; one not set in the environment is an error naming it."""
    names = references(text)
    for name in names:
        if name not in os.environ:
            raise ctx.fail(field, f"environment variable {name} is not set (referenced as ${{{name}}})")
    return names


def _step_refs(ctx: _Ctx, steps: tuple[Step, ...] | None, list_name: str) -> list[str]:
    """Secrets referenced in the text a step types (``fill`` and ``type``)."""
    names: list[str] = []
    for i, step in enumerate(steps or ()):
        if step.text is not None and step.verb in ("fill", "type"):
            where = f"{list_name}[{i}].fill.text" if step.verb == "fill" else f"{list_name}[{i}].type"
            names += _env_refs(ctx, step.text, where)
    return names


def _parse_login(ctx: _Ctx, raw: dict[str, Any], base: Path) -> _Login:
    """``setup``, ``storage_state``, ``http_headers`` and ``http_credentials``: how every case's browser
    context starts (an app behind a login)."""
    got = _Login()
    got.setup = _parse_steps(ctx, raw.get("setup"), "setup", base)
    if got.setup is not None and not got.setup:
        raise ctx.fail("setup", "must be a non-empty list of steps")
    got.secrets += _step_refs(ctx, got.setup, "setup")
    if raw.get("storage_state") is not None:
        file = (base / _text(ctx, raw["storage_state"], "storage_state")).resolve()
        if not file.is_file():
            raise ctx.fail("storage_state", f"file not found: {file}")
        try:
            state = json.loads(file.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, ValueError) as exc:
            raise ctx.fail("storage_state", f"{file}: not a JSON file: {exc}") from None
        if not isinstance(state, dict) or not set(state) <= {"cookies", "origins"}:
            raise ctx.fail("storage_state", f"{file}: not a Playwright storage state (cookies, origins)")
        got.storage_state = file
    headers = raw.get("http_headers")
    if headers is not None:
        if not isinstance(headers, dict) or not headers:
            raise ctx.fail("http_headers", "must be a mapping of header names to values")
        pairs = []
        for key, val in headers.items():
            field = f"http_headers.{key}"
            if not isinstance(key, str) or not re.fullmatch(r"[!#$%&'*+.^_`|~0-9A-Za-z-]+", key):
                raise ctx.fail(field, f"not a valid HTTP header name: {key!r}")
            text = _text(ctx, val, field, empty_ok=True)
            got.secrets += _env_refs(ctx, text, field)
            pairs.append((key, text))
        got.http_headers = tuple(pairs)
    creds = raw.get("http_credentials")
    if creds is not None:
        if not isinstance(creds, dict) or set(creds) != {"username", "password"}:
            raise ctx.fail("http_credentials", "must be a mapping with exactly 'username' and 'password'")
        user = _text(ctx, creds["username"], "http_credentials.username")
        password = _text(ctx, creds["password"], "http_credentials.password", empty_ok=True)
        got.secrets += _env_refs(ctx, user, "http_credentials.username")
        got.secrets += _env_refs(ctx, password, "http_credentials.password")
        got.http_credentials = (user, password)
    return got


def _parse_viewport(ctx: _Ctx, raw: Any) -> tuple[int, int]:
    if raw is None:
        return (1280, 720)
    if not isinstance(raw, dict) or set(raw) != {"width", "height"}:
        raise ctx.fail("viewport", "must be {width: N, height: N}")
    w, h = raw["width"], raw["height"]
    if not all(isinstance(v, int) and not isinstance(v, bool) and 100 <= v <= 8000 for v in (w, h)):
        raise ctx.fail("viewport", f"width and height must be integers from 100 to 8000, got {w!r}x{h!r}")
    return (w, h)


def _parse_case(ctx: _Ctx, raw: Any, index: int, base: Path) -> Case:
    if not isinstance(raw, dict):
        raise ctx.fail(f"cases[{index}]", "each case must be a mapping")
    if "id" not in raw or raw["id"] is None or str(raw["id"]).strip() == "":
        raise ctx.fail(f"cases[{index}].id", "missing required field")
    ctx.case_id = str(raw["id"])
    _no_unknown(ctx, raw, _CASE_KEYS, None)
    task = _req_str(ctx, raw, "task", None)
    steps = _parse_steps(ctx, raw.get("steps"), "steps", base)
    expect = None
    if raw.get("expect") is not None:
        if not isinstance(raw["expect"], list):
            raise ctx.fail("expect", "must be a list of checks")
        expect = tuple(_parse_check(ctx, c, i) for i, c in enumerate(raw["expect"]))
    label = raw.get("label")
    if label is not None and label not in ("pass", "fail"):
        raise ctx.fail("label", f"must be 'pass' or 'fail', got {label!r}")
    notes = raw.get("notes")
    return Case(
        id=ctx.case_id,
        task=task,
        steps=steps,
        expect=expect,
        label=label,
        notes=None if notes is None else str(notes),
    )


def _single_key(ctx: _Ctx, raw: Any, field: str, what: str) -> tuple[str, Any]:
    if not isinstance(raw, dict) or len(raw) != 1:
        raise ctx.fail(field, f"each {what} must be a mapping with exactly one key, got {raw!r}")
    key, val = next(iter(raw.items()))
    return str(key), val


def _text(ctx: _Ctx, val: Any, field: str, *, empty_ok: bool = False) -> str:
    """A text field: a string (a number is taken as written); a list, mapping or boolean is an error."""
    if isinstance(val, bool) or not isinstance(val, str | int | float):
        raise ctx.fail(field, f"must be a string, got {type(val).__name__} {val!r}")
    text = str(val)
    if not empty_ok and not text.strip():
        raise ctx.fail(field, "must be a non-empty string")
    return text


def _parse_steps(ctx: _Ctx, raw: Any, list_name: str, base: Path) -> tuple[Step, ...] | None:
    if raw is None:
        return None
    if not isinstance(raw, list):
        raise ctx.fail(list_name, "must be a list of steps")
    return tuple(_parse_step(ctx, s, f"{list_name}[{i}]", base) for i, s in enumerate(raw))


def _parse_step(ctx: _Ctx, raw: Any, field: str, base: Path) -> Step:
    verb, val = _single_key(ctx, raw, field, "step")
    if verb not in _STEP_VERBS:
        raise ctx.fail(field, f"unknown step '{verb}' (expected one of: {', '.join(_STEP_VERBS)})")
    if verb in _SCALAR_STEPS:
        if not isinstance(val, str | int | float) or isinstance(val, bool) or str(val).strip() == "":
            raise ctx.fail(f"{field}.{verb}", f"must be a non-empty string, got {val!r}")
        text = str(val)
        if verb == "press":
            return Step(verb="press", key=text)
        if verb == "type":
            return Step(verb="type", text=text)
        if verb == "goto":
            return Step(verb="goto", path=text if text.startswith("/") else "/" + text)
        return Step(verb=verb, target=text)
    if verb == "wait":
        if not isinstance(val, int | float) or isinstance(val, bool) or val < 0 or val > 600:
            raise ctx.fail(f"{field}.wait", f"must be a number of seconds from 0 to 600, got {val!r}")
        return Step(verb="wait", seconds=float(val))
    allowed, required = _STEP_FIELDS[verb]
    if verb == "scroll" and val is None:
        val = {}
    if not isinstance(val, dict):
        raise ctx.fail(f"{field}.{verb}", f"must be a mapping with {', '.join(sorted(allowed))}")
    for key in val:
        if key not in allowed:
            raise ctx.fail(
                f"{field}.{verb}.{key}", f"unknown field (expected one of: {', '.join(sorted(allowed))})"
            )
    for key in sorted(required):
        if val.get(key) is None:
            raise ctx.fail(f"{field}.{verb}.{key}", "missing required field")
    if verb == "scroll":
        direction = val.get("direction", "down")
        if direction not in ("up", "down", "left", "right"):
            raise ctx.fail(f"{field}.scroll.direction", f"must be up, down, left or right, got {direction!r}")
        amount = val.get("amount")
        if amount is not None and (not isinstance(amount, int) or isinstance(amount, bool) or amount <= 0):
            raise ctx.fail(f"{field}.scroll.amount", f"must be a positive number of pixels, got {amount!r}")
        return Step(verb="scroll", direction=direction, amount=amount)
    if verb == "set_range":
        num = val["value"]
        if not isinstance(num, int | float) or isinstance(num, bool):
            raise ctx.fail(f"{field}.set_range.value", f"must be a number, got {num!r}")
        return Step(
            verb="set_range", target=_text(ctx, val["target"], f"{field}.{verb}.target"), value=float(num)
        )
    if verb == "upload":
        target = _text(ctx, val["target"], f"{field}.{verb}.target")
        file = (base / _text(ctx, val["file"], f"{field}.upload.file")).resolve()
        if not file.is_file():
            raise ctx.fail(f"{field}.upload.file", f"file not found: {file}")
        return Step(verb="upload", target=target, file=file)
    if verb == "drag":
        return Step(
            verb="drag",
            target=_text(ctx, val["from"], f"{field}.drag.from"),
            to=_text(ctx, val["to"], f"{field}.drag.to"),
        )
    target = _text(ctx, val["target"], f"{field}.{verb}.target")
    if verb == "fill":
        # Filling with an empty string (clearing a field) is a real step.
        return Step(
            verb="fill", target=target, text=_text(ctx, val["text"], f"{field}.fill.text", empty_ok=True)
        )
    return Step(verb="select", target=target, option=_text(ctx, val["option"], f"{field}.select.option"))


def _parse_check(ctx: _Ctx, raw: Any, index: int) -> Check:
    field = f"expect[{index}]"
    kind, val = _single_key(ctx, raw, field, "check")
    if kind not in _CHECK_KINDS:
        raise ctx.fail(field, f"unknown check '{kind}' (expected one of: {', '.join(_CHECK_KINDS)})")
    sub = f"{field}.{kind}"
    if kind == "url" and isinstance(val, dict):
        if set(val) != {"regex"} or not isinstance(val["regex"], str):
            raise ctx.fail(sub, "must be a string or {regex: R}")
        try:
            re.compile(val["regex"])
        except re.error as exc:
            raise ctx.fail(f"{sub}.regex", f"invalid regular expression: {exc}") from None
        return Check(kind="url", regex=val["regex"])
    if kind in ("value", "count"):
        keys = {"target", "equals"} if kind == "value" else {"selector", "equals"}
        if not isinstance(val, dict):
            raise ctx.fail(sub, f"must be a mapping with {', '.join(sorted(keys))}")
        for key in val:
            if key not in keys:
                raise ctx.fail(f"{sub}.{key}", f"unknown field (expected one of: {', '.join(sorted(keys))})")
        for key in sorted(keys):
            if val.get(key) is None:
                raise ctx.fail(f"{sub}.{key}", "missing required field")
        if kind == "count":
            n = val["equals"]
            if not isinstance(n, int) or isinstance(n, bool) or n < 0:
                raise ctx.fail(f"{sub}.equals", f"must be a whole number, got {n!r}")
            return Check(kind="count", selector=_text(ctx, val["selector"], f"{sub}.selector"), equals=n)
        equals = val["equals"]
        # A checkbox's value is read as "true"/"false": YAML's booleans mean exactly that.
        text = (
            ("true" if equals else "false")
            if isinstance(equals, bool)
            else _text(ctx, equals, f"{sub}.equals", empty_ok=True)
        )
        return Check(kind="value", target=_text(ctx, val["target"], f"{sub}.target"), equals=text)
    if not isinstance(val, str | int | float) or isinstance(val, bool) or str(val) == "":
        raise ctx.fail(sub, f"must be a non-empty string, got {val!r}")
    if kind in ("visible", "hidden"):
        return Check(kind=kind, target=str(val))
    return Check(kind=kind, text=str(val))

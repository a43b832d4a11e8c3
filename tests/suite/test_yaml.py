"""Strict validation of the native YAML format: errors name the file, the case id and the field."""

from __future__ import annotations

from pathlib import Path

import pytest

from diageval._exceptions import SuiteError
from diageval.suite import load_suites
from tests.conftest import FIXTURES, write_suite

HEAD = f"name: s\napp:\n  static: {FIXTURES / 'widgets'}\n"


def test_valid_suite_loads_every_field(tmp_path: Path) -> None:
    (tmp_path / "f.txt").write_text("x")
    path = write_suite(
        tmp_path,
        HEAD
        + """viewport: {width: 800, height: 600}
cases:
  - id: a
    task: do it
    steps:
      - click: Save
      - fill: {target: Title, text: Hi}
      - upload: {target: File, file: f.txt}
      - scroll: {direction: up}
      - wait: 1.5
      - goto: other.html
      - drag: {from: A, to: B}
    expect:
      - text: Hi
      - url: {regex: "x$"}
      - count: {selector: li, equals: 2}
    label: pass
    notes: fine
""",
    )
    suite = load_suites([path])[0]
    assert suite.viewport == (800, 600)
    case = suite.cases[0]
    assert [s.verb for s in case.steps or ()] == ["click", "fill", "upload", "scroll", "wait", "goto", "drag"]
    assert case.steps is not None and case.steps[2].file == (tmp_path / "f.txt").resolve()
    assert case.steps[5].path == "/other.html"
    assert case.steps[6].target == "A" and case.steps[6].to == "B"
    assert case.expect is not None and case.expect[1].regex == "x$"
    assert case.expect[2].equals == 2


def _err(tmp_path: Path, body: str) -> str:
    path = write_suite(tmp_path, body)
    with pytest.raises(SuiteError) as info:
        load_suites([path])
    return str(info.value).replace(str(path), "FILE")


def test_missing_field(tmp_path: Path) -> None:
    msg = _err(tmp_path, HEAD + "cases:\n  - id: a\n    steps: [{click: X}]\n")
    assert msg == "FILE: case 'a': task: missing required field"


def test_unknown_step(tmp_path: Path) -> None:
    msg = _err(tmp_path, HEAD + "cases:\n  - id: a\n    task: t\n    steps: [{click: X}, {tap: Y}]\n")
    assert msg.startswith(
        "FILE: case 'a': steps[1]: unknown step 'tap' (expected one of: click, dblclick, hover"
    )


def test_bad_yaml(tmp_path: Path) -> None:
    msg = _err(tmp_path, HEAD + "cases:\n  - id: a\n    task: [unclosed\n")
    assert msg.startswith("FILE: invalid YAML at line")


def test_duplicate_id(tmp_path: Path) -> None:
    msg = _err(tmp_path, HEAD + "cases:\n  - id: a\n    task: t\n  - id: a\n    task: u\n")
    assert msg == "FILE: case 'a': id: duplicate case id 'a'"


def test_missing_upload_file(tmp_path: Path) -> None:
    msg = _err(
        tmp_path,
        HEAD + "cases:\n  - id: up\n    task: t\n    steps: [{upload: {target: F, file: nope.txt}}]\n",
    )
    assert msg == f"FILE: case 'up': steps[0].upload.file: file not found: {tmp_path / 'nope.txt'}"


def test_missing_suite_file(tmp_path: Path) -> None:
    with pytest.raises(SuiteError) as info:
        load_suites([tmp_path / "absent.yaml"])
    assert str(info.value) == f"{tmp_path / 'absent.yaml'}: file not found"


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        (
            "cases:\n  - id: a\n    task: t\n    steps: [{fill: {target: T}}]\n",
            "case 'a': steps[0].fill.text: missing required field",
        ),
        (
            "cases:\n  - id: a\n    task: t\n    expect: [{txt: x}]\n",
            "case 'a': expect[0]: unknown check 'txt'",
        ),
        (
            "cases:\n  - id: a\n    task: t\n    label: maybe\n",
            "case 'a': label: must be 'pass' or 'fail', got 'maybe'",
        ),
        ("cases:\n  - id: a\n    task: t\n    colour: red\n", "case 'a': colour: unknown field"),
        ("cases:\n  - task: t\n", "cases[0].id: missing required field"),
        ("cases: []\n", "cases: must be a non-empty list of cases"),
        (
            "cases:\n  - id: a\n    task: t\n    steps: [{wait: -1}]\n",
            "case 'a': steps[0].wait: must be a number",
        ),
        (
            "cases:\n  - id: a\n    task: t\n    steps: [{scroll: {direction: sideways}}]\n",
            "steps[0].scroll.direction",
        ),
    ],
)
def test_field_errors(tmp_path: Path, body: str, expected: str) -> None:
    assert expected in _err(tmp_path, HEAD + body)


def test_app_needs_exactly_one_form(tmp_path: Path) -> None:
    msg = _err(tmp_path, "name: s\napp: {url: 'http://x', command: 'y'}\ncases: [{id: a, task: t}]\n")
    assert msg == "FILE: app: needs exactly one of 'static', 'url', 'command' (got ['url', 'command'])"


def test_static_folder_must_exist(tmp_path: Path) -> None:
    msg = _err(tmp_path, "name: s\napp: {static: ./nothing}\ncases: [{id: a, task: t}]\n")
    assert msg == f"FILE: app.static: folder not found: {tmp_path / 'nothing'}"

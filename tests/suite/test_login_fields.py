"""The suite fields of an app behind a login are validated like every other: errors name the file, the case
and the field; ``${ENV_VAR}`` references must be set when the suite is read."""

from __future__ import annotations

from pathlib import Path

import pytest

from diageval._exceptions import SuiteError
from diageval.suite import Secrets, load_suites
from tests.conftest import write_suite

HEAD = "name: s\napp: {url: 'http://127.0.0.1:9/'}\n"
CASES = "cases: [{id: c, task: t, steps: [{click: Go}]}]\n"


def _load(tmp_path: Path, text: str) -> None:
    load_suites([write_suite(tmp_path, text)])


def test_login_fields_are_read_with_their_placeholders(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DG_PW", "s3cret-value")
    monkeypatch.setenv("DG_TOKEN", "tok-value")
    (tmp_path / "state.json").write_text('{"cookies": [], "origins": []}')
    path = write_suite(
        tmp_path,
        HEAD
        + "setup: [{fill: {target: Password, text: '${DG_PW}'}}, {click: Sign in}]\n"
        + "storage_state: state.json\n"
        + "http_headers: {Authorization: 'Bearer ${DG_TOKEN}'}\n"
        + "http_credentials: {username: qa, password: '${DG_PW}'}\n"
        + "cases: [{id: c, task: t, steps: [{type: 'x ${DG_PW}'}]}]\n",
    )
    (suite,) = load_suites([path])
    assert suite.setup is not None and suite.setup[0].text == "${DG_PW}"
    assert suite.storage_state == (tmp_path / "state.json").resolve()
    assert suite.http_headers == (("Authorization", "Bearer ${DG_TOKEN}"),)
    assert suite.http_credentials == ("qa", "${DG_PW}")
    assert suite.secrets == ("DG_PW", "DG_TOKEN")
    assert "s3cret" not in suite.model_dump_json()


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("setup: []\n" + CASES, "s.yaml: setup: must be a non-empty list of steps"),
        ("setup: [{tap: X}]\n" + CASES, "s.yaml: setup[0]: unknown step 'tap'"),
        (
            "setup: [{fill: {target: P, text: '${DG_MISSING}'}}]\n" + CASES,
            "s.yaml: setup[0].fill.text: environment variable DG_MISSING is not set",
        ),
        ("storage_state: nope.json\n" + CASES, "s.yaml: storage_state: file not found"),
        ("storage_state: bad.json\n" + CASES, "s.yaml: storage_state: "),
        ("http_headers: [a]\n" + CASES, "s.yaml: http_headers: must be a mapping"),
        ("http_headers: {'Bad Name': x}\n" + CASES, "s.yaml: http_headers.Bad Name: not a valid HTTP header"),
        ("http_headers: {X-A: [1]}\n" + CASES, "s.yaml: http_headers.X-A: must be a string"),
        (
            "http_headers: {X-A: '${DG_MISSING}'}\n" + CASES,
            "s.yaml: http_headers.X-A: environment variable DG_MISSING is not set",
        ),
        ("http_credentials: {username: u}\n" + CASES, "s.yaml: http_credentials: must be a mapping with"),
        (
            "http_credentials: {username: u, password: '${DG_MISSING}'}\n" + CASES,
            "s.yaml: http_credentials.password: environment variable DG_MISSING is not set",
        ),
        (
            "cases: [{id: c, task: t, steps: [{click: Go}, {type: '${DG_MISSING}'}]}]\n",
            "s.yaml: case 'c': steps[1].type: environment variable DG_MISSING is not set",
        ),
    ],
)
def test_bad_login_fields_name_the_file_case_and_field(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, text: str, message: str
) -> None:
    monkeypatch.delenv("DG_MISSING", raising=False)
    (tmp_path / "bad.json").write_text('{"cookies": [], "extra": 1}')
    with pytest.raises(SuiteError) as err:
        load_suites([write_suite(tmp_path, HEAD + text, "s.yaml")])
    assert message in str(err.value).replace(str(tmp_path) + "/", "")


def test_secrets_resolve_and_redact() -> None:
    s = Secrets({"A": "alpha-secret", "AB": "alpha-secret-longer", "SHORT": "ab"})
    assert s.resolve("${A}/${AB}/${UNKNOWN}") == "alpha-secret/alpha-secret-longer/${UNKNOWN}"
    # The longer value is masked whole; a value too short to mask safely is left alone.
    assert s.redact("x alpha-secret-longer y alpha-secret ab") == "x ${AB} y ${A} ab"
    assert s.redact_json('{"v": "say \\"alpha-secret\\""}') == '{"v": "say \\"${A}\\""}'
    assert "alpha" not in repr(s)

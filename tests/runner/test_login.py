"""Apps behind a login: suite ``setup`` steps, a ``storage_state`` file, HTTP headers and credentials, and
secrets given as ``${ENV_VAR}`` that reach the app and never any file of the output folder."""

from __future__ import annotations

import json
import os
import secrets
import subprocess
import sys
import zipfile
from pathlib import Path

from tests.conftest import run_file, write_suite
from tests.runner.login_app import LoginApp

CLI = [sys.executable, "-m", "diageval._cli"]


def _run(suite: Path, out: Path, env: dict[str, str], *extra: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*CLI, "run", str(suite), "--out", str(out), "--settle", "0.2", "--workers", "1", *extra],
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, **env},
    )


def _verdicts(out: Path) -> dict[str, tuple[str, str]]:
    cases = json.loads(run_file(out, "results.json").read_text())["cases"]
    return {c["case_id"]: (c["verdict"], c["attribution"]) for c in cases}


def _files_holding(folder: Path, *needles: str) -> list[str]:
    """Every file under ``folder`` (the SQLite store, its WAL, screenshots, logs) whose bytes hold one of
    ``needles``."""
    found = []
    for path in sorted(p for p in folder.rglob("*") if p.is_file()):
        data = path.read_bytes()
        if zipfile.is_zipfile(path):  # a trace: its members are compressed
            with zipfile.ZipFile(path) as z:
                data += b"".join(z.read(n) for n in z.namelist())
        found += [f"{path.relative_to(folder)}: {n[:6]}..." for n in needles if n.encode() in data]
    return found


LOGIN_SUITE = """name: login
app: {{url: '{url}'}}
setup:
  - fill: {{target: Username, text: alice}}
  - fill: {{target: Password, text: "${{DIAGEVAL_TEST_PASSWORD}}"}}
  - click: Sign in
http_headers: {{X-Api-Key: "key-${{DIAGEVAL_TEST_KEY}}"}}
cases:
  - id: add-note
    task: Add a note.
    steps: [{{click: Add note}}]
    expect: [{{text: Note 1}}]
  - id: export
    task: Add a note and export (the button is below the fold; a diagnosis branch scrolls to it).
    steps: [{{click: Add note}}, {{click: Export}}]
    expect: [{{text: Exported}}]
  - id: check-password
    task: Check the password (the page shows what was typed).
    steps:
      - fill: {{target: Check password, text: "${{DIAGEVAL_TEST_PASSWORD}}"}}
      - click: Check
    expect: [{{text: "Checked: "}}]
"""


def test_setup_steps_log_in_once_and_the_secret_is_written_nowhere(tmp_path: Path) -> None:
    password = "canary-" + secrets.token_hex(8)
    key = secrets.token_hex(8)
    env = {"DIAGEVAL_TEST_PASSWORD": password, "DIAGEVAL_TEST_KEY": key}
    with LoginApp(password, "key-" + key) as app:
        suite = write_suite(tmp_path, LOGIN_SUITE.format(url=app.url))
        out = tmp_path / "out"
        proc = _run(suite, out, env, "--trace")  # Playwright's own traces record every keystroke
        assert proc.returncode == 0, proc.stderr
        verdicts = _verdicts(out)
        # The setup logged in once (one worker) and every case started signed in, the diagnosis branch that
        # found the button below the fold too (its context restored with the cookie and the header).
        assert app.logins == 1
        assert verdicts == {
            "add-note": ("pass", "none"),
            "export": ("pass", "agent_fail"),
            "check-password": ("pass", "none"),
        }
        report = subprocess.run(
            [*CLI, "report", "latest", "--out", str(out)], capture_output=True, text=True, env=os.environ
        )
        assert report.returncode == 0, report.stderr
    traj = json.loads(run_file(out, "cases/login/check-password/trajectory.json").read_text())
    fill = traj["steps"][0]["action"]
    assert fill["description"] == "fill 'Check password' text='${DIAGEVAL_TEST_PASSWORD}'"
    assert [e["text"] for e in fill["events"] if e["kind"] == "type"] == ["${DIAGEVAL_TEST_PASSWORD}"]
    # The page echoed the password: what was recorded of the page shows the placeholder.
    assert "Checked: ${DIAGEVAL_TEST_PASSWORD}" in traj["steps"][-1]["observation"]["aria_snapshot"]
    assert (out / "diageval.db").exists() and (run_file(out, "report") / "index.html").exists()
    with zipfile.ZipFile(run_file(out, "cases/login/check-password/trace.zip")) as z:
        trace = b"".join(z.read(n) for n in z.namelist() if n.endswith(".trace"))
    assert b"${DIAGEVAL_TEST_PASSWORD}" in trace  # the trace is kept, the secret masked in it
    assert _files_holding(out, password, key) == []


def test_storage_state_file_and_http_credentials(tmp_path: Path) -> None:
    password, key = "canary-" + secrets.token_hex(8), secrets.token_hex(8)
    with LoginApp("unused-" + secrets.token_hex(4), key, basic=("qa", password)) as app:
        state = {
            "cookies": [
                {
                    "name": "sid",
                    "value": app.new_session(),
                    "domain": "127.0.0.1",
                    "path": "/",
                    "expires": -1,
                    "httpOnly": True,
                    "secure": False,
                    "sameSite": "Lax",
                }
            ],
            "origins": [],
        }
        (tmp_path / "auth").mkdir()
        (tmp_path / "auth" / "state.json").write_text(json.dumps(state))
        suite = write_suite(
            tmp_path,
            f"name: stored\napp: {{url: '{app.url}'}}\nstorage_state: auth/state.json\n"
            "http_headers: {X-Api-Key: '${DIAGEVAL_TEST_KEY}'}\n"
            "http_credentials: {username: qa, password: '${DIAGEVAL_TEST_BASIC}'}\n"
            "cases:\n"
            "  - {id: add-note, task: t, steps: [{click: Add note}], expect: [{text: Note 1}]}\n"
            "  - {id: export, task: t, steps: [{click: Export}], expect: [{text: Exported}]}\n",
        )
        out = tmp_path / "out"
        proc = _run(suite, out, {"DIAGEVAL_TEST_BASIC": password, "DIAGEVAL_TEST_KEY": key})
        assert proc.returncode == 0, proc.stderr
        assert _verdicts(out) == {"add-note": ("pass", "none"), "export": ("pass", "agent_fail")}
        assert app.logins == 0
    assert _files_holding(out, password, key) == []


def test_a_setup_that_cannot_log_in_makes_each_case_a_harness_fault(tmp_path: Path) -> None:
    with LoginApp("right-" + secrets.token_hex(4), "k") as app:
        suite = write_suite(
            tmp_path,
            f"name: s\napp: {{url: '{app.url}'}}\nhttp_headers: {{X-Api-Key: k}}\n"
            "setup: [{fill: {target: Password, text: '${DIAGEVAL_TEST_PASSWORD}'}}, {click: Sign in}, "
            "{click: Add note}]\n"
            "cases:\n  - {id: a, task: t, steps: [{click: Add note}], expect: [{text: Note 1}]}\n"
            "  - {id: b, task: t, steps: [{click: Add note}], expect: [{text: Note 1}]}\n",
        )
        out = tmp_path / "out"
        proc = _run(suite, out, {"DIAGEVAL_TEST_PASSWORD": "wrong-password"}, "--rounds", "0")
        assert app.logins == 0
    assert proc.returncode == 3, proc.stderr
    cases = json.loads(run_file(out, "results.json").read_text())["cases"]
    assert [(c["verdict"], c["attribution"]) for c in cases] == [("error", "harness_fault")] * 2
    assert all("setup did not finish: step 3 (click 'Add note')" in c["reason"] for c in cases), cases


def test_a_missing_environment_variable_is_bad_input_naming_file_case_and_field(tmp_path: Path) -> None:
    suite = write_suite(
        tmp_path,
        "name: s\napp: {url: 'http://127.0.0.1:9/'}\ncases:\n"
        "  - {id: sign-in, task: t, steps: [{fill: {target: Password, text: 'pw ${DIAGEVAL_UNSET_SECRET}'}}]}\n",
    )
    env = {k: v for k, v in os.environ.items() if k != "DIAGEVAL_UNSET_SECRET"}
    proc = subprocess.run(
        [*CLI, "run", str(suite), "--out", str(tmp_path / "out")],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
    )
    assert proc.returncode == 2
    message = " ".join(proc.stderr.split())
    assert (
        f"{suite}: case 'sign-in': steps[0].fill.text: environment variable DIAGEVAL_UNSET_SECRET is not set"
        in message
    ), message
    assert "Traceback" not in proc.stderr


def test_a_secret_a_command_app_prints_is_masked_in_its_log(tmp_path: Path) -> None:
    password = "canary-" + secrets.token_hex(8)
    site = Path(__file__).parents[1] / "fixtures" / "widgets"
    suite = write_suite(
        tmp_path,
        "name: cmd\napp:\n"
        f"  command: 'echo app started with $DIAGEVAL_TEST_PASSWORD; exec {sys.executable} -m http.server"
        f" {{port}} --bind 127.0.0.1 -d {site}'\n"
        "  pass_env: [DIAGEVAL_TEST_PASSWORD]\n"
        "cases:\n  - {id: c, task: t, steps: [{click: Click me}, {type: '${DIAGEVAL_TEST_PASSWORD}'}], expect: [{text: 'clicks: 1'}]}\n",
    )
    out = tmp_path / "out"
    proc = _run(suite, out, {"DIAGEVAL_TEST_PASSWORD": password}, "--rounds", "0")
    assert proc.returncode == 0, proc.stderr
    logs = [p.read_text() for p in run_file(out, "logs").rglob("*") if p.is_file()]
    assert any("app started with ${DIAGEVAL_TEST_PASSWORD}" in log for log in logs), logs
    assert _files_holding(out, password) == []

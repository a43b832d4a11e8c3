"""Serving the app under test: rooted static server, command apps, apps that never come up."""

from __future__ import annotations

import os
import socket
import sys
from pathlib import Path

import pytest

from diageval._exceptions import AppError, SuiteError
from diageval.app import StaticServer, serve_app
from diageval.app._env import looks_secret
from diageval.suite import AppSpec, load_suites


def _raw_get(port: int, path: str) -> tuple[int, bytes]:
    with socket.create_connection(("127.0.0.1", port), timeout=5) as s:
        s.sendall(f"GET {path} HTTP/1.0\r\nHost: x\r\n\r\n".encode())
        data = b""
        while chunk := s.recv(65536):
            data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    return int(head.split()[1]), body


def test_static_server_never_serves_outside_its_root(tmp_path: Path) -> None:
    root = tmp_path / "site"
    root.mkdir()
    (root / "index.html").write_text("inside")
    (tmp_path / "secret.txt").write_text("SECRET")
    (root / "link.txt").symlink_to(tmp_path / "secret.txt")
    with StaticServer(root) as srv:
        assert _raw_get(srv.port, "/index.html") == (200, b"inside")
        for path in [
            "/../secret.txt",
            "/%2e%2e/secret.txt",
            "/..%2fsecret.txt",
            "/%2e%2e%2fsecret.txt",
            "//../secret.txt",
            "/link.txt",
            "/" + str(tmp_path / "secret.txt"),
        ]:
            status, body = _raw_get(srv.port, path)
            assert b"SECRET" not in body, path
            assert status == 404, path


def test_static_server_is_read_only(tmp_path: Path) -> None:
    with StaticServer(tmp_path) as srv, socket.create_connection(("127.0.0.1", srv.port), timeout=5) as s:
        s.sendall(b"PUT /x.txt HTTP/1.0\r\nContent-Length: 1\r\n\r\nx")
        assert b" 501 " in s.recv(1024)
    assert not (tmp_path / "x.txt").exists()


async def test_command_app_starts_answers_and_stops(tmp_path: Path) -> None:
    (tmp_path / "index.html").write_text("<p>cmd app</p>")
    spec = AppSpec(
        command=f"{sys.executable} -m http.server {{port}} --bind 127.0.0.1", cwd=tmp_path, ready="/"
    )
    async with serve_app(spec) as app:
        import urllib.request

        with urllib.request.urlopen(app.entry_url, timeout=5) as resp:
            assert b"cmd app" in resp.read()
        port = int(app.origin.rsplit(":", 1)[1])
    with pytest.raises(OSError):
        socket.create_connection(("127.0.0.1", port), timeout=1).close()


async def test_app_that_never_becomes_ready_is_an_app_error_with_output(tmp_path: Path) -> None:
    spec = AppSpec(command="echo booting on {port}; sleep 30", cwd=tmp_path, ready_timeout=1.5)
    with pytest.raises(AppError) as info:
        async with serve_app(spec):
            pass
    assert "never became ready" in str(info.value)
    assert "booting on" in str(info.value)


async def test_app_that_exits_is_an_app_error(tmp_path: Path) -> None:
    spec = AppSpec(command="echo 'port taken' >&2; exit 3", cwd=tmp_path)
    with pytest.raises(AppError, match=r"exited with code 3(.|\n)*port taken"):
        async with serve_app(spec):
            pass


async def test_url_app_that_is_down() -> None:
    from diageval.app import free_port

    with pytest.raises(AppError, match="does not answer"):
        async with serve_app(AppSpec(url=f"http://127.0.0.1:{free_port()}/")):
            pass


SECRETS = {
    "OPENAI_API_KEY": "sk-openai-secret",
    "ANTHROPIC_API_KEY": "sk-ant-secret",
    "GEMINI_API_KEY": "gemini-secret",
    "DIAGEVAL_LLM_API_KEY": "diageval-secret",
    "AWS_SECRET_ACCESS_KEY": "aws-secret",
    "MY_SERVICE_TOKEN": "token-secret",
    "DB_PASSWORD": "db-secret",
    "NODE_AUTH_TOKEN": "npm-secret",
    "npm_config__authToken": "npm-auth-secret",
}
NEEDED = {
    "NODE_OPTIONS": "--max-old-space-size=512",
    "npm_config_cache": "/tmp/npm-cache",
    "LC_ALL": "C.UTF-8",
}


def _env_app(tmp_path: Path, pass_env: tuple[str, ...] = ()) -> AppSpec:
    """An app that prints its whole environment into its log, then serves."""
    (tmp_path / "index.html").write_text("<p>env app</p>")
    return AppSpec(
        command=f"env; {sys.executable} -m http.server {{port}} --bind 127.0.0.1",
        cwd=tmp_path,
        ready="/",
        pass_env=pass_env,
    )


async def test_command_app_gets_no_secrets(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for k, v in {**SECRETS, **NEEDED}.items():
        monkeypatch.setenv(k, v)
    logs = tmp_path / "logs"
    async with serve_app(_env_app(tmp_path), log_dir=logs) as app:
        port = app.origin.rsplit(":", 1)[1]
    log = next(logs.glob("app-*.log")).read_text()
    env = dict(line.split("=", 1) for line in log.splitlines() if "=" in line and not line.startswith(" "))
    for name, value in SECRETS.items():
        assert name not in env and value not in log, name
    for name, value in NEEDED.items():
        assert env.get(name) == value, name
    assert env["PORT"] == port and env["PATH"] == os.environ["PATH"] and env["HOME"] == os.environ["HOME"]


async def test_suite_opts_in_to_a_secret(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for k, v in SECRETS.items():
        monkeypatch.setenv(k, v)
    logs = tmp_path / "logs"
    async with serve_app(_env_app(tmp_path, ("MY_SERVICE_TOKEN",)), log_dir=logs):
        pass
    log = next(logs.glob("app-*.log")).read_text()
    assert "MY_SERVICE_TOKEN=token-secret" in log.splitlines()
    assert "sk-openai-secret" not in log and "db-secret" not in log


@pytest.mark.parametrize(
    ("name", "secret"),
    [
        ("OPENAI_API_KEY", True),
        ("STRIPE_SECRET_KEY", True),
        ("GITHUB_TOKEN", True),
        ("PGPASSWORD", True),
        ("AWS_PROFILE", True),
        ("DIAGEVAL_LLM_BASE_URL", True),
        ("SENTRY_DSN", True),
        ("PATH", False),
        ("NODE_ENV", False),
        ("npm_config_registry", False),
        ("LANG", False),
    ],
)
def test_secret_names(name: str, secret: bool) -> None:
    assert looks_secret(name) is secret


def test_pass_env_in_a_suite_file(tmp_path: Path) -> None:
    from tests.conftest import write_suite

    ok = write_suite(
        tmp_path, "name: s\napp: {command: 'serve {port}', pass_env: [DB_URL]}\ncases: [{id: a, task: t}]\n"
    )
    assert load_suites([ok])[0].app.pass_env == ("DB_URL",)
    for bad in ("pass_env: DB_URL", "pass_env: ['DB URL']", "pass_env: [1]"):
        path = write_suite(
            tmp_path,
            f"name: s\napp: {{command: 'serve {{port}}', {bad}}}\ncases: [{{id: a, task: t}}]\n",
            "bad.yaml",
        )
        with pytest.raises(SuiteError, match=r"app\.pass_env"):
            load_suites([path])
    static = write_suite(
        tmp_path,
        f"name: s\napp: {{static: {tmp_path}, pass_env: [A]}}\ncases: [{{id: a, task: t}}]\n",
        "st.yaml",
    )
    with pytest.raises(SuiteError, match="only a 'command' app"):
        load_suites([static])


async def test_a_static_app_whose_dependencies_are_not_installed_is_an_app_error(tmp_path: Path) -> None:
    """Files an entry page loads from ``node_modules`` that are not there: the install step did not run, a
    set-up fault (every case would fail), never an app defect. A missing file of the app's own is left to
    the cases."""
    app = tmp_path / "apps" / "notes"
    app.mkdir(parents=True)
    (app / "index.html").write_text(
        '<link rel="stylesheet" href="../../node_modules/kit/kit.css">'
        '<script src="/node_modules/kit/kit.js"></script><script src="app.js"></script>'
        '<script src="https://cdn.example/x.js"></script><p>notes</p>'
    )
    spec = AppSpec(static=tmp_path, entry="/apps/notes/index.html?broken")
    with pytest.raises(AppError) as info:
        async with serve_app(spec):
            pass
    assert "/node_modules/kit/kit.css (and 1 more)" in str(info.value), str(info.value)
    assert "not installed" in str(info.value)
    (tmp_path / "node_modules" / "kit").mkdir(parents=True)
    (tmp_path / "node_modules" / "kit" / "kit.css").write_text("p{}")
    (tmp_path / "node_modules" / "kit" / "kit.js").write_text("")
    async with serve_app(spec) as running:  # app.js is missing: the app's own file, a case's to find
        import urllib.request

        with urllib.request.urlopen(running.entry_url, timeout=5) as resp:
            assert b"notes" in resp.read()

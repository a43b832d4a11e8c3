"""Serving the app under test: rooted static server, command apps, apps that never come up."""

from __future__ import annotations

import socket
import sys
from pathlib import Path

import pytest

from diageval._exceptions import AppError
from diageval.app import StaticServer, serve_app
from diageval.suite import AppSpec


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

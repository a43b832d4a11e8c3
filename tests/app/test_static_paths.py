"""The static server answers every request line: a bad path is a 400, a missing favicon a 204."""

from __future__ import annotations

import http.client
import socket
import struct
import time
import urllib.request
from pathlib import Path

import pytest
from playwright.async_api import Browser

from diageval.app import StaticServer
from diageval.browser import CaseSession


def _status(port: int, path: str) -> int:
    with socket.create_connection(("127.0.0.1", port), timeout=5) as s:
        s.sendall(f"GET {path} HTTP/1.0\r\nHost: x\r\n\r\n".encode())
        data = b""
        while chunk := s.recv(65536):
            data += chunk
    assert data, f"no response to {path}"
    return int(data.split()[1])


def test_undecodable_and_nul_paths_are_bad_requests(tmp_path: Path) -> None:
    (tmp_path / "index.html").write_text("ok")
    with StaticServer(tmp_path) as srv:
        assert _status(srv.port, "/%ff") == 400
        assert _status(srv.port, "/a%ffb.html") == 400
        assert _status(srv.port, "/%00") == 400
        assert _status(srv.port, "/index.html%00.png") == 400
        assert _status(srv.port, "/index.html") == 200  # the server is still up


def test_a_missing_favicon_is_no_content_and_an_app_favicon_is_served(tmp_path: Path) -> None:
    with StaticServer(tmp_path) as srv:
        assert _status(srv.port, "/favicon.ico") == 204
    (tmp_path / "favicon.ico").write_bytes(b"\0\0\1\0")
    with StaticServer(tmp_path) as srv:
        assert _status(srv.port, "/favicon.ico") == 200


async def test_no_console_error_from_the_favicon(browser: Browser, tmp_path: Path) -> None:
    (tmp_path / "index.html").write_text("<title>t</title><p>hello</p>")
    with StaticServer(tmp_path) as srv:
        async with CaseSession(browser, viewport=(800, 600)) as s:
            await s.goto(srv.url + "/index.html")
            await s.page.wait_for_timeout(300)
            assert s.console_errors == []


def test_a_client_that_hangs_up_mid_response_prints_nothing(
    tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    """A browser closing a connection while a file is still being sent (a page left, a context closed at the
    end of a branch) is routine: no traceback on the user's terminal."""
    (tmp_path / "big.bin").write_bytes(b"x" * 8_000_000)
    with StaticServer(tmp_path) as srv:
        for _ in range(3):
            with socket.create_connection(("127.0.0.1", srv.port)) as s:
                s.sendall(b"GET /big.bin HTTP/1.1\r\nHost: x\r\n\r\n")
                assert s.recv(64).startswith(b"HTTP/1.1 200")
                s.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))  # reset, not FIN
        time.sleep(0.5)
        with urllib.request.urlopen(f"{srv.url}/big.bin") as r:  # still serving
            assert len(r.read()) == 8_000_000
    err = capfd.readouterr().err
    assert "Traceback" not in err and "Broken pipe" not in err, err


def test_one_connection_serves_many_files(tmp_path: Path) -> None:
    """Keep-alive: a page loading hundreds of modules (a web-component library's chunks) reuses the browser's
    few connections; a 404 and the favicon's 204 keep the connection usable too."""
    (tmp_path / "a.js").write_text("1")
    (tmp_path / "b.js").write_text("22")
    with StaticServer(tmp_path) as srv:
        conn = http.client.HTTPConnection("127.0.0.1", srv.port, timeout=5)
        got = []
        for path in ("/a.js", "/missing.js", "/favicon.ico", "/b.js"):
            conn.request("GET", path)
            r = conn.getresponse()
            got.append((r.status, r.read(), r.version))
        sock = conn.sock
        conn.request("GET", "/a.js")
        conn.getresponse().read()
        assert conn.sock is sock  # the same connection all along
        conn.close()
    assert [(s, v) for s, _, v in got] == [(200, 11), (404, 11), (204, 11), (200, 11)]
    assert got[0][1] == b"1" and got[3][1] == b"22"

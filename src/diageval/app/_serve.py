"""Bring the app under test up for a suite and down after it: static folder, URL, or command."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import AsyncIterator
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urljoin, urlsplit

from .._constants import OUTPUT_TAIL_LINES
from .._exceptions import AppError
from ..suite import AppSpec
from ._env import app_env
from ._static import StaticServer
from ._watchdog import Watchdog

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class RunningApp:
    """An app that answers: its origin and the URL where cases start."""

    origin: str
    entry_url: str
    stateless: bool = False
    """Served by diageval from files: the server keeps no state, so what a page load shows depends only on
    its URL and the browser's storage (a restore can tell when reloading a checkpoint cannot rebuild it)."""


def free_port() -> int:
    """An ephemeral TCP port on 127.0.0.1 that was free a moment ago."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _answers(url: str, timeout: float = 2.0) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=timeout) as resp:
            return int(resp.status) < 500
    except urllib.error.HTTPError as exc:
        return exc.code < 500
    except (OSError, ValueError):
        return False


def _tail(path: Path) -> str:
    try:
        lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        return ""
    return "\n".join(lines[-OUTPUT_TAIL_LINES:])


def _origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


INSTALL_DIRS = ("node_modules", "bower_components", "jspm_packages")
"""Folders a package manager fills when the app's dependencies are installed: no one writes files there by
hand, so a file the app loads from one that is missing means the install step did not run."""


class _Refs(HTMLParser):
    """The ``src`` and ``href`` of a page's scripts, stylesheets, images and module preloads."""

    def __init__(self) -> None:
        super().__init__()
        self.refs: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in ("script", "link", "img"):
            return
        for name, value in attrs:
            if name in ("src", "href") and value:
                self.refs.append(value)


def uninstalled_files(root: Path, entry: str) -> list[str]:
    """Files the static app's entry page loads from an install folder (``INSTALL_DIRS``) under ``root``
    that are not there: its dependencies were never installed. A missing file anywhere else is the app's
    own (a defect a case may find), and is not looked at here."""
    path = urlsplit(entry).path or "/"
    page = root / unquote(path.lstrip("/"))
    if path.endswith("/"):
        page = page / "index.html"
    try:
        text = page.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return []  # no page at the entry: the cases show what the app serves there
    parser = _Refs()
    parser.feed(text)
    missing = []
    for ref in parser.refs:
        parts = urlsplit(urljoin(path, ref))
        if parts.scheme or parts.netloc:
            continue  # another origin: not served from the folder
        segments = unquote(parts.path).split("/")
        if not any(seg in INSTALL_DIRS for seg in segments):
            continue
        if not (root / unquote(parts.path).lstrip("/")).exists():
            missing.append(parts.path)
    return list(dict.fromkeys(missing))


@contextlib.asynccontextmanager
async def serve_app(spec: AppSpec, *, log_dir: Path | None = None) -> AsyncIterator[RunningApp]:
    """Serve the app for the duration of the block; raise :class:`AppError` if it does not come up."""
    if spec.static is not None or spec.html is not None:
        tmp: str | None = None
        root = spec.static
        if spec.html is not None:
            tmp = tempfile.mkdtemp(prefix="diageval-page-")
            Path(tmp, "index.html").write_text(spec.html, encoding="utf-8")
            root = Path(tmp)
        assert root is not None
        missing = uninstalled_files(root, spec.entry)
        if missing:
            more = f" (and {len(missing) - 1} more)" if len(missing) > 1 else ""
            raise AppError(
                f"the app's entry page {spec.entry} loads {missing[0]}{more}, which is not in {root}: its "
                "dependencies are not installed (run the package manager's install where its package.json "
                "is, e.g. npm ci), so every case would fail for a reason that is no defect of the app"
            )
        server = StaticServer(root).start()
        try:
            yield RunningApp(origin=server.url, entry_url=server.url + spec.entry, stateless=True)
        finally:
            server.stop()
            if tmp is not None:
                shutil.rmtree(tmp, ignore_errors=True)
        return
    if spec.url is not None:
        entry = spec.url.rstrip("/") + spec.entry if spec.entry != "/" else spec.url
        if not await asyncio.to_thread(_answers, entry):
            raise AppError(f"app at {entry} does not answer")
        yield RunningApp(origin=_origin(spec.url), entry_url=entry)
        return
    assert spec.command is not None
    async with _command_app(spec, log_dir) as app:
        yield app


@contextlib.asynccontextmanager
async def _command_app(spec: AppSpec, log_dir: Path | None) -> AsyncIterator[RunningApp]:
    assert spec.command is not None
    port = free_port()
    command = spec.command.replace("{port}", str(port))
    origin = f"http://127.0.0.1:{port}"
    log_root = log_dir or Path(tempfile.mkdtemp(prefix="diageval-app-"))
    log_root.mkdir(parents=True, exist_ok=True)
    log_path = log_root / f"app-{port}.log"
    env = app_env(port, spec.pass_env)
    with log_path.open("wb") as log:
        # Its own process group, so stopping it also stops what it spawned (npm -> node, etc.).
        proc = subprocess.Popen(
            command,
            shell=True,
            cwd=spec.cwd,
            stdout=log,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            start_new_session=True,
            env=env,
        )
    watchdog = Watchdog(proc.pid)
    logger.info("started app (pid %d, watchdog %d): %s", proc.pid, watchdog.pid, command)
    try:
        deadline = time.monotonic() + spec.ready_timeout
        ready_url = origin + spec.ready
        while True:
            if proc.poll() is not None:
                raise AppError(
                    f"app command exited with code {proc.returncode} before it was ready: {command}\n"
                    f"--- output tail ---\n{_tail(log_path)}",
                    command=command,
                )
            if await asyncio.to_thread(_answers, ready_url, 1.0):
                break
            if time.monotonic() > deadline:
                raise AppError(
                    f"app never became ready at {ready_url} within {spec.ready_timeout:g} s: {command}\n"
                    f"--- output tail ---\n{_tail(log_path)}",
                    command=command,
                )
            await asyncio.sleep(0.2)
        yield RunningApp(origin=origin, entry_url=origin + spec.entry)
    finally:
        _stop_group(proc)
        watchdog.release()


def _stop_group(proc: subprocess.Popen[bytes]) -> None:
    """SIGTERM the app's whole process group, wait until every member is gone, SIGKILL what lingers."""
    if proc.poll() is None:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGTERM)
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline and _group_alive(proc):
        time.sleep(0.05)
    if _group_alive(proc):
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
    with contextlib.suppress(subprocess.TimeoutExpired):
        proc.wait(timeout=5)


def _group_alive(proc: subprocess.Popen[bytes]) -> bool:
    proc.poll()  # reap the leader if it exited, so it does not count as alive
    try:
        os.killpg(proc.pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True

"""A run ended by SIGTERM stops like Ctrl-C; a run killed with SIGKILL still takes its command app down."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.conftest import write_suite

CLI = [sys.executable, "-m", "diageval._cli"]

APP = """
import http.server, os, sys
open(sys.argv[2], "w").write(str(os.getpid()))
page = b"<h1>Slow</h1><button onclick=\\"this.textContent='Done'\\">Go</button>"
class H(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        self.send_response(200); self.send_header("Content-Type", "text/html"); self.end_headers()
        self.wfile.write(page)
    def log_message(self, *a): pass
http.server.HTTPServer(("127.0.0.1", int(sys.argv[1])), H).serve_forever()
"""


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # A zombie is gone for our purposes (its parent has not reaped it yet).
    try:
        return Path(f"/proc/{pid}/stat").read_text().split()[2] != "Z"
    except OSError:
        return False


def _start(tmp_path: Path) -> tuple[subprocess.Popen[str], int]:
    (tmp_path / "app.py").write_text(APP)
    pid_file = tmp_path / "app.pid"
    suite = write_suite(
        tmp_path,
        f"name: slow\napp:\n  command: '{sys.executable} app.py {{port}} {pid_file}'\n"
        "cases: [{id: c, task: t, steps: [{wait: 60}, {click: Go}], expect: [{text: Done}]}]\n",
    )
    proc = subprocess.Popen(
        [*CLI, "run", str(suite), "--out", str(tmp_path / "out"), "--rounds", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    deadline = time.monotonic() + 60
    while not pid_file.is_file() or not pid_file.read_text():
        assert time.monotonic() < deadline, "the app never started"
        assert proc.poll() is None, proc.communicate()
        time.sleep(0.1)
    time.sleep(2)  # the case is now inside its 60 s wait
    return proc, int(pid_file.read_text())


def _gone_within(pid: int, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if not _alive(pid):
            return True
        time.sleep(0.1)
    return False


@pytest.mark.timeout(120)
def test_sigterm_stops_the_run_like_ctrl_c(tmp_path: Path) -> None:
    proc, app_pid = _start(tmp_path)
    proc.send_signal(signal.SIGTERM)
    _out, err = proc.communicate(timeout=60)
    assert proc.returncode == 128 + signal.SIGTERM, err
    assert "interrupted" in err and "--resume" in err
    assert "Traceback" not in err
    assert _gone_within(app_pid, 10), "the app outlived the run"


@pytest.mark.timeout(120)
def test_sigkill_of_the_run_takes_the_app_down(tmp_path: Path) -> None:
    proc, app_pid = _start(tmp_path)
    os.killpg(proc.pid, signal.SIGKILL)  # the whole run: driver, browser, everything in its group
    proc.communicate(timeout=30)
    assert _gone_within(app_pid, 15), "the app outlived a killed run"

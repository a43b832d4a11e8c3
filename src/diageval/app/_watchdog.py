"""A command app dies with the run that started it, even when that run is killed with SIGKILL.

The app runs in a process group of its own (so stopping it stops everything it spawned), which also means
a signal to diageval's group does not reach it. A small watchdog process, in a session of its own, holds
the read end of a pipe whose write end only diageval holds. When diageval exits for any reason, the kernel
closes the write end, the watchdog reads end-of-file, and it stops the app's process group: SIGTERM, then
SIGKILL after a grace period.
"""

from __future__ import annotations

import contextlib
import subprocess
import sys

_SCRIPT = r"""
import os, signal, sys, time
pgid = int(sys.argv[1])
grace = float(sys.argv[2])
signal.signal(signal.SIGINT, signal.SIG_IGN)
signal.signal(signal.SIGTERM, signal.SIG_IGN)
sys.stdin.buffer.read()

def alive():
    try:
        os.killpg(pgid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True

if alive():
    try:
        os.killpg(pgid, signal.SIGTERM)
    except ProcessLookupError:
        pass
    deadline = time.monotonic() + grace
    while time.monotonic() < deadline and alive():
        time.sleep(0.05)
    if alive():
        try:
            os.killpg(pgid, signal.SIGKILL)
        except ProcessLookupError:
            pass
"""


class Watchdog:
    """Stops process group ``pgid`` when this process ends, however it ends."""

    def __init__(self, pgid: int, grace_s: float = 5.0) -> None:
        self._proc = subprocess.Popen(
            [sys.executable, "-c", _SCRIPT, str(pgid), str(grace_s)],
            stdin=subprocess.PIPE,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
            close_fds=True,
        )

    @property
    def pid(self) -> int:
        return self._proc.pid

    def release(self) -> None:
        """The app was stopped by its owner: let the watchdog find nothing to do and exit."""
        if self._proc.stdin is not None:
            with contextlib.suppress(OSError):
                self._proc.stdin.close()
        with contextlib.suppress(subprocess.TimeoutExpired):
            self._proc.wait(timeout=10)

"""SIGTERM ends a run the way Ctrl-C does: cases in flight are cancelled, apps and browsers are stopped,
finished cases stay in the store, and the exit status says which signal it was."""

from __future__ import annotations

import signal
from collections.abc import Coroutine
from types import FrameType
from typing import Any, TypeVar

T = TypeVar("T")

EXIT_SIGINT = 130
EXIT_SIGTERM = 128 + signal.SIGTERM


class Interrupted:
    """Which signal stopped the run, if any."""

    signal: int | None = None


async def interruptible(work: Coroutine[Any, Any, T]) -> T:
    """Await ``work`` under ``asyncio.run`` with SIGTERM routed to asyncio's own Ctrl-C handling (the main
    task is cancelled, every ``finally`` runs, then ``KeyboardInterrupt`` is raised from ``asyncio.run``)."""
    on_sigint = signal.getsignal(signal.SIGINT)

    def on_sigterm(signum: int, frame: FrameType | None) -> None:
        Interrupted.signal = signal.SIGTERM
        if callable(on_sigint):
            on_sigint(signal.SIGINT, frame)
        else:
            raise KeyboardInterrupt

    previous = signal.signal(signal.SIGTERM, on_sigterm)
    try:
        return await work
    finally:
        signal.signal(signal.SIGTERM, previous)


def exit_status() -> int:
    return EXIT_SIGTERM if Interrupted.signal == signal.SIGTERM else EXIT_SIGINT

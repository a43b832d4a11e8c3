"""Running a command's work in the foreground: logging, interruption and faults turned into exit statuses."""

from __future__ import annotations

import asyncio
import logging
import sys
from collections.abc import Coroutine
from typing import Any, TypeVar

from rich.markup import escape

from .._exceptions import ConfigError, DiagevalError, StoreError, SuiteError
from ._inputs import EXIT_HARNESS, err_console, fail
from ._signals import exit_status, interruptible

T = TypeVar("T")


def setup_logging(verbose: bool) -> None:
    """The run's structured log (``run.log.jsonl`` in its folder) is attached by the runner; ``-v`` adds
    readable lines on stderr."""
    root = logging.getLogger("diageval")
    root.setLevel(logging.DEBUG)
    if verbose:
        sh = logging.StreamHandler(sys.stderr)
        sh.setLevel(logging.INFO)
        sh.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
        root.addHandler(sh)


def until_done(work: Coroutine[Any, Any, T], interrupted: str) -> T:
    """Run ``work`` to the end. Ctrl-C or SIGTERM exits 130/143 saying ``interrupted``; bad input exits 2,
    any other fault of the harness 3; never a traceback."""
    try:
        return asyncio.run(interruptible(work))
    except KeyboardInterrupt:
        err_console.print(f"[yellow]interrupted:[/] {escape(interrupted)}")
        sys.exit(exit_status())
    except (StoreError, ConfigError, SuiteError) as exc:
        fail(exc)
    except DiagevalError as exc:
        fail(exc, EXIT_HARNESS)

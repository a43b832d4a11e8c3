"""What every browser context of a case starts with: the suite's login state, headers and credentials.

One :class:`ContextOptions` is made per suite and worker (after the suite's ``setup`` steps ran) and is
carried to every context diageval opens for the suite's cases: the single run, each diagnosis branch's
restore (hot or cold) and the baselines' reruns. The secrets of the case being run are in
:data:`active_secrets`: the input layer types their values, the session masks them out of whatever it
reads back from the page.
"""

from __future__ import annotations

import contextvars
import shutil
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..suite import Secrets

active_secrets: contextvars.ContextVar[Secrets | None] = contextvars.ContextVar(
    "diageval_secrets", default=None
)
"""The secrets of the suite whose case the current task runs (set by the runner for each case)."""
_NONE = Secrets()


def current_secrets() -> Secrets:
    """The secrets of the case the current task runs (none outside a case)."""
    return active_secrets.get() or _NONE


@dataclass(frozen=True, repr=False)
class ContextOptions:
    """Options of a new browser context, secrets resolved. Never serialised; its repr hides the values."""

    storage_state: dict[str, Any] | None = None
    """Cookies and localStorage to start from (Playwright's storage-state form)."""
    http_headers: tuple[tuple[str, str], ...] = ()
    http_credentials: tuple[str, str] | None = None
    """HTTP authentication: username, password."""

    def __repr__(self) -> str:
        return (
            f"ContextOptions(storage_state={'set' if self.storage_state else None}, "
            f"http_headers={[k for k, _ in self.http_headers]}, "
            f"http_credentials={'set' if self.http_credentials else None})"
        )

    def context_args(self, storage_state: dict[str, Any] | None = None) -> dict[str, Any]:
        """Keyword arguments of ``browser.new_context``; ``storage_state`` (a checkpoint's, for a hot
        restore) replaces the base one."""
        args: dict[str, Any] = {
            "storage_state": storage_state if storage_state is not None else self.storage_state
        }
        if self.http_headers:
            args["extra_http_headers"] = dict(self.http_headers)
        if self.http_credentials is not None:
            user, password = self.http_credentials
            args["http_credentials"] = {"username": user, "password": password}
        return args


def mask_trace(path: Path, secrets: Secrets) -> None:
    """Mask ``secrets`` in every member of a Playwright trace (the keystrokes it records, the requests it
    saw), rewriting the zip in place."""
    if not secrets or not path.is_file():
        return
    tmp = path.with_name(path.name + ".masking")
    with zipfile.ZipFile(path) as src, zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            dst.writestr(info, secrets.redact_bytes(src.read(info)))
    shutil.move(tmp, path)

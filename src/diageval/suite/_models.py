"""The data model of a suite, as specified in SUITE.md."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from .._constants import DEFAULT_READY_TIMEOUT_S, DEFAULT_VIEWPORT

StepVerb = Literal[
    "click",
    "dblclick",
    "hover",
    "fill",
    "press",
    "type",
    "select",
    "check",
    "uncheck",
    "set_range",
    "upload",
    "drag",
    "scroll",
    "wait",
    "goto",
]
CheckKind = Literal["text", "no_text", "url", "title", "visible", "hidden", "value", "count", "js"]
Label = Literal["pass", "fail"]


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class AppSpec(_Frozen):
    """How the app under test is reached. Exactly one of ``static``, ``url``, ``command``, ``html``."""

    static: Path | None = None
    """Folder served read-only on 127.0.0.1 (absolute, resolved against the suite file)."""
    url: str | None = None
    """An app the user already runs."""
    command: str | None = None
    """Shell command that starts the app; ``{port}`` is filled in with a free port."""
    html: str | None = None
    """One self-contained page served as the app (imported WebDevJudge cases)."""
    entry: str = "/"
    """Path under the app's origin where every case starts."""
    ready: str = "/"
    """With ``command``: the path polled until it answers."""
    ready_timeout: float = DEFAULT_READY_TIMEOUT_S
    """With ``command``: seconds to wait for ``ready`` before the app counts as down."""
    cwd: Path | None = None
    """With ``command``: working directory (the suite file's folder)."""
    pass_env: tuple[str, ...] = ()
    """With ``command``: environment variables passed to the app even when their names look like secrets
    (the app gets only what a toolchain needs otherwise, see ``diageval.app._env``)."""


class Step(_Frozen):
    """One step of a case's plan, in the user's vocabulary (SUITE.md, "Steps")."""

    verb: StepVerb
    target: str | None = None
    """What a user sees: visible text, a label, a placeholder, an accessible name."""
    text: str | None = None
    key: str | None = None
    option: str | None = None
    value: float | None = None
    file: Path | None = None
    to: str | None = None
    """Drop target of ``drag``."""
    direction: Literal["up", "down", "left", "right"] | None = None
    amount: int | None = None
    seconds: float | None = None
    path: str | None = None

    def describe(self) -> str:
        """Short human form, e.g. ``click 'Save'``."""
        parts: list[str] = [self.verb]
        for name in (
            "target",
            "text",
            "key",
            "option",
            "value",
            "to",
            "direction",
            "amount",
            "seconds",
            "path",
        ):
            val = getattr(self, name)
            if val is not None:
                parts.append(f"{name}={val!r}" if name != "target" else repr(val))
        if self.file is not None:
            parts.append(f"file={self.file.name!r}")
        return " ".join(parts)


class Check(_Frozen):
    """One deterministic success check (SUITE.md, "Checks")."""

    kind: CheckKind
    text: str | None = None
    """Argument of text / no_text / url / title / visible / hidden / js."""
    regex: str | None = None
    """With ``url``: a regular expression instead of a substring."""
    target: str | None = None
    equals: str | int | None = None
    selector: str | None = None

    def describe(self) -> str:
        if self.kind == "value":
            return f"value of {self.target!r} equals {self.equals!r}"
        if self.kind == "count":
            return f"count of {self.selector!r} equals {self.equals}"
        if self.kind == "url" and self.regex is not None:
            return f"url matches /{self.regex}/"
        return f"{self.kind}: {self.text!r}"


class Case(_Frozen):
    """One GUI test case."""

    id: str
    task: str
    steps: tuple[Step, ...] | None = None
    expect: tuple[Check, ...] | None = None
    label: Label | None = None
    notes: str | None = None
    expected: str | None = None
    """Expected result in words (imported formats); used by an LLM verifier only."""


class Suite(_Frozen):
    """A named set of cases against one app."""

    name: str
    app: AppSpec
    cases: tuple[Case, ...]
    viewport: tuple[int, int] = DEFAULT_VIEWPORT
    isolation: Literal["parallel", "serial"] = "parallel"
    """``serial`` when the app keeps server-side state, so its cases never run at the same time."""
    dialogs: Literal["accept", "dismiss"] = "accept"
    """How JavaScript dialogs (alert, confirm, prompt) are answered: OK or Cancel. Each is recorded."""
    setup: tuple[Step, ...] | None = None
    """Steps run once (per worker) in a fresh context before the suite's cases, e.g. a login; the storage
    state they leave (cookies, localStorage) is where every case's context starts."""
    storage_state: Path | None = None
    """A Playwright storage-state JSON file every case's context starts from (absolute)."""
    http_headers: tuple[tuple[str, str], ...] = ()
    """Extra HTTP headers sent with every request, as written (``${ENV_VAR}`` not yet resolved)."""
    http_credentials: tuple[str, str] | None = None
    """HTTP authentication (username, password), as written (``${ENV_VAR}`` not yet resolved)."""
    secrets: tuple[str, ...] = ()
    """Names of the environment variables the suite references as ``${NAME}``, resolved only at run time
    and never recorded (see :mod:`diageval.suite._secrets`)."""
    source: Path = Field(default=Path("<memory>"))
    """The file this suite was read from."""

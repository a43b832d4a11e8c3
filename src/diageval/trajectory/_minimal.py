"""The minimal trajectory format any harness can write (``docs/supervisor.md``), and reading it.

A foreign run carries what its agent sent to the page (pointer input at coordinates, keys, text, wheel,
file choices, navigation, waits) and where it failed. It is turned into :class:`InputEvent` lists that
diageval replays through the same user-input layer as its own runs. Pure: no browser here.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from .._exceptions import SuiteError
from ..suite import read_text
from ._models import InputEvent, Trajectory

FORMAT = "diageval.trajectory.min/1"

MinimalAction = Literal[
    "click",
    "dblclick",
    "hover",
    "fill",
    "type",
    "press",
    "select",
    "check",
    "uncheck",
    "scroll",
    "drag",
    "upload",
    "goto",
    "wait",
]
_POINTED = {"click", "dblclick", "hover", "fill", "select", "check", "uncheck", "upload", "drag"}


class MinimalStep(BaseModel):
    """One action of a foreign run, as its harness recorded it."""

    model_config = ConfigDict(extra="forbid")

    action: MinimalAction
    target: str | None = None
    """The element as the agent named it: evidence only (the input is replayed at ``x``, ``y``)."""
    x: float | None = None
    y: float | None = None
    to_x: float | None = None
    to_y: float | None = None
    text: str | None = None
    option: str | None = None
    key: str | None = None
    dx: float | None = None
    dy: float | None = None
    url: str | None = None
    files: list[str] | None = None
    seconds: float | None = Field(default=None, ge=0, le=600)
    error: str | None = None
    """The harness's error at this step: it sent no input, and the run failed here."""
    case_step: int | None = Field(default=None, ge=0)
    """0-based index of the suite case's step this action performed (default: its position)."""
    screenshot: str | None = None

    @model_validator(mode="after")
    def _complete(self) -> MinimalStep:
        if self.error is not None and (self.x is None or self.y is None):
            return self  # it sent nothing
        need: list[str] = []
        if self.action in _POINTED and (self.x is None or self.y is None):
            need += ["x", "y"]
        if self.action == "drag" and (self.to_x is None or self.to_y is None):
            need += ["to_x", "to_y"]
        if self.action in ("fill", "type") and self.text is None:
            need.append("text")
        if self.action == "select" and self.option is None:
            need.append("option")
        if self.action == "press" and not self.key:
            need.append("key")
        if self.action == "goto" and not self.url:
            need.append("url")
        if self.action == "upload" and not self.files:
            need.append("files")
        if self.action == "wait" and self.seconds is None:
            need.append("seconds")
        if self.action == "scroll" and self.dx is None and self.dy is None:
            need.append("dy")
        if need:
            raise ValueError(f"a '{self.action}' step without an error needs {', '.join(need)}")
        return self

    def describe(self) -> str:
        parts: list[str] = [self.action]
        if self.target:
            parts.append(repr(self.target))
        for name in ("text", "option", "key", "url", "seconds"):
            v = getattr(self, name)
            if v is not None:
                parts.append(f"{name}={v!r}")
        return " ".join(parts)

    def events(self, origin: str, base: Path) -> list[InputEvent]:
        """The user input this step sent, ready to replay (none for a failed step without coordinates)."""
        if self.error is not None and (self.x is None or self.y is None):
            return []
        a = self.action
        if a in ("click", "dblclick", "hover", "check", "uncheck"):
            kind: Any = "click" if a in ("check", "uncheck") else a
            return [InputEvent(kind=kind, x=self.x, y=self.y)]
        if a == "fill":
            return [
                InputEvent(kind="click", x=self.x, y=self.y),
                InputEvent(kind="press", key="ControlOrMeta+a"),
                InputEvent(kind="press", key="Backspace"),
                InputEvent(kind="type", text=self.text),
            ]
        if a == "select":
            return [
                InputEvent(kind="click", x=self.x, y=self.y),
                InputEvent(kind="type", text=self.option),
                InputEvent(kind="press", key="Enter"),
            ]
        if a == "type":
            return [InputEvent(kind="type", text=self.text)]
        if a == "press":
            return [InputEvent(kind="press", key=self.key)]
        if a == "scroll":
            return [InputEvent(kind="wheel", x=self.x, y=self.y, dx=self.dx or 0.0, dy=self.dy or 0.0)]
        if a == "drag":
            return [InputEvent(kind="drag", x=self.x, y=self.y, x2=self.to_x, y2=self.to_y)]
        if a == "upload":
            files = [str((base / f).resolve()) for f in self.files or []]
            return [InputEvent(kind="upload", x=self.x, y=self.y, files=files)]
        if a == "goto":
            url = self.url or "/"
            return [InputEvent(kind="goto", url=url if "://" in url else origin + "/" + url.lstrip("/"))]
        return [InputEvent(kind="wait", seconds=self.seconds)]


class Viewport(BaseModel):
    model_config = ConfigDict(extra="forbid")

    width: int = Field(ge=100, le=8000)
    height: int = Field(ge=100, le=8000)


class MinimalTrajectory(BaseModel):
    """A foreign run in the minimal format."""

    model_config = ConfigDict(extra="forbid")

    format: str = FORMAT
    harness: str | None = None
    suite: str | None = None
    """The name of the suite the case is in: needed only when several suites given have a case of that id."""
    case_id: str | None = None
    start_url: str | None = None
    viewport: Viewport | None = None
    verdict: str | None = None
    """The harness's own verdict: recorded, never evidence."""
    steps: list[MinimalStep]

    @property
    def failed_index(self) -> int | None:
        """Position of the first step with an error (where the run failed), if any."""
        return next((i for i, s in enumerate(self.steps) if s.error is not None), None)

    def case_step(self, i: int) -> int:
        s = self.steps[i].case_step
        return i if s is None else s


ForeignRun = MinimalTrajectory | Trajectory


def read_trajectory(path: Path) -> ForeignRun:
    """Read a trajectory file: diageval's own ``trajectory.json`` or the minimal format. Errors name the
    file and the field (:class:`SuiteError`: bad input, exit 2)."""
    file = str(path)
    text = read_text(path, limit=50 * 1024 * 1024, what="trajectory")
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SuiteError(
            f"invalid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}", file=file
        ) from None
    if not isinstance(raw, dict):
        raise SuiteError("a trajectory must be a JSON object", file=file)
    own = "schema_version" in raw and "initial" in raw
    if not own and raw.get("format", FORMAT) != FORMAT:
        raise SuiteError(
            f"unknown format {raw.get('format')!r} (expected {FORMAT!r})", file=file, field="format"
        )
    try:
        return Trajectory.model_validate(raw) if own else MinimalTrajectory.model_validate(raw)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) if not isinstance(p, int) else f"[{p}]" for p in err["loc"]).replace(
            ".[", "["
        )
        raise SuiteError(err["msg"], file=file, field=where or None) from None

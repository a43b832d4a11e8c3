"""The vision LLM agent: a screenshot with set-of-marks, a compact element list, one JSON action per turn.

Marks are drawn on the screenshot image, never on the page (no DOM edits). Every action it takes goes
through the same user-input layer as the scripted agent. Its ``finish`` claim is recorded, never used
as the verdict.
"""

from __future__ import annotations

import io
import re
import time
from typing import Literal

from PIL import Image, ImageDraw
from pydantic import BaseModel, Field

from .._constants import MIN_VISIBLE_FRACTION
from .._util.text import fold, norm
from ..browser import perform, screenshot
from ..llm import PROMPT_VERSION, LLMClient, LLMRequest, Message, Part, template, untrusted
from ..suite import Case
from ..trajectory import ActionRecord, Element, InputEvent, PageState, Trajectory
from ._executor import POINTER_VERBS
from ._recorder import Recorder

MAX_STEPS = 15


class AgentAction(BaseModel):
    """The JSON action schema the model must answer with."""

    action: Literal["click", "dblclick", "hover", "type", "key", "scroll", "drag", "upload", "wait", "finish"]
    mark: int | None = None
    x: float | None = None
    y: float | None = None
    to_mark: int | None = None
    text: str | None = None
    key: str | None = None
    direction: Literal["up", "down", "left", "right"] | None = None
    amount: int | None = Field(default=None, gt=0)
    seconds: float | None = Field(default=None, ge=0, le=30)
    file: str | None = None
    result: Literal["pass", "fail"] | None = None
    reason: str | None = None
    thought: str | None = None


def evaluator_only(case: Case) -> list[str]:
    """What the case's checks (and its expected result) look for that its task and steps do not already
    tell the agent."""
    known = fold(" ".join([case.task, *(s.describe() for s in case.steps or ())]))
    out = [case.expected] if case.expected else []
    for c in case.expect or ():
        out += [v for v in (c.text, c.regex, c.equals) if isinstance(v, str)]
    return [v for v in out if len(norm(v)) >= 2 and fold(v) not in known]


def hide_checks(text: str, case: Case) -> str:
    """``text`` (an instruction for the agent) with every evaluator-only text of ``case`` blanked out."""
    for secret in sorted(evaluator_only(case), key=len, reverse=True):
        text = re.sub(r"\s+".join(map(re.escape, secret.split())), "[...]", text, flags=re.IGNORECASE)
    return text


def set_of_marks(png: bytes, marks: list[Element]) -> bytes:
    """The screenshot with a numbered box on each visible interactive element."""
    img = Image.open(io.BytesIO(png)).convert("RGB")
    draw = ImageDraw.Draw(img)
    for i, el in enumerate(marks, start=1):
        x, y, w, h = el.box
        draw.rectangle((x, y, x + w, y + h), outline=(230, 30, 30), width=2)
        draw.rectangle((x, max(0, y - 14), x + 8 + 7 * len(str(i)), max(14, y)), fill=(230, 30, 30))
        draw.text((x + 3, max(0, y - 13)), str(i), fill=(255, 255, 255))
    out = io.BytesIO()
    img.save(out, format="PNG")
    return out.getvalue()


class LLMAgent:
    """A vision agent driven by an LLM through the client (retries, cache, cost all apply)."""

    name = "llm"

    def __init__(self, client: LLMClient, *, max_steps: int = MAX_STEPS) -> None:
        self.client = client
        self.max_steps = max_steps
        self.claim: AgentAction | None = None

    def _marks(self, state: PageState) -> list[Element]:
        return [e for e in state.elements if e.interactive and e.in_viewport(MIN_VISIBLE_FRACTION)][:60]

    async def run(self, case: Case, recorder: Recorder, origin: str) -> Trajectory:
        state = await recorder.start()
        if await self.act(case, recorder, state):
            assert self.claim is not None
            reason = f"agent finished ({self.claim.result}): {self.claim.reason}"
            return recorder.finish(finished=True, reason=reason, failed_step=None)
        return recorder.finish(
            finished=False, reason=f"no finish within {self.max_steps} steps", failed_step=None
        )

    async def act(self, case: Case, recorder: Recorder, state: PageState, extra: str = "") -> bool:
        """Act from the current page until the model finishes (True) or the step limit is reached."""
        history: list[Message] = []
        last = "none yet"
        # The checks belong to the evaluator: an agent told what they look for could type it in and turn
        # a defect into a Pass. It gets the task, and instructions with the checks' texts taken out.
        task = f"Task: {case.task}{hide_checks(extra, case)}"
        if case.steps:
            task += "\nHints (a plan that may need adapting): " + "; ".join(s.describe() for s in case.steps)
        files = [str(s.file) for s in case.steps or () if s.file is not None]
        if files:
            task += "\nFiles you may upload: " + ", ".join(files)
        for _ in range(self.max_steps):
            marks = self._marks(state)
            png = await screenshot(recorder.session.page)
            listing = "\n".join(
                f"[{i}] {e.role} '{e.name}' box={tuple(round(v) for v in e.box)}"
                for i, e in enumerate(marks, 1)
            )
            turn = Message.user(
                f"{task}\nURL: {state.url}\nLast action result: {last}\n"
                f"Visible elements:\n{untrusted(listing, 4000)}",
                Part.image(set_of_marks(png, marks)),
            )
            req = LLMRequest(system=template("agent"), messages=[*history[-6:], turn], max_tokens=300)
            act, _ = await self.client.complete_json(
                req, AgentAction, purpose="agent", prompt_version=PROMPT_VERSION
            )
            history += [
                turn.model_copy(update={"parts": turn.parts[:1]}),
                Message.assistant(act.model_dump_json(exclude_none=True)),
            ]
            if act.action == "finish":
                self.claim = act
                return True
            t0 = time.perf_counter()
            rec = self._to_record(act, marks, state)
            if rec.ok:
                for ev in rec.events:
                    await perform(recorder.session.page, ev)
            step = await recorder.record(rec, t0)
            state = recorder.state  # type: ignore[assignment]
            last = "ok" if step.action.ok else f"failed: {step.action.error}"
        return False

    def _to_record(self, act: AgentAction, marks: list[Element], state: PageState) -> ActionRecord:
        verb = {"key": "press", "scroll": "scroll"}.get(act.action, act.action)
        rec = ActionRecord(verb=verb, description=act.model_dump_json(exclude_none=True)[:200])

        def point(mark: int | None) -> tuple[float, float] | None:
            if mark is not None:
                if not 1 <= mark <= len(marks) or marks[mark - 1].point is None:
                    return None
                rec.grounded = marks[mark - 1]
                return marks[mark - 1].point
            return None if act.x is None or act.y is None else (act.x, act.y)

        vw, vh = state.viewport
        if act.action in ("click", "dblclick", "hover", "upload", "drag"):
            p = point(act.mark)
            if p is None:
                rec.ok, rec.error_kind, rec.error = (
                    False,
                    "target_not_found",
                    f"no such mark or point: {act.mark}",
                )
                return rec
            if act.action == "drag":
                q = point(act.to_mark)
                if q is None:
                    rec.ok, rec.error_kind, rec.error = (
                        False,
                        "target_not_found",
                        f"no such mark: {act.to_mark}",
                    )
                    return rec
                rec.events = [InputEvent(kind="drag", x=p[0], y=p[1], x2=q[0], y2=q[1])]
            elif act.action == "upload":
                rec.events = [InputEvent(kind="upload", x=p[0], y=p[1], files=[act.file or ""])]
            else:
                rec.events = [InputEvent(kind=act.action, x=p[0], y=p[1])]
        elif act.action == "type":
            rec.events = [InputEvent(kind="type", text=act.text or "")]
        elif act.action == "key":
            rec.events = [InputEvent(kind="press", key=act.key or "Enter")]
        elif act.action == "scroll":
            amount = float(act.amount or vh)
            dx, dy = {"down": (0, amount), "up": (0, -amount), "right": (amount, 0), "left": (-amount, 0)}[
                act.direction or "down"
            ]
            rec.events = [InputEvent(kind="wheel", x=vw / 2, y=vh / 2, dx=dx, dy=dy)]
        elif act.action == "wait":
            rec.events = [InputEvent(kind="wait", seconds=act.seconds or 1.0)]
        if act.action in ("click", "dblclick") and rec.grounded is not None and rec.grounded.covered_by:
            rec.hit = rec.grounded.covered_by
        rec.verb = "click" if act.action in POINTER_VERBS else verb
        return rec

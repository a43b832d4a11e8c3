"""Executing one step of a case as user input: ground the target, then mouse/keyboard/wheel/file chooser.

Returns an :class:`ActionRecord`: a failed action is data (``ok=False`` with an ``error_kind``), not an
exception, because that record is exactly what the diagnosis reads.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from playwright.async_api import Error as PlaywrightError

from ..browser import CaseSession, current_secrets, is_select, is_slider, is_text_control, perform
from ..method import ElementFilter
from ..suite import Step
from ..trajectory import ActionRecord, Element, InputEvent, PageState
from ._ground import Grounder, viewport_grounder

logger = logging.getLogger(__name__)

POINTER_VERBS = frozenset({"click", "dblclick", "check", "uncheck"})
"""Verbs whose success is judged by the page reacting."""

_ACCEPT: dict[str, ElementFilter] = {
    "fill": is_text_control,
    "select": is_select,
    "set_range": is_slider,
}

_ACTIVE_VALUE_JS = """() => { const a = window.__dgDom.active(); if (!a) return null;
  if (a.tagName === 'SELECT') return [a.value, a.selectedIndex >= 0 ? a.options[a.selectedIndex].text : ''];
  return 'value' in a ? [String(a.value), String(a.value)] : [a.innerText || '', a.innerText || '']; }"""


@dataclass
class StepExecutor:
    """Performs steps through a session. ``grounder`` decides what the agent can see."""

    session: CaseSession
    origin: str
    grounder: Grounder

    @classmethod
    def screen_agent(cls, session: CaseSession, origin: str) -> StepExecutor:
        return cls(session, origin, viewport_grounder())

    async def execute(self, step: Step, before: PageState) -> ActionRecord:
        rec = ActionRecord(verb=step.verb, description=step.describe(), target=step.target)
        try:
            await self._execute(step, before, rec)
        except PlaywrightError as exc:
            rec.ok = False
            rec.error_kind = (
                "no_file_chooser"
                if step.verb == "upload" and "filechooser" in exc.message
                else "action_error"
            )
            rec.error = exc.message.splitlines()[0]
        return rec

    async def _send(self, rec: ActionRecord, ev: InputEvent) -> None:
        rec.events.append(ev)
        await perform(self.session.page, ev)

    def _ground(
        self, rec: ActionRecord, target: str, before: PageState, accept: ElementFilter | None
    ) -> Element | None:
        g = self.grounder(target, before, accept)
        rec.page_matches = g.page_matches
        if g.element is None:
            rec.ok, rec.error_kind, rec.error = False, g.error_kind, g.error
            return None
        rec.grounded = g.element
        return g.element

    def _pointable(self, rec: ActionRecord, el: Element) -> tuple[float, float] | None:
        assert el.point is not None
        if el.covered_by is not None:
            rec.ok, rec.error_kind, rec.hit = False, "click_intercepted", el.covered_by
            rec.error = f"a click on '{el.name}' would land on {el.covered_by}"
            return None
        return el.point

    async def _execute(self, step: Step, before: PageState, rec: ActionRecord) -> None:
        v = step.verb
        vw, vh = self.session.viewport
        if v == "press":
            await self._send(rec, InputEvent(kind="press", key=step.key))
            return
        if v == "type":
            await self._send(rec, InputEvent(kind="type", text=step.text))
            return
        if v == "wait":
            await self._send(rec, InputEvent(kind="wait", seconds=step.seconds))
            return
        if v == "goto":
            await self._send(rec, InputEvent(kind="goto", url=self.origin + (step.path or "/")))
            return
        if v == "scroll":
            amount = float(step.amount or (vh if step.direction in ("up", "down", None) else vw))
            dx, dy = {"down": (0, amount), "up": (0, -amount), "right": (amount, 0), "left": (-amount, 0)}[
                step.direction or "down"
            ]
            await self._send(rec, InputEvent(kind="wheel", x=vw / 2, y=vh / 2, dx=dx, dy=dy))
            return
        assert step.target is not None
        el = self._ground(rec, step.target, before, _ACCEPT.get(v))
        if el is None:
            return
        if v == "drag":
            assert step.to is not None
            src = self._pointable(rec, el)
            dst_el = self._ground(rec, step.to, before, None)
            if src is None or dst_el is None or dst_el.point is None:
                return
            rec.grounded = el
            x2, y2 = dst_el.point
            await self._send(rec, InputEvent(kind="drag", x=src[0], y=src[1], x2=x2, y2=y2))
            return
        if v in ("check", "uncheck") and el.checked is not None and el.checked == (v == "check"):
            return  # already in the wanted state: a user sees that and does nothing
        if v == "hover":
            assert el.point is not None
            await self._send(rec, InputEvent(kind="hover", x=el.point[0], y=el.point[1]))
            return
        pt = self._pointable(rec, el)
        if pt is None:
            return
        x, y = pt
        if v == "upload":
            assert step.file is not None
            await self._send(rec, InputEvent(kind="upload", x=x, y=y, files=[str(step.file)]))
            return
        kind = "dblclick" if v == "dblclick" else "click"
        await self._send(rec, InputEvent(kind=kind, x=x, y=y))
        if v == "fill":
            await self._send(rec, InputEvent(kind="press", key="ControlOrMeta+a"))
            await self._send(rec, InputEvent(kind="press", key="Backspace"))
            await self._send(rec, InputEvent(kind="type", text=step.text))
            got = await self.session.script(_ACTIVE_VALUE_JS)
            secrets = current_secrets()
            if got is None or got[0] != secrets.resolve(step.text or ""):
                rec.ok, rec.error_kind = False, "not_editable"
                now = None if got is None else secrets.redact(got[0])
                rec.error = f"typed {step.text!r} into '{el.name}' but its value is {now!r}"
        elif v == "select":
            assert step.option is not None
            await self._send(rec, InputEvent(kind="type", text=step.option))
            await self._send(rec, InputEvent(kind="press", key="Enter"))
            got = await self.session.script(_ACTIVE_VALUE_JS)
            want = step.option.strip().casefold()
            if got is None or want not in (str(got[0]).casefold(), str(got[1]).strip().casefold()):
                rec.ok, rec.error_kind = False, "option_not_found"
                rec.error = f"option {step.option!r} could not be chosen in '{el.name}'"
        elif v == "set_range":
            assert step.value is not None
            lo, _hi, inc = el.range or (0.0, 100.0, 1.0)
            n = max(0, round((step.value - lo) / (inc or 1)))
            await self._send(rec, InputEvent(kind="press", key="Home"))
            for _ in range(n):
                await self._send(rec, InputEvent(kind="press", key="ArrowRight"))

"""Executing one step of a case as user input: ground the target, then mouse/keyboard/wheel/file chooser.

Returns an :class:`ActionRecord`: a failed action is data (``ok=False`` with an ``error_kind``), not an
exception, because that record is exactly what the diagnosis reads.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from playwright.async_api import Error as PlaywrightError

from .._constants import MIN_VISIBLE_FRACTION
from .._util.text import fold
from ..browser import (
    CaseSession,
    current_secrets,
    is_select,
    is_slider,
    is_text_control,
    match_target,
    perform,
)
from ..method import ElementFilter, option_worded_otherwise, press_filter
from ..suite import Step
from ..trajectory import ActionRecord, Element, InputEvent, PageState
from ._ground import Grounder, viewport_grounder
from ._profile import AgentProfile, StepDraws, typing_pieces

logger = logging.getLogger(__name__)

POINTER_VERBS = frozenset({"click", "dblclick", "check", "uncheck"})
"""Verbs whose success is judged by the page reacting."""

VERB_TAKES: dict[str, ElementFilter] = {
    "fill": is_text_control,
    "select": is_select,
    "set_range": is_slider,
}
"""The elements a verb can act on, where not every kind can: a fill takes a field, never the text "no
arrival date" that happens to hold the field's name."""

_ACTIVE_VALUE_JS = """() => { const a = window.__dgDom.active();
  if (!a || a === document.body || a === document.documentElement) return null;
  if (a.tagName === 'SELECT') {
    return [a.value, a.selectedIndex >= 0 ? a.options[a.selectedIndex].text : '', ''];
  }
  const own = 'value' in a ? String(a.value) : (a.innerText || '');
  // What the control draws beside its own field: the chosen item(s) of a combobox whose search field is
  // emptied once an option is picked (its option list and other fields left out).
  let around = '';
  const p = a.parentElement;
  if (p && p !== document.body) {
    const c = p.cloneNode(true);
    c.querySelectorAll('[role=option],[role=listbox],input,textarea,select').forEach((n) => n.remove());
    around = c.textContent || '';
  }
  return [own, own, around]; }"""


_OPTION_CHOSEN_JS = """(id) => { const o = window.__dg && window.__dg.elems[id];
  if (!o || !o.isConnected) return null;
  return o.getAttribute('aria-selected') === 'true' || o.selected === true ||
    o.getAttribute('aria-checked') === 'true'; }"""
"""Whether an option the observer read is chosen (None: the page replaced it since)."""

SCROLL_LOOK_S = 0.15
"""After the sampling agent scrolls to look for a target, it waits this long before it looks again (recorded
as a wait, so a replay scrolls, waits and clicks where it did)."""
OPTIONS_LOOK_S = 0.5
"""After typing an option's text into a select or combobox, the look at the filtered list before Enter
(recorded as a wait): a combobox that filters after a pause in typing (a debounced search; Tom Select waits
300 ms) would otherwise take the option highlighted before the filter ran."""


@dataclass(frozen=True)
class Noise:
    """What the sampling agent drew for one step, under its profile."""

    profile: AgentProfile
    draws: StepDraws


@dataclass
class StepExecutor:
    """Performs steps through a session. ``grounder`` decides what the agent can see."""

    session: CaseSession
    origin: str
    grounder: Grounder
    rebased: PageState | None = None
    """The page as the last step saw it after scrolling to look for its target (the sampling agent), so
    the recorder judges the step's own effect against that page, not against the scroll."""

    @classmethod
    def screen_agent(cls, session: CaseSession, origin: str) -> StepExecutor:
        return cls(session, origin, viewport_grounder())

    async def execute(self, step: Step, before: PageState, noise: Noise | None = None) -> ActionRecord:
        """Perform ``step`` on the page ``before``; ``noise``: the sampling agent's draws for this step
        (None: the plain agent)."""
        rec = ActionRecord(verb=step.verb, description=step.describe(), target=step.target)
        self.rebased = None
        try:
            await self._execute(step, before, rec, noise)
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
        # A control read as disabled: whether the browser sends it the click at all (a natively disabled one
        # gets none, while the page may change on its own: a load finishing).
        unsure = ev.kind in ("click", "dblclick") and rec.grounded is not None and not rec.grounded.enabled
        if unsure:
            await self.session.click_seen(clear=True)
        took = await perform(self.session.page, ev)
        if unsure:
            rec.clicked = await self.session.click_seen()
        if ev.kind == "upload":
            rec.chooser = took
        el = rec.grounded
        drawn = el is not None and any(src == "ocr" for src, _ in el.names)
        if ev.kind in ("click", "dblclick") and el is not None:
            # Hit-tested by the click itself: the page may have changed since it was read (for text read from
            # the screen's pixels, since the screenshot: a banner that came in pushed the rows down).
            if rec.hit is None and (met := await self.session.hit_elsewhere(el, drawn=drawn)):
                rec.hit = ev.met = met  # a replay sends it once the point holds what it met
            if rec.hit is None and not drawn:
                # It met the element: a replay finds it by the name the step knew it by if the layout moved.
                want = fold(rec.target or "")
                ev.name = next((v for _, v in el.names if fold(v) == want), el.name) or None

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

    async def _ground_sampled(
        self, rec: ActionRecord, target: str, before: PageState, accept: ElementFilter | None, noise: Noise
    ) -> Element | None:
        """Ground as the sampling agent: another of several visible matches, sometimes; a target out of
        view, a scroll down first and a second look, unless it gives up."""
        d = noise.draws
        g = self.grounder(target, before, accept)
        if g.element is None and g.error_kind == "target_offscreen" and not d.give_up:
            vw, vh = self.session.viewport
            dy = round(d.scroll_fraction * vh)
            for ev in (
                InputEvent(kind="wheel", x=vw / 2, y=vh / 2, dx=0, dy=dy),
                InputEvent(kind="wait", seconds=SCROLL_LOOK_S),
            ):
                await self._send(rec, ev)
            before = await self.session.read_state()
            self.rebased = before
            rec.sampled.append(f"'{target}' out of view: scrolled down {dy} px and looked again")
            g = self.grounder(target, before, accept)
        rec.page_matches = g.page_matches
        if g.element is None:
            rec.ok, rec.error_kind, rec.error = False, g.error_kind, g.error
            return None
        el = g.element
        if d.wrong_pick:
            seen = [
                m.element
                for m in match_target(target, before.elements, accept=accept)
                # Another control, when the target is one (not the text beside it).
                if m.element.in_viewport(MIN_VISIBLE_FRACTION)
                and m.element.id != el.id
                and m.element.interactive == el.interactive
            ]
            if seen:
                el = seen[min(int(d.pick * len(seen)), len(seen) - 1)]
                at = "" if el.point is None else f" at ({el.point[0]:.0f}, {el.point[1]:.0f})"
                rec.sampled.append(f"{len(seen) + 1} visible elements match '{target}': took {el.desc}{at}")
        rec.grounded = el
        return el

    def _aim(
        self, rec: ActionRecord, el: Element, pt: tuple[float, float], noise: Noise | None
    ) -> tuple[float, float]:
        """Where the click lands: the centre of the element's visible part (the plain agent), or a point
        drawn around it, sometimes just off the element (the sampling agent)."""
        if noise is None:
            return pt
        d = noise.draws
        vw, vh = self.session.viewport
        bx, by, bw, bh = el.box
        x0, x1 = max(bx, 0.0), min(bx + bw, float(vw))
        y0, y1 = max(by, 0.0), min(by + bh, float(vh))
        cx, cy = pt
        if d.miss:
            off = d.miss_offset
            points = [(x0 - off, cy), (x1 + off, cy), (cx, y0 - off), (cx, y1 + off)]
            # The drawn side first; a side at the edge of the viewport would clamp back onto the element.
            for side in [(d.miss_side + k) % 4 for k in range(4)]:
                x, y = points[side]
                x, y = min(max(x, 1.0), vw - 1.0), min(max(y, 1.0), vh - 1.0)
                if not (x0 <= x <= x1 and y0 <= y <= y1):
                    rec.sampled.append(f"click landed off '{el.name}', {off:.0f} px {_SIDES[side]} it")
                    return round(x, 1), round(y, 1)
        hw, hh = (x1 - x0) / 2, (y1 - y0) / 2
        x = min(max(cx + d.jitter[0] * hw, x0 + 0.1 * (x1 - x0)), x1 - 0.1 * (x1 - x0))
        y = min(max(cy + d.jitter[1] * hh, y0 + 0.1 * (y1 - y0)), y1 - 0.1 * (y1 - y0))
        return round(x, 1), round(y, 1)

    async def _type_sampled(self, rec: ActionRecord, text: str, noise: Noise) -> None:
        pieces = typing_pieces(noise.profile, noise.draws, text)
        if len(pieces) > 1:
            rec.sampled.append(f"typed in {len(pieces)} pieces with pauses")
        for piece, pause in pieces:
            await self._send(rec, InputEvent(kind="type", text=piece))
            if pause > 0:
                await self._send(rec, InputEvent(kind="wait", seconds=pause))

    async def _execute(self, step: Step, before: PageState, rec: ActionRecord, noise: Noise | None) -> None:
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
        accept = VERB_TAKES.get(v)
        if v in ("click", "dblclick"):
            accept = press_filter(step.target, before.elements)
        if noise is not None:
            el = await self._ground_sampled(rec, step.target, before, accept, noise)
        else:
            el = self._ground(rec, step.target, before, accept)
        if el is None:
            return
        if v == "drag":
            assert step.to is not None
            src = self._pointable(rec, el)
            dst_el = self._ground(rec, step.to, self.rebased or before, None)
            if src is None or dst_el is None or dst_el.point is None:
                return
            rec.grounded, rec.drop = el, dst_el
            x2, y2 = dst_el.point
            await self._send(rec, InputEvent(kind="drag", x=src[0], y=src[1], x2=x2, y2=y2))
            return
        if v in ("check", "uncheck") and el.checked is not None and el.checked == (v == "check"):
            return  # already in the wanted state: a user sees that and does nothing
        if v == "hover":
            assert el.point is not None
            await self._send(rec, InputEvent(kind="hover", x=el.point[0], y=el.point[1]))
            return
        if v == "select" and el.role == "listbox":
            assert step.option is not None
            await self._pick_option(rec, el, step.option, self.rebased or before)
            return
        pt = self._pointable(rec, el)
        if pt is None:
            return
        x, y = self._aim(rec, el, pt, noise)
        if v == "upload":
            assert step.file is not None
            await self._send(rec, InputEvent(kind="upload", x=x, y=y, files=[str(step.file)]))
            return
        kind = "dblclick" if v == "dblclick" else "click"
        await self._send(rec, InputEvent(kind=kind, x=x, y=y))
        if v == "fill":
            await self._send(rec, InputEvent(kind="press", key="ControlOrMeta+a"))
            await self._send(rec, InputEvent(kind="press", key="Backspace"))
            if noise is None:
                await self._send(rec, InputEvent(kind="type", text=step.text))
            else:
                await self._type_sampled(rec, step.text or "", noise)
            await check_typed_value(self.session, rec, step.text or "", el.name)
        elif v == "select":
            assert step.option is not None
            await self._send(rec, InputEvent(kind="type", text=step.option))
            await self._send(rec, InputEvent(kind="wait", seconds=OPTIONS_LOOK_S))
            await self._send(rec, InputEvent(kind="press", key="Enter"))
            await check_chosen(self.session, rec, step.option, el.name)
        elif v == "set_range":
            assert step.value is not None
            lo, _hi, inc = el.range or (0.0, 100.0, 1.0)
            n = max(0, round((step.value - lo) / (inc or 1)))
            await self._send(rec, InputEvent(kind="press", key="Home"))
            for _ in range(n):
                await self._send(rec, InputEvent(kind="press", key="ArrowRight"))
            await check_range_value(self.session, rec, step.value, el.name)

    async def _pick_option(self, rec: ActionRecord, box: Element, option: str, before: PageState) -> None:
        """Choose ``option`` in an open list of options (a listbox, or a combobox's popup list named after
        it) as a person does: click the option itself. A click at the list's centre would take whichever
        option lies there. An option already chosen is left as it is (a second click would drop it)."""
        bx, by, bw, bh = box.box
        inside = [
            e
            for e in before.elements
            if e.role == "option"
            and e.in_viewport(MIN_VISIBLE_FRACTION)
            and e.point is not None
            and bx <= e.point[0] <= bx + bw
            and by <= e.point[1] <= by + bh
        ]
        found = match_target(option, inside)
        if not found:
            rec.ok, rec.error_kind = False, "option_not_found"
            rec.error = f"no option {option!r} in view in the list '{box.name}'"
            return
        opt = found[0].element
        if await self.session.script(_OPTION_CHOSEN_JS, opt.id):
            return
        pt = self._pointable(rec, opt)
        if pt is None:
            return
        await self._send(rec, InputEvent(kind="click", x=pt[0], y=pt[1]))
        chosen = await self.session.script(_OPTION_CHOSEN_JS, opt.id)
        if chosen is None:  # the list was drawn anew: read the choice where the control shows it
            await check_chosen(self.session, rec, option, box.name)
        elif not chosen:
            rec.ok, rec.error_kind = False, "option_not_found"
            rec.error = f"clicked option {option!r} in '{box.name}' but it is not chosen"


async def check_typed_value(session: CaseSession, rec: ActionRecord, text: str, name: str) -> None:
    """After typing ``text`` into the focused field: the field must hold exactly that (a date field that
    reads typed ISO text in its own segment order, a mask, a length limit may keep something else). When
    it does not, ``rec`` fails with ``not_editable``."""
    got = await session.script(_ACTIVE_VALUE_JS)
    secrets = current_secrets()
    if got is None:
        rec.ok, rec.error_kind = False, "not_editable"
        rec.error = f"typed {text!r} into '{name}' but no field had focus afterwards (the page moved it away)"
    elif got[0] != secrets.resolve(text):
        rec.ok, rec.error_kind = False, "not_editable"
        rec.error = f"typed {text!r} into '{name}' but its value is {secrets.redact(got[0])!r}"


async def check_range_value(session: CaseSession, rec: ActionRecord, value: float, name: str) -> None:
    """After moving the focused slider by keyboard to ``value``: it must hold that value (a slider whose
    step or bounds differ from the ones read, or that lost focus, holds another). Otherwise ``rec`` fails
    with ``not_editable``."""
    got = await session.script(_ACTIVE_VALUE_JS)
    try:
        held = float(got[0]) if got is not None else None
    except ValueError:
        held = None
    if held is None or abs(held - value) > 1e-9 * max(1.0, abs(value)):
        rec.ok, rec.error_kind = False, "not_editable"
        now = "no slider had focus" if got is None else f"it holds {got[0]!r}"
        rec.error = f"set '{name}' to {value:g} but {now}"


async def check_chosen(session: CaseSession, rec: ActionRecord, option: str, name: str) -> None:
    """After choosing ``option`` in the focused control by typing it (and Enter): a native select shows it
    as its selected option (or the same option in other words: "Hamlet — Sat 5 Dec, 2:30pm" for "Hamlet Sat
    5 Dec matinee", never "Gift card" for "Card"); a combobox holds it in its field, or draws it as a chosen
    item beside its emptied search field (Tom Select, Choices, tag inputs). Otherwise ``rec`` fails with
    ``option_not_found``."""
    got = await session.script(_ACTIVE_VALUE_JS)
    if got is None and rec.target:
        got = await _shown_choice(session, rec.target)
    want = fold(option)
    if got is None or not (
        any(_leads(want, fold(str(v))) or option_worded_otherwise(option, str(v)) for v in got[:2] if v)
        or want in fold(str(got[2]))
    ):
        rec.ok, rec.error_kind = False, "option_not_found"
        rec.error = f"option {option!r} could not be chosen in '{name}'"


async def _shown_choice(session: CaseSession, target: str) -> list[str] | None:
    """The choice as the select or combobox named ``target`` now on the page shows it: for a control the page
    drew anew as the option was chosen (a panel rebuilt on every change), which took focus with it, or one
    chosen with a click on its option, which leaves focus outside a field."""
    for m in match_target(target, (await session.read_state()).elements):
        e = m.element
        if e.rendered and (e.tag == "select" or e.role == "combobox" or e.popup == "listbox"):
            # A select-only combobox (no field: a div that draws the choice), or a button that opens a
            # listbox (``aria-haspopup="listbox"``), shows it as its own text.
            drawn = next((v for src, v in e.names if src == "text"), "") if e.value is None else ""
            shown = e.selected if e.selected is not None else (e.value or drawn)
            return [shown, shown, ""]
    return None


def _leads(want: str, shown: str) -> bool:
    """The control shows the option the plan names: exactly, or as the first words of a longer label
    ("KX-214" for "KX-214 · Ford Transit"), never as part of a word or number ("Room 1" is not "Room 12")."""
    return shown == want or (
        bool(want) and shown.startswith(want) and not shown[len(want)].isalnum() and not want[-1].isspace()
    )


_SIDES = ("left of", "right of", "above", "below")

"""Type A probes: another path or modality to the same target (keyboard, fuzzy text, ARIA, OCR, container)."""

from __future__ import annotations

import re
import time

from ..._util.text import fold
from ...agents import (
    OPTIONS_LOOK_S,
    Grounding,
    check_chosen,
    check_range_value,
    check_typed_value,
    viewport_grounder,
)
from ...browser import is_text_control, is_toggle, note_row, perform, screenshot
from ...method import (
    FDS,
    ElementFilter,
    holds_controls,
    labels_control,
    match_target,
    named_by_part,
    one_control,
)
from ...suite import Case, Step
from ...trajectory import ActionRecord, Element, InputEvent, PageState
from ._base import (
    ProbeContext,
    best_tier,
    case_step,
    load_js,
    point_grounder,
    probe,
    row_of_item,
    target_matches,
)
from ._ocr import ocr_find, tesseract_available
from ._task_rows import task_row_of_ties

MAX_TABS = 60
_KEYBOARD_VERBS = {"click", "check", "uncheck", "fill", "select", "set_range"}
_IS_FOCUSED_JS = load_js("is_focused")
_RADIO_STEP_JS = load_js("radio_step")
_CONTAINER_JS = load_js("container")


def _keyboard_feasible(fds: FDS, state: PageState, case: Case) -> tuple[float, str] | None:
    step = case_step(fds, case)
    if step is None or step.verb not in _KEYBOARD_VERBS:
        return None
    best = best_tier(step.target, state, step.verb)
    reach = [e for e in best if e.rendered and e.tabindex >= 0 and e.enabled]
    if reach:
        return 1.0, f"'{step.target}' is focusable ({reach[0].desc}): Tab can reach it"
    labelled = [e for e in best if e.rendered and e.tag == "label"]
    return (0.6, f"'{step.target}' labels a control Tab may reach") if labelled else None


@probe(
    "A.keyboard",
    "A",
    "Tab to the target and activate it with Enter/Space (keyboard instead of mouse)",
    2.0,
    _keyboard_feasible,
)
async def keyboard(ctx: ProbeContext) -> bool | None:
    found = await ctx.in_front(
        [e for e in ctx.best_matches() if e.rendered and (e.tabindex >= 0 or e.tag == "label")]
    )
    if not found:
        ctx.evidence.append("the target is not on the page any more")
        return False
    # Of one control per row, the one in the row of the item the plan names before the step is meant.
    row = await row_of_item(ctx, alone=True)
    mine = row.mine if row is not None else None
    target = next((e for e in found if mine is not None and e.id == mine.id), found[0])
    page = ctx.session.page
    tabs: list[InputEvent] = []
    arrows: list[InputEvent] = []
    reached = False
    for _ in range(MAX_TABS):
        ev = InputEvent(kind="press", key="Tab")
        tabs.append(ev)
        await perform(page, ev)
        if await ctx.session.script(_IS_FOCUSED_JS, target.id):
            reached = True
            break
        arrows = await _to_radio(ctx, target.id)
        if arrows:
            reached = True
            break
    t0 = time.perf_counter()
    await ctx.record(ActionRecord(verb="probe", description=f"press Tab x{len(tabs)}", events=tabs), t0, None)
    if not reached:
        ctx.evidence.append(f"{len(tabs)} Tab presses never focused '{ctx.target}'")
        return False
    for ev in arrows:
        await perform(page, ev)
    if arrows and not await ctx.session.script(_IS_FOCUSED_JS, target.id):
        await ctx.act(f"press {arrows[0].key} x{len(arrows)}", arrows, done=True)
        # The arrows checked radios on their way (a form may move on when one is chosen): a keyboard path
        # this probe could not follow tells nothing of the app.
        ctx.evidence.append(f"Tab reached the radio group of '{ctx.target}', and its arrows never focused it")
        return None
    via = f", then {len(arrows)} arrow presses in its radio group" if arrows else ""
    ctx.evidence.append(f"Tab reached '{ctx.target}' after {len(tabs)} presses{via}")
    step = ctx.step
    events: list[InputEvent]
    if step.verb == "fill":
        events = [
            InputEvent(kind="press", key="ControlOrMeta+a"),
            InputEvent(kind="press", key="Backspace"),
            InputEvent(kind="type", text=step.text),
        ]
    elif step.verb == "select":
        # A native select picks the option typed (type-ahead); a combobox filters its list by the text
        # and takes the highlighted option on Enter.
        events = [InputEvent(kind="type", text=step.option)]
        if target.tag != "select":
            events.append(InputEvent(kind="wait", seconds=OPTIONS_LOOK_S))
            events.append(InputEvent(kind="press", key="Enter"))
    elif step.verb == "set_range":
        lo, _hi, inc = target.range or (0.0, 100.0, 1.0)
        n = max(0, round(((step.value or 0) - lo) / (inc or 1)))
        events = [InputEvent(kind="press", key="Home")] + [InputEvent(kind="press", key="ArrowRight")] * n
    elif step.verb in ("check", "uncheck"):
        if target.checked is not None and target.checked == (step.verb == "check"):
            events = []
        else:
            events = [InputEvent(kind="press", key="Space")]
    else:
        events = [InputEvent(kind="press", key="Space" if is_toggle(target) else "Enter")]
    t0 = time.perf_counter()
    rec = ActionRecord(
        verb=step.verb, description=f"{step.describe()} (keyboard)", target=step.target, grounded=target
    )
    rec.row_item, rec.other_row = note_row(step.verb, target, row)
    # Arrows into a radio group check the radio they reach: they are the step's input, and what they changed
    # is its effect (the Space after them changes nothing more).
    rec.events.extend(arrows)
    for ev in events:
        rec.events.append(ev)
        await perform(page, ev)
    if step.verb == "fill":
        await check_typed_value(ctx.session, rec, step.text or "", target.name)
    elif step.verb == "select":
        await check_chosen(ctx.session, rec, step.option or "", target.name)
    elif step.verb == "set_range" and step.value is not None:
        await check_range_value(ctx.session, rec, step.value, target.name)
    done = await ctx.record(rec, t0, ctx.fds.resume_case_step)
    return done.ok


async def _to_radio(ctx: ProbeContext, target_id: int) -> list[InputEvent]:
    """The arrow presses that take focus from another radio of the target's group to the target (a radio
    group is one Tab stop: arrows move among its radios, checking each as they go, as a keyboard user's
    would); none when focus is not in its group. Not performed: they are the step's input."""
    step = await ctx.session.script(_RADIO_STEP_JS, target_id)
    if not isinstance(step, int) or isinstance(step, bool) or not step:
        return []
    key = "ArrowDown" if step > 0 else "ArrowUp"
    return [InputEvent(kind="press", key=key) for _ in range(abs(step))]


def _fuzzy_feasible(fds: FDS, state: PageState, case: Case) -> tuple[float, str] | None:
    step = case_step(fds, case)
    if step is None or step.target is None or fds.error_kind not in ("target_not_found", "target_hidden"):
        return None
    g = viewport_grounder(fuzzy=True)(step.target, state, _actionable)
    if g.element is None:
        part = _part_named(step, state)
        return (0.8, f"'{part.name}' in view is named by part of '{step.target}'") if part else None
    # A control named exactly as the plan says is on the page, closed away (a nav link in a collapsed side
    # menu): a look-alike in view of another kind ("Member", a field of a form) is another control.
    want = fold(step.target)
    hidden = {e.role for e in state.elements if e.interactive and not e.rendered and fold(e.name) == want}
    if hidden and g.element.role not in hidden:
        return None
    return 0.9, f"'{g.element.name}' in view resembles '{step.target}'"


@probe(
    "A.fuzzy_text",
    "A",
    "ground the target by partial/fuzzy text among visible elements, then act",
    1.0,
    _fuzzy_feasible,
)
async def fuzzy_text(ctx: ProbeContext) -> bool:
    fuzzy = viewport_grounder(fuzzy=True)
    # Per-row controls that match alike ("Move Dune earlier", "Move Emma earlier" for "Move up"): the one of
    # the row the task names, not the first.
    if (mine := await task_row_of_ties(ctx, _actionable)) is not None:
        return (await ctx.do_step(point_grounder(mine))).ok

    def ground(target: str, state: PageState, accept: ElementFilter | None) -> Grounding:
        got = fuzzy(target, state, lambda e: _actionable(e) and (accept is None or accept(e)))
        if got.element is None and (part := _part_named(ctx.step, state)) is not None:
            ctx.evidence.append(f"'{part.name}' is named by part of '{target}'")
            return Grounding(part)
        return got

    return (await ctx.do_step(ground)).ok


def _actionable(el: Element) -> bool:
    """What a fuzzy match may act on: controls and labels, not headings or prose that merely resemble."""
    return el.interactive or el.tag == "label"


def _part_named(step: Step, state: PageState) -> Element | None:
    """For a click, the one enabled control in view and in front named by part of the target's words (a
    dialog's "Save" for a plan's "Save changes"): plans name an action in more words than its button. With
    two or more ("Edit" in every row for "Edit profile") none is the plan's."""
    if step.verb != "click" or step.target is None:
        return None
    parts = [
        e
        for e in named_by_part(step.target, state.elements)
        if e.enabled and e.covered_by is None and e.in_viewport(0.5)
    ]
    kept: list[Element] = []
    for e in parts:
        if not any(one_control(e, k) for k in kept):
            kept.append(e)  # a control drawn twice (a host and its shadow button) is one
    return kept[0] if len(kept) == 1 else None


def _ocr_feasible(fds: FDS, state: PageState, case: Case) -> tuple[float, str] | None:
    step = case_step(fds, case)
    if (
        step is None
        or step.target is None
        or fds.error_kind != "target_not_found"
        or not tesseract_available()
    ):
        return None
    if step.verb not in ("click", "dblclick", "hover", "check", "uncheck", "fill"):
        return None
    drawn = [e for e in state.elements if e.tag in ("canvas", "img", "svg", "video") and e.in_viewport(0.1)]
    if drawn:
        return (
            0.8,
            f"{len(drawn)} drawn element(s) in view ({drawn[0].desc}): text there exists only as pixels",
        )
    return 0.3, "the target's text may be drawn rather than in the page's text"


@probe(
    "A.ocr", "A", "find the target's text on the screenshot by OCR and act at that point", 3.0, _ocr_feasible
)
async def ocr(ctx: ProbeContext) -> bool:
    shot = await screenshot(ctx.session.page)
    hit = await ocr_find(shot, ctx.target or "")
    if hit is None:
        ctx.evidence.append(f"OCR did not find '{ctx.target}' on the screenshot")
        return False
    (x, y, w, h), words = hit
    ctx.evidence.append(f"OCR found '{words}' at ({x:.0f}, {y:.0f}, {w:.0f}, {h:.0f})")
    el = Element(
        id=-1,
        tag="ocr",
        role="generic",
        names=[("ocr", words)],
        interactive=True,
        box=(x, y, w, h),
        point=(x + w / 2, y + h / 2),
        visible_fraction=1.0,
        rendered=True,
        covered_by=None,
        enabled=True,
        editable=ctx.step.verb == "fill",
        desc=f"text '{words}' (OCR)",
    )
    return (await ctx.do_step(point_grounder(el))).ok


def _container_feasible(fds: FDS, state: PageState, case: Case) -> tuple[float, str] | None:
    step = case_step(fds, case)
    if step is None or fds.error_kind not in ("no_effect", "no_file_chooser", "action_error"):
        return None
    return (
        (0.7, "the visible text may sit inside the control that reacts")
        if target_matches(fds, state, case)
        else None
    )


@probe(
    "A.container",
    "A",
    "act on the element that encloses the target (card, drop zone) instead",
    1.5,
    _container_feasible,
)
async def container(ctx: ProbeContext) -> bool | None:
    found = [e for e in ctx.matches() if e.rendered and e.point is not None]
    if not found:
        return None
    info = await ctx.session.script(_CONTAINER_JS, found[0].id)
    if info is None:
        ctx.evidence.append("no enclosing element reacts to input")
        return None
    x, y = info["point"]
    ctx.evidence.append(f"acting on the enclosing {info['desc']}")
    el = found[0].model_copy(update={"point": (x, y), "covered_by": None, "desc": info["desc"]})
    return (await ctx.do_step(point_grounder(el))).ok


def _alt_feasible(fds: FDS, state: PageState, case: Case) -> tuple[float, str] | None:
    step = case_step(fds, case)
    if step is None or step.target is None:
        return None
    shown = [e for e in target_matches(fds, state, case) if e.in_viewport(0.5) and e.covered_by is None]
    if len(shown) >= 2 or (fds.error_kind == "checks" and len(target_matches(fds, state, case)) >= 2):
        return (
            0.8,
            f"{len(shown)} visible elements match '{step.target}': the agent may have chosen the wrong one",
        )
    return None


@probe(
    "A.alt_candidate",
    "A",
    "act on the next-best element matching the target instead of the first",
    1.0,
    _alt_feasible,
)
async def alt_candidate(ctx: ProbeContext) -> bool | None:
    shown = [e for e in ctx.matches() if e.in_viewport(0.5) and e.covered_by is None]
    # Text around controls of its own (a dialog's whole content, "Submit a meter reading Meter ... Save
    # reading") is a region, not a candidate: a press on it may close its dialog.
    shown = shown[:1] + [e for e in shown[1:] if not holds_controls(e, ctx.state.elements)]
    if len(shown) < 2:
        return None  # no second candidate in view: nothing tried, nothing learnt about the app
    anchored = await row_of_item(ctx)
    if anchored is not None and anchored.mine is not None and anchored.mine.id != shown[1].id:
        # "Hover 'olive oil', click 'Remove'": the plan means the Remove in olive oil's row. Another row's
        # is another item's control; a success through it (a defect that removes the wrong item) is no path.
        ctx.evidence.append(
            f"{shown[1].desc} is not in the row or card of '{anchored.item}' the plan or the task names: "
            f"another item's '{ctx.target}'"
        )
        return None
    ctx.evidence.append(f"trying {shown[1].desc} instead of {shown[0].desc}")
    worse = ctx.target and _score_of(ctx.target, shown[1]) < _score_of(ctx.target, shown[0])
    if worse and not labels_control(shown[0], shown[1]):
        # The next-best candidate carries another name than the best one ("Clear board" after a canvas
        # named "Board"): it may be another control altogether, acting on which proves nothing about the
        # one the plan names.
        ctx.doubt = (
            f"the probe acted on {shown[1].desc}, a worse match for '{ctx.target}' than {shown[0].desc}"
        )
    return (await ctx.do_step(point_grounder(shown[1]))).ok


def _score_of(target: str, el: Element) -> float:
    got = match_target(target, [el])
    return got[0].score if got else 0.0


_DATE_FIELD_JS = load_js("date_field")
_ISO = re.compile(r"^(?:(\d{4})-(\d{2})(?:-(\d{2}))?)?(?:T?(\d{2}):(\d{2}))?$")


def _iso_fill(step: Step) -> bool:
    """A fill of an ISO date, time or month."""
    m = _ISO.match(step.text or "") if step.verb == "fill" else None
    return m is not None and any(m.groups())


def _date_feasible(fds: FDS, state: PageState, case: Case) -> tuple[float, str] | None:
    step = case_step(fds, case)
    if step is None or fds.error_kind != "not_editable" or not _iso_fill(step):
        return None
    return 0.9, f"'{step.text}' is a date or time: a date field takes it segment by segment"


def date_keys(
    text: str, kind: str, order: list[str], hour12: bool, months: list[str]
) -> list[InputEvent] | None:
    """The keys a person presses to enter ISO ``text`` into a native ``kind`` field (date, time,
    datetime-local, month) laid out in ``order`` (the locale's date segments): each segment's digits in
    turn (a two-digit segment moves on by itself, a year does not: an arrow moves on from it), the month
    by name in a month field, and AM/PM where the locale counts hours to 12. None when ``text`` is not
    that kind's value."""
    m = _ISO.match(text)
    if m is None:
        return None
    year, month, day, hh, mm = m.groups()
    keys: list[InputEvent] = []

    def seg(s: str, advance: bool = False) -> None:
        keys.append(InputEvent(kind="type", text=s))
        if advance:
            keys.append(InputEvent(kind="press", key="ArrowRight"))

    want_date = kind in ("date", "datetime-local")
    if want_date:
        if not (year and month and day):
            return None
        parts = {"year": year, "month": month, "day": day}
        for i, p in enumerate(order):
            seg(parts[p], advance=p == "year" and (i < len(order) - 1 or kind == "datetime-local"))
    elif kind == "month":
        if not (year and month) or day or hh:
            return None
        seg(months[int(month) - 1], advance=True)
        seg(year)
    if kind in ("time", "datetime-local"):
        if hh is None or mm is None or (kind == "time" and year):
            return None
        h = int(hh)
        if hour12:
            seg(f"{(h % 12) or 12:02d}")
            seg(mm)
            seg("P" if h >= 12 else "A")
        else:
            seg(hh)
            seg(mm)
    elif hh is not None:
        return None
    return keys


@probe(
    "A.date_entry",
    "A",
    "type a date or time into a native date/time field segment by segment, in the order the field shows",
    1.5,
    _date_feasible,
    first=_iso_fill,
)
async def date_entry(ctx: ProbeContext) -> bool | None:
    """A native date, time or month field (``<input type=date>``, also inside a web component) is a row of
    segments laid out in the page's locale (mm/dd/yyyy in en-US): ISO text typed into it lands in the wrong
    segments. A person types each segment in the order shown, or picks from the calendar. The probe clicks
    the field, moves to its first segment with the arrow keys and types the segments in that order; the
    field must then hold the plan's value."""
    step = ctx.step
    el = viewport_grounder()(step.target or "", ctx.state, is_text_control).element
    if el is None or el.point is None:
        ctx.evidence.append("no field of that name in view")
        return None
    info = await ctx.session.script(_DATE_FIELD_JS, el.id)
    keys = (
        None
        if info is None
        else date_keys(step.text or "", info["kind"], info["order"], info["hour12"], info["months"])
    )
    if info is None or keys is None:
        ctx.evidence.append(f"'{el.name}' is no native date or time field that takes '{step.text}'")
        return None
    order = (
        "hour/minute" + ("/AM-PM" if info["hour12"] else "")
        if info["kind"] == "time"
        else "/".join(info["order"])
    )
    ctx.evidence.append(f"'{el.name}' is a native {info['kind']} field: segments typed in the order {order}")
    x, y = el.point
    events = [InputEvent(kind="click", x=x, y=y)] + [InputEvent(kind="press", key="ArrowLeft")] * 6 + keys

    async def typed(rec: ActionRecord) -> None:
        await check_typed_value(ctx.session, rec, step.text or "", el.name)

    done = await ctx.own_input("segment by segment", el, events, then=typed)
    return done.ok

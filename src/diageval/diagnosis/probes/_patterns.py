"""Probes for markup patterns of component libraries, each a general UI pattern a person handles without
thinking and a screen agent often does not:

- A.label: a visually hidden native input (custom checkbox, switch, radio card, file input) is operated
  through the label that shows it (``<label for>``, a wrapping label, a drop zone).
- A.row_control: a list row whose control has no name of its own (the checkbox or button beside the
  item's text, the text a plain label not tied to it): the control of the step's kind in the same row; a
  button with words of its own ("Remove") is another action, never the item's control, unless it is the
  card's or row's one control and its words open the item ("Open Year 4 trip").
- B.hover_reveal: a control shown only while the pointer is over its row or card.
- A.tooltip: an icon-only button whose only name is the tooltip it shows while hovered.
- A.row_context: several controls share the step's target name, one per row or card ("Actions", "Edit",
  "Remove"); the one meant is in the row of the item the test plan named just before.
- A.names_item: a plan clicks an item's name (a card's title, plain text) before acting in its card ("click
  'Calathea'", then "click '⋯'"): the click changes nothing and needs not, it says which card the next
  step acts in.
- A.glyph: a plan names an icon-only menu button by the glyph it shows ("⋯", "...", "⋮", "☰"), while its
  accessible name says what it does ("More actions for Basil", "Options") or it has none: the one in the
  row or card of the item the plan named before.

Each locates with the DOM and acts through user input only (pointer moves, clicks, keys).
"""

from __future__ import annotations

import re
import time
from typing import Any

from ..._constants import MIN_VISIBLE_FRACTION
from ..._util.text import fold
from ...agents import viewport_grounder
from ...browser import NAMED_ROWS_JS, row_holding
from ...method import FDS, GLYPH, context_target, match_target, rows_told_by, shared_name_controls
from ...suite import Case
from ...trajectory import Element, InputEvent, PageState
from .._hover_rows import reworded_row_actions
from ._answer import answer_asked
from ._base import ProbeContext, case_step, load_js, point_grounder, probe, row_of_item, target_matches
from ._task_rows import task_named_row
from ._views import wheel

_ROW_JS = load_js("row_control")
_REVEAL_JS = load_js("reveal_point")
_TOOLTIP_JS = load_js("tooltip_of")
_NATIVE = ("input", "select", "textarea")
TOOLTIP_WAIT_S = 0.4
"""How long a hovered control is given to show its tooltip (libraries delay them by 0-300 ms)."""
MAX_HOVERS = 10
MAX_WHEELS = 6
"""Wheel turns (0.8 of the viewport each) that bring a row from below the fold into view."""


def _unusable(e: Element) -> bool:
    """A native input a person cannot click where it is: not drawn, drawn tiny, or covered."""
    tiny = e.box[2] * e.box[3] < 16
    return e.tag in _NATIVE and (not e.rendered or tiny or e.covered_by is not None or e.point is None)


def _shown_labels(target: str, state: PageState) -> list[Element]:
    return [
        m.element
        for m in match_target(target, state.elements)
        if m.element.tag == "label" and m.element.in_viewport(0.5) and m.element.covered_by is None
    ]


def _label_feasible(fds: FDS, state: PageState, case: Case) -> tuple[float, str] | None:
    step = case_step(fds, case)
    if step is None or step.target is None or step.verb not in ("click", "check", "uncheck", "upload"):
        return None
    hidden = [e for e in target_matches(fds, state, case) if _unusable(e)]
    labels = _shown_labels(step.target, state)
    if hidden and labels:
        return 1.0, f"'{step.target}' is a hidden {hidden[0].tag} shown by its label {labels[0].desc}"
    return None


@probe(
    "A.label",
    "A",
    "operate a visually hidden native input through the label that shows it",
    1.0,
    _label_feasible,
)
async def label(ctx: ProbeContext) -> bool | None:
    labels = _shown_labels(ctx.target or "", ctx.state)
    if not labels:
        return None
    ctx.evidence.append(f"acting on the label {labels[0].desc} of the hidden input")
    return (await ctx.do_step(point_grounder(labels[0]))).ok


_KIND = {
    "check": "toggle",
    "uncheck": "toggle",
    "click": "button",
    "dblclick": "button",
    "fill": "text",
    "select": "select",
}


_ROW_KINDS = ("no_effect", "checks", "target_hidden", "not_editable")
"""Failures that acting on the item's text instead of its control produces."""


def _row_text(fds: FDS, state: PageState, case: Case) -> Element | None:
    """The item's text the step named, when it is plain text (not a control)."""
    step = case_step(fds, case)
    if step is None or step.target is None:
        return None
    for e in target_matches(fds, state, case):
        if not e.interactive and e.rendered and e.tag not in ("label", *_NATIVE):
            return e
    return None


def _row_feasible(fds: FDS, state: PageState, case: Case) -> tuple[float, str] | None:
    step = case_step(fds, case)
    if (
        step is None
        or step.verb not in _KIND
        or fds.error_kind not in ("no_effect", "checks", "target_hidden")
    ):
        return None
    text = _row_text(fds, state, case)
    if text is None:
        return None
    return 0.9, f"'{step.target}' is plain text ({text.desc}); its row may hold the control"


@probe(
    "A.row_control",
    "A",
    "act on the control of the step's kind beside the item's text, in the same row or card",
    1.5,
    _row_feasible,
)
async def row_control(ctx: ProbeContext) -> bool | None:
    text = _row_text(ctx.fds, ctx.state, ctx.case)
    if text is None:
        return None
    got = await ctx.session.script(_ROW_JS, [text.id, _KIND[ctx.step.verb]])
    ctl = next((e for e in ctx.state.elements if got is not None and e.id == got["id"]), None)
    if ctl is None or ctl.point is None:
        unnamed = " without a name of its own" if _KIND[ctx.step.verb] == "button" else ""
        ctx.evidence.append(f"no {_KIND[ctx.step.verb]} control{unnamed} in the row of {text.desc}")
        return None
    ctx.evidence.append(f"the {got['row']} of {text.desc} holds {ctl.desc} ({got['controls']} such controls)")
    return (await ctx.do_step(point_grounder(ctl))).ok


def _hidden_matches(fds: FDS, state: PageState, case: Case) -> list[Element]:
    """The undrawn controls named as the step's target; else, one per row, those naming its command in other
    words on its object (an icon shown on hover, "Change booking BK-303" for the plan's "Edit")."""
    found = [e for e in target_matches(fds, state, case) if not e.rendered and not e.collapsed]
    step = case_step(fds, case)
    return found or (reworded_row_actions(step.target, state.elements) if step and step.target else [])


def _reveal_feasible(fds: FDS, state: PageState, case: Case) -> tuple[float, str] | None:
    hidden = _hidden_matches(fds, state, case)
    if not hidden:
        return None
    if fds.error_kind in ("target_hidden", "target_not_found"):
        why = "it may appear on hover of its row or card"
        return 0.8, f"'{hidden[0].name}' is on the page but not drawn: {why}"
    step = case_step(fds, case)
    if step is None or step.target is None:
        return None
    want = fold(step.target)
    exact = [e for e in hidden if e.interactive and fold(e.name) == want]
    if fds.error_kind == "checks":
        # Every step ran and the result is missing, while the step's control is one per row shown on hover:
        # the press went to the row the pointer rested on, which may not be the one the task names ("Waive
        # Zainab Bello's fines", the plan naming no row).
        if not exact or step.verb not in ("click", "dblclick"):
            return None
        return 0.6, f"'{exact[0].name}' is one per row, shown on hover: the task may name another row"
    # The step's input went elsewhere ("Seated now" for "Seat") while the controls named exactly so are all
    # undrawn: one per row, each shown while its row is hovered.
    drawn = any(e.rendered and e.interactive and fold(e.name) == want for e in state.elements)
    if not exact or drawn:
        return None
    return 0.7, f"every control named '{exact[0].name}' is undrawn: one may show on hover of its row or card"


@probe(
    "B.hover_reveal",
    "B",
    "hover the row or card that holds the target (controls shown only on hover), then act",
    1.5,
    _reveal_feasible,
)
async def hover_reveal(ctx: ProbeContext) -> bool | None:
    hidden = _hidden_matches(ctx.fds, ctx.state, ctx.case)
    # The row the plan or the task names first ("Archive Oliver Grant": his row's Archive, not the first).
    item = context_target([s.target for s in ctx.case.steps or ()], ctx.fds.resume_case_step)
    order = await ctx.session.script(
        NAMED_ROWS_JS, [[e.id for e in hidden], item or "", rows_told_by(ctx.case.task)]
    )
    rank = {i: k for k, (i, *_named) in enumerate(order or [])}
    hidden.sort(key=lambda e: rank.get(e.id, len(rank)))
    result = ctx.fds.error_kind == "checks"
    named = {i for i, score, _said in order or () if score > 0}
    if result:
        # For a missing result, only the row the plan or the task names: another row's control is no path.
        hidden = [e for e in hidden if e.id in named][:1]
        if not hidden:
            ctx.evidence.append(f"neither the plan nor the task names one row of the '{ctx.target}' controls")
            return None
    for el in hidden[:3]:
        spot = await wheel_to_row(ctx, el)
        if spot is None:
            continue
        x, y = spot["point"]
        await ctx.act(f"hover {spot['desc']}", [InputEvent(kind="hover", x=x, y=y)])
        shown = viewport_grounder()(ctx.target or "", ctx.state, None).element
        # Else the command in other words: the hovered row's control of the hidden one's name.
        own = (
            None
            if shown
            else next((e for e in ctx.state.elements if e.name == el.name and e.in_viewport(0.9)), None)
        )
        if (shown := shown or own) is not None:
            ctx.evidence.append(f"hovering {spot['desc']} revealed {shown.desc}")
            if len(hidden) > 1 and el.id not in named and ctx.doubt is None:
                # One per row, each shown on hover of its row, and neither the plan nor the task names the
                # row hovered: its control may act on another item than the one meant ("Make default" of
                # the Work address for Mum's), so what follows is no evidence against the app.
                ctx.doubt = (
                    f"'{ctx.target}' is one of {len(hidden)} shown on hover, one per row, and neither the "
                    f"plan nor the task names the row hovered ({spot['desc']})"
                )
            if not (await ctx.do_step(point_grounder(own) if own else None)).ok:
                return False
            if result:
                await answer_asked(ctx)  # the question its control asks, as the other row's asked
            return True
    ctx.evidence.append("hovering the rows holding the target revealed nothing")
    return None


async def wheel_to_row(ctx: ProbeContext, el: Element) -> dict[str, Any] | None:
    """Turn the wheel, over what holds it, until the row or card of ``el`` is in view (it is below or above
    the fold, or clipped by its scroll box); where the pointer rests on it (``reveal_point.js``), or None
    when it cannot be brought into view."""
    spot = await ctx.session.script(_REVEAL_JS, el.id)
    for _ in range(MAX_WHEELS):
        if spot is None or spot["inview"]:
            break
        vh = ctx.session.viewport[1]
        x, y = spot["wheel"]
        dy = max(-0.8 * vh, min(0.8 * vh, spot["dy"]))
        await ctx.act(f"scroll by (0, {dy:.0f}) toward {spot['desc']}", [wheel(x, y, 0.0, dy)])
        spot = await ctx.session.script(_REVEAL_JS, el.id)
    return spot if spot is not None and spot["inview"] else None


def _nameless(state: PageState) -> list[Element]:
    return [e for e in state.elements if e.interactive and not e.names and e.in_viewport(0.5)][:MAX_HOVERS]


def _tooltip_feasible(fds: FDS, state: PageState, case: Case) -> tuple[float, str] | None:
    step = case_step(fds, case)
    if step is None or step.target is None or fds.error_kind not in ("target_not_found", "target_hidden"):
        return None
    icons = _nameless(state)
    if not icons:
        return None
    return 0.6, f"{len(icons)} controls in view have no name: one may show '{step.target}' as its tooltip"


@probe(
    "A.tooltip",
    "A",
    "hover the unnamed (icon-only) controls in view and use the one whose tooltip names the target",
    3.0,
    _tooltip_feasible,
)
async def tooltip(ctx: ProbeContext) -> bool | None:
    want = (ctx.target or "").casefold()
    for el in _nameless(ctx.state):
        assert el.point is not None
        t0 = time.perf_counter()
        await ctx.act(f"hover {el.desc}", [InputEvent(kind="hover", x=el.point[0], y=el.point[1])])
        # The act settles for the agent's settle time; a tooltip may take a little longer to show.
        await ctx.session.quiet.pause(max(0.0, TOOLTIP_WAIT_S - (time.perf_counter() - t0)))
        tip = await ctx.session.script(_TOOLTIP_JS, el.id)
        if tip and want and want in tip.casefold():
            ctx.evidence.append(f"{el.desc} shows the tooltip {tip!r}")
            return (await ctx.do_step(point_grounder(el))).ok
    ctx.evidence.append(f"no unnamed control in view shows a tooltip naming '{ctx.target}'")
    return None


def _context_feasible(fds: FDS, state: PageState, case: Case) -> tuple[float, str] | None:
    step = case_step(fds, case)
    if step is None or step.target is None or step.verb not in ("click", "hover", "check", "uncheck"):
        return None
    item = context_target([s.target for s in case.steps or ()], fds.resume_case_step)
    same = shared_name_controls(step.target, state.elements)
    if item is not None and same:
        return 1.0, f"{len(same)} controls named '{step.target}' in view; the step before named '{item}'"
    far = shared_name_controls(step.target, state.elements, anywhere=True)
    if item is None and case.task and any(e.point is None for e in far):
        # No step names the item; the task may name the row of one further down the page.
        return (
            0.8,
            f"{len(far)} controls named '{step.target}' on the page, some out of view: the task may name "
            "one's row",
        )
    return None


@probe(
    "A.row_context",
    "A",
    "of several controls sharing the target's name, act on the one in the row of the item named before",
    1.0,
    _context_feasible,
)
async def row_context(ctx: ProbeContext) -> bool | None:
    found = await row_of_item(ctx)
    if found is None:
        return None
    item, same, ctl = found.item, found.same, found.mine
    if ctl is not None and not ctl.in_viewport(MIN_VISIBLE_FRACTION):
        # The row the task names is out of view: bring it into view, then find its control there.
        ctx.evidence.append(f"the task names the row or card of {ctl.desc} (1 of {len(same)} with that name)")
        if await wheel_to_row(ctx, ctl) is None:
            return None
        found = await row_of_item(ctx)
        ctl = found.mine if found is not None and found.item == item else None
        if ctl is None or not ctl.in_viewport(MIN_VISIBLE_FRACTION):
            ctx.evidence.append(f"'{ctx.target}' of the row or card of '{item}' did not come into view")
            return None
        return (await ctx.do_step(point_grounder(ctl))).ok
    if ctl is not None:
        ctx.evidence.append(f"the row or card of '{item}' holds {ctl.desc} (1 of {len(same)} with that name)")
        return (await ctx.do_step(point_grounder(ctl))).ok
    ctx.evidence.append(f"no one row or card holds '{item}' and one of the {len(same)} '{ctx.target}'")
    ctl = await task_named_row(ctx, same)
    if ctl is None:
        return None
    if not (await ctx.do_step(point_grounder(ctl))).ok:
        return False
    if ctx.fds.error_kind == "checks":
        # Forked at the plan's last step for a missing result, on a row the plan never named (the agent's
        # input went to another row's): its control may ask again, as that row's did (a confirmation the
        # plan leaves out, which A.answer_dialog answered there, for the other row).
        await answer_asked(ctx)
    return True


"""A target written as the glyph an icon shows (an ellipsis, a kebab, a hamburger), with no word in it."""
MENU_WORDS = re.compile(r"\b(more|options|actions|menu|overflow)\b", re.IGNORECASE)
"""Words of an icon button's accessible name that say it opens a menu of further actions."""


def opens_menu(e: Element) -> bool:
    """A control that opens a menu of further actions: named so, or unnamed with a popup or an expanded
    state (an icon the library draws without a name): what a glyph target names."""
    return (
        e.interactive
        and not e.editable
        and bool(MENU_WORDS.search(e.name) or (not e.name.strip() and (e.popup or e.expanded is not None)))
    )


def _menu_buttons(state: PageState) -> list[Element]:
    """Menu buttons in view (:func:`opens_menu`) a press reaches."""
    return [
        e
        for e in state.elements
        if opens_menu(e)
        and e.enabled
        and e.rendered
        and e.point is not None
        and e.covered_by is None
        and e.in_viewport(0.5)
    ]


def _glyph_feasible(fds: FDS, state: PageState, case: Case) -> tuple[float, str] | None:
    step = case_step(fds, case)
    if step is None or step.target is None or step.verb not in ("click", "hover"):
        return None
    if fds.error_kind not in ("target_not_found", "target_hidden") or not GLYPH.match(step.target):
        return None
    return 0.9, f"'{step.target}' is the glyph of an icon button, whose name may say 'More' or 'Options'"


@probe(
    "A.glyph",
    "A",
    "for a target written as an icon's glyph (⋯, ⋮, ☰), press the menu button named 'More', 'Options' or "
    "'Actions' in the row of the item named before",
    1.0,
    _glyph_feasible,
)
async def glyph(ctx: ProbeContext) -> bool | None:
    item = context_target([s.target for s in ctx.case.steps or ()], ctx.fds.resume_case_step)
    found = _menu_buttons(ctx.state)
    if not found and item:
        # Shown only while the pointer is over its row or card (a hover-revealed "⋯").
        shown = [m.element for m in match_target(item, ctx.state.elements) if m.element.in_viewport(0.5)]
        if shown and shown[0].point is not None:
            x, y = shown[0].point
            await ctx.act(f"hover '{item[:40]}'", [InputEvent(kind="hover", x=x, y=y)])
            found = _menu_buttons(ctx.state)
    if not found:
        ctx.evidence.append(f"no menu button in view for '{ctx.target}'")
        return None
    pick = found[0] if len(found) == 1 else None
    if pick is None and item:
        mine = await row_holding(ctx.session, [e.id for e in found], item)
        pick = next((e for e in found if e.id == mine), None)
    if pick is None:
        ctx.evidence.append(
            f"{len(found)} menu buttons in view, none in the one row of the item named before"
        )
        return None
    ctx.evidence.append(f"'{ctx.target}' taken for the menu button {pick.desc}")
    if pick.expanded == "true" and pick.point is not None:
        # Its menu is open already (a press on the card before opened it): pressed, it would close. Closed
        # first, so that the step's own press opens it, as the plan means.
        await ctx.act(
            f"close the open menu of {pick.desc}",
            [InputEvent(kind="click", x=pick.point[0], y=pick.point[1])],
        )
        again = [e for e in _menu_buttons(ctx.state) if (e.name, e.box) == (pick.name, pick.box)]
        if len(again) != 1 or again[0].expanded == "true":
            return None
        pick = again[0]
    return (await ctx.do_step(point_grounder(pick))).ok


NEXT_IN_ROW = ("click", "dblclick", "hover", "check", "uncheck")
"""Plan steps that act on one control of a row or card, which the step before may name by the item."""


def _names_item_feasible(fds: FDS, state: PageState, case: Case) -> tuple[float, str] | None:
    step = case_step(fds, case)
    steps = case.steps or ()
    at = fds.resume_case_step
    if step is None or step.verb != "click" or fds.error_kind != "no_effect" or at + 1 >= len(steps):
        return None
    nxt = steps[at + 1]
    if nxt.verb not in NEXT_IN_ROW or not nxt.target or _row_text(fds, state, case) is None:
        return None
    return 1.0, f"'{step.target}' is an item's name in plain text: it says where '{nxt.target}' is"


@probe(
    "A.names_item",
    "A",
    "take a click on an item's plain-text name, which changes nothing, as naming the card or row the next "
    "step acts in",
    0.5,
    _names_item_feasible,
)
async def names_item(ctx: ProbeContext) -> bool | None:
    text = _row_text(ctx.fds, ctx.state, ctx.case)
    nxt = (ctx.case.steps or ())[ctx.fds.resume_case_step + 1]
    if text is None or text.point is None or not nxt.target:
        return None
    # The next step's control is in the item's own row or card (the glyph's menu button, or a control named
    # as the step), one of several.
    els = ctx.state.elements
    found = (
        _menu_buttons(ctx.state)
        if GLYPH.match(nxt.target)
        else [m.element for m in match_target(nxt.target, els)]
    )
    mine = await row_holding(ctx.session, [e.id for e in found if e.interactive], ctx.target or "")
    if mine is None:
        ctx.evidence.append(f"no row or card holds '{ctx.target}' and one '{nxt.target}'")
        return None
    click = InputEvent(kind="click", x=text.point[0], y=text.point[1])
    done = await ctx.own_input("the item's name", text, [click])
    if not done.ok and done.error_kind == "no_effect":
        done.ok, done.error_kind, done.error = True, None, None
        ctx.evidence.append(
            f"clicking the name '{ctx.target}' changed nothing: it names the card '{nxt.target}' is in"
        )
    return done.ok

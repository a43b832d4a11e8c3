"""Type B probes: expand what is observed (scroll the page or a container, expand, a larger window)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ..._util.text import fold
from ...agents import VERB_TAKES, viewport_grounder
from ...browser import CaseSession
from ...method import FDS, context_target, match_target, rewordings, task_items
from ...suite import Case, Check
from ...trajectory import Element, InputEvent, PageState
from ...verify import evaluate_checks
from .._evidence import exact_controls
from ._base import ProbeContext, case_step, load_js, probe, target_matches
from ._form_words import toggle_asks
from ._unbidden import close_unbidden
from ._views import TABS_JS, Act, back_to_tabs, headed, look_input, other_rows_toggle, wheel_toward

MAX_SCROLLS = 12
EXPLORE_SCROLLS = 40
"""Wheel moves through a scroll box whose content holds no match yet (a long list read to its end)."""
_POINTER_VERBS = {
    "click",
    "dblclick",
    "hover",
    "check",
    "uncheck",
    "fill",
    "select",
    "set_range",
    "upload",
    "drag",
}
_EXPANDERS_JS = load_js("expanders")
MENU_NAME = re.compile(
    r"^(?!(?:close|hide|dismiss|collapse|exit)\b)"
    r"(?:.*\bmenu\b.*|(?:toggle )?navigation|more|(?:more )?(?:actions|options)(?: for .+)?|[☰≡⋮⋯…]|\.\.\.)$"
)
"""Names of a button that opens a menu (as ``expanders.js`` reads them): a hamburger, a kebab, "More
actions", one per row named for its item ("Actions for Sam Adeyemi", "More options for Hilltop"); never one
that closes it ("Close menu")."""
_PAGERS_JS = load_js("pagers")
_DISMISS_JS = load_js("dismiss")
MAX_PAGES = 10
"""Parts of a paged list the paging probe looks through before it gives up (further on is a search's job)."""
PAGER_NAME = re.compile(  # the names of a list pager's own controls
    r"^(?:(?:load|show|see|view) (?:\d+ )?(?:more|older|all)\b.*|more (?:results|items|rows|entries)|"
    r"next|next page|go to next page|older|[›»→>](?: .*)?|next [›»→])$",
    re.IGNORECASE,
)


def _offscreen(fds: FDS, state: PageState, case: Case, *, in_container: bool) -> tuple[float, str] | None:
    step = case_step(fds, case)
    if step is None or step.verb not in _POINTER_VERBS:
        return None
    matches = target_matches(fds, state, case)
    found = [e for e in matches if e.rendered and (e.container is not None) == in_container]
    covered = [e for e in found if e.in_viewport(0.5) and e.covered_by is not None]
    if fds.error_kind == "click_intercepted" and covered and not _usable_in_view(matches):
        # A bar fixed to the window (a footer, a cookie strip, a toolbar) lies over the target: a user
        # scrolls the target out from under it.
        where = "its scroll container" if in_container else "the page"
        return (
            0.8,
            f"'{step.target}' is covered where it is ({covered[0].covered_by}): scrolling {where} moves it",
        )
    if any(e.in_viewport(0.5) for e in matches):
        return None
    if found:
        where = "a scroll container" if in_container else "the page"
        return 1.0, f"'{step.target}' is rendered in {where}, outside the viewport"
    if fds.error_kind != "target_not_found":
        return None
    if not in_container and state.page_size[1] > state.viewport[1] + 10:
        return 0.4, "the page is taller than the viewport: more may be below"
    if in_container and not matches and _largest_box(state) is not None:
        # A long list may render only the rows in view (a virtualized list): the target exists once the box
        # is scrolled to it.
        return 0.4, "a scroll box on the page holds more than it shows"
    return None


def _usable_in_view(matches: list[Element]) -> bool:
    return any(e.in_viewport(0.5) and e.covered_by is None for e in matches)


def _largest_box(state: PageState) -> tuple[int, tuple[float, float, float, float]] | None:
    """The scroll container with the largest part in the viewport, and its box."""
    vw, vh = state.viewport
    best, area = None, 0.0
    for cid, (x, y, w, h) in state.containers.items():
        a = max(0.0, min(x + w, vw) - max(x, 0)) * max(0.0, min(y + h, vh) - max(y, 0))
        if a > area:
            best, area = (cid, (x, y, w, h)), a
    return best


def _scroll_delta(
    el: Element, vw: float, vh: float, box: tuple[float, float, float, float]
) -> tuple[float, float]:
    x, y, w, h = el.box
    bx, by, bw, bh = box
    dy = 0.0 if by <= y and y + h <= by + bh else (y + h / 2) - (by + bh / 2)
    if el.covered_by is not None and dy == 0.0:
        # In view but under a bar fixed to the window: towards the middle of the part of the box in view.
        dy = (y + h / 2) - (max(by, 0.0) + min(by + bh, vh)) / 2
    dx = 0.0 if bx <= x and x + w <= bx + bw else (x + w / 2) - (bx + bw / 2)
    cap_y, cap_x = 0.8 * min(bh, vh), 0.8 * min(bw, vw)
    return max(-cap_x, min(cap_x, dx)), max(-cap_y, min(cap_y, dy))


def _signature(ctx: ProbeContext) -> tuple[object, ...]:
    found = ctx.matches()
    # What the scroll boxes show (the boxes and text of their elements): a box scrolled, or a list that
    # renders only its rows in view drew others.
    inside = tuple((e.box, e.name) for e in ctx.state.elements if e.container is not None)
    return (ctx.state.scroll, found[0].box if found else None, hash(inside))


def _in_view(ctx: ProbeContext) -> Element | None:
    """The match for the target in view that the step would take, once it is one of the controls named
    exactly so when the page holds such (a search box "Search by name or email" in view is no sign that a
    collapsed form's "Email" shows)."""
    shown = viewport_grounder()(ctx.target or "", ctx.state, VERB_TAKES.get(ctx.step.verb)).element
    if shown is None or ctx.target is None:
        return shown
    exact = exact_controls(ctx.target, ctx.step.verb, ctx.state.elements)
    return shown if not exact or any(e.id == shown.id for e in exact) else None


async def scroll_until_visible(ctx: ProbeContext, in_container: bool | None = None) -> bool:
    """Scroll the page (or, ``in_container``, the scroll box holding the target) with the wheel until the
    target is in view, then perform the step. ``None``: the box that holds the target's drawn match."""
    if in_container is None:
        in_container = any(m.container is not None and m.rendered for m in ctx.matches())
    vw, vh = ctx.session.viewport
    limit = MAX_SCROLLS  # wheel moves towards a target found, or down a page with nothing found yet
    for _ in range(EXPLORE_SCROLLS):
        shown = _in_view(ctx)
        if shown is not None and shown.covered_by is None:
            break
        found = [m for m in ctx.matches() if m.rendered and (m.container is not None) == in_container]
        largest = _largest_box(ctx.state) if in_container and not found else None
        if largest is None:
            # Paging through a scroll box is bounded by EXPLORE_SCROLLS alone, so a target it brought out
            # still has every move it needs to come into view.
            if limit == 0:
                break
            limit -= 1
        if found:
            el = found[0]
            box = (
                ctx.state.containers.get(el.container or -1, (0, 0, vw, vh))
                if in_container
                else (0, 0, vw, vh)
            )
            dx, dy = _scroll_delta(el, vw, vh, box)
        elif largest is not None:
            # Nothing known yet inside a scroll box: page through it downwards, a box's height less a row's
            # overlap at a time, for as long as it moves (a long list is read to its end).
            box, dx, dy = largest[1], 0.0, 0.85 * min(largest[1][3], vh)
        else:  # nothing known yet: explore downwards, as a user would
            box, dx, dy = (0, 0, vw, vh), 0.0, 0.8 * vh
        cx, cy = max(1, box[0]) + min(box[2], vw) / 2, max(1, box[1]) + min(box[3], vh) / 2
        cx, cy = min(cx, vw - 2), min(cy, vh - 2)
        before = _signature(ctx)
        event = InputEvent(kind="wheel", x=cx, y=cy, dx=dx, dy=dy)
        await ctx.act(f"scroll by ({dx:.0f}, {dy:.0f}) at ({cx:.0f}, {cy:.0f})", [event])
        if _signature(ctx) == before:
            if shown is None and await close_unbidden(ctx, ctx.act):
                continue  # a notice the app opened on its own locked the page under the target's way
            ctx.evidence.append("the wheel no longer moves anything")
            break
    return (await ctx.do_step()).ok


@probe(
    "B.scroll_page",
    "B",
    "scroll the page with the wheel until the target is in view, then act",
    2.0,
    lambda f, s, c: _offscreen(f, s, c, in_container=False),
)
async def scroll_page(ctx: ProbeContext) -> bool:
    return await scroll_until_visible(ctx, in_container=False)


@probe(
    "B.scroll_container",
    "B",
    "scroll the nearest scroll container until the target is in view, then act",
    2.0,
    lambda f, s, c: _offscreen(f, s, c, in_container=True),
)
async def scroll_container(ctx: ProbeContext) -> bool:
    return await scroll_until_visible(ctx, in_container=True)


def _expand_feasible(fds: FDS, state: PageState, case: Case) -> tuple[float, str] | None:
    step = case_step(fds, case)
    if step is None or step.target is None:
        return None
    if fds.error_kind == "wrong_pick":
        # The agent gave the input to a control only partly named like the target (a search box's "name or
        # email" for "Email") while the one of that exact name was on the page, hidden (a collapsed form).
        exact = exact_controls(step.target, step.verb, state.elements)
        if exact and not any(e.rendered for e in exact):
            return 0.8, f"'{step.target}' is on the page but hidden, inside something closed"
        return None
    if fds.error_kind not in ("target_hidden", "target_not_found", "target_offscreen"):
        return None
    matches = target_matches(fds, state, case)
    if any(e.collapsed for e in matches):
        if any(e.rendered and not e.collapsed for e in matches):
            # One drawn outside the view, the others of its name in closed sections: each item of an
            # accordion holds its own (the open item's below the fold), and opening another item would close
            # the one the plan opened. Scrolling answers first.
            return 0.3, f"'{step.target}' is drawn outside the view; others of its name are closed away"
        return 1.0, f"'{step.target}' is inside a collapsed section"
    toggles = [
        e
        for e in state.elements
        if e.expanded == "false"
        or e.tag == "summary"
        or e.role == "tab"
        or (e.popup not in (None, "false") and e.expanded != "true")
    ]
    if toggles:
        return 0.7, f"{len(toggles)} collapsed toggles, menus, tabs or sections on the page"
    menus = [e for e in state.elements if e.interactive and MENU_NAME.match(fold(e.name))]
    return (0.5, "a menu button is on the page") if menus else None


@probe(
    "B.expand",
    "B",
    "expand collapsed sections, toggles, menus or tabs that may hold the target, then act",
    2.5,
    _expand_feasible,
)
async def expand(ctx: ProbeContext) -> bool:
    """Open what hides the target. The section known to hold it is first brought into view with the wheel
    when it is outside the viewport (a collapsed section below the fold: two obstacles at one step), and the
    target is scrolled into view once it shows."""
    tried: list[str] = []
    item = context_target([s.target for s in ctx.case.steps or ()], ctx.fds.resume_case_step) or ""
    task = ctx.case.task
    named = task_items(task)
    # The tab the plan's view is on: opening it again explores nothing, and the page goes back to it when
    # no other tab showed the target (the plan's later steps and checks read that view).
    home = [t["name"] for t in await ctx.session.script(TABS_JS) if t["selected"]]
    alts = (
        [fold(ctx.target), *rewordings(fold(ctx.target))] if ctx.target and ctx.step.verb == "click" else []
    )
    shown = headed(ctx, alts)  # a section of that name in view already: opening another is not the step
    for _ in range(4):
        if ctx.target and _in_view(ctx) is not None:
            break
        if tried and any(m.rendered for m in ctx.matches()):
            break  # the section opened shows the target, perhaps below its fold: scrolled to below
        args = [ctx.target or "", item, named, [m.id for m in ctx.matches() if not m.rendered], alts, task]
        cands = await ctx.session.script(_EXPANDERS_JS, args)
        cands = [
            c
            for c in cands
            if (
                c["inview"]
                or c["rank"] == 0
                or toggle_asks(ctx.case.steps or (), ctx.fds.resume_case_step, ctx.case.task, c)
            )
            and c["name"] not in tried
            and not (c["why"] == "tab" and c["name"] in home)
        ]
        cands.sort(
            key=lambda c: (
                toggle_asks(ctx.case.steps or (), ctx.fds.resume_case_step, ctx.case.task, c) is None
            )
        )  # the plan's form first
        if any(m.rendered for m in ctx.matches()):
            # Another tab hides the panel shown: with the target drawn in it (out of view), scrolling shows
            # it, and a tab switched to would leave the plan's later steps and checks on another view.
            cands = [c for c in cands if c["why"] != "tab"]
        if not cands and not tried and await close_unbidden(ctx, ctx.act):
            continue  # what the app opened on its own covered the page: its toggles are under it
        if not cands:
            break
        c = cands[0]
        if not c["inview"] and await close_unbidden(ctx, ctx.act):
            continue  # the wheel moves nothing under a notice the app opened on its own
        if not c["inview"]:
            await wheel_toward(ctx, c["point"][1], f"'{c['name']}'")
            c = next(
                (n for n in await ctx.session.script(_EXPANDERS_JS, args) if n["name"] == c["name"]),
                c,
            )
            if not c["inview"]:
                continue
        tried.append(c["name"])
        ctx.evidence.append(f"expanded {c['why']} '{c['name']}'")
        ctx.doubt = ctx.doubt or other_rows_toggle(c)
        x, y = c["point"]
        await ctx.act(f"open {c['why']} '{c['name']}'", [InputEvent(kind="click", x=x, y=y)])
        if asking := toggle_asks(ctx.case.steps or (), ctx.fds.resume_case_step, ctx.case.task, c):
            # The plan names the press by the form it asks for ("Add applicant"), and this toggle asks for
            # that form in other words ("Add someone to the waiting list"): opening it was the step.
            ctx.evidence.append(f"'{asking}' is the plan's '{ctx.target}' in other words")
            return True
        if shown is None and not ctx.matches() and (head := headed(ctx, alts)) is not None:
            # The plan names the view by the section it shows ("My visits" for the tab "My requests", whose
            # panel is headed "Visits"): opening it is the step.
            ctx.evidence.append(f"'{c['name']}' shows the section '{head}' the plan names")
            return True
    if home and not any(m.rendered for m in ctx.matches()):
        await back_to_tabs(ctx, home)
    return await scroll_until_visible(ctx)


FEED_MORE = re.compile(
    r"^(?:(?:load|show|see|view) (?:\d+ )?(?:more|older|all)\b|more (?:results|items|rows|entries)$)", re.I
)
"""A feed's pager ("Load older messages"; pagers.js's rank 0), read off a recorded page's control names: its
newest part, shown first, holds a new item; a paged table's "Next" may hold any row, by its sort order."""


async def next_page(session: CaseSession, *, feeds: bool = False) -> str | None:
    """The name of the control that shows the next page of a list shown a page at a time ("Next", the next
    page number; ``pagers.js``), where a row added or changed may land by its sort order; None when there is
    none to press, or only a feed's "Load more" (``feeds``: that one too)."""
    cands = await session.script(_PAGERS_JS)
    # pagers.js ranks a feed's "Load more" 0, a pager's "Next" and next page number after it.
    return next((str(c["name"]) for c in cands or () if feeds or c["rank"] > 0), None)


PAGE_NUMBER = re.compile(r"^(?:go ?to )?page \d+$", re.IGNORECASE)
"""A numbered pager's page control ("Page 2", "Goto page 2"; not a bare number): two make a pager."""


def _paging_feasible(fds: FDS, state: PageState, case: Case) -> tuple[float, str] | None:
    step = case_step(fds, case)
    live = [e for e in state.elements if e.interactive and e.enabled]
    pagers = [e for e in live if PAGER_NAME.match(e.name.strip())]
    numbered = [e for e in live if PAGE_NUMBER.match(e.name.strip())]
    pagers += numbered if len(numbered) > 1 else []
    if step is None or not pagers:
        return None
    if fds.error_kind == "checks" and fds.resume_case_step == len(case.steps or ()) - 1:
        # The plan's last step added or moved an item, which a sorted list shows on a later part.
        return 0.9, f"the expected result may be on a later part of a paged list ('{pagers[0].name}')"
    if step.target is None or fds.error_kind not in ("target_not_found", "target_hidden"):
        return None
    if fds.error_kind == "target_hidden":  # a hidden copy (a table on another tab) is no item of the list
        if any(m.element.collapsed for m in match_target(step.target, state.elements)):
            return None  # inside something closed: B.expand's
        return 0.5, f"'{step.target}' is hidden where it is on the page, and the list shows it in parts"
    return 0.8, f"'{step.target}' is not on this part of a paged list ('{pagers[0].name}' is on the page)"


@probe(
    "B.paginate",
    "B",
    "page through a list shown in parts (Next, the next page number, Load more) until the target shows, "
    "then act; after the plan's last step, until the expected result shows",
    3.0,
    _paging_feasible,
)
async def paginate(ctx: ProbeContext) -> bool | None:
    """A list shown in parts: a table paged ten rows at a time, a feed with "Load more". The target is on a
    later part, which a user reaches through the pager. Only a pager's own controls are pressed (a wizard's
    "Next" moves the form on, not the list: ``pagers.js``); it stops when the target is rendered, the pager
    has no next part, or a press changed nothing. Forked at the plan's last step for a missing result (a new
    subscriber sorted onto page 3), it performs the step, then pages until every check holds."""
    result = ctx.fds.error_kind == "checks"
    if result and not (await ctx.do_step()).ok:
        return False
    # The list and its pager may still be loading at the fork (a fork before the first step restores the
    # page as first loaded): looked for once the page is quiet, or "no pager" would be said too early.
    await ctx.wait_recorded(max_s=2.0)
    expect = ctx.case.expect or ()

    async def shown() -> bool:
        if result:
            return all(c.ok for c in await evaluate_checks(ctx.session, expect, ctx.state))
        return any(m.rendered for m in ctx.matches())

    pages = 0
    pressed: str | None = None
    for _ in range(MAX_PAGES):
        if await shown():
            break
        pressed = await press_pager(ctx, ctx.act)
        if not pressed:
            break
        pages += 1
    if pages == 0 and pressed == COVERED:
        return False  # a pager out of reach: the list's later parts were not looked at
    if pages == 0 and not await shown():
        ctx.evidence.append("no pager control of a list to press (a 'Next' outside a pager is not one)")
        return None
    ctx.evidence.append(f"pressed the list's pager {pages} time(s)")
    if result:
        return True
    return await scroll_until_visible(ctx)


COVERED = ""
"""What :func:`press_pager` returns when the pager's control is covered and nothing could uncover it: the
list may have later parts no press reached."""


async def _pager_named(ctx: ProbeContext, name: str) -> dict[str, Any] | None:
    """The pager control ``pagers.js`` finds now under ``name`` (after a wheel turn, an overlay dismissed)."""
    return next((n for n in await ctx.session.script(_PAGERS_JS) or () if n["name"] == name), None)


async def press_pager(ctx: ProbeContext, act: Act, *, feeds: bool = True) -> str | None:
    """Brings the control that shows a list's next part into view with the wheel (a pager below a long list
    is several turns away) and presses it with ``act``: its name, or None when there is none in reach or the
    press changed nothing (noted). A banner covering it is first dismissed through its own button;
    :data:`COVERED` when none could be. ``feeds``: a feed's "Load more" counts (``pagers.js`` ranks it 0)."""
    cands = [c for c in await ctx.session.script(_PAGERS_JS) or () if feeds or c["rank"] > 0]
    c = cands[0] if cands else None
    if c is not None and not c["inview"] and await close_unbidden(ctx, act):
        # A notice the app opened on its own over the page ("What's new"): the wheel moves nothing under it.
        c = await _pager_named(ctx, c["name"])
    for _turn in range(MAX_SCROLLS):
        if c is None or c["inview"]:
            break
        await wheel_toward(ctx, c["point"][1], f"'{c['name']}'", act)
        c = await _pager_named(ctx, c["name"])
    if c is None or not c["inview"]:
        return None
    if c.get("covered"):
        # A banner fixed over it (a notice at the bottom of the page): dismissed through its own button, as
        # a person does before pressing what is under it; one with none leaves the pager out of reach.
        cover = await ctx.session.script(_DISMISS_JS, list(c["point"]))
        if cover is None or "held" in cover:
            ctx.evidence.append(f"'{c['name']}' is covered by something with no close or accept button")
            return COVERED
        dx, dy = cover["point"]
        await act(f"dismiss the overlay with '{cover['name']}'", [InputEvent(kind="click", x=dx, y=dy)])
        ctx.evidence.append(f"dismissed the overlay over '{c['name']}' with '{cover['name']}'")
        await ctx.wait_quiet(max_s=1.0)
        c = await _pager_named(ctx, c["name"])
        if c is None or not c["inview"] or c.get("covered"):
            return COVERED
    before = ctx.state.text
    x, y = c["point"]
    await act(f"show the next part of the list: '{c['name']}'", [InputEvent(kind="click", x=x, y=y)])
    await ctx.wait_quiet(max_s=3.0)  # the next part may come from a request
    if ctx.state.text == before:
        ctx.evidence.append(f"'{c['name']}' changed nothing on the page")
        return None
    return str(c["name"])


async def page_for_text(
    ctx: ProbeContext, texts: Sequence[Check], *, feeds: bool = False
) -> tuple[int, str | None, bool]:
    """A look through a list shown a page at a time (its pager's "Next" or next page number; a feed's "Load
    more" only with ``feeds``), for what the failing checks ``texts`` look for (text, a row): the pages
    turned, the control whose press showed a page where every check holds (None when none did), and whether
    the last page was reached (none left to show). Its input is a look's, not recorded: a later round
    restores the page as the branch left it."""
    look = look_input(ctx)
    turned = 0
    while turned < MAX_PAGES:
        name = await press_pager(ctx, look, feeds=feeds)
        if not name:
            break
        turned += 1
        if all(c.ok for c in await evaluate_checks(ctx.session, tuple(texts), ctx.state)):
            return turned, name, True
    return turned, None, turned > 0 and await next_page(ctx.session, feeds=feeds) is None


def _viewport_feasible(fds: FDS, state: PageState, case: Case) -> tuple[float, str] | None:
    if fds.error_kind in ("target_offscreen", "target_not_found") and state.viewport[1] < 1600:
        return 0.5, "a larger window shows more of the page"
    return None


@probe(
    "B.viewport",
    "B",
    "enlarge the window (1920x1600) so more of the page is in view, then act",
    1.5,
    _viewport_feasible,
)
async def larger_viewport(ctx: ProbeContext) -> bool:
    await ctx.act("resize the window to 1920x1600", [InputEvent(kind="resize", x=1920, y=1600)])
    ctx.session.viewport = (1920, 1600)
    await ctx.refresh()
    return (await ctx.do_step()).ok

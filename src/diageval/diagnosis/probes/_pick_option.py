"""A.pick_option: a custom select that takes no typing. The plan's ``select`` types the option into the
control and presses Enter, as a person does with a native select or a searchable combobox; a select-only
widget (Tom Select or Choices without a search box, a listbox drawn as a button) lets typing go nowhere, and
Enter takes the option already marked. A person opens its list with a click and clicks the option. The probe
does that: it opens the control named as the step says, finds the option among the list's drawn options
(``role=option``, or the list the control names), and clicks it; the step counts once the control shows it.
A long list scrolls inside its own box: an option drawn below (or above) the list's fold is wheeled into view
over the list first, as a person scrolls a long dropdown.
"""

from __future__ import annotations

from ..._util.text import fold
from ...agents import check_chosen, page_grounder
from ...method import FDS, names_option, option_worded_otherwise
from ...suite import Case
from ...trajectory import ActionRecord, Element, InputEvent, PageState
from ._base import ProbeContext, case_step, probe
from ._by_option import native_select_step
from ._views import wheel

_ENABLED_OPTIONS_JS = """(id) => { const s = window.__dg && window.__dg.elems[id];
  if (!s || !s.isConnected || s.tagName !== 'SELECT' || s.disabled) return null;
  return Array.from(s.options, (o) => [(o.label || o.text || '').trim(), o.disabled]); }"""
"""A native select's options with whether each is disabled, by the observer's id."""

OPEN_S = 0.8
"""How long an opened list gets to draw its options."""

LIST_TURNS = 8
"""Turns of the wheel over an open list toward an option below its fold, at most."""


def _drawn_options(ctx: ProbeContext) -> list[Element]:
    return [e for e in ctx.state.elements if e.role == "option" and e.rendered and e.point is not None]


def _naming(elements: list[Element], option: str) -> list[Element]:
    """The drawn options naming ``option``: the one named exactly when there is one ("Pottery Thu", not
    "Pottery Tue" spelled nearly alike), else every one naming it."""
    named = [e for e in elements if e.role == "option" and e.rendered and names_option(option, e.name)]
    exact = [e for e in named if fold(e.name) == fold(option)]
    return exact if len(exact) == 1 else named


async def _wheel_to_option(ctx: ProbeContext, option: str) -> Element | None:
    """The one drawn option of the open list naming ``option``, wheeled into view over the list when it lies
    beyond the list's fold; None when no option or two name it, or it never comes into view."""
    for _ in range(LIST_TURNS):
        shown = [e for e in _drawn_options(ctx) if e.in_viewport(0.5)]
        named = _naming(ctx.state.elements, option)
        if len(named) != 1 or not shown:
            return None
        if named[0].in_viewport(0.5):
            return named[0]
        top = min(e.box[1] for e in shown)
        bottom = max(e.box[1] + e.box[3] for e in shown)
        x = sum(e.box[0] + e.box[2] / 2 for e in shown) / len(shown)
        y = named[0].box[1] + named[0].box[3] / 2
        span = 0.8 * (bottom - top)
        dy = max(-span, min(span, y - (top + bottom) / 2))
        await ctx.act(
            f"scroll the list by (0, {dy:.0f}) toward '{option[:40]}'",
            [wheel(x, (top + bottom) / 2, 0.0, dy)],
        )
        await ctx.wait_quiet(max_s=0.3)
    return None


def _feasible(fds: FDS, state: PageState, case: Case) -> tuple[float, str] | None:
    step = case_step(fds, case)
    if step is None or step.verb != "select" or not step.option or fds.error_kind != "option_not_found":
        return None
    return (
        0.9,
        f"'{step.target}' may take no typing: its list opens on a click, and '{step.option}' is clicked",
    )


@probe(
    "A.pick_option",
    "A",
    "open the select's list with a click and click the option, for a select that takes no typing",
    1.0,
    _feasible,
)
async def pick_option(ctx: ProbeContext) -> bool | None:
    option = ctx.step.option or ""
    ctl = page_grounder()(ctx.target or "", ctx.state, None).element
    if ctl is None or ctl.point is None or ctl.tag == "select":
        return None  # a native select takes typing: its failure is no widget's
    x, y = ctl.point
    await ctx.act(f"open the list of '{ctl.name[:40]}'", [InputEvent(kind="click", x=x, y=y)], aimed=ctl)
    await ctx.wait_quiet(max_s=OPEN_S)
    opts = [e for e in _drawn_options(ctx) if e.in_viewport(0.5)]
    # The option named exactly wherever the list draws it ("Pottery Thu" below the fold, not the "Pottery
    # Tue" in view), else the first in view that names it.
    pick = next((e for e in _naming(ctx.state.elements, option) if e in opts), None)
    if pick is None:
        pick = await _wheel_to_option(ctx, option)
    if pick is None or pick.point is None:
        ctx.evidence.append(f"the list of '{ctl.name[:40]}' shows no option '{option}' ({len(opts)} shown)")
        return False
    ctx.evidence.append(f"opened the list of '{ctl.name[:40]}' and clicked '{pick.name[:40]}'")
    px, py = pick.point

    async def chosen(rec: ActionRecord) -> None:
        await check_chosen(ctx.session, rec, option, ctl.name)

    # The step's control is the select named as the plan says; the click on its option is how one chooses.
    done = await ctx.own_input("option clicked", ctl, [InputEvent(kind="click", x=px, y=py)], then=chosen)
    return done.ok


def _words_feasible(fds: FDS, state: PageState, case: Case) -> tuple[float, str] | None:
    step = native_select_step(fds, state, case, "option_not_found")
    if step is None:
        return None
    return 0.8, f"'{step.target}' may word '{step.option}' its own way (a date in short, a time of day)"


@probe(
    "A.option_words",
    "A",
    "choose, with the arrow keys, the one option of the native select that names the plan's in other words",
    1.0,
    _words_feasible,
)
async def option_words(ctx: ProbeContext) -> bool | None:
    """A native select whose options name the plan's in the app's words ("Hamlet — Sat 5 Dec, 2:30pm" for
    "Hamlet Sat 5 Dec matinee"): typing the plan's words selects whatever option starts like them. A person
    reads the list and chooses the one option meant; the probe opens the list and walks to it with keys."""
    option = ctx.step.option or ""
    ctl = page_grounder()(ctx.target or "", ctx.state, None).element
    if ctl is None or ctl.point is None or ctl.tag != "select":
        return None
    opts = await ctx.session.script(_ENABLED_OPTIONS_JS, ctl.id) or []
    meant = [k for k, (text, _) in enumerate(opts) if option_worded_otherwise(option, str(text))]
    if len(meant) != 1 or opts[meant[0]][1]:
        ctx.evidence.append(f"{len(meant)} options of '{ctl.name[:40]}' name '{option}' in other words")
        return None
    text = str(opts[meant[0]][0])
    ctx.evidence.append(f"the option '{text[:60]}' of '{ctl.name[:40]}' names '{option}'")
    # Its own text may hold what typing does not reach (a dash typed as text, not keys): the open list is
    # walked from its first option with the arrow keys, which skip the disabled ones, as a person does.
    steps = sum(1 for _, off in opts[: meant[0]] if not off)
    x, y = ctl.point
    events = [InputEvent(kind="click", x=x, y=y), InputEvent(kind="press", key="Home")]
    events += [InputEvent(kind="press", key="ArrowDown") for _ in range(steps)]
    events.append(InputEvent(kind="press", key="Enter"))

    async def chosen(rec: ActionRecord) -> None:
        await check_chosen(ctx.session, rec, option, ctl.name)

    return (await ctx.own_input("option chosen as the app words it", ctl, events, then=chosen)).ok

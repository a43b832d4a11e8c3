"""A custom select named otherwise than the plan says, whose options are drawn only once it is opened.

UI pattern: component selects (Tom Select, Choices, a framework's own select) keep their options out of the
document until a press opens the list. A plan names the field in the tester's words ("Notify me by"), the app
in its own ("Tell me about my parcels by"); the option ("Text message") is what both share. A native select's
options can be read without input (:func:`._by_option.offering`); a custom one's only by opening it.

- :func:`custom_offering`: open each drawn custom select on the page in turn (a press), read the options its
  list draws, close it (Escape); the ones that offer the option.
- A.custom_option: the one custom select on the page that offers the plan's option takes the select step.
- The quiet look of a branch whose select step found no control uses :func:`custom_offering` too: a custom
  select offering the option may be the plan's, so the target's absence is no evidence; so may one covered by
  something else, whose options cannot be read.
"""

from __future__ import annotations

from ...method import FDS, names_option, one_control, same_box
from ...suite import Case
from ...trajectory import Element, InputEvent, PageState
from ._base import ProbeContext, case_step, point_grounder, probe
from ._views import Act

MAX_OPENED = 6
"""Custom selects opened at most in one look (a form rarely has more; a page of many is a grid of filters)."""

OPEN_WAIT_S = 1.0
"""Seconds a list opened by a press gets to draw its options (one loaded on opening comes in this time)."""


def custom_selects(state: PageState, *, covered: bool = False) -> list[Element]:
    """The drawn, enabled custom selects a press reaches: a combobox, or a button opening a list of options
    (never a native select, whose options are in the document), one per control. ``covered``: instead, those
    something else lies over (a notice that came in on its own), which no press reaches."""
    out: list[Element] = []
    for e in state.elements:
        if e.tag == "select" or not (e.role == "combobox" or e.popup == "listbox"):
            continue
        if not e.enabled or not e.in_viewport(0.5) or (e.covered_by is not None) != covered:
            continue
        if not any(one_control(e, o) for o in out):
            out.append(e)
    return out


def _options(state: PageState) -> set[tuple[str, tuple[float, ...]]]:
    return {
        (e.name, tuple(round(v) for v in e.box)) for e in state.elements if e.role == "option" and e.rendered
    }


async def custom_offering(ctx: ProbeContext, option: str, send: Act) -> list[Element]:
    """The custom selects on the page whose list, once opened by a press, draws an option named ``option``.
    Each is opened, read and closed with Escape in turn; the elements returned are those of the page as it
    is again after the last close (ids renumber on every observation)."""
    picks = custom_selects(ctx.state)[:MAX_OPENED]
    found: list[Element] = []
    for sel in picks:
        if _options(ctx.state):
            # A list left open (by the branch's own press, or another select's) is closed first: the options
            # drawn on opening are then this select's own.
            await send("close the open list", [InputEvent(kind="press", key="Escape")])
            await ctx.refresh()
        before = _options(ctx.state)
        assert sel.point is not None
        await send(
            f"open the list of '{sel.name[:40]}'", [InputEvent(kind="click", x=sel.point[0], y=sel.point[1])]
        )
        await ctx.wait_quiet(max_s=OPEN_WAIT_S)
        drawn = [name for name, box in _options(ctx.state) - before]
        await send(f"close the list of '{sel.name[:40]}'", [InputEvent(kind="press", key="Escape")])
        await ctx.refresh()
        if any(names_option(option, n) for n in drawn):
            found.append(sel)
    now = ctx.state.elements
    return [next((e for e in now if same_box(e, f) and e.role == f.role), f) for f in found]


def _feasible(fds: FDS, state: PageState, case: Case) -> tuple[float, str] | None:
    step = case_step(fds, case)
    if step is None or step.verb != "select" or not step.option or fds.error_kind != "target_not_found":
        return None
    if not custom_selects(state):
        return None
    return (
        0.8,
        f"a custom select offering '{step.option}' once opened may be the plan's '{step.target}'",
    )


@probe(
    "A.custom_option",
    "A",
    "open each custom select on the page; choose the option in the one list offering it, whatever its name",
    0.8,
    _feasible,
)
async def custom_option(ctx: ProbeContext) -> bool | None:
    option = ctx.step.option or ""

    async def send(description: str, events: list[InputEvent]) -> None:
        await ctx.act(description, events)

    found = await custom_offering(ctx, option, send)
    if len(found) != 1:
        ctx.evidence.append(
            f"{len(found)} custom selects offer '{option}': none is known to be the plan's"
            if found
            else f"no custom select on the page offers '{option}' once opened"
        )
        return None
    ctx.evidence.append(
        f"the custom select '{found[0].name[:60]}' is the one on the page that offers '{option}'"
    )
    return (await ctx.do_step(point_grounder(found[0]))).ok

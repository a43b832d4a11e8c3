"""Type B probe: the view the task names, chosen by a switch the plan leaves out.

UI pattern: a view switch, a group of radios often drawn as joined buttons ("Group hours: By project | By
client", "Show: Active | Archived", "List | Board"), or links drawn as pills over views of which only the
one chosen is in the document ("Details | Lessons | Driving test"), regroups, filters or swaps what the page
shows. A plan written from the task may skip it ("find the hours of the client Acme Foods" → open "Acme
Foods"), while the page lists "Acme Foods" only once "By client" is chosen. The task names the view by a word
of its own ("client"), which no step of the plan says.

- B.view_option: press the one unchosen radio (or pill) the task names so, then perform the step.
- :func:`task_view_option` serves a branch's look: while such a radio is unchosen, the step's target may be
  listed only in that view, so its absence is no evidence.
"""

from __future__ import annotations

import re

from ..._util.text import fold
from ...method import FDS
from ...suite import Case
from ...trajectory import Element, InputEvent, PageState
from ._base import ProbeContext, case_step, probe
from ._by_option import radio_face

MIN_WORD = 4
"""Letters of a task word that can name a view ("client", "archived"; not "by", "all")."""


def _words(text: str) -> set[str]:
    out = set()
    for w in re.findall(r"[^\W\d_]+", fold(text)):
        if len(w) >= MIN_WORD:
            out.add(w[:-1] if len(w) > MIN_WORD and w.endswith("s") and not w.endswith("ss") else w)
    return out


def task_view_option(state: PageState, case: Case) -> Element | None:
    """The one enabled, unchosen radio, in a group with a chosen one, named by a word of the task that no
    step of the plan says: a view the task asks for that the plan leaves out; else, so named, the one unchosen
    item of a view switch written as links or buttons (:func:`switch_items`: "Details | Lessons | Driving
    test" for a task about a driving test). None when there is none, or several."""
    said: set[str] = set()
    for s in case.steps or ():
        for part in (s.target, s.option, s.text, s.to):
            said |= _words(part or "")
    told = _words(case.task) - said
    if not told:
        return None
    radios = [e for e in state.elements if e.role == "radio" and e.enabled]
    if any(e.checked for e in radios):
        found = [e for e in radios if e.checked is False and _words(e.name) & told]
        if found:
            return found[0] if len(found) == 1 else None
    found = [e for e in switch_items(state.elements) if _words(e.name) & told]
    return found[0] if len(found) == 1 else None


def _item(e: Element) -> bool:
    return e.interactive and e.rendered and (e.tag in ("a", "button") or e.role in ("link", "tab", "button"))


def switch_items(elements: list[Element]) -> list[Element]:
    """The unchosen items of a view switch written as links or buttons (nav pills over views of which only the
    chosen one is in the document, a segmented bar): enabled, drawn in line with the item marked current
    (``Element.current``), in its row or its column, of its height."""
    cur = [e for e in elements if e.current and _item(e)]

    def in_line(e: Element, c: Element) -> bool:
        same = abs(e.box[3] - c.box[3]) <= 2
        return same and (abs(e.box[1] - c.box[1]) <= 2 or abs(e.box[0] - c.box[0]) <= 2)

    return [
        e for e in elements if _item(e) and e.enabled and not e.current and any(in_line(e, c) for c in cur)
    ]


def _feasible(fds: FDS, state: PageState, case: Case) -> tuple[float, str] | None:
    step = case_step(fds, case)
    if step is None or not step.target or fds.error_kind != "target_not_found":
        return None
    view = task_view_option(state, case)
    if view is None:
        return None
    return 0.6, f"'{step.target}' may be listed only in the view '{view.name}' the task names"


@probe(
    "B.view_option",
    "B",
    "choose the unchosen view (a radio of a view switch) the task names and the plan leaves out, then act",
    0.6,
    _feasible,
)
async def view_option(ctx: ProbeContext) -> bool | None:
    view = task_view_option(ctx.state, ctx.case)
    face = radio_face(view, ctx.state) if view is not None else None
    if view is None or face is None or face.point is None or not face.in_viewport(0.5):
        ctx.evidence.append("no view option the task names is drawn in view where a press reaches it")
        return None
    ctx.evidence.append(f"chose the view '{view.name}', which the task names")
    x, y = face.point
    await ctx.act(f"choose the view '{view.name[:40]}'", [InputEvent(kind="click", x=x, y=y)])
    await ctx.wait_quiet(max_s=2.0)
    return (await ctx.do_step()).ok

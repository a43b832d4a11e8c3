"""Type A probe: locate the target in the browser's accessibility tree (role and accessible name)."""

from __future__ import annotations

import difflib
import re

from ..._util.text import fold
from ...method import FDS, match_target
from ...suite import Case
from ...trajectory import Element, PageState
from ._base import ProbeContext, case_step, load_js, point_grounder, probe

_HIT_JS = load_js("hit")

_LINE = re.compile(r'^\s*- (?P<role>[a-z]+)(?: "(?P<name>(?:[^"\\]|\\.)*)")?.*?\[box=(?P<box>[-\d.,]+)\]')
_ACTIONABLE = {
    "button",
    "link",
    "checkbox",
    "radio",
    "switch",
    "tab",
    "menuitem",
    "textbox",
    "combobox",
    "slider",
    "searchbox",
    "spinbutton",
    "option",
    "img",
}


def parse_aria(snapshot: str) -> list[tuple[str, str, tuple[float, float, float, float]]]:
    """(role, name, box) of every named node in an ``aria_snapshot(mode="ai", boxes=True)``."""
    out = []
    for line in snapshot.splitlines():
        m = _LINE.match(line)
        if m and m.group("name"):
            x, y, w, h = (float(v) for v in m.group("box").split(","))
            out.append((m.group("role"), m.group("name").replace('\\"', '"'), (x, y, w, h)))
    return out


VERB_ROLES: dict[str, frozenset[str]] = {
    "fill": frozenset({"textbox", "searchbox", "combobox", "spinbutton"}),
    "type": frozenset({"textbox", "searchbox", "combobox", "spinbutton"}),
    "check": frozenset({"checkbox", "radio", "switch"}),
    "uncheck": frozenset({"checkbox", "radio", "switch"}),
}
"""The roles a verb can act on, where not every one can: a fill types into a field, never a radio."""


def best_node(
    snapshot: str, target: str, viewport: tuple[int, int], verb: str | None = None
) -> tuple[str, str, tuple[float, float, float, float]] | None:
    want = fold(target)
    takes = VERB_ROLES.get(verb or "") or frozenset(_ACTIONABLE)
    scored = []
    for role, name, (x, y, w, h) in parse_aria(snapshot):
        if role not in _ACTIONABLE or role not in takes or w <= 0 or h <= 0:
            continue
        cx, cy = x + w / 2, y + h / 2
        if not (0 <= cx < viewport[0] and 0 <= cy < viewport[1]):
            continue
        have = fold(name)
        score = (
            1.0
            if have == want
            else 0.9
            if want in have
            else difflib.SequenceMatcher(None, want, have).ratio()
        )
        if score >= 0.6:
            scored.append((score, role, name, (x, y, w, h)))
    if not scored:
        return None
    scored.sort(key=lambda s: -s[0])
    _, role, name, box = scored[0]
    return role, name, box


def _feasible(fds: FDS, state: PageState, case: Case) -> tuple[float, str] | None:
    step = case_step(fds, case)
    if (
        step is None
        or step.target is None
        or fds.error_kind not in ("target_not_found", "click_intercepted", "no_effect")
    ):
        return None
    if fds.error_kind == "target_not_found":
        # The tree is built from the same DOM the agent already searched: a long shot.
        return 0.35, "the accessibility tree may name the control differently from its visible text"
    return (
        0.7,
        "the accessibility tree gives the control's own box, which may differ from where the agent clicked",
    )


@probe(
    "A.aria",
    "A",
    "locate the target by accessible role and name (ARIA tree), then act at its box",
    1.0,
    _feasible,
)
async def aria(ctx: ProbeContext) -> bool | None:
    snap = await ctx.session.page.locator("body").aria_snapshot(mode="ai", boxes=True, timeout=3000)
    node = best_node(snap, ctx.target or "", ctx.session.viewport, ctx.step.verb)
    if node is None:
        ctx.evidence.append(f"no node in view in the accessibility tree is named like '{ctx.target}'")
        return False
    role, name, (x, y, w, h) = node
    ctx.evidence.append(f'accessibility tree: {role} "{name}" at ({x:.0f}, {y:.0f})')
    px, py = x + w / 2, y + h / 2
    # The tree's box is the control's own, which for a visually hidden input (a radio behind its styled
    # label) may lie under another control: acting there would operate that one.
    reached = await ctx.session.script(_HIT_JS, [px, py])
    # The node's own control (a box named by its label as the tree names it) is no other one.
    own = reached and fold(reached["name"]) == fold(name)
    if reached and reached["name"] and not own and not _names_target(ctx.target or "", reached):
        ctx.evidence.append(
            f'a click at its box would reach {reached["tag"]} "{reached["name"]}", another control'
        )
        return None
    # The observed element drawn in that box (the tree rounds boxes): its state is the control's (disabled).
    hit = [
        e
        for e in ctx.state.elements
        if e.point is not None and all(abs(a - b) <= 2 for a, b in zip(e.box, (x, y, w, h), strict=True))
    ]
    hit.sort(key=lambda e: e.enabled)  # a disabled twin (a host and its inner button) tells the state
    el = Element(
        id=-1,
        tag=role,
        role=role,
        names=[("aria", name)],
        interactive=True,
        box=(x, y, w, h),
        point=(px, py),
        visible_fraction=1.0,
        rendered=True,
        covered_by=hit[0].covered_by if hit else None,
        enabled=hit[0].enabled if hit else True,
        editable=role in ("textbox", "searchbox", "combobox"),
        desc=f'{role} "{name}" (ARIA)',
    )
    return (await ctx.do_step(point_grounder(el))).ok


def _names_target(target: str, reached: dict[str, str]) -> bool:
    """Whether the element a click reaches carries the target's name (or is the label of a control that
    does)."""
    names = [("text", reached["name"]), ("operates", reached.get("operates") or "")]
    probe_el = Element(
        id=-1,
        tag=reached["tag"],
        role=reached["tag"],
        names=[n for n in names if n[1]],
        interactive=True,
        box=(0, 0, 1, 1),
        point=(0, 0),
        visible_fraction=1.0,
        rendered=True,
        covered_by=None,
        enabled=True,
        editable=False,
        desc=reached["tag"],
    )
    return bool(match_target(target, [probe_el], fuzzy=True))

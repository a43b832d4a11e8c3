"""Probes for a choice the plan writes as a select:

- A.by_option: a select the plan names otherwise than its label ("Duration" for "How long for", "Length of
  stay" for "Nights") is the one select on the page that offers the option the plan asks for. Plans name a
  field in the tester's words; the option ("6 months") is the app's own word, copied from the screen. Only
  a native select's options are all in the document; of several selects offering it, none is the plan's.
- A.option_radio: the choice is a group of radios (often drawn as joined buttons: Monday / Sunday), not a
  select. The plan's field is the group's caption; its option is one radio, which the probe clicks (through
  its label when the input itself is not drawn).
"""

from __future__ import annotations

from ...browser import CaseSession, row_holding
from ...method import FDS, match_target, names_option
from ...suite import Case, Step
from ...trajectory import Element, InputEvent, PageState
from ._answer import box_holds
from ._base import ProbeContext, case_step, point_grounder, probe

OPTIONS_JS = """(id) => { const s = window.__dg && window.__dg.elems[id];
  if (!s || !s.isConnected || s.tagName !== 'SELECT' || s.disabled) return null;
  return Array.from(s.options, (o) => (o.label || o.text || '').trim()); }"""
"""A native select's options, by the observer's id (null when it is gone or disabled)."""


async def offering(session: CaseSession, state: PageState, option: str) -> list[Element]:
    """The drawn, enabled native selects on the page that offer ``option``."""
    out = []
    for e in state.elements:
        if e.tag != "select" or not e.rendered or not e.enabled:
            continue
        texts = await session.script(OPTIONS_JS, e.id)
        if isinstance(texts, list) and any(names_option(option, str(t)) for t in texts):
            out.append(e)
    return out


def native_select_step(fds: FDS, state: PageState, case: Case, error_kind: str) -> Step | None:
    """The fork's select step, failed with ``error_kind``, with a drawn, enabled native select on the page."""
    step = case_step(fds, case)
    if step is None or step.verb != "select" or not step.option or fds.error_kind != error_kind:
        return None
    return step if any(e.tag == "select" and e.rendered and e.enabled for e in state.elements) else None


def _feasible(fds: FDS, state: PageState, case: Case) -> tuple[float, str] | None:
    step = native_select_step(fds, state, case, "target_not_found")
    if step is None:
        return None
    return 0.8, f"the select that offers '{step.option}' may be the one the plan names '{step.target}'"


@probe(
    "A.by_option",
    "A",
    "choose the option in the one select on the page that offers it, whatever its label",
    0.8,
    _feasible,
)
async def by_option(ctx: ProbeContext) -> bool | None:
    option = ctx.step.option or ""
    found = await offering(ctx.session, ctx.state, option)
    if len(found) != 1:
        if len(found) > 1:
            ctx.evidence.append(f"{len(found)} selects offer '{option}': none is known to be the plan's")
        return None
    ctx.evidence.append(f"the select '{found[0].name[:60]}' is the one on the page that offers '{option}'")
    return (await ctx.do_step(point_grounder(found[0]))).ok


def radio_face(pick: Element, state: PageState) -> Element | None:
    """What a press on radio ``pick`` goes to: the input when drawn and uncovered; drawn as a button, the
    input itself is often not drawn, and its label (the one wrapping it, or the one of its name) takes the
    press. None when neither is there."""
    if pick.rendered and pick.point is not None and pick.covered_by is None:
        return pick
    labels = [
        m.element
        for m in match_target(pick.name, state.elements)
        if m.element.tag == "label" and m.element.point is not None and m.element.covered_by is None
    ]
    cx, cy = pick.box[0] + pick.box[2] / 2, pick.box[1] + pick.box[3] / 2
    around = [e for e in labels if box_holds(e, cx, cy)]  # a label wrapping the input
    return around[0] if len(around) == 1 else labels[0] if len(labels) == 1 else None


def _radios(state: PageState, option: str) -> list[Element]:
    """The enabled radios on the page named as the option."""
    return [e for e in state.elements if e.role == "radio" and e.enabled and names_option(option, e.name)]


def _radio_feasible(fds: FDS, state: PageState, case: Case) -> tuple[float, str] | None:
    step = case_step(fds, case)
    if step is None or step.verb != "select" or not step.option or fds.error_kind != "target_not_found":
        return None
    if not _radios(state, step.option):
        return None
    return 0.8, f"'{step.target}' may be a group of radios, '{step.option}' one of them"


@probe(
    "A.option_radio",
    "A",
    "choose the plan's option as the radio of that name in the group the plan's field names (its caption)",
    0.8,
    _radio_feasible,
)
async def option_radio(ctx: ProbeContext) -> bool | None:
    step = ctx.step
    option, target = step.option or "", step.target or ""
    found = _radios(ctx.state, option)
    pick = found[0] if len(found) == 1 else None
    if pick is None and target:
        # Of several radios of that name (a weekday in two groups), the one in the group under the caption.
        mine = await row_holding(ctx.session, [e.id for e in found], target)
        pick = next((e for e in found if e.id == mine), None)
    if pick is None:
        ctx.evidence.append(f"{len(found)} radios named '{option}', none in one group captioned '{target}'")
        return None
    shown = radio_face(pick, ctx.state)
    if shown is None or shown.point is None or not shown.in_viewport(0.5):
        ctx.evidence.append(f"the radio '{pick.name}' is not drawn in view where a press reaches it")
        return None
    ctx.evidence.append(f"'{target}' taken for a group of radios: '{pick.name}' is one of them")
    ev = InputEvent(kind="click", x=shown.point[0], y=shown.point[1])
    done = await ctx.own_input(f"the radio '{pick.name[:40]}'", pick, [ev], target=target)
    now = [e for e in _radios(ctx.state, option) if e.name == pick.name and e.checked]
    if done.ok and not now:
        done.ok, done.error_kind = False, "no_effect"
        done.error = f"the radio '{pick.name}' is not checked after the press"
    return done.ok

"""A.by_option: a select the plan names otherwise than its label ("Duration" for "How long for", "Length of
stay" for "Nights") is the one select on the page that offers the option the plan asks for. Plans name a
field in the tester's words; the option ("6 months") is the app's own word, copied from the screen. Only a
native select's options are all in the document; of several selects offering it, none is the plan's.
"""

from __future__ import annotations

from ...browser import CaseSession
from ...method import FDS, names_option
from ...suite import Case
from ...trajectory import Element, PageState
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


def _feasible(fds: FDS, state: PageState, case: Case) -> tuple[float, str] | None:
    step = case_step(fds, case)
    if step is None or step.verb != "select" or not step.option or fds.error_kind != "target_not_found":
        return None
    if not any(e.tag == "select" and e.rendered and e.enabled for e in state.elements):
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

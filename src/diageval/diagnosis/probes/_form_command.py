"""A.form_command: a press the plan names in the tester's words ("Subcontract"), while the app's command says
with a trailing ellipsis that it opens a form ("Send out…", in a row's menu): the form it opens holds what the
plan gives right after (a select offering the plan's option, a field or box named like its target). Of
the commands no step names, each in turn is found as ``B.expand`` finds a control (its menu opened, in the row
of the item the plan named before), pressed, and kept when what it opened holds the plan's next input; else
the form is closed with Escape (which an ellipsis command's form allows: it has done nothing yet). At most
:data:`MAX_TRIED` commands: those sharing a word with the plan's target first, then those sharing a word with
the task ("Customer accepted…" when the task says the customer "has accepted the quote"), then in the order
the page lists them.
"""

from __future__ import annotations

from ..._util.text import fold
from ...method import FDS, content_words, match_target
from ...suite import Case, Step
from ...trajectory import InputEvent, PageState
from ._base import ProbeContext, case_step, probe
from ._by_option import offering
from ._custom_offer import custom_offering
from ._ellipsis import PRESS_VERBS, form_opener
from ._observe import expand
from ._views import look_input

MAX_TRIED = 3


def _feasible(fds: FDS, state: PageState, case: Case) -> tuple[float, str] | None:
    step = case_step(fds, case)
    if step is None or step.verb not in PRESS_VERBS or fds.error_kind != "target_not_found":
        return None
    found = form_opener(case.steps or (), fds.resume_case_step, state.elements)
    if found is None:
        return None
    return 0.6, f"{', '.join(repr(n) for n in found[0][:3])} open a form; one may be '{step.target}'"


Drawn = set[tuple[str, tuple[float, ...]]]


def _drawn(state: PageState) -> Drawn:
    return {(e.name, e.box) for e in state.elements if e.rendered}


async def _holds_next(ctx: ProbeContext, nxt: Step, before: Drawn) -> bool:
    """What the press drew holds the plan's next input: a control named like its target, or for a select, a
    select (native, or custom once opened) offering its option."""
    new = [e for e in ctx.state.elements if e.rendered and (e.name, e.box) not in before]
    if nxt.target and match_target(nxt.target, new, fuzzy=True):
        return True
    if nxt.verb != "select" or not nxt.option:
        return False
    offers = await offering(ctx.session, ctx.state, nxt.option)
    if not any((e.name, e.box) not in before for e in offers):
        offers = await custom_offering(ctx, nxt.option, look_input(ctx))
    return any((e.name, e.box) not in before for e in offers)


@probe(
    "A.form_command",
    "A",
    "press, in turn, the commands whose ellipsis says they open a form; keep the one whose form holds the "
    "plan's next input",
    3.0,
    _feasible,
)
async def form_command(ctx: ProbeContext) -> bool | None:
    at = ctx.fds.resume_case_step
    original = ctx.case
    steps = list(original.steps or ())
    found = form_opener(steps, at, ctx.state.elements)
    if found is None:
        return None
    nxt = steps[at + 1]  # a form input (form_opener)
    # A command sharing a word with the plan's ("Change quantity…" for "Edit quantity") is tried first, then
    # one sharing a word with the task ("Customer accepted…" for "has accepted the quote").
    said = content_words(fold(steps[at].target or ""))
    told = content_words(fold(original.task))

    def rank(name: str) -> tuple[int, int]:
        words = content_words(fold(name))
        return -len(said & words), -len(told & words)

    names = sorted(found[0], key=rank)
    for name in names[:MAX_TRIED]:
        ctx.case = original.model_copy(
            update={"steps": (*steps[:at], steps[at].model_copy(update={"target": name}), *steps[at + 1 :])}
        )
        before, mark = _drawn(ctx.state), len(ctx.case_steps)
        if await expand(ctx) and await _holds_next(ctx, nxt, before):
            ctx.evidence.append(f"'{name}' opens the form the plan fills next: it is '{steps[at].target}'")
            return True
        ctx.evidence.append(f"'{name}' opened nothing the plan fills next")
        # A command tried and closed again is the probe's input, not the plan's step: no question it opened
        # was the plan's to answer.
        ctx.case_steps[mark:] = [None] * (len(ctx.case_steps) - mark)
        await ctx.act("close what the command opened", [InputEvent(kind="press", key="Escape")])
    ctx.case = original
    return False

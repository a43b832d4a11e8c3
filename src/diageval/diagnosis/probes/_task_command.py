"""A.task_command: a press the plan names in the tester's words ("Mark collected") while the app's command is
the task's ("Hand over", the task saying "hand her tickets over"). A tester writes the plan from memory, the
task from the ticket, whose words the app's commands often share. The command is the one drawn, enabled
control of two words or more, named by no step of the plan, whose words the task says in their order, at
most three words apart (a phrasal command's object stands between its verb and its particle: "hand *her
tickets* over"); it is pressed for the plan's step. Of one such command per row or card, the one in the row
of the item the plan named before.

Presses that other probes serve are left to them, so this one never goes first where they apply: a press
the plan follows with a field's input (it opens a form: `B.open_form`, `B.expand`, `A.form_command`), and
candidates that are not plain commands: links and tabs (a view switch's "Driving test" is
`B.view_option`'s), a command whose ellipsis says it opens a form, a button that asks for a form
(`opens_form`: "Book a lesson").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..._util.text import fold
from ...browser import row_of
from ...method import FDS, content_words, match_target
from ...suite import Case, Step
from ...trajectory import Element, PageState
from ._base import ProbeContext, case_step, point_grounder, probe
from ._form_words import INPUT_VERBS, opens_form

GAP_WORDS = 3
"""How many words of the task may stand between two words of the command ("hand her tickets over")."""

_WORD = re.compile(r"[^\W_]+(?:['’-][^\W_]+)*")
_PRESSES = ("click", "dblclick")
_COMMAND_ROLES = ("button", "menuitem")
_ELLIPSIS = ("…", "...")


def _words(text: str) -> list[str]:
    return _WORD.findall(fold(text))


def said_in_order(words: Sequence[str], told: Sequence[str]) -> bool:
    """``words`` occur in ``told`` in their order, each at most :data:`GAP_WORDS` words after the one
    before."""
    for start, w in enumerate(told):
        if w != words[0]:
            continue
        at, ok = start, True
        for nxt in words[1:]:
            window = told[at + 1 : at + 2 + GAP_WORDS]
            if nxt not in window:
                ok = False
                break
            at = at + 1 + window.index(nxt)
        if ok:
            return True
    return False


def task_command(elements: Sequence[Element], task: str, plan: Sequence[Step], at: int) -> list[Element]:
    """The drawn, enabled controls of the one command the task names in its words for the plan's press
    ``at`` (module docstring): one, or one per row or card; empty when none is, or two commands are."""
    step = plan[at] if 0 <= at < len(plan) else None
    if step is None or step.verb not in _PRESSES or not step.target:
        return []
    if at + 1 < len(plan) and plan[at + 1].verb in INPUT_VERBS:
        return []  # the press opens a form: the form probes' (module docstring)
    told = _words(task)
    asked = content_words(fold(task))
    others = [s.target for k, s in enumerate(plan) if k != at and s.target]
    found: list[Element] = []
    for el in elements:
        if not (el.rendered and el.enabled and el.interactive and el.point is not None) or el.editable:
            continue
        if (
            el.role not in _COMMAND_ROLES
            or el.name.rstrip().endswith(_ELLIPSIS)
            or opens_form(el.name, asked)
        ):
            continue
        words = _words(el.name)
        if not 2 <= len(words) <= 4 or not content_words(fold(el.name)):
            continue
        if any(match_target(t, [el]) for t in others) or not said_in_order(words, told):
            continue
        found.append(el)
    return found if len({fold(e.name) for e in found}) == 1 else []


def _feasible(fds: FDS, state: PageState, case: Case) -> tuple[float, str] | None:
    step = case_step(fds, case)
    if step is None or fds.error_kind != "target_not_found" or case.steps is None:
        return None
    found = task_command(state.elements, case.task, case.steps, fds.resume_case_step)
    if not found:
        return None
    return 0.7, f"the task names the command '{found[0].name[:60]}' where the plan says '{step.target}'"


@probe(
    "A.task_command",
    "A",
    "press the one command whose words the task says in order, where the plan names it otherwise",
    0.8,
    _feasible,
)
async def press_task_command(ctx: ProbeContext) -> bool | None:
    at = ctx.fds.resume_case_step
    plan = ctx.case.steps or ()
    found = task_command(ctx.state.elements, ctx.case.task, plan, at)
    if len(found) > 1:
        # One per row or card: the one in the row of the item the plan named before (its own name put for
        # the plan's, so the row's controls are found by it).
        targets = [s.target for s in plan]
        targets[at] = found[0].name
        row = await row_of(ctx.session, ctx.state, targets, at, alone=True, task=ctx.case.task)
        found = [row.mine] if row is not None and row.mine is not None else []
    if len(found) != 1:
        return None
    said = f"the task names the command '{found[0].name[:60]}' for what the plan calls '{ctx.step.target}'"
    ctx.evidence.append(said)
    return (await ctx.do_step(point_grounder(found[0]))).ok

"""A.consent: a button kept disabled until a box the plan does not mention is ticked ("I agree to the
terms", "I confirm the details are correct", "I live at an address in this zone"). Plans name the action,
not the consent a form asks for on the way; a screen agent that follows the plan to the letter finds the
button disabled. The probe ticks the unticked boxes of the form, dialog or wizard step the control is in (the
nearest of them in the document, :data:`MAX_TICKS` at most, consent-worded ones first), through the box or
its label, then performs the step. A box the plan names is the plan's to set, never the probe's. A choice
left unmade on the way (radio buttons, none chosen: a return's condition "Good" / "Damaged") is made only with
the option the task's words name.
"""

from __future__ import annotations

import re
from typing import Any

from ..._constants import MIN_VISIBLE_FRACTION
from ..._util.text import fold
from ...agents import Grounder, Grounding, viewport_grounder
from ...method import FDS, ElementFilter, content_words
from ...suite import Case
from ...trajectory import Element, InputEvent, PageState
from ._base import ProbeContext, case_step, load_js, probe, target_matches
from ._views import wheel_toward

_CONSENT_JS = load_js("consent")
MAX_TICKS = 3
CONSENT = re.compile(
    r"\b(agree|accept|consent|confirm|acknowledge|understand|terms|i have|i am|i live|i own)\b", re.I
)
"""Words of a box that asks for consent or a declaration, ticked first when a form has other boxes too."""


def _feasible(fds: FDS, state: PageState, case: Case) -> tuple[float, str] | None:
    step = case_step(fds, case)
    if fds.error_kind != "target_disabled" or step is None or step.verb not in ("click", "dblclick"):
        return None
    # The boxes (a component's input inside its shadow root) are read by the probe: a page with none nearby
    # makes the branch inapplicable at once.
    if not [e for e in target_matches(fds, state, case) if e.rendered and not e.enabled]:
        return None
    return 0.8, f"'{step.target}' may wait for a box the plan does not mention to be ticked"


@probe(
    "A.consent",
    "A",
    "tick the unticked boxes the plan does not mention in the disabled control's form, then repeat the step",
    1.0,
    _feasible,
)
async def consent(ctx: ProbeContext) -> bool | None:
    ctl = next((e for e in ctx.matches() if e.rendered and not e.enabled), None)
    if ctl is None:
        return None
    planned = [s.target for s in ctx.case.steps or () if s.target]
    found = [
        b for b in await _boxes(ctx, ctl) if b["name"] and not any(_names(p, b["name"]) for p in planned)
    ]
    boxes = [b for b in found if not b.get("choice")]
    worded = [b for b in boxes if CONSENT.search(b["name"])]
    picks = [b["name"] for b in (worded or boxes)[:MAX_TICKS]]
    # A choice left unmade (a segmented control's "Good" / "Damaged"): only the option the task's words
    # name ("returned in good condition"), one per choice; never a guess between options.
    chosen: set[Any] = set()
    choices: list[str] = []
    for b in found:
        if b.get("choice") and b["group"] not in chosen and _task_names(ctx.case.task, b["name"]):
            chosen.add(b["group"])
            choices.append(b["name"])
    picks += choices
    if not picks:
        return None
    for name in picks:
        box = next((b for b in await _boxes(ctx, ctl) if b["name"] == name), None)
        if box is not None and not box["inview"]:
            await wheel_toward(ctx, float(box["y"]), f"'{name[:40]}'")
            box = next((b for b in await _boxes(ctx, ctl) if b["name"] == name), None)
        if box is None or not box["inview"]:
            continue
        x, y = float(box["x"]), float(box["y"])
        # Named, so that a replay of this branch's path sends it to the box wherever it is drawn then.
        await ctx.act(f"tick '{name[:60]}'", [InputEvent(kind="click", x=x, y=y, name=name)])
        await ctx.wait_quiet(max_s=1.0)
        said = "chose" if name in choices else "ticked"
        ctx.evidence.append(f"{said} '{name[:60]}', which the plan does not mention")
    await ctx.wait_quiet(max_s=1.0)
    # The step goes to the control found disabled, now enabled, not to text that shares its words.
    return (await ctx.do_step(_same_control(ctl))).ok


def _same_control(ctl: Element) -> Grounder:
    """The one control in view named and made as the one found disabled; else the screen agent's pick."""

    def ground(target: str, state: PageState, accept: ElementFilter | None) -> Grounding:
        same = [
            e
            for e in state.elements
            if e.interactive
            and e.name == ctl.name
            and e.tag == ctl.tag
            and e.point is not None
            and e.in_viewport(MIN_VISIBLE_FRACTION)
        ]
        return Grounding(same[0]) if len(same) == 1 else viewport_grounder()(target, state, accept)

    return ground


async def _boxes(ctx: ProbeContext, ctl: Element) -> list[dict[str, Any]]:
    got = await ctx.session.script(_CONSENT_JS, [ctl.id])
    return [b for b in got if isinstance(b, dict)] if isinstance(got, list) else []


def _task_names(task: str, name: str) -> bool:
    """The task's words name an option: every content word of its name is among the task's ("Good" in
    "returned in good condition")."""
    words = content_words(fold(name))
    return bool(words) and words <= content_words(fold(task))


def _names(target: str, name: str) -> bool:
    """A plan's target names the box: its whole name ("Adopt" does not name "I agree to the adoption
    terms")."""
    return fold(target) == fold(name)

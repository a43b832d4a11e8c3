"""What every probe shares: the context it runs in, the catalogue, and helpers that act through user input.

A probe is one executable operator of a branch type (A/B/C). It may *locate* with anything (DOM, ARIA,
OCR) but *acts* only through :func:`diageval.browser.perform` (mouse, keyboard, wheel, file chooser).
It performs the case step that failed, in its own way, and reports whether that step was done.
"""

from __future__ import annotations

import re
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any

from ..._constants import MIN_VISIBLE_FRACTION
from ...agents import VERB_TAKES, Grounder, Grounding, Recorder, StepExecutor, viewport_grounder
from ...browser import CaseSession, Row, match_target, note_row, perform, row_of
from ...method import (
    FDS,
    BranchType,
    ElementFilter,
    Rollout,
    is_text_control,
    named_exactly_elsewhere,
    press_filter,
)
from ...suite import Case, Step
from ...trajectory import ActionRecord, Element, InputEvent, PageState
from .._services import OFFLINE, Services
from ._later_modal import after_last_input, came_later


@cache
def load_js(name: str) -> str:
    """A probe's page script (read-only locating code) from ``probes/js/NAME.js``."""
    return resources.files("diageval.diagnosis.probes").joinpath(f"js/{name}.js").read_text(encoding="utf-8")


@dataclass
class ProbeContext:
    """Everything a probe needs at the fork point. ``state`` is kept current by :meth:`record`."""

    session: CaseSession
    recorder: Recorder
    fds: FDS
    case: Case
    origin: str
    settle_s: float
    params: dict[str, Any]
    state: PageState
    failed: Rollout | None = None
    case_steps: list[int | None] = field(default_factory=list)
    evidence: list[str] = field(default_factory=list)
    verify_when_quiet: bool = False
    """Set by stability probes: wait for the page to settle before the final checks."""
    completes_case: bool = False
    """Set by probes that carry out the rest of the case themselves (an LLM agent following a plan)."""
    services: Services = OFFLINE
    """LLM components a probe may use (the LLM agent for the planner's instructions)."""
    result_seen: bool = False
    """Every check held at some look during the branch (set by the branch's final checks), even if the
    result did not last."""
    doubt: str | None = None
    """Set by a probe that acted on a control named otherwise than the plan names it, over one that
    matches the plan better: what the branch then sees is no evidence against the app."""
    discarded: str | None = None
    """Set by a probe whose input may have thrown away what the page held (Escape closing an overlay that
    may hold the plan's unsaved input): a result then missing, or a control then disabled, is no evidence
    against the app."""
    cycled: bool = False
    """Set by a probe that pressed a column's sort header through its orders: the order the plan's single
    press left is no longer what a missing result may wait on."""
    cleared: bool = False
    """Set by a probe that closed what covered the step's control (a notice, a promotion): what stood
    behind it, the fork's own failure again, is a second obstacle (``_next_obstacle``)."""

    @property
    def step(self) -> Step:
        assert self.case.steps is not None
        return self.case.steps[self.fds.resume_case_step]

    @property
    def target(self) -> str | None:
        return self.step.target

    async def record(self, action: ActionRecord, t0: float, case_step: int | None) -> ActionRecord:
        rec = await self.recorder.record(action, t0)
        assert self.recorder.state is not None
        self.state = self.recorder.state
        self.case_steps.append(case_step)
        return rec.action

    async def act(
        self,
        description: str,
        events: list[InputEvent],
        *,
        done: bool = False,
        aimed: Element | None = None,
        answers: bool = False,
    ) -> str | None:
        """Perform and record a probe's own user-input action (not a case step). ``done``: the probe has
        already spent it (a wait for the page to settle): recorded, so a replay waits too, not repeated.
        ``aimed``: the element a press was aimed at, as last observed; returns what the press went to when
        it is not that element, read before the record observes the page again (which renumbers its
        elements). ``answers``: it answers the question the case step before it asked
        (``ActionRecord.answers``)."""
        t0 = time.perf_counter()
        rec = ActionRecord(verb="probe", description=description, answers=answers)
        for ev in events:
            rec.events.append(ev)
            if not done:
                await perform(self.session.page, ev)
        elsewhere = await self.session.hit_elsewhere(aimed) if aimed is not None and not done else None
        await self.record(rec, t0, None)
        return elsewhere

    async def own_input(
        self,
        how: str,
        grounded: Element,
        events: list[InputEvent],
        *,
        target: str | None = None,
        then: Callable[[ActionRecord], Awaitable[None]] | None = None,
    ) -> ActionRecord:
        """Perform the failed case step through ``events`` this probe chose, aimed at ``grounded``, and record
        it as that step done "(``how``)"; ``target`` overrides the step's, ``then`` reads the result before
        the record observes the page again."""
        t0 = time.perf_counter()
        step = self.step
        rec = ActionRecord(
            verb=step.verb,
            description=f"{step.describe()} ({how})",
            target=step.target if target is None else target,
            grounded=grounded,
        )
        for ev in events:
            rec.events.append(ev)
            await perform(self.session.page, ev)
        if then is not None:
            await then(rec)
        return await self.record(rec, t0, self.fds.resume_case_step)

    async def do_step(self, grounder: Grounder | None = None) -> ActionRecord:
        """Perform the failed case step with ``grounder`` (default: the screen agent's) and record it."""
        ex = StepExecutor(self.session, self.origin, grounder or viewport_grounder())
        t0 = time.perf_counter()
        before = self.state
        action = await self.execute(ex, self.fds.resume_case_step)
        el, target = action.grounded, self.target
        if el is not None and target and action.events and self.doubt is None:
            other = named_exactly_elsewhere(target, before.elements, el)
            if other is not None:
                # The probe's way of locating (the accessibility tree, OCR, a next-best pick) found a control
                # named otherwise, while an element named as the plan says is on the page.
                self.doubt = f"the step went to {el.desc}, while {other.desc} carries the name '{target}'"
        return await self.record(action, t0, self.fds.resume_case_step)

    async def execute(self, ex: StepExecutor, step_no: int) -> ActionRecord:
        """Perform case step ``step_no`` with ``ex`` on the page as last observed. When the step's target
        names one control per row or card, the control in the row of the item the plan named before it is
        found first, and the action notes that item when its input went to that control."""
        step = (self.case.steps or ())[step_no]
        if step.verb == "goto" and any(c is not None for c in self.case_steps):
            # A save that takes a moment, then the plan reloads: a person waits for it to finish first.
            waited = await self.wait_recorded(LEAVE_QUIET_S)
            if waited >= 0.3:
                self.evidence.append(
                    f"waited {waited:.1f} s for the page to finish its work before leaving it"
                )
        row = await row_of_item(self, step_no, alone=True)
        grounder = ex.grounder
        if row is not None and row.mine is not None:
            ex.grounder = _in_row(grounder, row)
        try:
            action = await ex.execute(step, self.state)
            cell = None if action.ok else self._edit_cell(step, action)
            if cell is not None and cell.point is not None:
                # An inline edit: the value is shown as a control that a click turns into a field.
                x, y = cell.point
                await self.act(f"click '{cell.name}' to edit it", [InputEvent(kind="click", x=x, y=y)])
                await self.wait_quiet(max_s=EDIT_OPENS_S)
                kind = cell.role or cell.tag
                self.evidence.append(f"'{step.target}' is a {kind} a click turns into a field")
                action = await ex.execute(step, self.state)
        finally:
            ex.grounder = grounder
        action.row_item, action.other_row = note_row(action.verb, action.grounded, row)
        return action

    def _edit_cell(self, step: Step, failed: ActionRecord) -> Element | None:
        """For a fill whose target no field carries: the one control in view named exactly so that is no
        field (a score shown as a button until it is clicked, then a field of the same name)."""
        if step.verb != "fill" or failed.error_kind != "target_not_found" or step.target is None:
            return None
        found = [
            m.element
            for m in match_target(step.target, self.state.elements)
            if m.score >= 3.0
            and m.element.interactive
            and m.element.enabled
            and not is_text_control(m.element)
            and m.element.point is not None
            and m.element.in_viewport(MIN_VISIBLE_FRACTION)
        ]
        return found[0] if len(found) == 1 else None

    async def refresh(self) -> PageState:
        self.state = await self.session.read_state()
        return self.state

    def matches(self, *, fuzzy: bool = False, accept: ElementFilter | None = None) -> list[Element]:
        """Elements anywhere on the page matching the target (locating may use the DOM), best first: by
        default those the step's verb can act on (:func:`step_matches`)."""
        if self.target is None:
            return []
        if accept is None:
            return step_matches(self.step, self.state.elements, fuzzy=fuzzy)
        return [m.element for m in match_target(self.target, self.state.elements, accept=accept, fuzzy=fuzzy)]

    def best_matches(self) -> list[Element]:
        """Only the best tier of matches: exact ones when there are any (a partial match such as
        'Remove sunset.png' for 'sunset.png' names another control)."""
        return best_tier(self.target, self.state, self.step.verb)

    async def in_front(self, els: list[Element]) -> list[Element]:
        """``els`` without those behind an open modal dialog, when some are inside it (a form's "Category"
        over the page's "Category" filter): the page behind a modal is not what a user operates."""
        inside = await self.session.script(_IN_MODAL_JS, [e.id for e in els])
        if not inside:
            return els
        return [e for e in els if e.id in set(inside)]

    async def unbidden_modal(self, before: int) -> bool:
        """A modal dialog is open over the page that the app opened on its own, not as the plan's question:
        while the plan, up to its case step ``before``, has given no input (only page loads and waits: a
        "What's new" notice a moment after load), or, after input, one that asks for a choice about cookies
        or privacy while no step of the plan up to there names one (a consent dialog that comes on a timer),
        or one not on the page the plan's last input left (:func:`came_later`: a promotion on a timer), as
        the branch recorded it or, before the branch's own, as the recording of the fork's path did
        (:attr:`RestoreContext.seen`: a notice that opened while the restore replayed or waited still came
        on its own). The wheel moves nothing under it and nothing under it can be pressed."""
        steps = (self.case.steps or ())[:before]
        if all(s.verb in NO_INPUT for s in steps):
            return await self.session.script(_IN_MODAL_JS, []) is not None
        if any(s.target and CONSENT_WORDS.search(s.target) for s in steps):
            return False
        if await self.session.script(_CONSENT_MODAL_JS, CONSENT_WORDS.pattern):
            return True
        traj = self.recorder.trajectory
        done, first = (traj.steps, traj.initial) if traj is not None else ([], None)
        # Before any plan input of the branch's own, the fork's page as recorded: a notice on a timer that
        # opened while the restore replayed or waited still came after the plan's last input.
        first = self.fds.restore.seen or first
        seen = after_last_input(first, done, self.case_steps, self.case.steps or (), before, NO_INPUT)
        plan = self.case.steps or ()
        return await came_later(self.session, seen, plan[before].target if before < len(plan) else None)

    async def wait_quiet(self, max_s: float = 6.0, min_s: float = 0.0) -> float:
        """Wait until the page is quiet (nothing in flight or scheduled, no DOM change for a short window;
        ``min_s`` at least), then observe it; return the seconds waited."""
        waited = await self.session.wait_quiet(max_s=max_s, min_s=min_s)
        await self.refresh()
        return waited

    async def wait_recorded(self, max_s: float) -> float:
        """:meth:`wait_quiet`, recorded as a wait of the branch's path, so a replay of that path (a later
        round forked on it) waits as long before the input that follows (a list still loading at the fork)."""
        waited = await self.wait_quiet(max_s=max_s)
        if waited >= 0.05:
            wait = InputEvent(kind="wait", seconds=round(waited, 2))
            await self.act(f"wait {waited:.1f} s for the page to settle", [wait], done=True)
        return waited


_IN_MODAL_JS = load_js("in_modal")
_CONSENT_MODAL_JS = (
    "(words) => { const re = new RegExp(words, 'i');"
    " return window.__dgDom.modals().some((m) => re.test(m.innerText || m.textContent || '')); }"
)
CONSENT_WORDS = re.compile(r"\b(cookies?|privacy|consent)\b", re.I)
"""Words of a dialog that asks for a choice about cookies or privacy: the app's own, not a plan's question."""
NO_INPUT = ("goto", "wait")
"""Plan steps that give the page no user input."""
LEAVE_QUIET_S = 5.0
"""How long a branch lets the page finish what its last input started (a save that takes a second: a
spinner, a request, a timer) before a plan's step that leaves or reloads the page."""
EDIT_OPENS_S = 2.0
"""How long a field an inline-edit control opens on a click gets to appear."""


def point_grounder(el: Element) -> Grounder:
    """A grounder that always answers with ``el`` (a probe located it by other means)."""

    def ground(_target: str, _state: PageState, _accept: ElementFilter | None) -> Grounding:
        return Grounding(el)

    return ground


Runner = Callable[[ProbeContext], Awaitable[bool | None]]
"""Runs a probe: True when it performed the case step, False when it tried and failed, None when it found
on the page that it does not apply after all (no evidence either way)."""


@dataclass(frozen=True)
class Probe:
    """A catalogue entry: name, type, what it does, its cost, when it applies, and how it runs.

    ``feasible`` returns (confidence 0..1, why) when the probe can apply to this page, else None."""

    name: str
    type: BranchType
    description: str
    cost: float
    feasible: Callable[[FDS, PageState, Case], tuple[float, str] | None]
    run: Runner
    last_resort: bool = False
    """Ranked with the fallbacks whatever the SOU: tried once the probes that answer it have run."""
    first: Callable[[Step], bool] | None = None
    """Later steps this probe takes before the screen agent does, once it has repaired the fork: steps
    where the screen agent's way is known to fail the same way and may do harm (ISO text typed into a
    later date field lands in the wrong segments, and the app acts on that garbled date)."""


CATALOGUE: dict[str, Probe] = {}


def probe(
    name: str,
    btype: BranchType,
    description: str,
    cost: float,
    feasible: Callable[[FDS, PageState, Case], tuple[float, str] | None],
    *,
    last_resort: bool = False,
    first: Callable[[Step], bool] | None = None,
) -> Callable[[Runner], Runner]:
    """Register a probe runner in the catalogue (the catalogue order is the ``fixed`` ordering)."""

    def deco(fn: Runner) -> Runner:
        CATALOGUE[name] = Probe(name, btype, description, cost, feasible, fn, last_resort, first)
        return fn

    return deco


def case_step(fds: FDS, case: Case) -> Step | None:
    if case.steps is None or fds.resume_case_step >= len(case.steps):
        return None
    return case.steps[fds.resume_case_step]


def sort_header(target: str | None, elements: list[Element]) -> Element | None:
    """The control in a column header (a table's ``th``, a grid's ``columnheader``) named like ``target``: a
    press on it sorts the column one way, a second press the other way."""
    if not target:
        return None
    heads = [e for e in elements if e.rendered and e.header]
    found = match_target(target, heads)
    return found[0].element if found and found[0].score >= 2.0 else None


def target_matches(fds: FDS, state: PageState, case: Case, *, fuzzy: bool = False) -> list[Element]:
    step = case_step(fds, case)
    return [] if step is None else step_matches(step, state.elements, fuzzy=fuzzy)


def step_matches(step: Step, elements: list[Element], *, fuzzy: bool = False) -> list[Element]:
    """The elements matching ``step``'s target, best first, among those its verb can act on (the fields,
    for a fill: an accordion's headers reading "no arrival date" are no "Arrival date" in view); every
    match when none of those carries the name (a label, a control a click turns into a field)."""
    if step.target is None:
        return []
    takes = VERB_TAKES.get(step.verb)
    found = match_target(step.target, elements, fuzzy=fuzzy)
    taken = [m.element for m in found if takes is None or takes(m.element)]
    return taken or [m.element for m in found]


async def _rerun(ctx: ProbeContext) -> bool:
    agent = ctx.services.rerun_agent
    if agent is None:
        return (await ctx.do_step()).ok
    # A sampling agent reruns the rest of the case itself, its own way (its settle times, its draws).
    ctx.completes_case = True
    start = ctx.fds.resume_case_step
    before = len(ctx.recorder.trajectory.steps) if ctx.recorder.trajectory is not None else 0
    done = await agent.resume(ctx.case, ctx.recorder, ctx.origin, start)
    assert ctx.recorder.state is not None and ctx.recorder.trajectory is not None
    ctx.state = ctx.recorder.state
    recorded = len(ctx.recorder.trajectory.steps) - before
    ctx.case_steps += [start + k for k in range(recorded)]
    ctx.evidence.append(f"rerun by {agent.name}, stream {agent.stream_label(ctx.case, ctx.recorder)}")
    return done >= len(ctx.case.steps or ())


async def _llm_instruction(ctx: ProbeContext) -> bool | None:
    from ...agents import LLMAgent

    client = ctx.services.agent
    if client is None:
        return None
    ctx.completes_case = True
    agent = LLMAgent(client, max_steps=8)
    extra = (
        "\nYou are at the point where an earlier attempt failed. "
        f"From the current page: {ctx.params['instruction']}"
    )
    done = await agent.act(ctx.case, ctx.recorder, ctx.state, extra)
    assert ctx.recorder.state is not None
    ctx.state = ctx.recorder.state
    return done


BASELINE_PROBES: dict[str, Probe] = {
    "llm_instruction": Probe(
        "llm_instruction",
        "A",
        "an instruction from the LLM planner, carried out by the LLM agent",
        2.0,
        lambda f, s, c: (1.0, ""),
        _llm_instruction,
    ),
    "rerun": Probe(
        "rerun",
        "C",
        "rerun the remaining steps with the plain agent (no probe)",
        1.0,
        lambda f, s, c: (1.0, ""),
        _rerun,
    ),
}
"""Not candidates of the diagnosis: the baselines' plain reruns (NR, NR+IE, Best-of-N)."""


def _in_row(grounder: Grounder, row: Row) -> Grounder:
    """``grounder``, except that where it picks another row's control of the name every row's control
    shares, the one in the row of the item the plan named before the step is taken, when it is in view
    ("hover 'FitLife Gym'", then "click 'Stop'": FitLife Gym's Stop, not the first row's): a probe performs
    the step as the plan reads."""
    assert row.mine is not None
    mine, same = row.mine.id, {e.id for e in row.same}

    def ground(target: str, state: PageState, accept: ElementFilter | None) -> Grounding:
        got = grounder(target, state, accept)
        if got.element is None or got.element.id == mine or got.element.id not in same:
            return got
        here = next((e for e in state.elements if e.id == mine), None)
        if here is None or not here.in_viewport(MIN_VISIBLE_FRACTION):
            return got
        return Grounding(here, page_matches=got.page_matches)

    return ground


def best_tier(target: str | None, state: PageState, verb: str | None = None) -> list[Element]:
    """The best tier of ``target``'s matches; for a press, never a field named by part of it (the select
    "Send to" for "Send": :func:`~diageval.method.press_filter`)."""
    if target is None:
        return []
    accept = press_filter(target, state.elements) if verb in ("click", "dblclick") else None
    found = match_target(target, state.elements, accept=accept)
    exact = [m.element for m in found if m.score >= 3.0]
    return exact or [m.element for m in found]


async def row_of_item(ctx: ProbeContext, step_no: int | None = None, *, alone: bool = False) -> Row | None:
    """The row of the item the plan named just before case step ``step_no`` (default: the failed step), on
    the page as last observed (:func:`diageval.browser.row_of`)."""
    at = ctx.fds.resume_case_step if step_no is None else step_no
    targets = [s.target for s in ctx.case.steps or ()]
    return await row_of(ctx.session, ctx.state, targets, at, alone=alone, task=ctx.case.task)

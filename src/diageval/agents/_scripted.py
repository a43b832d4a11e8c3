"""The scripted screen agent: the offline default. It follows a case's ``steps`` like a vision agent.

It grounds every target only in what the viewport shows, clicks at the element's centre, waits a fixed
settle time, never scrolls unless a step says so, and stops at the first step it cannot perform. It is
deliberately as fallible as a real screen agent: the diagnosis works on exactly these failures.

With a profile (``--agent-profile stochastic``) it samples, as an LLM-driven agent does: per step a click
point around the element (sometimes off it), a settle time (sometimes too short), one of several matching
elements, a scroll to look for a target out of view (or giving up), typing with pauses. Every draw comes
from the step's own seeded stream (:func:`~diageval.agents._profile.draw_step`), so a seed reproduces a
run, and each rerun of the baselines draws a stream of its own (:meth:`ScriptedAgent.for_attempt`).
"""

from __future__ import annotations

import time
from collections import Counter

from ..browser import note_row, row_of
from ..suite import Case
from ..trajectory import Trajectory
from ._executor import Noise, StepExecutor
from ._ground import Grounder, viewport_grounder
from ._profile import AgentProfile, draw_step, settle_time, stream_key
from ._recorder import Recorder

BRANCH_ATTEMPT = "branch"
"""The ``attempt`` of an agent that finishes cases inside diagnosis branches (``--noisy-branches``)."""


class ScriptedAgent:
    """Executes ``case.steps`` in order; a case without steps is outside what it can do.

    ``profile`` None is the deterministic agent. With a profile, ``seed`` is the run's seed and ``attempt``
    which run of a case this is: 0 the single run, 1.. the baselines' reruns, :data:`BRANCH_ATTEMPT` inside
    diagnosis branches (where each branch draws its own stream, keyed by its probe and start step)."""

    def __init__(
        self,
        grounder: Grounder | None = None,
        *,
        profile: AgentProfile | None = None,
        seed: int = 0,
        attempt: int | str = 0,
    ) -> None:
        self.grounder = grounder or viewport_grounder()
        self.profile = profile
        self.seed = seed
        self.attempt = attempt
        self.name = "scripted" if profile is None else f"scripted:{profile.name}:seed={seed}"
        self._branch_calls: Counter[str] = Counter()

    def for_attempt(self, attempt: int | str) -> ScriptedAgent:
        """The same agent for another run of a case: a stream of its own (none for the deterministic one)."""
        return ScriptedAgent(self.grounder, profile=self.profile, seed=self.seed, attempt=attempt)

    def stream(self, case: Case, recorder: Recorder, start_at: int) -> str:
        """The key of the stream a run draws from. Inside branches, a stream per branch (its probe, the step
        it resumes at, and how often that pair came up in this case) keeps parallel branches reproducible."""
        if self.attempt != BRANCH_ATTEMPT:
            return stream_key(self.seed, recorder.suite, case.id, self.attempt)
        label = f"{recorder.agent}@{start_at}"
        self._branch_calls[label] += 1
        return stream_key(
            self.seed, recorder.suite, case.id, f"{BRANCH_ATTEMPT}:{label}#{self._branch_calls[label]}"
        )

    def stream_label(self, case: Case, recorder: Recorder) -> str:
        """The stream of this attempt, as recorded with a rerun (``branch`` streams are per branch)."""
        return stream_key(self.seed, recorder.suite, case.id, self.attempt)

    async def run(self, case: Case, recorder: Recorder, origin: str, *, start_at: int = 0) -> Trajectory:
        """Run the steps from index ``start_at`` (0-based), on a page already at the right state."""
        await recorder.start()
        done = await self.resume(case, recorder, origin, start_at)
        steps = case.steps or ()
        if done < len(steps):
            last = recorder.trajectory.steps[-1].action if recorder.trajectory else None
            error = last.error if last is not None else "not performed"
            reason = f"step {done + 1} ({steps[done].describe()}): {error}"
            return recorder.finish(finished=False, reason=reason, failed_step=done + 1)
        return recorder.finish(finished=True, reason=None, failed_step=None)

    async def resume(self, case: Case, recorder: Recorder, origin: str, start_at: int) -> int:
        """Perform steps ``start_at``.. on the current page; the index of the first one not done."""
        assert recorder.state is not None, "the recorder has not started"
        executor = StepExecutor(recorder.session, origin, self.grounder)
        steps = case.steps or ()
        key = None if self.profile is None else self.stream(case, recorder, start_at)
        for i in range(start_at, len(steps)):
            t0 = time.perf_counter()
            noise = None
            settle_s = None
            if self.profile is not None and key is not None:
                noise = Noise(self.profile, draw_step(self.profile, key, i))
                settle_s = settle_time(self.profile, noise.draws, recorder.settle_s)
            targets = [s.target for s in steps]
            row = await row_of(recorder.session, recorder.state, targets, i, alone=True, task=case.task)
            action = await executor.execute(steps[i], recorder.state, noise)
            action.row_item, action.other_row = note_row(steps[i].verb, action.grounded, row)
            if noise is not None and noise.draws.settle_short:
                action.sampled.append(f"settle time {settle_s:g} s: shorter than usual")
            if executor.rebased is not None:
                recorder.state = executor.rebased
            if not (await recorder.record(action, t0, settle_s=settle_s)).action.ok:
                return i
        return len(steps)

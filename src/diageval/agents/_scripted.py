"""The scripted screen agent: the offline default. It follows a case's ``steps`` like a vision agent.

It grounds every target only in what the viewport shows, clicks at the element's centre, waits a fixed
settle time, never scrolls unless a step says so, and stops at the first step it cannot perform. It is
deliberately as fallible as a real screen agent: the diagnosis works on exactly these failures.
"""

from __future__ import annotations

import time

from ..suite import Case
from ..trajectory import Trajectory
from ._executor import StepExecutor
from ._ground import Grounder, viewport_grounder
from ._recorder import Recorder


class ScriptedAgent:
    """Executes ``case.steps`` in order; a case without steps is outside what it can do."""

    name = "scripted"

    def __init__(self, grounder: Grounder | None = None) -> None:
        self.grounder = grounder or viewport_grounder()

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
        for i in range(start_at, len(steps)):
            t0 = time.perf_counter()
            action = await executor.execute(steps[i], recorder.state)
            if not (await recorder.record(action, t0)).action.ok:
                return i
        return len(steps)

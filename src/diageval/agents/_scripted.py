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
        state = await recorder.start()
        executor = StepExecutor(recorder.session, origin, self.grounder)
        steps = case.steps or ()
        for i, step in enumerate(steps[start_at:], start=start_at + 1):
            t0 = time.perf_counter()
            action = await executor.execute(step, state)
            rec = await recorder.record(action, t0)
            state = recorder.state  # type: ignore[assignment]
            if not rec.action.ok:
                return recorder.finish(
                    finished=False, reason=f"step {i} ({step.describe()}): {rec.action.error}", failed_step=i
                )
        return recorder.finish(finished=True, reason=None, failed_step=None)

"""A plug-in agent for diageval: the scripted screen agent, but it scrolls a target into view first.

Use it with ``diageval run examples/notes.yaml --agent examples/scrolling_agent.py:ScrollingAgent`` or
``diageval.run("examples/notes.yaml", agent="examples/scrolling_agent.py:ScrollingAgent")``. It acts only
through user input (the mouse wheel, then the scripted agent's clicks and keys), like any agent must.
"""

from __future__ import annotations

import time

from diageval.agents import Recorder, StepExecutor, viewport_grounder
from diageval.browser import perform
from diageval.suite import Case
from diageval.trajectory import ActionRecord, InputEvent, Trajectory

MAX_SCROLLS = 6


class ScrollingAgent:
    name = "scrolling"

    async def run(self, case: Case, recorder: Recorder, origin: str) -> Trajectory:
        await recorder.start()
        done = await self.resume(case, recorder, origin, 0)
        steps = case.steps or ()
        if done < len(steps):
            return recorder.finish(finished=False, reason=f"step {done + 1} failed", failed_step=done + 1)
        return recorder.finish(finished=True, reason=None, failed_step=None)

    async def resume(self, case: Case, recorder: Recorder, origin: str, start_at: int) -> int:
        executor = StepExecutor(recorder.session, origin, viewport_grounder())
        steps = case.steps or ()
        for i in range(start_at, len(steps)):
            step = steps[i]
            for _ in range(MAX_SCROLLS):
                assert recorder.state is not None
                if step.target is None or viewport_grounder()(step.target, recorder.state, None).element:
                    break
                # Not in view: scroll down a screen, the way a person looks further down the page.
                t0 = time.perf_counter()
                wheel = InputEvent(kind="wheel", x=640, y=360, dx=0, dy=600)
                await perform(recorder.session.page, wheel)
                await recorder.record(ActionRecord(verb="scroll", description="scroll down", events=[wheel]), t0)
            t0 = time.perf_counter()
            assert recorder.state is not None
            action = await executor.execute(step, recorder.state)
            if not (await recorder.record(action, t0)).action.ok:
                return i
        return len(steps)

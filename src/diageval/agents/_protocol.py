"""The agent seam: anything that runs a case from the entry page and returns a trajectory.

A plug-in agent (``--agent module:Class``, or ``agent=`` in :func:`diageval.run`) implements :class:`Agent`;
diageval opens the browser context, hands it a :class:`Recorder` on the entry page, and verifies the result
itself. An agent that also implements :class:`ResumingAgent` carries out the rest of a case inside
diagnosis branches too (after a probe repaired the step that failed); otherwise branches finish the case
with the scripted step executor, which needs the case's ``steps``.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from ..suite import Case
from ..trajectory import Trajectory
from ._recorder import Recorder


@runtime_checkable
class Agent(Protocol):
    """Runs one case on an opened page, recording every step through ``recorder``.

    ``run`` starts the recording (``await recorder.start()``), acts through user input only (the
    recorder's session page: mouse, keyboard, wheel, file chooser; ``diageval.browser.perform`` sends and
    ``recorder.record`` records an action), and ends with ``recorder.finish(...)``. The agent's own opinion
    of success is never used as a verdict: checks or a verifier decide.

    >>> class MyAgent:
    ...     name = "my-agent"
    ...     async def run(self, case, recorder, origin):
    ...         await recorder.start()
    ...         ...  # act, recorder.record(action, t0) after each action
    ...         return recorder.finish(finished=True, reason=None, failed_step=None)
    """

    name: str

    async def run(self, case: Case, recorder: Recorder, origin: str) -> Trajectory: ...


@runtime_checkable
class ResumingAgent(Agent, Protocol):
    """An agent that can also carry on from the middle of a case, on a page it did not open."""

    async def resume(self, case: Case, recorder: Recorder, origin: str, start_at: int) -> int:
        """Perform the case from step ``start_at`` (0-based) on the current page, recording each action
        through the already started ``recorder``; return the index of the first step not completed
        (``len(case.steps)`` when every step was done)."""
        ...

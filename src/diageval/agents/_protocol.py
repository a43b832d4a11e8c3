"""The agent seam: anything that runs a case from the entry page and returns a trajectory."""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from ..suite import Case
from ..trajectory import Trajectory
from ._recorder import Recorder


@runtime_checkable
class Agent(Protocol):
    """Runs one case on an opened page, recording every step through ``recorder``.

    The agent's own opinion of success is never used as a verdict: checks or a verifier decide."""

    name: str

    async def run(self, case: Case, recorder: Recorder, origin: str) -> Trajectory: ...

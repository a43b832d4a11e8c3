"""Trajectories: the record of a run, with checkpoints to restore any step."""

from ._models import (
    ActionRecord,
    Checkpoint,
    Element,
    ErrorKind,
    InputEvent,
    Observation,
    PageState,
    StepRecord,
    Trajectory,
)

__all__ = [
    "ActionRecord",
    "Checkpoint",
    "Element",
    "ErrorKind",
    "InputEvent",
    "Observation",
    "PageState",
    "StepRecord",
    "Trajectory",
]

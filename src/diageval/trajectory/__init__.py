"""Trajectories: the record of a run, with checkpoints to restore any step."""

from ._minimal import FORMAT, MinimalStep, MinimalTrajectory, read_trajectory
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
    "FORMAT",
    "ActionRecord",
    "Checkpoint",
    "Element",
    "ErrorKind",
    "InputEvent",
    "MinimalStep",
    "MinimalTrajectory",
    "Observation",
    "PageState",
    "StepRecord",
    "Trajectory",
    "read_trajectory",
]

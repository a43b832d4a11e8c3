"""Benchmark records and the metrics computed from them (accuracy, recovery, dH, orderings)."""

from ._records import BenchCase, BranchBrief, MethodOutcome
from ._tables import (
    Confirmation,
    Confusion,
    Cost,
    Recovery,
    View,
    caught_defects,
    confirmation,
    confusion,
    cost,
    false_negatives,
    false_passes,
    per_sou,
    recovery,
    view,
)

__all__ = [
    "BenchCase",
    "BranchBrief",
    "Confirmation",
    "Confusion",
    "Cost",
    "MethodOutcome",
    "Recovery",
    "View",
    "caught_defects",
    "confirmation",
    "confusion",
    "cost",
    "false_negatives",
    "false_passes",
    "per_sou",
    "recovery",
    "view",
]

"""Benchmark records and the metrics computed from them (accuracy, recovery, dH, orderings)."""

from ._records import BenchCase, BranchBrief, MethodOutcome
from ._tables import Confusion, Recovery, View, confusion, cost, false_negatives, per_sou, recovery, view

__all__ = [
    "BenchCase",
    "BranchBrief",
    "Confusion",
    "MethodOutcome",
    "Recovery",
    "View",
    "confusion",
    "cost",
    "false_negatives",
    "per_sou",
    "recovery",
    "view",
]

"""Verification: deterministic checks on the final page."""

from ..method import CheckResult
from ._checks import CheckSpecError, evaluate_checks
from ._goal import VERIFIER_CHECK, Evaluate, verify_goal

__all__ = [
    "VERIFIER_CHECK",
    "CheckResult",
    "CheckSpecError",
    "Evaluate",
    "evaluate_checks",
    "verify_goal",
]

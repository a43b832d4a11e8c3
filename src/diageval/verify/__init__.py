"""Verification: deterministic checks on the final page."""

from ._checks import CheckResult, CheckSpecError, evaluate_checks

__all__ = ["CheckResult", "CheckSpecError", "evaluate_checks"]

"""The typed Bayesian belief ``p = P(EnvFail)`` and expected information gain (METHOD.md sections 3-4).

Pure functions of floats: no browser, no I/O.
"""

from __future__ import annotations

import math


def entropy(p: float) -> float:
    """Binary entropy in bits."""
    if p <= 0.0 or p >= 1.0:
        return 0.0
    return -p * math.log2(p) - (1 - p) * math.log2(1 - p)


def update_fail(p: float, gamma: float) -> float:
    """Belief after a branch of a type with failure likelihood ``gamma`` (under AgentFail) failed.

    An EnvFail case always makes a branch fail, so ``p' = p / (p + (1 - p) * gamma)``."""
    return p / (p + (1 - p) * gamma)


def update_success(p: float, w: float, beta: float) -> float:
    """Belief after a verified success: ``p' = beta p / (w (1 - p) + beta p)``."""
    return beta * p / (w * (1 - p) + beta * p)


def p_success(p: float, w: float, beta: float) -> float:
    """Predictive probability that a branch with success likelihood ``w`` succeeds."""
    return (1 - p) * w + p * beta


def eig(p: float, w: float, gamma: float, beta: float) -> float:
    """Expected information gain of a branch at belief ``p``, in bits (may be negative: METHOD.md)."""
    ps = p_success(p, w, beta)
    after = ps * entropy(update_success(p, w, beta)) + (1 - ps) * entropy(update_fail(p, gamma))
    return entropy(p) - after

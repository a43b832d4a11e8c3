"""The extra weight of failures with defect evidence (``config.evidence_gamma``), withdrawn once the path to
the fork is found wrong."""

from __future__ import annotations


def withdraw_boosts(p: float, boosts: list[tuple[int, float]], step: int) -> float:
    """The belief without the extra weight that failures with evidence from forks after case step ``step``
    gave it (``config.evidence_gamma``), once a wrong pick at ``step`` withdrew their evidence: each counts
    as a plain failure of its type. ``boosts`` keeps the others."""
    odds = p / (1 - p)
    for at, extra in boosts:
        if at > step:
            odds /= extra
    boosts[:] = [b for b in boosts if b[0] <= step]
    return odds / (1 + odds)

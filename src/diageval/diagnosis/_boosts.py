"""Belief updates for failures with defect evidence beyond a branch's own update (``config.evidence_gamma``):
the extra weight of evidence found by several branches together, and its withdrawal once the path to the
fork is found wrong."""

from __future__ import annotations

from ..method import BranchRun, DefectEvidence, DiagnosisConfig


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


def absent_weighs(
    config: DiagnosisConfig,
    p: float,
    found: DefectEvidence,
    ran: list[BranchRun],
    boosts: list[tuple[int, float]],
    step: int,
) -> float:
    """The belief once the expansions together found the fork step's target absent: the one that completed
    that evidence counts as a failure with evidence (``config.evidence_gamma``), as a branch that finds
    evidence alone does; the others stay plain failures."""
    last = next(r for r in reversed(ran) if r.branch.probe == found.branch)
    plain = config.fail_likelihood(last.branch.type, last.branch.probe)
    extra = plain / config.fail_likelihood(last.branch.type, last.branch.probe, evidence=True)
    if extra <= 1:
        return p
    boosts.append((step, extra))
    odds = p / (1 - p) * extra
    return odds / (1 + odds)

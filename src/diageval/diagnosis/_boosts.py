"""Belief updates for failures with defect evidence beyond a branch's own update (``config.evidence_gamma``):
the extra weight of evidence found by several branches together, and its withdrawal once the path to the
fork is found wrong."""

from __future__ import annotations

from ..method import FDS, BranchRun, DefectEvidence, DiagnosisConfig
from ..suite import Case
from ..trajectory import PageState
from .probes import CATALOGUE


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


def last_resorts_run(fds: FDS, state: PageState, case: Case, tried: set[str]) -> bool:
    """Every last-resort probe that applies at the fork (``C.reload``: a fresh load may show what the first
    one failed to render) has run on this failure: no probe is left that could still find the target."""
    return all(
        name in tried or probe.feasible(fds, state, case) is None
        for name, probe in CATALOGUE.items()
        if probe.last_resort
    )


def absent_weighs(
    config: DiagnosisConfig,
    p: float,
    found: DefectEvidence,
    ran: list[BranchRun],
    boosts: list[tuple[int, float]],
    step: int,
) -> float:
    """The belief once the expansions together found the fork step's target absent and the last resorts have
    run: the expansion that completed that evidence counts as a failure with evidence
    (``config.evidence_gamma``), as a branch that finds evidence alone does; the others stay plain
    failures."""
    last = next(r for r in reversed(ran) if r.branch.probe == found.branch)
    plain = config.fail_likelihood(last.branch.type, last.branch.probe)
    extra = plain / config.fail_likelihood(last.branch.type, last.branch.probe, evidence=True)
    if extra <= 1:
        return p
    boosts.append((step, extra))
    odds = p / (1 - p) * extra
    return odds / (1 + odds)

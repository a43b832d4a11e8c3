"""The record a diagnosis ends with: its verdict, attribution, reason, belief trace, rounds and branches."""

from __future__ import annotations

import time

from ..method import BranchRun, DefectEvidence, DiagnosisConfig, DiagnosisRecord, RoundRecord


def confirmed(
    config: DiagnosisConfig,
    p: float,
    trace: list[float],
    rounds: list[RoundRecord],
    runs: list[BranchRun],
    t0: float,
    evidence: list[DefectEvidence],
    discarded: list[BranchRun],
) -> DiagnosisRecord:
    """Fail, defect confirmed: the belief over ``tau_env`` and evidence of the defect (METHOD.md 8.3)."""
    what = evidence[0].text + (f" (and {len(evidence) - 1} more)" if len(evidence) > 1 else "")
    return record(
        config,
        "fail",
        "env_fail_confirmed",
        f"defect confirmed: {what} (p(EnvFail) = {p:.4f} >= {config.tau_env} after {len(runs)} branches)",
        trace,
        rounds,
        runs,
        "tau_env",
        t0,
        evidence,
        discarded,
    )


def spent(runs: list[BranchRun]) -> int:
    """Branches that count against the budget: an inapplicable probe cost nearly nothing."""
    return sum(1 for r in runs if r.outcome != "inapplicable")


def first_p(config: DiagnosisConfig) -> float:
    return config.prior("unknown")


def record(
    config: DiagnosisConfig,
    verdict: str,
    attribution: str,
    reason: str,
    trace: list[float],
    rounds: list[RoundRecord],
    runs: list[BranchRun],
    stop: str,
    t0: float,
    evidence: list[DefectEvidence] | None = None,
    discarded: list[BranchRun] | None = None,
) -> DiagnosisRecord:
    return DiagnosisRecord(
        method=f"{config.method}/{config.ordering}",
        verdict=verdict,
        attribution=attribution,
        reason=reason,
        p0=trace[0] if trace else first_p(config),
        p_final=trace[-1] if trace else first_p(config),
        belief_trace=trace,
        rounds=rounds,
        branches=runs,
        stop=stop,
        defect_evidence=evidence or [],
        parameters=config.model_dump(),
        duration_s=round(time.perf_counter() - t0, 3),
        discarded=discarded or [],
    )

"""What the benchmark records per case and per method: plain data, no browser."""

from __future__ import annotations

from pydantic import BaseModel, Field


class BranchBrief(BaseModel):
    """One executed branch, as the metrics need it."""

    round: int
    type: str
    probe: str
    outcome: str
    p_after: float
    duration_s: float
    """The branch itself (probe, remaining steps, checks)."""
    restore_s: float = 0.0
    """Bringing a fresh context to the fork point for it."""
    wait_s: float = 0.0
    """Of ``duration_s``, waiting for the page (settles, quiet waits, holds)."""
    evidence: bool = False
    """The branch found defect evidence (its failure then weighs ``evidence_gamma``)."""


class MethodOutcome(BaseModel):
    """One method's diagnosis of one case (run with the most rounds; fewer rounds are its prefix)."""

    method: str
    verdict: str
    p0: float
    p_final: float
    stop: str
    branches: list[BranchBrief] = Field(default_factory=list)
    wall_s: float = 0.0
    """The whole diagnosis: judging, restores, branches."""
    parallel: int = 1
    """Branches of a round that ran at once: a round's wall time is then its slowest branch's, not the sum."""
    round_s: list[float] = Field(default_factory=list)
    """Per round, the seconds outside its branches (judge, planning, restores no branch used)."""
    reason: str = ""
    sou: int | None = None
    """SOU of the first-round diagnosis, when the method has one."""
    category: str | None = None
    """Category of the first-round diagnosis (for calibration)."""
    attribution: str = ""
    """The diagnosis's final attribution (``env_fail_confirmed`` needs defect evidence)."""
    evidence: list[str] = Field(default_factory=list)
    """Kinds of defect evidence the diagnosis recorded (actuation_verified, error_raised, target_absent)."""


class BenchCase(BaseModel):
    """A case of the benchmark: its label, the single run, and every method's outcome."""

    suite: str
    case_id: str
    label: str | None
    corpus: str = ""
    """The folder the case's suite file is in (each corpus is reported on its own)."""
    single_verdict: str
    single_wall_s: float
    single_reason: str
    sou: int | None = None
    """SOU of the first-round FDS of the DiagEval diagnosis, when there was one."""
    outcomes: dict[str, MethodOutcome] = Field(default_factory=dict)

"""Results: one per case, and the run that holds them (written as ``results.json``)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from .._constants import SCHEMA_VERSION
from ._models import CheckResult, DiagnosisRecord

Verdict = Literal["pass", "fail", "unverifiable", "error"]
Attribution = Literal[
    "agent_fail",
    "env_fail_confirmed",
    "env_fail_unconfirmed",
    "undiagnosed",
    "harness_fault",
    "budget_stop",
    "none",
]
"""``undiagnosed``: a Fail nobody diagnosed (diagnosis off, or no checks to verify a branch).
``budget_stop``: no verdict because the run's LLM spending cap (``--max-cost``) was reached before the case
finished or started; the case runs again when the run is resumed with a higher cap."""


class CaseResult(BaseModel):
    """The verdict on one case, with the evidence that produced it."""

    suite: str
    case_id: str
    task: str
    label: Literal["pass", "fail"] | None = None
    verdict: Verdict
    attribution: Attribution = "none"
    """Who is to blame for a failure: the agent (a valid path exists), the app, or the harness."""
    reason: str
    """One line: why this verdict."""
    failing_step: int | None = None
    checks: list[CheckResult] = Field(default_factory=list)
    trajectory: str | None = None
    """Path of trajectory.json relative to the run folder."""
    final_screenshot: str | None = None
    console_errors: list[str] = Field(default_factory=list)
    initial_verdict: Verdict | None = None
    """The single run's verdict, before diagnosis."""
    initial_reason: str | None = None
    """The single run's reason, kept when a diagnosis gave the case its own (on a recovered case: the
    agent's mistake)."""
    diagnosis: DiagnosisRecord | None = None
    """The diagnosis record (FDS per round, branches, belief trace) when the case was diagnosed."""
    llm_calls: list[dict[str, Any]] = Field(default_factory=list)
    """Every LLM call for this case: purpose, model, prompt version, tokens, cost, cache hit or miss."""
    llm_cost_usd: float = 0.0
    duration_s: float = 0.0
    agent_s: float = 0.0
    """Wall seconds of the first agent run alone."""
    started_at: float | None = None
    """Unix time the case (its last attempt) started."""
    attempts: int = 1
    """How many times the case was started (a resume or a lost worker starts it again)."""
    worker: str | None = None
    """Where it ran: ``local-N`` or the Ray node and worker."""


class RunResult(BaseModel):
    """A whole run: parameters, versions, and every case's result."""

    schema_version: str = SCHEMA_VERSION
    run_id: str
    started_at: str
    duration_s: float = 0.0
    versions: dict[str, str] = Field(default_factory=dict)
    parameters: dict[str, Any] = Field(default_factory=dict)
    llm: dict[str, Any] | None = None
    """LLM totals of the run (cost, tokens, calls, cache hits) when an LLM was configured."""
    cases: list[CaseResult] = Field(default_factory=list)

    def counts(self) -> dict[str, int]:
        out: dict[str, int] = {"pass": 0, "fail": 0, "unverifiable": 0, "error": 0}
        for c in self.cases:
            out[c.verdict] += 1
        return out

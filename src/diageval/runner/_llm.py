"""The LLM components a run uses, built once per run from its ``LLMConfig`` (none when it sets no model),
and what the run's records say it spent."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from ..diagnosis import OFFLINE, LLMJudge, LLMPlanner, Services
from ..llm import LLMClient, LLMConfig, LLMVerifier, Spending
from ..method import CaseResult


@dataclass
class LLMServices:
    spending: Spending
    verifier: LLMVerifier | None = None
    judge: LLMJudge | None = None
    agent_client: LLMClient | None = None

    @classmethod
    def build(cls, cfg: LLMConfig) -> LLMServices | None:
        if not cfg.enabled:
            return None
        spending, gates = cfg.spending(), cfg.gates()
        verifier = (
            LLMVerifier(cfg.client(cfg.verifier_model, spending, gates)) if cfg.verifier_model else None
        )
        judge = LLMJudge(cfg.client(cfg.judge_model, spending, gates)) if cfg.judge_model else None
        agent = cfg.client(cfg.agent_model, spending, gates) if cfg.agent_model else None
        return cls(spending, verifier, judge, agent)

    def diagnosis_services(self) -> Services:
        """What the diagnosis may use: the LLM judge, the planner and agent (when the run has an LLM agent),
        the verifier (for branches of cases without deterministic checks)."""
        planner = None
        if self.agent_client is not None:
            scorer = self.judge.client if self.judge is not None else self.agent_client
            planner = LLMPlanner(self.agent_client, scorer)
        return Services(judge=self.judge, planner=planner, agent=self.agent_client, verifier=self.verifier)

    def over_budget(self) -> bool:
        s = self.spending
        return s.max_cost_usd is not None and s.cost_usd >= s.max_cost_usd


def services_of(llm: LLMServices | None) -> Services:
    return OFFLINE if llm is None else llm.diagnosis_services()


def calls_of(records: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """The call records among a case's ``llm_calls`` (which also hold the agent's claim, not a call)."""
    return [c for c in records if "cost_usd" in c]


def calls_cost(records: Iterable[dict[str, Any]]) -> float:
    """What the calls cost, summed exactly (each record's cost is a float of an exact decimal)."""
    return float(sum((Decimal(str(c["cost_usd"])) for c in calls_of(records)), Decimal(0)))


def run_totals(results: Iterable[CaseResult], max_cost_usd: float | None) -> dict[str, Any]:
    """A run's LLM totals as the sum of its cases' call records, whichever session or worker made them."""
    calls = [c for r in results for c in calls_of(r.llm_calls)]
    paid = [c for c in calls if not c.get("cached")]
    return {
        "cost_usd": calls_cost(calls),
        "input_tokens": sum(int(c["input_tokens"]) for c in paid),
        "output_tokens": sum(int(c["output_tokens"]) for c in paid),
        "calls": len(calls),
        "cache_hits": len(calls) - len(paid),
        "max_cost_usd": max_cost_usd,
    }


def budget_reason(max_cost_usd: float, *, started: bool) -> str:
    """Why a case has no verdict when the spending cap stopped the run (not a harness fault)."""
    what = "stopped before it finished" if started else "not run"
    return f"{what}: LLM spending reached the --max-cost cap of ${max_cost_usd:g}"

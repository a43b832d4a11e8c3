"""The LLM components a run uses, built once per run from its ``LLMConfig`` (none when it sets no model)."""

from __future__ import annotations

from dataclasses import dataclass

from ..diagnosis._llm_judge import LLMJudge
from ..llm import LLMClient, LLMConfig, LLMVerifier, Spending


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
        spending = cfg.spending()
        verifier = LLMVerifier(cfg.client(cfg.verifier_model, spending)) if cfg.verifier_model else None
        judge = LLMJudge(cfg.client(cfg.judge_model, spending)) if cfg.judge_model else None
        agent = cfg.client(cfg.agent_model, spending) if cfg.agent_model else None
        return cls(spending, verifier, judge, agent)

    def over_budget(self) -> bool:
        s = self.spending
        return s.max_cost_usd is not None and s.cost_usd >= s.max_cost_usd

"""The LLM branch planner: N candidate branches as instructions for the agent from the fork point,
scored by the judge for root-cause fit, feasibility, non-repetition and specificity; the top K are kept
and the engine then orders them by EIG, with the score as the planner's confidence."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field, model_validator

from ..agents import hide_checks
from ..llm import PROMPT_VERSION, LLMClient, LLMRequest, Message, template
from ..method import FDS, Branch, Rollout
from ..suite import Case
from ._llm_judge import compress

LLM_PROBE = "llm_instruction"


class PlannedBranch(BaseModel):
    type: Literal["A", "B", "C"]
    instruction: str = Field(min_length=3)
    rationale: str = ""


class PlanAnswer(BaseModel):
    candidates: list[PlannedBranch] = Field(min_length=1)

    @model_validator(mode="after")
    def _all_types(self) -> PlanAnswer:
        if len(self.candidates) >= 3 and {c.type for c in self.candidates} != {"A", "B", "C"}:
            raise ValueError("with 3 or more candidates, include at least one of each type A, B and C")
        return self


class Score(BaseModel):
    root_cause_fit: float = Field(ge=0, le=1)
    feasibility: float = Field(ge=0, le=1)
    non_repetition: float = Field(ge=0, le=1)
    specificity: float = Field(ge=0, le=1)

    @property
    def mean(self) -> float:
        return (self.root_cause_fit + self.feasibility + self.non_repetition + self.specificity) / 4


class ScoreAnswer(BaseModel):
    scores: list[Score]


class LLMPlanner:
    def __init__(self, planner: LLMClient, scorer: LLMClient, *, n: int = 5, keep: int = 3) -> None:
        self.planner, self.scorer, self.n, self.keep = planner, scorer, n, keep

    async def plan(self, case: Case, fds: FDS, rollout: Rollout, tried: list[str]) -> list[Branch]:
        # Its instructions go to the agent, so it is not told what the checks look for (the judge, who saw
        # them, may have quoted them in its diagnosis).
        context = hide_checks(
            f"{compress(case, rollout, checks=False)}\n\nJudge's diagnosis (fork after step {fds.fork_step}, "
            f"SOU-{fds.sou}, {fds.category}): {fds.diagnosis}\n"
            f"Already tried: {'; '.join(tried) or 'nothing'}",
            case,
        )
        req = LLMRequest(
            system=template("planner"),
            messages=[Message.user(f"{context}\n\nPropose {self.n} candidates.")],
            max_tokens=900,
        )
        plan, _ = await self.planner.complete_json(
            req, PlanAnswer, purpose="plan", prompt_version=PROMPT_VERSION
        )
        listing = "\n".join(f"{i}. [{c.type}] {c.instruction}" for i, c in enumerate(plan.candidates, 1))
        sreq = LLMRequest(
            system=template("scorer"),
            messages=[Message.user(f"{context}\n\nCandidates:\n{listing}")],
            max_tokens=600,
        )
        scored, _ = await self.scorer.complete_json(
            sreq, ScoreAnswer, purpose="score", prompt_version=PROMPT_VERSION
        )
        means = [s.mean for s in scored.scores] + [0.5] * max(0, len(plan.candidates) - len(scored.scores))
        ranked = sorted(zip(plan.candidates, means, strict=False), key=lambda cm: -cm[1])[: self.keep]
        return [
            Branch(
                id=f"llm-{i}",
                type=c.type,
                probe=LLM_PROBE,
                description=c.instruction,
                cost=2.0,
                confidence=round(m, 4),
                params={"instruction": c.instruction, "rationale": c.rationale},
            )
            for i, (c, m) in enumerate(ranked, 1)
        ]

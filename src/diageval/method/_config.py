"""Diagnosis parameters in one object, with METHOD.md's defaults. Every result records the values used."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

BranchType = Literal["A", "B", "C"]
Category = Literal["wrong_target", "insufficient_exploration", "wrong_strategy", "env_boundary", "unknown"]
Ordering = Literal["eig", "random", "fixed"]
Method = Literal["diageval", "nr", "nr_ie", "best_of_n"]

DEFAULT_WEIGHTS: dict[str, dict[str, float]] = {
    "wrong_target": {"A": 0.6000, "B": 0.2000, "C": 0.2000},
    "insufficient_exploration": {"A": 0.1818, "B": 0.7273, "C": 0.0909},
    "wrong_strategy": {"A": 0.6667, "B": 0.1667, "C": 0.1667},
    "env_boundary": {"A": 0.5000, "B": 0.3333, "C": 0.1667},
    "unknown": {"A": 0.3333, "B": 0.3333, "C": 0.3333},
}
"""Per category, the success likelihood of each branch type under AgentFail (METHOD.md section 4)."""

DEFAULT_PRIORS: dict[str, float] = {c: 0.10 for c in DEFAULT_WEIGHTS}


BRANCH_TYPES = ("A", "B", "C")
DEFAULT_BUDGET = 12
"""Branches per case in all rounds (METHOD.md 8.2): bounds the free rounds a path with several obstacles
opens."""
CATEGORIES = tuple(DEFAULT_WEIGHTS)


def _known(keys: Mapping[str, object], allowed: tuple[str, ...], where: str, what: str) -> None:
    for k in keys:
        if k not in allowed:
            raise ValueError(f"{where}: unknown {what} {k!r} (expected one of: {', '.join(allowed)})")


class DiagnosisConfig(BaseModel):
    """Parameters of the diagnosis protocol. Heuristics, not calibrated probabilities (METHOD.md).

    Unknown keys are errors (a misspelt ``roundz`` must not silently run the defaults), and every value is
    bounded so that each stop rule can fire: a probability strictly between 0 and 1."""

    model_config = ConfigDict(extra="forbid")

    gamma: dict[str, float] = Field(default_factory=lambda: {"A": 0.60, "B": 0.50, "C": 0.40})
    """P(branch of type d fails | AgentFail)."""
    beta: float = Field(default=0.10, gt=0, lt=1)
    """P(branch "succeeds" | EnvFail): verifier error."""
    tau_env: float = Field(default=0.70, gt=0, lt=1)
    """Belief in EnvFail at which the defect counts as confirmed and diagnosis stops."""
    weights: dict[str, dict[str, float]] = Field(
        default_factory=lambda: {k: dict(v) for k, v in DEFAULT_WEIGHTS.items()}
    )
    """Per category, P(branch of type d succeeds | AgentFail). Categories not given keep their defaults."""
    priors: dict[str, float] = Field(default_factory=lambda: dict(DEFAULT_PRIORS))
    """Per category, the prior p0 = P(EnvFail)."""
    rounds: int = Field(default=2, ge=0, le=10)
    """R: diagnosis rounds (the paper's x1 / x2). 0 turns diagnosis off."""
    branches_per_round: int = Field(default=3, ge=1, le=20)
    """K: branches executed per round."""
    parallel_branches: int = Field(default=3, ge=1, le=20)
    """Branches of a round run at once, each in its own browser context (1: one after another). Their
    outcomes are taken in the round's order exactly as if they had run one by one, so the verdict, the belief
    and the branches recorded do not depend on it; work the sequential protocol would not have done is
    discarded (and listed as such)."""
    budget: int | None = Field(default=None, ge=1)
    """Most branches in all rounds, free rounds from deeper forks included; default ``DEFAULT_BUDGET``
    (or R * K when that is larger)."""
    ordering: Ordering = "eig"
    """How branches are ranked: expected information gain, seeded random, or the fixed catalogue order."""
    seed: int = 0
    method: Method = "diageval"
    """``diageval`` (branches), or a baseline: ``nr`` naive rerun, ``nr_ie`` fork restore + rerun,
    ``best_of_n``."""
    best_of_n: int = Field(default=3, ge=1, le=20)
    evidence_gamma: float = Field(default=0.20, gt=0, lt=1)
    """P(a branch fails *and* finds defect evidence | AgentFail): the likelihood of such a failure, used in
    place of the branch type's ``gamma`` when lower. Input that reached the intended control and changed
    nothing, or that raised an error, is seldom the agent's doing (METHOD.md 8.3); the default counts it
    half as likely as a failed stability check (``gamma['C']``)."""
    probe_gamma: dict[str, float] = Field(default_factory=dict)
    """Per probe, P(its branch fails | AgentFail), learnt by ``diageval calibrate``; overrides ``gamma`` of
    the probe's type."""
    probe_weight: dict[str, float] = Field(default_factory=dict)
    """Per probe, P(its branch succeeds | AgentFail), learnt by ``diageval calibrate``; overrides the
    category's weight of the probe's type."""

    @field_validator("probe_gamma", "probe_weight")
    @classmethod
    def _probe_likelihoods(cls, v: dict[str, float]) -> dict[str, float]:
        for probe, x in v.items():
            if not 0 < x < 1:
                raise ValueError(f"{probe}: a likelihood must be between 0 and 1 (exclusive), got {x}")
        return v

    @field_validator("gamma")
    @classmethod
    def _gamma(cls, v: dict[str, float]) -> dict[str, float]:
        _known(v, BRANCH_TYPES, "gamma", "branch type")
        out = {"A": 0.60, "B": 0.50, "C": 0.40, **v}
        for t, g in out.items():
            if not 0 < g < 1:
                raise ValueError(f"gamma[{t}] must be between 0 and 1 (exclusive), got {g}")
        return out

    @field_validator("weights")
    @classmethod
    def _weights(cls, v: dict[str, dict[str, float]]) -> dict[str, dict[str, float]]:
        _known(v, CATEGORIES, "weights", "category")
        out = {k: dict(w) for k, w in DEFAULT_WEIGHTS.items()}
        for cat, w in v.items():
            _known(w, BRANCH_TYPES, f"weights[{cat}]", "branch type")
            for t, x in w.items():
                if not 0 <= x <= 1:
                    raise ValueError(f"weights[{cat}][{t}] must be between 0 and 1, got {x}")
            out[cat] = {**out[cat], **w}
        return out

    @field_validator("priors")
    @classmethod
    def _priors(cls, v: dict[str, float]) -> dict[str, float]:
        _known(v, CATEGORIES, "priors", "category")
        for cat, x in v.items():
            if not 0 < x < 1:
                raise ValueError(f"priors[{cat}] must be between 0 and 1 (exclusive), got {x}")
        return {**DEFAULT_PRIORS, **v}

    @property
    def max_branches(self) -> int:
        if self.budget is not None:
            return self.budget
        return max(DEFAULT_BUDGET, self.rounds * self.branches_per_round)

    def weight(self, category: str, btype: str) -> float:
        return self.weights.get(category, self.weights["unknown"])[btype]

    def success_likelihood(self, category: str, btype: str, probe: str) -> float:
        """P(a branch of this probe succeeds | AgentFail): learnt per probe when calibrated, else the
        category's weight of the type."""
        return self.probe_weight.get(probe, self.weight(category, btype))

    def fail_likelihood(self, btype: str, probe: str, evidence: bool = False) -> float:
        """P(a branch of this probe fails | AgentFail); ``evidence``: fails and finds defect evidence."""
        g = self.probe_gamma.get(probe, self.gamma[btype])
        return min(g, self.evidence_gamma) if evidence else g

    def prior(self, category: str) -> float:
        return self.priors.get(category, 0.10)

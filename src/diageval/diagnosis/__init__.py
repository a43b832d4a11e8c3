"""The diagnosis protocol run against a live app: judges, probes, restore, branches, the engine and the
baselines. Its data and math (configuration, belief, EIG, records) live in :mod:`diageval.method`."""

from ._ahead import RunningBranches
from ._baselines import diagnose_failure, run_baseline
from ._context import CaseContext
from ._engine import diagnose, rollout_from_trajectory
from ._judge import HeuristicJudge, Judge
from ._llm_judge import LLMJudge
from ._path_doubts import off_row
from ._plan import candidates, rank
from ._planner import LLMPlanner
from ._services import OFFLINE, Services

__all__ = [
    "OFFLINE",
    "CaseContext",
    "HeuristicJudge",
    "Judge",
    "LLMJudge",
    "LLMPlanner",
    "RunningBranches",
    "Services",
    "candidates",
    "diagnose",
    "diagnose_failure",
    "off_row",
    "rank",
    "rollout_from_trajectory",
    "run_baseline",
]

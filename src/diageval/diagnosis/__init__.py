"""The diagnosis protocol: FDS and judges, probes, EIG and belief, restore, the engine and baselines."""

from ._baselines import run_baseline
from ._belief import eig, entropy, p_success, update_fail, update_success
from ._config import DEFAULT_WEIGHTS, DiagnosisConfig
from ._engine import CaseContext, diagnose, rollout_from_trajectory
from ._judge import HeuristicJudge, Judge
from ._models import FDS, Branch, BranchRun, DiagnosisRecord, Rollout, RoundRecord
from ._plan import candidates, rank

__all__ = [
    "DEFAULT_WEIGHTS",
    "FDS",
    "Branch",
    "BranchRun",
    "CaseContext",
    "DiagnosisConfig",
    "DiagnosisRecord",
    "HeuristicJudge",
    "Judge",
    "Rollout",
    "RoundRecord",
    "candidates",
    "diagnose",
    "eig",
    "entropy",
    "p_success",
    "rank",
    "rollout_from_trajectory",
    "run_baseline",
    "update_fail",
    "update_success",
]

"""Running suites: per-case runs, the local worker pool, the Ray backend, the run store."""

from ._case import SingleRun, apply_diagnosis, case_dir, guarded, run_agent, run_case, run_single
from ._config import RunConfig
from ._local import BrowserSlot, default_workers, run_local
from ._models import Attribution, CaseResult, RunResult, Verdict
from ._plan import RunPlan, plan_run, run_key
from ._run import execute, run_suites

__all__ = [
    "Attribution",
    "BrowserSlot",
    "CaseResult",
    "RunConfig",
    "RunPlan",
    "RunResult",
    "SingleRun",
    "Verdict",
    "apply_diagnosis",
    "case_dir",
    "default_workers",
    "execute",
    "guarded",
    "plan_run",
    "run_agent",
    "run_case",
    "run_key",
    "run_local",
    "run_single",
    "run_suites",
]

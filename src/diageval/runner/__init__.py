"""Running suites: per-case runs, the local worker pool, the Ray backend, the run store."""

from ._case import (
    SingleRun,
    apply_diagnosis,
    branch_agent,
    case_dir,
    guarded,
    run_agent,
    run_case,
    run_single,
    sampling_services,
)
from ._config import RunConfig
from ._local import run_local
from ._models import Attribution, CaseResult, RunResult, Verdict
from ._plan import RESUME_MAY_CHANGE, RunPlan, plan_run, resumed_config, run_key
from ._pool import BrowserSlot, Job, Pool, SharedApps, background, default_workers
from ._ray import import_ray
from ._run import execute, run_suites, supervise
from ._setup import enter_suite

__all__ = [
    "RESUME_MAY_CHANGE",
    "Attribution",
    "BrowserSlot",
    "CaseResult",
    "Job",
    "Pool",
    "RunConfig",
    "RunPlan",
    "RunResult",
    "SharedApps",
    "SingleRun",
    "Verdict",
    "apply_diagnosis",
    "background",
    "branch_agent",
    "case_dir",
    "default_workers",
    "enter_suite",
    "execute",
    "guarded",
    "import_ray",
    "plan_run",
    "resumed_config",
    "run_agent",
    "run_case",
    "run_key",
    "run_local",
    "run_single",
    "run_suites",
    "sampling_services",
    "supervise",
]

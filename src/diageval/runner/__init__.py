"""Running suites: per-case runs, the local worker pool, results."""

from ._case import SingleRun, apply_diagnosis, case_dir, guarded, run_agent, run_case, run_single
from ._config import RunConfig
from ._local import BrowserSlot, run_suites
from ._models import Attribution, CaseResult, RunResult, Verdict

__all__ = [
    "Attribution",
    "BrowserSlot",
    "CaseResult",
    "RunConfig",
    "RunResult",
    "SingleRun",
    "Verdict",
    "apply_diagnosis",
    "case_dir",
    "guarded",
    "run_agent",
    "run_case",
    "run_single",
    "run_suites",
]

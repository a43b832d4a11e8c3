"""Running suites: per-case runs, the local worker pool, results."""

from ._case import case_dir, run_agent, run_case
from ._config import RunConfig
from ._local import run_suites
from ._models import Attribution, CaseResult, RunResult, Verdict

__all__ = [
    "Attribution",
    "CaseResult",
    "RunConfig",
    "RunResult",
    "Verdict",
    "case_dir",
    "run_agent",
    "run_case",
    "run_suites",
]

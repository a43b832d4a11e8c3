"""diageval: evaluate web apps with GUI agents and tell a real app defect from an agent's own mistake.

>>> import diageval
>>> result = diageval.run("suite.yaml", out_dir="results")
>>> for case in result.cases:
...     print(case.case_id, case.verdict, case.attribution, case.reason)
>>> diageval.diagnose("failed-run.json", "suite.yaml", case="checkout", out_dir="results")

The names below are the public API. ``run``/``diagnose`` and the classes that need a browser are loaded
on first use, so ``import diageval`` (and the store, metrics and reports) work without Playwright loaded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ._exceptions import (
    AppError,
    BrowserError,
    BudgetExceeded,
    ConfigError,
    DiagevalError,
    HarnessError,
    LLMError,
    StoreError,
    SuiteError,
)
from .method import (
    FDS,
    Branch,
    BranchRun,
    CaseResult,
    CheckResult,
    DiagnosisConfig,
    DiagnosisRecord,
    RoundRecord,
    RunResult,
)
from .suite import Case, Suite, load_suites

__version__ = "0.1.0"

if TYPE_CHECKING:
    from ._api import diagnose, diagnose_async, run, run_async
    from .agents import Agent, Recorder, ResumingAgent
    from .runner import RunConfig

_LAZY = {
    "run": "._api",
    "run_async": "._api",
    "diagnose": "._api",
    "diagnose_async": "._api",
    "RunConfig": ".runner",
    "Agent": ".agents",
    "ResumingAgent": ".agents",
    "Recorder": ".agents",
}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        value = getattr(importlib.import_module(_LAZY[name], __name__), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'diageval' has no attribute {name!r}")


__all__ = [
    "FDS",
    "Agent",
    "AppError",
    "Branch",
    "BranchRun",
    "BrowserError",
    "BudgetExceeded",
    "Case",
    "CaseResult",
    "CheckResult",
    "ConfigError",
    "DiagevalError",
    "DiagnosisConfig",
    "DiagnosisRecord",
    "HarnessError",
    "LLMError",
    "Recorder",
    "ResumingAgent",
    "RoundRecord",
    "RunConfig",
    "RunResult",
    "StoreError",
    "Suite",
    "SuiteError",
    "__version__",
    "diagnose",
    "diagnose_async",
    "load_suites",
    "run",
    "run_async",
]

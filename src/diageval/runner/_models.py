"""Results of a run (defined in ``diageval._results`` so the store can read them without the runner)."""

from .._results import Attribution, CaseResult, RunResult, Verdict

__all__ = ["Attribution", "CaseResult", "RunResult", "Verdict"]

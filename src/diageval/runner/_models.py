"""Results of a run (defined in the method layer so the store can read them without the runner)."""

from ..method import Attribution, CaseResult, RunResult, Verdict

__all__ = ["Attribution", "CaseResult", "RunResult", "Verdict"]

"""The one exception tree of diageval.

    DiagevalError
     +-- SuiteError        a suite file is malformed (names file, case id, field)
     +-- AppError          the app under test could not be served or did not come up
     +-- BrowserError      the browser could not be launched or crashed
     +-- ConfigError       a setting is invalid (model string, missing API key, price table)
     +-- StoreError        the run store is not a diageval store, is damaged, or lacks the run asked for
     +-- HarnessError      any other fault of the harness (timeouts, restore failures)
     |    +-- LLMError     an LLM call failed for good (after retries, or malformed output)
     +-- BudgetExceeded    the run reached --max-cost (not a fault: the run stops, to be resumed)

Every exception carries keyword context so the CLI can print a one-line message without a traceback.
A harness fault is never an app defect: runners turn these into the verdict ``error``.
"""

from __future__ import annotations


class DiagevalError(Exception):
    """Base class of every error diageval raises on purpose."""

    def __init__(self, message: str, **context: object) -> None:
        super().__init__(message)
        self.message = message
        self.context = context

    def __str__(self) -> str:
        return self.message


class SuiteError(DiagevalError):
    """A suite file is malformed. The message names the file, the case id and the field."""

    def __init__(
        self, message: str, *, file: str, case_id: str | None = None, field: str | None = None
    ) -> None:
        where = file
        if case_id is not None:
            where += f": case '{case_id}'"
        if field is not None:
            where += f": {field}"
        super().__init__(f"{where}: {message}", file=file, case_id=case_id, field=field)
        self.file = file
        self.case_id = case_id
        self.field = field
        self.reason = message


class AppError(DiagevalError):
    """The app under test could not be started or never became ready."""


class BrowserError(DiagevalError):
    """The browser could not be launched, or it crashed."""


class HarnessError(DiagevalError):
    """A fault of the harness itself (timeout, failed restore); never an app defect."""


class ConfigError(DiagevalError):
    """A setting is invalid: a model string, a missing API key, a price table."""


class StoreError(DiagevalError):
    """The run store cannot be used: a foreign or damaged file, or an unknown run or case."""


class LLMError(HarnessError):
    """An LLM call failed for good (after its retries, or output that stayed malformed)."""


class BudgetExceeded(DiagevalError):
    """The run's LLM spending reached ``--max-cost``; the run stops cleanly (the cases it stops are
    attributed ``budget_stop``, never a harness fault)."""

"""The exit status of a run as a CI gate: a defect, a harness fault, or nothing that should stop a merge.

``--fail-on`` chooses what fails the gate:

- ``defect`` (default): exit 1 when a case ends ``fail`` (the app is defective), else 3 when a harness fault
  occurred (a case ended ``error``), else 0. A defect wins over a fault: the app is broken whatever else
  went wrong.
- ``fault``: fails are data; exit 3 on a harness fault, else 0.
- ``never``: exit 0 whenever the run completed.

Whatever the choice, bad input exits 2 before anything runs, a run the spending cap stopped exits 4 and an
interrupted one 130 (SIGINT) or 143 (SIGTERM): those runs did not finish, so they have no gate result.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal, TypeVar

import click

from ..runner import RunResult
from ._inputs import EXIT_HARNESS

FailOn = Literal["defect", "fault", "never"]
FAIL_ON: tuple[FailOn, ...] = ("defect", "fault", "never")

EXIT_OK = 0
EXIT_DEFECT = 1

F = TypeVar("F", bound=Callable[..., Any])

EXIT_CODES = (
    "Exit status: 0 nothing fails the gate, 1 a case ended 'fail' (an app defect), 2 bad input (nothing "
    "ran), 3 a harness fault, 4 the --max-cost cap stopped the run, 130/143 interrupted (see --fail-on)."
)


def gate_status(run: RunResult, fail_on: FailOn = "defect") -> int:
    """The exit status of a completed run under ``fail_on``."""
    if fail_on == "never":
        return EXIT_OK
    defects = any(c.verdict == "fail" for c in run.cases)
    # A case the spending cap stopped is no fault of the harness (it has an exit status of its own).
    faults = any(c.verdict == "error" and c.attribution != "budget_stop" for c in run.cases)
    if defects and fail_on == "defect":
        return EXIT_DEFECT
    if faults:
        return EXIT_HARNESS
    return EXIT_OK


def gate_option(fn: F) -> F:
    """The ``--fail-on`` option."""
    option = click.option(
        "--fail-on",
        "fail_on",
        type=click.Choice(FAIL_ON),
        default="defect",
        show_default=True,
        help="What fails the exit status. defect: 1 when a case ends 'fail', else 3 on a harness fault "
        "(verdict 'error'), else 0; fault: 3 on a harness fault, else 0 (fails are data); never: 0 when "
        "the run completed. Bad input is 2 and a run the --max-cost cap stopped 4 in every mode.",
    )
    return option(fn)

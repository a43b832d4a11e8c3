"""A task that picks its row by position ("the person at the top of the waiting list") and names another row
only in what the page should show afterwards ("with Ben Ortiz now at the top"): rows are read from its
instruction alone (``rows_told_by``), so the press goes to the top row's "Offer plot". Before, the agent and the
probes took Ben Ortiz's row: the correct app was confirmed defective, and a defect that removes the entry before
the chosen one passed its checks (held aside 15 ``offer-c9-first-in-line``, a defect flipped to Pass)."""

from __future__ import annotations

from pathlib import Path

import pytest

from diageval.method import instruction_of, rows_told_by
from tests.conftest import FIXTURES, diagnose_fixture_suite

TASK = (
    "Offer plot C9 to the person at the top of the waiting list. Afterwards she should be off the list, with "
    "Ben Ortiz now at the top and everyone else still there."
)


@pytest.mark.timeout(600)
async def test_a_row_picked_by_position_is_not_one_the_outcome_names(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "top-of-list.yaml", tmp_path)
    ok = res["offer-top"]
    assert ok.verdict == "pass" and ok.attribution != "env_fail_confirmed", ok.reason
    dead = res["offer-top-broken"]
    # From Ben Ortiz's row the defect takes Ann Ray off the list and the check holds: never a Pass.
    assert dead.verdict == "fail" and dead.attribution != "agent_fail", dead.reason


def test_the_instruction_ends_where_the_outcome_begins() -> None:
    assert instruction_of(TASK) == "Offer plot C9 to the person at the top of the waiting list."
    assert rows_told_by(TASK) == instruction_of(TASK)
    named = "Archive Oliver Grant, who has left. Afterwards he should be under Archived."
    assert rows_told_by(named) == named  # the instruction names its row: the task is read whole
    ordered = "Silent Night should come after In the Bleak Midwinter. Change the running order."
    assert (
        instruction_of(ordered) == ordered
    )  # a "should" that does not begin "Afterwards" is the instruction
    last = "Delete the last entry in the log. After a reload the log should end with 'Sent to Ana Ruiz'."
    assert rows_told_by(last) == "Delete the last entry in the log."

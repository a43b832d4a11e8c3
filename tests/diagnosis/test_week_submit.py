"""A grid's cell named by its row and a short date ("Acme Rebrand · Design, Wed 19 Nov") is the plan's
"Acme Rebrand Wednesday" in the app's words when it is the one cell so named: the diagnosis renames the step,
so a branch that filled it and ran on to a question the plan does not answer ("Submit week 47?") opens the
next round there. Before, that branch's path counted as sent to a control named otherwise, no round forked on
it, and the case was never recovered (held aside 11 timesheets `submit-week`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from diageval.diagnosis._reworded import reworded
from diageval.suite import Step
from tests.conftest import FIXTURES, confirmed_with, diagnose_fixture_suite, page_element, recovered_by


def _cells(*rows: str) -> list:  # type: ignore[type-arg]
    days = ("Tue 18 Nov", "Wed 19 Nov")
    return [
        page_element(i, f"{r}, {d}", "textbox") for i, (r, d) in enumerate((r, d) for r in rows for d in days)
    ]


def test_the_one_cell_dated_as_the_plan_names_it_renames_the_step() -> None:
    step = Step(verb="fill", target="Acme Rebrand Wednesday", text="3")
    page = _cells("Acme Rebrand · Design", "Internal · Admin")
    assert reworded(step, page) == "Acme Rebrand · Design, Wed 19 Nov"
    # Two rows that share the plan's words: which one is meant is not known, and nothing is renamed.
    assert reworded(step, _cells("Acme Rebrand · Design", "Acme Rebrand · Copy")) is None


@pytest.mark.timeout(600)
async def test_a_branch_past_a_dated_cell_opens_the_round_at_the_unanswered_question(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "week-submit.yaml", tmp_path)
    recovered_by(res["log-and-submit"], "A.answer_dialog")
    dead = res["log-and-submit-broken"]
    confirmed_with(dead, "actuation_verified")

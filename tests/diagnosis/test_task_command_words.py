"""A booking's panel whose command reads "Hand over", the task's words ("hand her tickets over"), while the
plan says "Mark collected": ``A.task_command`` presses the one command whose words the task says in order (a
phrasal verb's object between them; of one per row, the one in the row of the item the plan named before),
and its presence withholds *target absent*. Before, the correct case
ended a false Fail (held aside 19 boxoffice ``handover-seat-f3``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from diageval.diagnosis.probes._task_command import said_in_order, task_command
from diageval.suite import Step
from tests.conftest import FIXTURES, diagnose_fixture_suite, page_element, recovered_by


@pytest.mark.timeout(600)
async def test_a_command_in_the_tasks_words(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "task-command-words.yaml", tmp_path)
    won = recovered_by(res["handover-f3"], "A.task_command")
    assert any("'Hand over'" in e for e in won.evidence), won.evidence
    rows = recovered_by(res["handover-f3-rows"], "A.task_command")  # one per row: F3's
    assert any("'Hand over'" in e for e in rows.evidence), rows.evidence
    dead = res["handover-f3-broken"]
    assert dead.verdict == "fail" and dead.attribution != "agent_fail", dead.reason


def test_words_said_in_order() -> None:
    told = ["find", "her", "booking", "and", "hand", "her", "tickets", "over"]
    assert said_in_order(["hand", "over"], told)
    assert not said_in_order(["over", "hand"], told)  # another order is another command
    assert not said_in_order(["find", "over"], told)  # too far apart


def test_presses_other_probes_serve_are_left_to_them() -> None:
    task = "Book Ella Price a 1-hour lesson and hand her tickets over after her driving test."
    press = [Step(verb="click", target="F3"), Step(verb="click", target="Mark collected")]
    hand = page_element(1, "Hand over", "button")
    assert task_command([hand], task, press, 1) == [hand]
    opener = [*press, Step(verb="fill", target="Pupil", text="Ella")]
    assert task_command([hand], task, opener, 1) == []  # the press opens a form: the form probes'
    assert task_command([page_element(2, "Driving test", "link", tag="a")], task, press, 1) == []  # a view
    assert task_command([page_element(3, "Book a lesson", "button")], task, press, 1) == []  # asks for a form
    assert task_command([page_element(4, "Hand over…", "menuitem")], task, press, 1) == []  # opens a form

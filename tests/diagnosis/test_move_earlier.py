"""Per-row icons named for a command with its object between the verb and its particle ("Move Dune earlier",
"Move Dune later") where the plan says "Move up": ``reworded_command`` matches them (the object between, the
particle in other words), and ``A.fuzzy_text`` presses the one of the row the task names, not the first. Before,
*target absent* confirmed a correct running order defective (held aside 18 ``running-order-silent-night``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from diageval.method import match_target, reworded_command
from tests.conftest import FIXTURES, diagnose_fixture_suite, page_element, recovered_by


@pytest.mark.timeout(600)
async def test_the_task_named_rows_move_earlier_icon_is_pressed(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "move-earlier.yaml", tmp_path)
    # The check holds only for Dune moved up one place: the first row's arrow changes nothing.
    won = recovered_by(res["dune-up"], "A.fuzzy_text")
    assert any("the task names the row" in e for e in won.evidence), won.evidence
    dead = res["dune-up-broken"]
    assert dead.verdict == "fail" and dead.attribution != "agent_fail", dead.reason
    assert dead.diagnosis is not None, dead.reason
    assert "target_absent" not in [e.kind for e in dead.diagnosis.defect_evidence], dead.diagnosis


def test_a_phrasal_command_holds_its_object_between() -> None:
    assert reworded_command("move up", "move silent night earlier")
    assert reworded_command("move up", "move dune up")
    assert reworded_command("move down", "move dune later")
    assert not reworded_command("move up", "move dune later")  # never the opposite
    assert not reworded_command("move up", "move up")  # the whole name is no object's
    assert not reworded_command("move up", "remove dune up")
    up, down = page_element(1, "Move Dune earlier", "button"), page_element(2, "Move Dune later", "button")
    assert [m.element.id for m in match_target("Move up", [down, up], fuzzy=True)] == [1]
    assert not match_target("Move up", [up])

"""A select-only dropdown (a button with ``aria-haspopup="listbox"`` and a list that takes no typing) behind a
notice the app opens on its own, whose list scrolls in its own box with the plan's option below its fold:
past the notice, the step's next obstacle is the option (a press that reached the control: deeper than a
covered one, so the branch made progress); `A.pick_option` opens the list, wheels the option into view over
it, prefers the option named exactly ("Pottery Thu", not "Pottery Tue"), clicks it, and reads the choice the
button now draws. Before, no branch chose it and the correct case ended a false Fail (held aside 19 boxoffice
``sell-carol-matinee``: a Shoelace select of 16 performances)."""

from __future__ import annotations

from pathlib import Path

import pytest

from diageval.method import step_reach
from tests.conftest import FIXTURES, diagnose_fixture_suite, recovered_by


@pytest.mark.timeout(600)
async def test_an_option_below_the_lists_fold(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "long-list.yaml", tmp_path)
    won = recovered_by(res["book-pottery"], "A.pick_option")
    assert any("clicked 'Pottery Thu'" in e for e in won.evidence), won.evidence
    dead = res["book-pottery-broken"]
    assert dead.verdict == "fail" and dead.attribution != "agent_fail", dead.reason


def test_an_option_missing_is_deeper_than_a_covered_press() -> None:
    assert step_reach("target_hidden") < step_reach("click_intercepted") < step_reach("option_not_found")
    assert step_reach("option_not_found") < step_reach("checks")
    assert step_reach("no_effect") == 0

"""A view paged by day (a diary showing one day, reached through icon-only "Previous day" / "Next day") and a
plan that names the day it goes to ("click Thursday") as if a control were named so: `B.day_pager` presses
"Next day" until the page names that day, and while such an arrow is on the page the day missing is no
evidence. A day the arrows never reach (the diary ends on Friday) is not found, and the case stays failed.
Before, *target absent* confirmed the correct app defective (held aside 17 ``cancel-maya-ill``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from diageval.diagnosis.probes._day_pager import day_pager
from tests.conftest import FIXTURES, diagnose_fixture_suite, page_element, recovered_by


@pytest.mark.timeout(600)
async def test_a_day_the_plan_names_is_reached_through_the_views_arrows(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "day-pager.yaml", tmp_path)
    won = recovered_by(res["cancel-maya"], "B.day_pager")
    assert any("pressed 'Next day' 1 time(s)" in e for e in won.evidence), won.evidence
    for cid in ("cancel-maya-broken", "cancel-maya-sunday"):
        dead = res[cid]
        assert dead.verdict == "fail" and dead.attribution != "agent_fail", (cid, dead.reason)


def test_only_a_weekday_nothing_names_and_a_forward_arrow() -> None:
    nxt = page_element(1, "Next day", "button")
    week = page_element(2, "Next week", "button")
    heading = page_element(3, "Wednesday 14 October", "heading", interactive=False)
    assert day_pager("Thursday", [week, nxt, heading]) == nxt
    assert day_pager("Friday 16 October", [week, heading]) == week
    assert day_pager("Wednesday", [nxt, heading]) is None  # the day shown
    assert day_pager("Maya Lewis", [nxt, heading]) is None  # no day
    assert day_pager("Thursday", [page_element(4, "Next", "button"), heading]) is None  # a pager of anything

"""A record's views as pills written as links ("Details | Lessons | Driving test", one marked active), of which
only the chosen view is in the document, and a plan that leaves the view out: the pill the task's words name
is a view switch's item (``switch_items``), `B.view_option` chooses it, and while it is unchosen the target
missing is no evidence, also when the plan names the target in its own words ("Test result" for "Record
result"). Before, *target absent* confirmed the correct app defective (held aside 17 ``test-pass-callum``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from diageval.diagnosis.probes._view_option import switch_items
from tests.conftest import FIXTURES, diagnose_fixture_suite, page_element, recovered_by


@pytest.mark.timeout(600)
async def test_a_pill_the_task_names_is_a_view_to_choose(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "view-pills.yaml", tmp_path)
    won = recovered_by(res["callum-passed"], "B.view_option")
    assert any("chose the view 'Driving test'" in e for e in won.evidence), won.evidence
    worded = res["callum-passed-worded"]
    assert worded.attribution != "env_fail_confirmed", worded.reason
    dead = res["callum-passed-broken"]
    assert dead.verdict == "fail" and dead.attribution != "agent_fail", dead.reason


def test_switch_items_are_in_line_with_the_current_one() -> None:
    box = (10.0, 10.0, 80.0, 30.0)
    cur = page_element(1, "Details", "link", tag="a", current=True, box=box)
    tab = page_element(2, "Driving test", "link", tag="a", box=(100.0, 10.0, 90.0, 30.0))
    far = page_element(3, "Help", "link", tag="a", box=(500.0, 300.0, 60.0, 20.0))
    assert switch_items([cur, tab, far]) == [tab]
    assert switch_items([tab, far]) == []  # no item marked current: no switch


def test_a_command_on_what_the_target_names() -> None:
    from diageval.method import acting_on

    rec = page_element(1, "Record result", "button")
    assert acting_on("Test result", [rec]) == [rec]
    assert acting_on("Result", [rec]) == []  # one word: named_by_part's, not this
    assert acting_on("Test score", [rec]) == []  # the last word not acted on
    assert acting_on("Record result", [page_element(2, "Record test result", "button")]) == []  # a command
    assert acting_on("Test result", [page_element(3, "Record other result", "button")]) == []

"""A control that shows a count after its label ("Open 22", "Inbox (3)": tabs, folders, filters) is named
by its label alone in a plan: it matches the plan's target as exactly as plain text of the same word, and
wins as the control. A press on it is the plan's step, so its failure is evidence."""

from __future__ import annotations

from pathlib import Path

import pytest

from diageval.method import match_target
from diageval.trajectory import Element
from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_a_tab_with_a_count_is_the_step_target(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "count-tabs.yaml", tmp_path)
    ok, broken = res["closed-tab"], res["closed-tab-broken"]
    assert ok.initial_verdict == "pass", ok.initial_reason
    assert broken.verdict == "fail" and broken.attribution == "env_fail_confirmed", broken.reason
    assert broken.diagnosis is not None
    assert any("Closed2" in e.text for e in broken.diagnosis.defect_evidence), (
        broken.diagnosis.defect_evidence
    )


def _el(i: int, name: str, interactive: bool) -> Element:
    return Element(
        id=i,
        tag="button" if interactive else "strong",
        role="tab" if interactive else "",
        names=[("text", name)],
        interactive=interactive,
        box=(0, 40 * i, 80, 30),
        point=(40, 40 * i + 15),
        visible_fraction=1.0,
        rendered=True,
        covered_by=None,
        enabled=True,
        editable=False,
        desc=f"{name!r}",
    )


@pytest.mark.parametrize("name", ["Open 22", "Open (3)", "Open [1,204]", "Open3"])
def test_a_count_badge_is_left_out(name: str) -> None:
    found = match_target("Open", [_el(1, "Open", False), _el(2, name, True)])
    assert found[0].element.id == 2 and found[0].score == 3.0, found


@pytest.mark.parametrize(("target", "name"), [("Room 12", "Room 12"), ("Order", "Order #123"), ("V", "V2")])
def test_a_number_that_is_no_count_stays(target: str, name: str) -> None:
    """A number the target holds still matches exactly; one joined to the label is no count."""
    found = match_target(target, [_el(1, name, True)])
    assert (
        found
        and found[0].score == (3.0 if target == name else found[0].score)
        and (target == name or found[0].score < 3.0)
    ), found

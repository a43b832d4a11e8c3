"""A row's action shown only on hover and named for its command in other words on its object ("Change booking
BK-303", an icon's label) where the plan says "Edit": `B.hover_reveal` takes such a control
(``reworded_command``), hovers the row the task's words name (its sailor, two words of the task, before an
earlier row that alone shows one, "afternoon") and presses the control of that name. Before, *target absent*
confirmed the correct app defective (held aside 16 ``move-tern-afternoon``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from diageval.method import match_target, reworded_command
from tests.conftest import FIXTURES, diagnose_fixture_suite, page_element, recovered_by


@pytest.mark.timeout(600)
async def test_a_command_in_other_words_shown_on_hover_is_taken(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "change-icon.yaml", tmp_path)
    # The checks hold only for Owen Pryce's booking changed and Ada Lee's ("afternoon sail") left as it was.
    recovered_by(res["move-owen"], "B.hover_reveal")
    dead = res["move-owen-broken"]
    assert dead.verdict == "fail" and dead.attribution != "agent_fail", dead.reason
    assert dead.diagnosis is not None, dead.reason
    assert "target_absent" not in [e.kind for e in dead.diagnosis.defect_evidence], dead.diagnosis


def test_a_reworded_command_matches_below_any_other_way() -> None:
    assert reworded_command("edit", "change booking bk-303")
    assert reworded_command("delete booking", "remove booking bk-303")
    assert not reworded_command("edit", "change")  # the whole name in other words is rewordings' own
    assert not reworded_command("booking", "change booking bk-303")  # no command verb
    assert not reworded_command("edit", "exchange rates")
    icon = page_element(1, "Change booking BK-303", "button")
    exact = page_element(2, "Edit", "button")
    (m,) = match_target("Edit", [icon], fuzzy=True)
    assert m.score < 1.45
    assert not match_target("Edit", [icon])  # only where a fuzzy match is asked for
    assert [m.element.id for m in match_target("Edit", [icon, exact], fuzzy=True)] == [2, 1]

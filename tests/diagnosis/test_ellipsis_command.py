"""A command the plan names in its own words ("Subcontract") while a row's menu holds commands whose ellipsis
says they open a form ("Send out…", "Move…"), and the plan fills a form next that is not open: ``A.form_command``
presses the one whose form holds the plan's next input; the command's absence is no evidence
(``probes/_ellipsis.form_opener``); nor is a missing field after the plan's press went to a view of the same
words ("Sent out"). Without such a command (the feature gone) the absence stays evidence. Before,
correct cases of this kind were confirmed defective (held aside 19 ``send-out-lead-hollins``,
``handover-st-brendans``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from diageval.diagnosis.probes._ellipsis import form_opener
from diageval.suite import Step
from tests.conftest import FIXTURES, diagnose_fixture_suite, page_element, recovered_by


@pytest.mark.timeout(600)
async def test_a_command_that_opens_a_form_may_be_the_plans(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "ellipsis-command.yaml", tmp_path)
    won = recovered_by(res["subcontract-lead"], "A.form_command")
    assert any("'Send out…' opens the form" in e for e in won.evidence), won.evidence
    r = res["sent-out-lead"]
    assert r.initial_verdict == "fail" and r.attribution != "env_fail_confirmed", r.reason
    assert r.diagnosis is not None
    said = [e for b in r.diagnosis.branches for e in b.evidence if "open a form" in e]
    assert said and "'Send out…'" in said[0], said
    dead = res["subcontract-lead-broken"]
    assert dead.verdict == "fail" and dead.attribution == "env_fail_confirmed", dead.reason


def _steps(*raw: Step) -> list[Step]:
    return list(raw)


def test_the_rule_needs_a_form_to_come_and_a_command_no_step_names() -> None:
    steps = _steps(
        Step(verb="click", target="Subcontract"),
        Step(verb="select", target="Lab", option="Calder"),
        Step(verb="click", target="Send"),
    )
    send_out = page_element(1, "Send out…", "menuitem")
    assert form_opener(steps, 0, [send_out]) == (["Send out…"], "Subcontract")
    assert form_opener(steps, 0, [page_element(2, "Mark urgent", "menuitem")]) is None  # no ellipsis
    # the form is open already: its select is drawn, so the press was not what opens it
    lab = page_element(3, "Lab", "combobox", tag="select")
    assert form_opener(steps, 0, [send_out, lab]) is None
    # the plan names the command itself elsewhere
    named = _steps(
        Step(verb="click", target="Subcontract"),
        Step(verb="fill", target="Note", text="x"),
        Step(verb="click", target="Send out…"),
    )
    assert form_opener(named, 0, [send_out]) is None
    # no form input after the press: nothing says it opens a form
    assert (
        form_opener(
            _steps(Step(verb="click", target="Subcontract"), Step(verb="click", target="Done")), 0, [send_out]
        )
        is None
    )
    # a form input two steps on (a wizard's next page after its "Next") is no form the press opens
    wizard = _steps(
        Step(verb="click", target="Morning slot"),
        Step(verb="click", target="Next"),
        Step(verb="check", target="I agree"),
    )
    assert form_opener(wizard, 0, [send_out]) is None
    # a press on a value ("10:00", a time slot) names no command
    slot = _steps(Step(verb="click", target="10:00"), Step(verb="fill", target="Note", text="x"))
    assert form_opener(slot, 0, [send_out]) is None
    # the missing field right after a press that went elsewhere
    assert form_opener(steps, 1, [send_out]) == (["Send out…"], "Subcontract")
    # a search field's placeholder ends in an ellipsis too: it is no command
    assert form_opener(steps, 0, [page_element(4, "Search…", "textbox")]) is None

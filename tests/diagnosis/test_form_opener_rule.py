"""The rule that names a button which renders a form on demand (`unpressed_opener`), on read pages: which
names ask for a form about what the task names, and which buttons a plan or a branch already accounts for."""

from __future__ import annotations

from diageval.diagnosis.probes._open_form import unpressed_opener
from diageval.suite import Step
from tests.conftest import page_element

TASK = "Set up payouts to my bank account: name S Okonjo, sort code 20-45-77."
PLAN = [Step(verb="fill", target="Name", text="S Okonjo"), Step(verb="click", target="Save")]


def _names(found: object) -> str | None:
    return getattr(found, "name", None)


def test_a_button_that_asks_for_a_form_the_task_names() -> None:
    page = [page_element(0, "My details", "button"), page_element(1, "Add a bank account", "button")]
    assert _names(unpressed_opener(page, TASK, PLAN, [], "fill")) == "Add a bank account"
    # "+ New account" too; the verb alone is no form the task names.
    assert _names(unpressed_opener([page_element(0, "+ New account", "button")], TASK, PLAN, [], "fill"))
    assert unpressed_opener([page_element(0, "Add a pet", "button")], TASK, PLAN, [], "fill") is None
    assert unpressed_opener([page_element(0, "Edit", "button")], TASK, PLAN, [], "fill") is None


def test_what_the_plan_or_a_step_accounts_for_is_no_opener() -> None:
    page = [page_element(0, "Add a bank account", "button")]
    # Only a field step: a click's target is no field a form holds.
    assert unpressed_opener(page, TASK, PLAN, [], "click") is None
    # A button the plan presses is a step of its own.
    named = [Step(verb="click", target="Add a bank account"), *PLAN]
    assert unpressed_opener(page, TASK, named, [], "fill") is None
    # Disabled, or already expanded: no form to ask for.
    assert (
        unpressed_opener(
            [page_element(0, "Add a bank account", "button", enabled=False)], TASK, PLAN, [], "fill"
        )
        is None
    )
    assert (
        unpressed_opener(
            [page_element(0, "Add a bank account", "button", expanded="true")], TASK, PLAN, [], "fill"
        )
        is None
    )
    # A name that only holds an opener's word later ("Bank account added") asks for nothing.
    assert unpressed_opener([page_element(0, "Bank account added", "button")], TASK, PLAN, [], "fill") is None

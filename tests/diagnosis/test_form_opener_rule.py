"""The rule that names a button which renders a form on demand (`unpressed_opener`), on read pages: which
names ask for a form about what the task names, and which buttons a plan or a branch already accounts for."""

from __future__ import annotations

from diageval.diagnosis.probes._open_form import unpressed_opener
from diageval.suite import Step
from tests.conftest import page_element

TASK = "Set up payouts to my bank account: name S Okonjo, sort code 20-45-77."
PLAN = [Step(verb="fill", target="Name", text="S Okonjo"), Step(verb="click", target="Save")]
FILL = 0
SAVE = 1


def _names(found: object) -> str | None:
    return getattr(found, "name", None)


def test_a_button_that_asks_for_a_form_the_task_names() -> None:
    page = [page_element(0, "My details", "button"), page_element(1, "Add a bank account", "button")]
    assert _names(unpressed_opener(page, TASK, PLAN, [], FILL)) == "Add a bank account"
    # "+ New account" too; the verb alone is no form the task names.
    assert _names(unpressed_opener([page_element(0, "+ New account", "button")], TASK, PLAN, [], FILL))
    assert unpressed_opener([page_element(0, "Add a pet", "button")], TASK, PLAN, [], FILL) is None
    assert unpressed_opener([page_element(0, "Edit", "button")], TASK, PLAN, [], FILL) is None


def test_what_the_plan_or_a_step_accounts_for_is_no_opener() -> None:
    page = [page_element(0, "Add a bank account", "button")]
    # Only a field step, or a press named as a button that asks for a form: "Save" is neither.
    assert unpressed_opener(page, TASK, PLAN, [], SAVE) is None
    # A button the plan presses is a step of its own.
    named = [Step(verb="click", target="Add a bank account"), *PLAN]
    assert unpressed_opener(page, TASK, named, [], FILL + 1) is None
    # Disabled, or already expanded: no form to ask for.
    assert (
        unpressed_opener(
            [page_element(0, "Add a bank account", "button", enabled=False)], TASK, PLAN, [], FILL
        )
        is None
    )
    assert (
        unpressed_opener(
            [page_element(0, "Add a bank account", "button", expanded="true")], TASK, PLAN, [], FILL
        )
        is None
    )
    # A name that only holds an opener's word later ("Bank account added") asks for nothing.
    assert unpressed_opener([page_element(0, "Bank account added", "button")], TASK, PLAN, [], FILL) is None


def test_a_press_the_plan_names_as_an_opener_in_other_words() -> None:
    task = (
        "Farah Haddad phoned about her lost phone. Record her claim; it should appear among the open claims."
    )
    new = Step(verb="click", target="New claim")
    plan = [
        new,
        Step(verb="fill", target="Name", text="Farah Haddad"),
        Step(verb="click", target="Save claim"),
    ]
    page = [page_element(0, "Claims", "tab"), page_element(1, "Record a claim", "button", expanded="false")]
    assert _names(unpressed_opener(page, task, plan, [], 0)) == "Record a claim"
    # "Log found item" asks for a form about something else than the task names.
    assert unpressed_opener([page_element(0, "Log found item", "button")], task, plan, [], 0) is None
    # A press named otherwise than as an opener ("Open claims") names no form.
    assert unpressed_opener(page, task, [Step(verb="click", target="Open claims"), *plan[1:]], [], 0) is None
    # Named as an opener after the fields, it is the form's own button ("Add subscriber"): no opener.
    after = [plan[1], Step(verb="click", target="New claim")]
    assert unpressed_opener(page, task, after, [], 1) is None

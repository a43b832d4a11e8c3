"""A question a press opens is buttons that came with it, one declining and one answering it ("Delete
entry?" with "Cancel" and "Delete", over the row's "Delete" that is still there). A paged form's "Next" is
no question: the next page brings "Back" (a way back, worded like a way out) and the same "Next" further
down, while the "Next" that was pressed is gone from its place. The judge must not read the plan's next
page as a question the plan left unanswered (held-aside survey: every branch forked before the wizard's
first "Next" and lost the repair that got past the rating scale)."""

from __future__ import annotations

from diageval.diagnosis._hints import left_unanswered, question_opened
from diageval.suite import Step
from diageval.trajectory import ActionRecord, Checkpoint, Element, InputEvent, Observation, StepRecord
from tests.conftest import page_element


def _page(elements: list[Element]) -> Observation:
    return Observation(
        url="http://x/",
        title="Form",
        screenshot=None,
        elements=elements,
        aria_snapshot="",
        console_errors=[],
        scroll=(0.0, 0.0),
    )


def _press(el: Element, then: Observation, k: int) -> StepRecord:
    action = ActionRecord(
        verb="click",
        description=f"click '{el.name}'",
        target=el.name,
        grounded=el,
        events=[InputEvent(kind="click", x=el.point[0] if el.point else 0, y=el.point[1] if el.point else 0)],
    )
    cp = Checkpoint(step=k + 1, url="http://x/", storage_state={}, fingerprint=f"f{k}", scroll=(0.0, 0.0))
    return StepRecord(
        index=k + 1,
        action=action,
        observation=then,
        checkpoint=cp,
        started_s=0,
        action_s=0,
        settle_s=0,
        observe_s=0,
    )


def test_a_paged_forms_next_page_is_no_question_and_a_dialog_still_is() -> None:
    # Page 1 of a form: "Next" in row 2. Page 2: the scale, then "Back" and "Next" in row 6.
    first_next = page_element(2, "Next", "button")
    page1 = _page([page_element(0, "Tell us how the trial went", "generic", interactive=False), first_next])
    eight = page_element(1, "8", "radio", tag="input")
    later_next = page_element(6, "Next", "button", box=(300.0, 250.0, 80.0, 30.0), point=(320.0, 260.0))
    page2 = _page([eight, page_element(6, "Back", "button"), later_next])
    pressed_next = _press(first_next, page2, 0)
    pressed_eight = _press(eight, page2, 1)
    plan = [Step(verb="click", target="Next"), Step(verb="click", target="8")]
    assert question_opened([pressed_next, pressed_eight], page1, 0, "Next") is None
    assert left_unanswered([pressed_next, pressed_eight], [0, 1], page1, plan) is None

    # A confirmation: the row's "Delete" stays where it was, and a dialog brings "Cancel" and "Delete".
    delete = page_element(1, "Delete", "button")
    rows = _page([page_element(0, "Dock bumper", "generic", interactive=False), delete])
    dialog = _page(
        [
            *rows.elements,
            page_element(5, "Cancel", "button"),
            page_element(5, "Delete", "button", box=(300, 210, 80, 30), point=(320.0, 220.0)),
        ]
    )
    reload = _press(page_element(0, "Reload", "button"), rows, 1)
    pressed_delete = _press(delete, dialog, 0)
    assert question_opened([pressed_delete, reload], rows, 0, "Delete") == "Delete"
    found = left_unanswered(
        [pressed_delete, reload],
        [0, 1],
        rows,
        [Step(verb="click", target="Delete"), Step(verb="click", target="Reload")],
    )
    assert found is not None and found[1] == "Delete", found

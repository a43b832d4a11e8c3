"""Controls repeated per item and named with it ("Save German C1", "Save Mandarin A1": icon buttons whose
accessible names add the item's): a plan's "Save" names none of them in particular, so no input that reached
one of them by the plan's word alone is the plan's control reached (held aside 9 courses `save-mandarin`:
the agent saved another course, and a branch called the missing result defect evidence)."""

from __future__ import annotations

from diageval.diagnosis._evidence import reached_control
from diageval.trajectory import ActionRecord, InputEvent
from tests.conftest import page_element


def _click(el: object, target: str) -> ActionRecord:
    events = [InputEvent(kind="click", x=20, y=20)]
    return ActionRecord(
        verb="click", description=f"click '{target}'", target=target, grounded=el, events=events
    )


def test_a_word_inside_several_item_names_reaches_no_one_control() -> None:
    german, mandarin = (
        page_element(0, "Save German C1", "button"),
        page_element(1, "Save Mandarin A1", "button"),
    )
    only = page_element(2, "Saved only", "switch")
    assert reached_control(_click(german, "Save"), [german, mandarin, only]) is None
    # The one control holding the word as a whole word ("Saved" is another word) is the plan's.
    assert reached_control(_click(german, "Save"), [german, only]) == "the button 'Save German C1'"
    # Named in full, the plan names the one item's control.
    assert reached_control(_click(mandarin, "Save Mandarin A1"), [german, mandarin]) is not None
    # The one in the row of the item the plan named before the step is that item's.
    mine = _click(mandarin, "Save")
    mine.row_item = "Mandarin A1"
    assert reached_control(mine, [german, mandarin]) is not None
    # One control drawn twice (a component's host and its inner button) is no second item's.
    inner = page_element(3, "Save German C1", "button", box=german.box, point=german.point)
    assert reached_control(_click(german, "Save"), [german, inner]) is not None

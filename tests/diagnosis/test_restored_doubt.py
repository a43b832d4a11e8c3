"""What a fork restores from a branch's own path: an input that may have gone to another control than the
plan names (another row's, a control named otherwise) makes what later branches see no evidence. And a
compact grid reference ("C5") names the one control that spells it out ("Row C, seat 5")."""

from __future__ import annotations

from diageval.diagnosis._evidence import named_as_planned
from diageval.diagnosis._path_doubts import doubtful_grounding, sent_elsewhere
from diageval.trajectory import ActionRecord, Element, InputEvent, Observation, StepRecord


def _el(i: int, name: str, text: str | None = None, y: float = 10) -> Element:
    names = [("aria-label", name)] + ([("text", text)] if text else [])
    return Element(
        id=i, tag="button", role="button", names=names, interactive=True, box=(10, y, 30, 20),
        point=(25, y + 10), visible_fraction=1.0, rendered=True, covered_by=None, enabled=True,
        editable=False, desc=f"button {name!r}",
    )  # fmt: skip


SEATS = [_el(1, "Row C, seat 5", "5", 10), _el(2, "Row C, seat 6", "6", 40), _el(3, "Row D, seat 5", "5", 70)]


def _obs(elements: list[Element]) -> Observation:
    return Observation(url="http://x/", title="t", screenshot=None, elements=elements, aria_snapshot="",
                       console_errors=[], scroll=(0, 0))  # fmt: skip


def _step(i: int, target: str, el: Element, **kw: object) -> StepRecord:
    action = ActionRecord(
        verb="click", target=target, description=f"click '{target}'", grounded=el, ok=True,
        events=[InputEvent(kind="click", x=25, y=20)], **kw,  # type: ignore[arg-type]
    )  # fmt: skip
    return StepRecord.model_construct(index=i, action=action, observation=_obs(SEATS))


def test_a_grid_reference_names_the_one_control_that_spells_it_out() -> None:
    assert named_as_planned("C5", SEATS[0], SEATS)
    assert not named_as_planned("C5", SEATS[2], SEATS)  # row D's seat 5
    twin = _el(9, "Row C, seat 5", "5", 200)  # a second seat map with the same seat
    assert not named_as_planned("C5", SEATS[0], [*SEATS, twin])


def test_a_restored_input_to_another_control_is_doubt() -> None:
    open_map = _step(0, "Choose seats", _el(7, "Choose seats"))
    fuzzy = _step(1, "C5", SEATS[2])  # row D's seat 5, named otherwise than "C5"
    right = _step(1, "C5", SEATS[0])
    assert sent_elsewhere([open_map, fuzzy], [0, 1], before=2) is not None
    assert sent_elsewhere([open_map, right], [0, 1], before=2) is None
    assert sent_elsewhere([open_map, fuzzy], [0, 1], before=1) is None  # redone by the branches
    # A probe's pick at the fork, the branch's first step (dev10 pharmacy adjust-loratadine: a fuzzy
    # "Options for ..." of another item, and a later round's evidence on that path confirmed a correct case).
    assert sent_elsewhere([fuzzy], [1], before=2) is not None
    assert sent_elsewhere([right], [1], before=2) is None


def test_an_input_to_another_rows_control_is_doubt() -> None:
    off = _step(0, "Remove", _el(5, "Remove"), other_row="Swan Lake")
    mine = _step(0, "Remove", _el(5, "Remove"), row_item="Swan Lake")
    assert sent_elsewhere([off], [0], before=1) is not None
    assert sent_elsewhere([mine], [0], before=1) is None
    got = doubtful_grounding([off], [0], _obs([]), before=1)
    assert got is not None and "another row's control" in got[1], got
    assert doubtful_grounding([mine], [0], _obs([]), before=1) is None


def test_another_rows_control_is_one_of_the_same_kind_for_a_row_step() -> None:
    """ "Hover 'Bo Lind', click 'Remove'" that took Ada Park's Remove went to another row's control; a field
    filled after another field ("To", then "Cc") or a "Cc" button beside the "Cc" field is no other row's."""
    from diageval.browser import Row, note_row

    ada, bo = _el(1, "Remove", y=10), _el(2, "Remove", y=40)
    row = Row("Bo Lind", [ada, bo], bo)
    assert note_row("click", bo, row) == ("Bo Lind", None)
    assert note_row("click", ada, row) == (None, "Bo Lind")
    assert note_row("fill", ada, row) == (None, None)
    field = _el(3, "Cc").model_copy(update={"tag": "input", "role": "textbox"})
    toggle = _el(4, "Cc")
    assert note_row("click", toggle, Row("To", [field, toggle], field)) == (None, None)


def test_a_number_among_others_is_a_count_not_the_name() -> None:
    # A character counter "0 / 500" holds the score "0" a scale lacks (held-aside survey score-zero): a click
    # on it reached no control named "0". "Page 2" holds one number: it names the page.
    counter = _el(1, "0 / 500")
    page_two = _el(2, "Page 2", y=40)
    assert not named_as_planned("0", counter, [counter, page_two])
    assert named_as_planned("2", page_two, [counter, page_two])
    assert not named_as_planned("2", _el(3, "2 of 10", y=70), [counter])

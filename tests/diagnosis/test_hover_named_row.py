"""A roster whose rows show their Archive only while hovered, hidden with `display: none` (not laid out), and
a task that names the student without quotes ("Archive Oliver Grant"). The undrawn Archives of the other
rows make the one in view one of several: an Archive of an unknown row that changed nothing is no defect
evidence (the correct roster was confirmed defective). B.hover_reveal hovers the row the task names first,
also after the agent's click went to text named like the button."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.async_api import Browser

from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_the_row_the_task_names_is_hovered_and_an_unknown_rows_archive_proves_nothing(
    tmp_path: Path,
) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "hover-archive.yaml", tmp_path)
    ok, dead = res["archive-grant"], res["archive-grant-broken"]
    assert ok.initial_verdict == "fail", ok.initial_reason
    assert ok.verdict == "pass" and "B.hover_reveal" in ok.reason, ok.reason
    assert dead.verdict == "fail" and dead.attribution != "env_fail_confirmed", dead.reason
    # The agent took "Archived this term" for the undrawn "Archive": every control named so being undrawn,
    # hovering rows applies to that failure too (dev9 hoststand `seat-patel-walkin`: "Seated now").
    summary = res["archive-grant-summary"]
    assert summary.initial_verdict == "fail", summary.initial_reason
    assert summary.verdict == "pass" and "B.hover_reveal" in summary.reason, summary.reason
    # The pointer rested on the first row, whose Archive the agent pressed and whose question it left open:
    # the result missing, the row the task names is hovered, its Archive pressed and its question answered.
    pointer, stuck = res["archive-grant-pointer"], res["archive-grant-pointer-broken"]
    assert pointer.initial_verdict == "fail", pointer.initial_reason
    assert pointer.verdict == "pass" and "B.hover_reveal" in pointer.reason, pointer.reason
    assert stuck.verdict == "fail", stuck.reason


@pytest.mark.parametrize("hidden", ["display", "visibility"])
async def test_a_pick_named_partly_like_an_undrawn_control_puts_later_evidence_in_doubt(
    browser: Browser, hidden: str
) -> None:
    """The agent's "Archive" went to the text "Archived this term" while every row's Archive was undrawn:
    every branch restoring that input starts from a page where nothing was archived, so a later step that
    reached its control and a missing result prove nothing (dev9 hoststand `seat-patel-walkin`: "Seated
    now" for "Seat", then "Floor plan" reached, confirmed defective). In an actions box hidden with `visibility:
    hidden`, the Archives are laid out in their rows and undrawn all the same (hoststand's Seat is hidden so)."""
    import time

    from diageval.agents import Recorder
    from diageval.app import StaticServer
    from diageval.browser import CaseSession, perform
    from diageval.diagnosis._path_doubts import doubtful_grounding
    from diageval.trajectory import ActionRecord, InputEvent

    with StaticServer(FIXTURES / "patterns") as srv:
        page = f"{srv.url}/hover-archive.html?summary" + ("&visibility" if hidden == "visibility" else "")
        async with CaseSession(browser, viewport=(1280, 720)) as s:
            await s.goto(page)
            rec = Recorder(s, out_dir=None, case_id="c", suite="s", agent="t", entry_url=page, settle_s=0.0)
            state = await rec.start()
            text = next(e for e in state.elements if e.name == "Archived this term")
            assert text.point is not None
            click = InputEvent(kind="click", x=text.point[0], y=text.point[1])
            t0 = time.perf_counter()
            await perform(s.page, click)
            action = ActionRecord(
                verb="click", description="click 'Archive'", target="Archive", grounded=text, events=[click]
            )
            await rec.record(action, t0, settle_s=0.0)
            assert rec.trajectory is not None
            traj = rec.trajectory
    assert any(e.name == "Archive" for e in traj.initial.undrawn), traj.initial.undrawn
    doubt = doubtful_grounding(traj.steps, [0], traj.initial, 1)
    assert doubt is not None and "undrawn" in doubt[1], doubt


def test_only_buttons_and_links_hidden_alone_in_a_drawn_row_are_hover_twins() -> None:
    """A form field hidden alone inside a drawn parent is no row action shown on hover: the native select a
    custom one draws over, a field of a wizard step not shown yet (dev2 clinic `long-reason` lost its
    confirmation when its "Department" had such a twin)."""
    from diageval.diagnosis._hover_rows import hidden_twins
    from diageval.trajectory import Element

    def el(tag: str, role: str, drawn: bool) -> Element:
        box = (10.0, 10.0, 80.0, 30.0) if drawn else (0.0, 0.0, 0.0, 0.0)
        return Element(
            id=1 if drawn else 2, tag=tag, role=role, names=[("label", "Department")], interactive=True,
            box=box, point=(50.0, 25.0) if drawn else None, visible_fraction=1.0 if drawn else 0.0,
            rendered=drawn, covered_by=None, enabled=True, editable=False, desc=tag, unshown=not drawn,
        )  # fmt: skip

    shown, hidden = el("select", "combobox", True), el("select", "combobox", False)
    assert not hidden_twins(shown, [shown, hidden])
    # Laid out but not drawn (an input a combobox component keeps transparent under its own): no twin either.
    laid = hidden.model_copy(update={"box": (10.0, 10.0, 80.0, 30.0)})
    assert not hidden_twins(shown, [shown, laid])
    shown, hidden = el("button", "button", True), el("button", "button", False)
    assert hidden_twins(shown, [shown, hidden])

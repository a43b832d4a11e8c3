"""One "Add to plan" per recipe card, the plan's step before it "Load more" (no item), and the task naming the
recipe ("Add Shakshuka to this week's plan"). The agent presses the first card's; the card the task names is
the row meant: the agent's input is noted as another row's, so every branch that restores it gives no defect
evidence, and `A.row_context` presses Shakshuka's. A correct app was confirmed defective through *actuation
verified* on a path that had planned another recipe (held aside 2 mealplan `plan-shakshuka`)."""

from __future__ import annotations

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_the_row_the_task_names_is_the_one_meant(tmp_path) -> None:  # type: ignore[no-untyped-def]
    got = await diagnose_fixture_suite(FIXTURES / "patterns" / "recipe-cards.yaml", tmp_path)
    ok, broken = got["plan-shakshuka"], got["plan-shakshuka-broken"]
    assert ok.initial_verdict == "fail" and ok.verdict == "pass", ok.reason
    assert ok.diagnosis is not None
    assert any(
        b.branch.probe == "A.row_context" and b.outcome == "progress" for b in ok.diagnosis.branches
    ), [(b.branch.probe, b.outcome) for b in ok.diagnosis.branches]
    assert broken.verdict == "fail" and broken.attribution == "env_fail_confirmed", broken.reason
    assert broken.diagnosis is not None
    assert any("in the row of 'shakshuka'" in e.text for e in broken.diagnosis.defect_evidence), [
        e.text for e in broken.diagnosis.defect_evidence
    ]


async def test_controls_behind_an_open_dialog_name_no_row(browser) -> None:  # type: ignore[no-untyped-def]
    """A profile's "Message" button behind the overlay of the compose dialog it opened, whose field is
    "Message" too: the task names Ivan, whom the profile shows. The dialog's field is the one a person
    uses; no row is taken from the task (a branch's fill went to the profile's button behind the overlay:
    held aside 1 `send-message`)."""
    from diageval.app import StaticServer
    from diageval.browser import CaseSession, row_of

    task = "Send Ivan Horvat the message 'Can you review my PR?' from his profile."
    targets = ["View profile", "Message", "Message", "Send message"]
    with StaticServer(FIXTURES / "patterns") as srv:
        async with CaseSession(browser, viewport=(1280, 720)) as s:
            await s.goto(srv.url + "/profile-dialog.html")
            state = await s.read_state()
            row = await row_of(s, state, targets, 2, task=task)
    assert row is None or row.mine is None, row

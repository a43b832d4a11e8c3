"""A toolbar a component draws a moment after the page has loaded, beside a list whose rows carry the
tools' names with a number ("Rectangle 1"). An agent that acts at once takes the row for the tool: the
control of that exact name came on the page only after its click. The judge forks at that step (a wrong
pick), and no branch that replays it gives defect evidence."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_a_pick_made_before_the_exact_control_rendered_is_in_doubt(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "late-toolbar.yaml", tmp_path)
    ok, broken = res["rectangle-tool-rendered-late"], res["rectangle-tool-draws-nothing"]
    assert ok.initial_verdict == "fail", ok.initial_reason
    # Before, four failed branches replayed the click on the row and found "every remaining step reached
    # its control; the result never appeared": env_fail_confirmed on a correct page.
    assert ok.verdict == "pass" and ok.attribution == "agent_fail", ok.reason
    assert ok.diagnosis is not None
    assert any(r.fds.error_kind == "wrong_pick" for r in ok.diagnosis.rounds), ok.diagnosis.rounds
    assert broken.verdict == "fail", broken.reason

"""One "⋯" menu per booking, each holding the same "Reschedule…", and a plan that names no booking: the task
names it ("Move the Garage session"). `B.expand` opens the menu of the row the task alone names by a word of
it; before, it opened the first row's, moved another booking, and the correct app was confirmed defective
(held aside 10 rehearsal `move-garage-november`). When no row is named so, the menu it opens is one of
several, in a row nobody named: what follows is no evidence against the app."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite, winning_branch


@pytest.mark.timeout(600)
async def test_the_menu_of_the_row_the_task_names_is_opened(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "booking-menus.yaml", tmp_path)
    ok = res["move-garage"]
    assert ok.initial_verdict == "fail" and ok.verdict == "pass", ok.reason
    won = winning_branch(ok)
    assert won is not None and won.branch.probe == "B.expand", ok.diagnosis
    assert "expanded collapsed toggle 'options for the garage on sat 18 oct'" in won.evidence, won.evidence
    dead = res["move-garage-broken"]
    assert dead.verdict == "fail" and dead.attribution == "env_fail_confirmed", dead.reason
    # Nothing names a row: another booking's menu is a doubt, and the correct app is not confirmed defective.
    blind = res["move-saturday"]
    assert blind.verdict != "pass" and blind.attribution != "env_fail_confirmed", blind.reason
    assert blind.diagnosis is not None
    notes = [e for b in blind.diagnosis.branches for e in b.evidence if e.startswith("not defect evidence")]
    assert any("one of 3 toggles, one per row" in e for e in notes), notes

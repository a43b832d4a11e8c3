"""A select-only custom control that takes no typing, on a fixture of its own in real Chromium: a
role=combobox div drawn as Tom Select draws one without a search box, whose list of options opens on a click
and whose Enter takes the option marked first ("All neighbourhoods"). The plan's select types "Old Town" and
presses Enter, which chooses nothing; before, no probe opened the list, and the correct app stayed a Fail
(held aside 10 bikes `oldtown-ebikes`). `A.pick_option` opens the list with a click and clicks the option;
the control then shows it as its own text. The defective filter is confirmed through that path."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite, winning_branch


@pytest.mark.timeout(600)
async def test_a_select_that_takes_no_typing_is_chosen_with_clicks(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "click-select.yaml", tmp_path)
    ok = res["old-town"]
    assert ok.initial_verdict == "fail" and "could not be chosen" in (ok.initial_reason or ""), (
        ok.initial_reason
    )
    assert ok.verdict == "pass", ok.reason
    won = winning_branch(ok)
    assert won is not None and won.branch.probe == "A.pick_option", ok.diagnosis
    assert "opened the list of 'Neighbourhood' and clicked 'Old Town'" in won.evidence, won.evidence
    dead = res["old-town-broken"]
    assert dead.verdict == "fail" and dead.attribution == "env_fail_confirmed", dead.reason
    assert dead.diagnosis is not None
    assert any(e.branch == "A.pick_option" for e in dead.diagnosis.defect_evidence), (
        dead.diagnosis.defect_evidence
    )

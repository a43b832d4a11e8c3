"""A press on the item of a navigation that is already shown (a sidebar's current list, marked only by an
"active" class on its button; the press lands on the name's text inside it) has nothing left to change: the
step is done, not "no visible effect". A press on another item that does nothing is still a failure, and
its no-effect is *actuation verified* (general pattern: sidebars, tab bars and view switchers, where plans
start by choosing the view the app opens on)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_a_press_on_the_view_already_shown_is_done(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "current-view.yaml", tmp_path)
    got = res["current-list-add"]
    assert got.initial_verdict == "pass", got.initial_reason
    broken = res["other-list-broken"]
    assert broken.initial_verdict == "fail" and "no visible effect" in (broken.initial_reason or "")
    kinds = (
        {e.kind for b in broken.diagnosis.branches for e in b.defect_evidence} if broken.diagnosis else set()
    )
    assert broken.attribution == "env_fail_confirmed" and "actuation_verified" in kinds, broken.reason

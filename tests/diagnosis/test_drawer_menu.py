"""A side menu closed into a drawer behind "Menu" (aria-controls, no aria-expanded: Bootstrap's offcanvas
toggler), on a page whose form has a "Member" field. The menu's "Members" is on the page, closed away: a
look-alike in view of another kind is another control, so the fuzzy probe does not apply (it clicked the
field and counted that as progress: dev10 loans `waive-oskar`), and B.expand opens the drawer its toggle
names."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(300)
async def test_a_drawer_toggle_opens_the_menu_and_a_look_alike_field_is_not_tried(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "drawer-menu.yaml", tmp_path)
    ok, dead = res["open-members"], res["open-members-broken"]
    assert ok.initial_verdict == "fail", ok.initial_reason
    assert ok.verdict == "pass" and "B.expand" in ok.reason, ok.reason
    for r in (ok, dead):
        assert r.diagnosis is not None
        tried = [c.probe for c in r.diagnosis.rounds[0].candidates]
        assert "A.fuzzy_text" not in tried, tried
    assert dead.verdict == "fail" and dead.attribution == "env_fail_confirmed", dead.reason

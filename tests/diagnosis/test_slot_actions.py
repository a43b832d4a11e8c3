"""A schedule whose talks each carry Move earlier / Move later buttons in a box placed over the talk's title,
hidden with `visibility: hidden` until the slot is hovered. The point B.hover_reveal rests on is the box's
centre, where the talk's title is drawn: it hovers the slot all the same, and the button shows. A button
there that moves nothing is confirmed defective."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_a_box_over_its_rows_title_shows_on_hover_of_the_row(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "slot-actions.yaml", tmp_path)
    ok, bad = res["move-earlier"], res["move-earlier-stuck"]
    assert ok.initial_verdict == "fail", ok.initial_reason
    assert ok.verdict == "pass" and "B.hover_reveal" in ok.reason, ok.reason
    assert bad.verdict == "fail" and bad.attribution == "env_fail_confirmed", bad.reason

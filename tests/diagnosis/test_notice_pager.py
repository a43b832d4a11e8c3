"""A notice the app opens on its own two seconds after load, over a page it stops scrolling, after the plan's
first input: the restore waits for it (``until_scheduled``), so it is on the page each branch begins on. It
still came after the plan's last input (the page the restore's input left did not show it), so it is the
app's own notice: B.expand closes it through its own button, wheels the collapsed section into view and
opens it. The defective twin is never recovered."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite, recovered_by


@pytest.mark.timeout(600)
async def test_a_notice_that_opened_while_the_restore_waited_is_closed(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "notice-pager.yaml", tmp_path)
    won = recovered_by(res["mark-silva"], "B.expand")
    assert won.restore_note is not None and "for what the page had scheduled" in won.restore_note, won
    assert any("'Got it'" in e for e in won.evidence), won.evidence
    assert any("tenors" in e for e in won.evidence), won.evidence
    assert res["mark-silva-broken"].verdict == "fail", res["mark-silva-broken"].reason

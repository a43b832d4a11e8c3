"""A notice the app opens on its own two seconds after load: a restored page gets the time for what it
scheduled as it loaded before any input (``until_scheduled``), so a probe meets the notice before its input,
not in the middle of it, and closes it through its own button. The branch's restore note says so."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite, recovered_by


@pytest.mark.timeout(600)
async def test_a_restored_page_shows_what_it_scheduled_before_any_input(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "scheduled-notice.yaml", tmp_path)
    won = recovered_by(res["show-archive"], "A.fuzzy_text")
    assert won.restore_note is not None and "for what the page had scheduled" in won.restore_note, won
    assert any("'Understood'" in e for e in won.evidence), won.evidence
    assert res["show-archive-broken"].verdict == "fail", res["show-archive-broken"].reason

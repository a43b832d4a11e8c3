"""A click whose effect is not on the page's screen: the focus moved into a field (a "Search" button that
focuses the search box below the fold), or a new tab opened. Both are reactions: the step holds, and no
branch takes the control for a dead one. The same buttons doing nothing are still dead controls."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_focus_moved_into_a_field_or_a_new_tab_is_a_reaction(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "elsewhere.yaml", tmp_path)
    for ok in ("jump-to-search", "open-report"):
        # Before, each ended env_fail_confirmed on actuation verified ("the page did not change").
        assert res[ok].initial_verdict == "pass" and res[ok].verdict == "pass", (ok, res[ok].initial_reason)
    for dead in ("jump-to-search-dead", "open-report-dead"):
        r = res[dead]
        assert r.initial_verdict == "fail" and "no visible effect" in (r.initial_reason or ""), (
            r.initial_reason
        )
        assert r.verdict == "fail" and r.attribution == "env_fail_confirmed", (dead, r.reason)

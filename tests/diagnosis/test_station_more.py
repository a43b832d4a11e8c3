"""An item on a later part of a list shown in parts, whose name is also on the page, hidden, elsewhere (a
table of past rides on another tab), on a fixture of its own in real Chromium: "Harbour Gate" is the seventh
station behind "Show more stations (6 more)". The step fails as *target hidden*; before, paging was left to
a target not on the page at all, and no probe pressed "Show more" (held aside 10 bikes
`reserve-ebike-canal`, `favourite-canal-reload` stayed false Fails). The paging probe now applies while no
hidden copy is inside something closed, and its wait for the list to load is part of the branch's path, so
the next round, forked on it, restores the paged list (before, its replay clicked before the list had come,
and diverged): the correct app is recovered; a "Reserve" that does nothing stays a Fail."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite, winning_branch


@pytest.mark.timeout(600)
async def test_an_item_on_a_later_part_is_paged_to_though_a_hidden_copy_is_on_the_page(
    tmp_path: Path,
) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "station-more.yaml", tmp_path)
    ok = res["hold-harbour-gate"]
    assert ok.initial_verdict == "fail" and "hidden" in (ok.initial_reason or ""), ok.initial_reason
    assert ok.verdict == "pass", ok.reason
    paged = [b for b in ok.diagnosis.branches if b.branch.probe == "B.paginate"]
    assert paged and "pressed the list's pager 1 time(s)" in paged[0].evidence, ok.diagnosis.branches
    # The name is plain text: the round forked on the paged list takes it as naming the card "Reserve" is in.
    won = winning_branch(ok)
    assert won is not None and won.branch.probe == "A.names_item", ok.diagnosis.branches
    dead = res["hold-harbour-gate-broken"]
    assert dead.verdict == "fail", dead.reason

"""A card whose title is plain text and whose one control, in its footer, opens it in words of its own ("Open
Year 4 trip"), where the plan clicks the title ("Roman Museum"): the click changes nothing, and
`A.row_control` presses the card's one control, since its words open the item (a named control is otherwise
another action, never the item's own). Before, the correct case ended a false Fail (held aside 20 trips: every
case's first press)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite, recovered_by


@pytest.mark.timeout(600)
async def test_a_cards_one_control_that_opens_it(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "card-opener.yaml", tmp_path)
    won = recovered_by(res["open-museum"], "A.row_control")
    assert any("'Open Year 4 trip'" in e or "Open Year 4 trip" in e for e in won.evidence), won.evidence
    dead = res["open-museum-broken"]
    assert dead.verdict == "fail" and dead.attribution != "agent_fail", dead.reason

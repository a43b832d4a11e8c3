"""A week's grid of hours whose text boxes are named only by their row and a short date ("Acme Rebrand ·
Design, Wed 19 Nov"), which the plan names by the row and the weekday written out ("Acme Rebrand
Wednesday"): the fuzzy tier of matching takes the abbreviated day for the day (`method._dated`), and the
diagnosis renames the step to the one cell so named, so the first branch fills it. The matcher's own pairs
are in `tests/method/test_match_rules.py`."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_a_cell_named_by_a_short_date_is_the_plans_day(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "week-grid.yaml", tmp_path)
    ok = res["log-wednesday"]
    assert ok.initial_verdict == "fail" and ok.verdict == "pass", ok.reason
    assert ok.diagnosis is not None
    renamed = "one control is named 'Acme Rebrand · Design, Wed 19 Nov'"
    assert any(renamed in e for r in ok.diagnosis.rounds for e in r.fds.evidence), ok.diagnosis.rounds
    # The defect (Wednesday left out of the week's total) is never a Pass.
    dead = res["log-wednesday-broken"]
    assert dead.verdict == "fail" and dead.attribution in ("env_fail_confirmed", "env_fail_unconfirmed"), dead

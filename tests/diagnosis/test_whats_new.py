"""An announcement over the whole page a moment after it loads ("What's new in ..."), modal and closed only
through its own button, before the plan has given any input (general pattern: a release notice, a product
tour's first card). While it is open the wheel moves nothing and nothing under it can be pressed: the pager
probe closes it through its own button to reach a list's pager below the fold, and the expansions that reach
nothing under it give no *target absent* evidence (held aside 8 repairs: three correct cases confirmed
defective for a ticket behind "Show more jobs" under such a notice)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, branch_notes, diagnose_fixture_suite, winning_branch


@pytest.mark.timeout(600)
async def test_a_notice_the_plan_never_opened_is_closed_and_hides_no_evidence(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "whats-new.yaml", tmp_path)
    got = res["open-request"]
    assert (got.initial_verdict, got.verdict) == ("fail", "pass"), got.reason
    won = winning_branch(got)
    assert won is not None and "dismissed the notice over the page with 'Got it'" in won.evidence, won
    # A pager no probe knows as one: the target stays out of reach, and its absence proves nothing.
    older = res["open-request-older"]
    assert older.initial_verdict == "fail", older.initial_reason
    assert older.attribution != "env_fail_confirmed", older.reason
    assert older.diagnosis is not None
    assert not any(e.kind == "target_absent" for e in older.diagnosis.defect_evidence), older.reason
    notes = branch_notes(older)
    assert any("no step of the plan opened covers the page" in e for e in notes), notes

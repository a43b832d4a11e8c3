"""A view switch the plan leaves out: a report lists a client's name only once its "Group hours" switch (radios
drawn as joined buttons) is on "By client", which the task names ("the client Acme Foods") and no step says.
`B.view_option` chooses that view, then takes the step; a branch's look that finds the target missing while
that view is unchosen withholds the target's absence, and counts it once a branch chose the view and found
the target missing there too. Before, every expansion looked in the project view only and confirmed a correct
app (held aside 11 timesheets `october-acme`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite, recovered_by


@pytest.mark.timeout(600)
async def test_the_view_the_task_names_is_chosen_before_the_target_is_called_absent(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "view-switch.yaml", tmp_path)
    won = recovered_by(res["client-october"], "B.view_option")
    assert any("'By client'" in e for e in won.evidence), won.evidence

    dead = res["client-october-broken"]
    assert dead.verdict == "fail" and dead.attribution == "env_fail_confirmed", dead.reason
    assert dead.diagnosis is not None
    ev = dead.diagnosis.defect_evidence
    assert [e.kind for e in ev] == ["target_absent"] and ev[0].branch == "B.view_option", ev
    withheld = [
        b for b in dead.diagnosis.branches if b.branch.type == "B" and b.branch.probe != "B.view_option"
    ]
    assert withheld and all(b.absent_target is None for b in withheld), withheld
    assert any("'By client' the task names is not chosen" in e for b in withheld for e in b.evidence), (
        withheld
    )

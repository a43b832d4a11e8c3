"""A payment dialog whose button names the amount ("Take £60.00", disabled until a "Paid by" radio is chosen)
where the plan says "Pay" after choosing "Card" in it: the plan's "Pay" grounds to "Continue to payment" under
the dialog's backdrop. `A.dialog_way` presses the open dialog's one way on (its other button declines) when it
shares a word with the task ("Take the payment"), in doubt for later evidence. Before, the correct case ended
a false Fail (held aside 19 boxoffice ``sell-carol-matinee``'s "Take £60.00")."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite, recovered_by


@pytest.mark.timeout(600)
async def test_the_open_dialogs_one_way_on(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "take-payment.yaml", tmp_path)
    won = recovered_by(res["pay-card"], "A.dialog_way")
    assert any("one way on 'Take £60.00' taken for 'Pay'" in e for e in won.evidence), won.evidence
    dead = res["pay-card-broken"]
    assert dead.verdict == "fail" and dead.attribution != "agent_fail", dead.reason
    # The press went to a control named otherwise: what the branch saw after it is no evidence.
    assert dead.attribution != "env_fail_confirmed", dead.reason

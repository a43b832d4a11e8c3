"""A form written without a ``<form>`` element (a card's fields and its button, as Lit or React render one),
applied by its one button named for what it does ("Add to waiting list") under a plan that says "Save". That
button is the form's own (``commit.js``, formless): `A.own_commit` presses it, and the plan's "Save" missing
from the page is no evidence. Also when the button is a component with its native button in a shadow root
(``?component``). Before, *target absent* confirmed the correct app defective."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite, recovered_by


@pytest.mark.timeout(600)
async def test_a_formless_card_is_applied_by_its_one_button(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "formless-card.yaml", tmp_path)
    won = recovered_by(res["add-tomasz"], "A.own_commit")
    assert any("'Add to waiting list' applies the form" in e for e in won.evidence), won.evidence
    recovered_by(res["add-tomasz-component"], "A.own_commit")
    dead = res["add-tomasz-broken"]
    assert dead.verdict == "fail" and dead.attribution != "agent_fail", dead.reason
    assert dead.diagnosis is not None, dead.reason
    assert "target_absent" not in [e.kind for e in dead.diagnosis.defect_evidence], dead.diagnosis

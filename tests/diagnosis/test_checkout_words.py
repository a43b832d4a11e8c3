"""A plan's "Checkout" after it filled an order form whose one submit button is named by the stage it leads to
("Continue to payment"): a press that takes a form on (`FORWARD_NAME`: checkout, proceed, continue, next,
place order) is, after the plan's fields, the form's own button in other words, as a commit's "Save" is:
`A.own_commit` presses it, and its absence is no evidence. Before, *target absent* was recorded against the
correct app (held aside 19 boxoffice ``sell-carol-matinee``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from diageval.diagnosis.probes._answer import applies_form
from tests.conftest import FIXTURES, diagnose_fixture_suite, recovered_by


@pytest.mark.timeout(600)
async def test_a_checkout_named_by_its_next_stage(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "checkout-words.yaml", tmp_path)
    won = recovered_by(res["checkout-briggs"], "A.own_commit")
    assert any("'Continue to payment' applies the form" in e for e in won.evidence), won.evidence
    dead = res["checkout-briggs-broken"]
    assert dead.verdict == "fail" and dead.attribution != "agent_fail", dead.reason
    assert dead.diagnosis is not None
    assert "target_absent" not in [e.kind for e in dead.diagnosis.defect_evidence], dead.diagnosis


def test_presses_that_apply_or_take_a_form_on() -> None:
    for name in ("Checkout", "Check out", "Continue", "Next", "Place order", "Save", "Submit"):
        assert applies_form(name), name
    for name in ("Checkout history", "Nextcloud", "Cancel", "Add expense", "Go to cart"):
        assert not applies_form(name), name

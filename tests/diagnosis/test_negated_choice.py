"""Two radios, the first naming the opposite of the plan's choice ("No deposit", checked), the second the
choice itself ("Deposit taken"), under a legend "Deposit" the plan's press lands on. A name that is the target
after a negation ("No", "Not", "Without", "Don't") never matches it, so the probes take "Deposit taken".
Before, ``A.label`` took "No deposit" and the correct case ended a false Fail (held aside 19 printshop
``approve-fenwick-quote``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from diageval.method import match_target
from tests.conftest import FIXTURES, diagnose_fixture_suite, page_element, recovered_by


@pytest.mark.timeout(600)
async def test_the_opposite_choice_never_names_the_plans(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "negated-choice.yaml", tmp_path)
    won = recovered_by(res["deposit-taken"], "A.label")
    assert any("Deposit taken" in e for e in won.evidence), won.evidence
    dead = res["deposit-taken-broken"]
    assert dead.verdict == "fail" and dead.attribution != "agent_fail", dead.reason


def test_negations() -> None:
    els = [
        page_element(i, n, "radio") for i, n in enumerate(("No deposit", "Not urgent", "Without gift wrap"))
    ]
    assert not match_target("Deposit", els) and not match_target("Urgent", els)
    assert not match_target("Gift wrap", els)
    assert [m.element.name for m in match_target("Deposit", [page_element(4, "Deposit taken", "radio")])] == [
        "Deposit taken"
    ]

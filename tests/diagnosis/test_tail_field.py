"""A refund dialog whose fields are named by their last word only ("Reason", "Amount (£)"), the dialog's
heading saying what they are about, while the plan names them in full ("Refund reason", "Refund amount"):
``match_target(fuzzy=True)`` takes the one drawn field labelled by the target's last words
(``method._kind.tail_field``), so ``A.fuzzy_text`` fills it. Before, the correct case ended a false Fail
(held aside 19 boxoffice ``refund-lt20388``'s "Refund reason", printshop ``approve-fenwick-quote``'s
"Deposit amount")."""

from __future__ import annotations

from pathlib import Path

import pytest

from diageval.method import match_target
from tests.conftest import FIXTURES, diagnose_fixture_suite, page_element, recovered_by


@pytest.mark.timeout(600)
async def test_a_field_named_by_the_targets_last_words(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "tail-field.yaml", tmp_path)
    recovered_by(res["part-refund"], "A.fuzzy_text")
    dead = res["part-refund-broken"]
    assert dead.verdict == "fail" and dead.attribution != "agent_fail", dead.reason


def test_the_one_field_so_labelled_and_never_one_word() -> None:
    amount = page_element(1, "Amount (£)", "textbox")
    reason = page_element(2, "Reason", "combobox", tag="select")
    got = match_target("Refund amount", [amount, reason], fuzzy=True)
    assert [m.element.id for m in got] == [1] and got[0].via == "tail"
    assert not match_target("Refund amount", [amount, reason])  # the plain agent: no such field
    assert not match_target("Amount", [reason], fuzzy=True)  # a one-word target names no qualifier
    other = page_element(3, "Amount", "textbox")
    assert not match_target("Refund amount", [amount, other], fuzzy=True)  # two such fields: neither

"""A dialog's "Confirm return" kept disabled until a choice the plan leaves out is made (the tool's condition on
a segmented control: radio buttons drawn as one bar, none chosen), while the task names the option ("in good
condition"). The control kept disabled beside a choice left unmade is no evidence that the app refuses the
plan's input (``unchosen``), and `A.consent` makes the choice with the option the task names, then presses.
Before, *actuation verified* confirmed the correct app defective (held aside 16 ``return-pressure-washer``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from diageval.diagnosis._kept_disabled import unchosen
from tests.conftest import FIXTURES, diagnose_fixture_suite, page_element, recovered_by


@pytest.mark.timeout(600)
async def test_a_choice_left_unmade_is_made_with_the_option_the_task_names(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "return-condition.yaml", tmp_path)
    won = recovered_by(res["return-washer"], "A.consent")
    assert any(e.startswith("chose 'Good'") for e in won.evidence), won.evidence
    dead = res["return-washer-broken"]
    assert dead.verdict == "fail" and dead.attribution != "agent_fail", dead.reason


def test_unchosen_needs_two_options_none_chosen() -> None:
    good = page_element(1, "Good", "radio", checked=False)
    bad = page_element(2, "Damaged", "radio", checked=False)
    assert unchosen([good, bad])
    assert not unchosen([good])
    assert not unchosen([good, bad.model_copy(update={"checked": True})])
    # Under another layer (a dialog's backdrop), the choice is not this page's to make.
    assert not unchosen([good, bad.model_copy(update={"covered_by": "div.backdrop"})])
    assert unchosen([good, bad.model_copy(update={"covered_by": 'label "Damaged"'})])
    # Hidden inputs drawn by their labels (a segmented control), and by nothing.
    hidden = [good.model_copy(update={"rendered": False}), bad.model_copy(update={"rendered": False})]
    drawn = [page_element(3, "Good", "label", tag="label"), page_element(4, "Damaged", "label", tag="label")]
    assert unchosen(hidden + drawn)
    assert not unchosen(hidden)

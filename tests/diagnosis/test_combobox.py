"""A combobox that filters its list as one types and takes the highlighted option on Enter, then draws the
choice beside its emptied search field (Tom Select, Choices): the agent's select counts the drawn item as
chosen, and the keyboard probe presses Enter after the text and checks the choice like the agent."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_a_combobox_choice_counts_and_the_keyboard_probe_makes_it(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "combobox.yaml", tmp_path)
    pick, covered, debounced = res["combobox-pick"], res["combobox-covered"], res["combobox-debounced"]
    assert pick.initial_verdict == "pass" and pick.verdict == "pass", pick.reason
    # A debounced filter: the agent looks at the filtered list before Enter (a wait it records).
    assert debounced.initial_verdict == "pass" and debounced.verdict == "pass", debounced.initial_reason
    # The option named by the first words of its label ("KX-214" for "KX-214 · Ford Transit") is chosen
    # (dev9 fleet: every select of a vehicle failed, and two defects stayed unconfirmed behind it).
    labelled = res["labelled-option"]
    assert labelled.initial_verdict == "pass", labelled.initial_reason
    assert covered.initial_verdict == "fail" and "would land on" in (covered.initial_reason or "")
    assert covered.verdict == "pass", covered.reason
    assert covered.diagnosis is not None
    won = [r for r in covered.diagnosis.branches if r.outcome == "verified_success"]
    assert won and won[0].branch.probe == "A.keyboard", [(r.branch.probe, r.outcome) for r in won]

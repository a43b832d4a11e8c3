"""A control shown only on hover of its row, one per row ("Make default", each named for its row by
aria-label), while neither the plan nor the task names the row ("my mother's address" for the row "Mum's"):
`B.hover_reveal` hovers a row it guesses, and what its press then shows is no evidence against the app. Before,
the Work address became the default and "every remaining step reached its control" confirmed a correct app
(held aside 11 parcels `address-mum-default`). When the task names the row, that row is hovered."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite, recovered_by


@pytest.mark.timeout(600)
async def test_a_row_guessed_for_a_hover_control_is_no_evidence(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "default-address.yaml", tmp_path)
    guessed = res["mums-default"]
    assert guessed.attribution != "env_fail_confirmed", guessed.reason
    assert guessed.diagnosis is not None and not guessed.diagnosis.defect_evidence, guessed.diagnosis
    # The defect is never a Pass, whichever way it ends.
    dead = res["mums-default-broken"]
    assert dead.verdict == "fail", dead.reason
    # Named by the task, Mum's row is hovered (its default is what the check reads).
    recovered_by(res["mums-default-named"], "B.hover_reveal")

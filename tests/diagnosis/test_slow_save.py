"""A save that takes a moment, then the plan reloads the page: a branch lets the page finish what its last
input started (a spinner on "Save" for 0.9 s) before a plan's step that leaves or reloads it, as a person
waits for the spinner. Before, the branch reloaded after the agent's short settle, the save was cut off, and
"every step reached its control, the result never appeared" confirmed a correct app (held aside 11 parcels
`porch-hearth`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, confirmed_with, diagnose_fixture_suite, winning_branch


@pytest.mark.timeout(600)
async def test_a_branch_lets_a_save_finish_before_it_reloads(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "slow-save.yaml", tmp_path)
    ok = res["save-then-reload"]
    assert ok.initial_verdict == "fail" and ok.verdict == "pass", ok.reason
    won = winning_branch(ok)
    assert won is not None and any("finish its work before leaving it" in e for e in won.evidence), won
    dead = res["save-then-reload-broken"]
    confirmed_with(dead, "actuation_verified")

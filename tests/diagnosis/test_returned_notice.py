"""A notice the app opens on its own the first time a box of a grid takes the focus ("Week 46 needs
changes", a modal with a static backdrop that keeps the focus until "Later"), behind a first obstacle on the
same step (the box is named by a short date). The branch that got past the first obstacle typed into the
notice; it now closes the notice through its own button and takes the step once more. Before, the branch
ended as progress, the next round had only a wait to try, and the case was never recovered (held aside 11
timesheets `wednesday-acme`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite, recovered_by


@pytest.mark.timeout(600)
async def test_a_branch_closes_a_notice_that_took_its_step_and_takes_the_step_again(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "returned-notice.yaml", tmp_path)
    won = recovered_by(res["notice-then-wednesday"], "A.fuzzy_text")
    assert "dismissed the notice over the page with 'Later'" in won.evidence, won.evidence
    assert any("after closing that notice" in e for e in won.evidence), won.evidence
    # The defect (Wednesday left out of the week's total) is never a Pass.
    dead = res["notice-then-wednesday-broken"]
    assert dead.verdict == "fail" and dead.attribution in ("env_fail_confirmed", "env_fail_unconfirmed"), dead

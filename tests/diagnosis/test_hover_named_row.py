"""A roster whose rows show their Archive only while hovered, hidden with `display: none` (not laid out), and
a task that names the student without quotes ("Archive Oliver Grant"). The undrawn Archives of the other
rows make the one in view one of several: an Archive of an unknown row that changed nothing is no defect
evidence (the correct roster was confirmed defective). B.hover_reveal hovers the row the task names first,
also after the agent's click went to text named like the button."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_the_row_the_task_names_is_hovered_and_an_unknown_rows_archive_proves_nothing(
    tmp_path: Path,
) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "hover-archive.yaml", tmp_path)
    ok, dead = res["archive-grant"], res["archive-grant-broken"]
    assert ok.initial_verdict == "fail", ok.initial_reason
    assert ok.verdict == "pass" and "B.hover_reveal" in ok.reason, ok.reason
    assert dead.verdict == "fail" and dead.attribution != "env_fail_confirmed", dead.reason
    # The agent took "Archived this term" for the undrawn "Archive": every control named so being undrawn,
    # hovering rows applies to that failure too (dev9 hoststand `seat-patel-walkin`: "Seated now").
    summary = res["archive-grant-summary"]
    assert summary.initial_verdict == "fail", summary.initial_reason
    assert summary.verdict == "pass" and "B.hover_reveal" in summary.reason, summary.reason

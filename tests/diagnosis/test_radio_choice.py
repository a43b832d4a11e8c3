"""A choice drawn as a group of radios (joined buttons over visually hidden inputs) under a caption of plain
text, which a plan writes as a select ("select 'Week starts on' option 'Sunday'"; general pattern: Bulma's
and Bootstrap's button groups, segmented controls). `A.option_radio` clicks the radio named as the option,
of the group under the caption when another group offers it too (held aside 8 chores
`week-starts-sunday`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite, winning_branch


@pytest.mark.timeout(600)
async def test_a_select_step_on_a_radio_group_clicks_the_options_radio(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "radio-choice.yaml", tmp_path)
    got = res["week-sunday"]
    assert (got.initial_verdict, got.verdict) == ("fail", "pass"), got.reason
    won = winning_branch(got)
    assert won is not None and won.branch.probe == "A.option_radio", won
    # The save ignores it: never a pass.
    bad = res["week-sunday-broken"]
    assert bad.initial_verdict == "fail" and bad.verdict == "fail", bad.reason

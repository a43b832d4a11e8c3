"""A select in a panel the app draws anew on every change: the choice applies, the panel (the select with it)
is replaced, and focus goes back to the page. The choice is read off the select of that name now on the
page; it was read off the focused control only, found none, and the step failed on a correct app (held aside
2 helpdesk `assign-priya`, a Shoelace select in a drawer rebuilt on `sl-change`)."""

from __future__ import annotations

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_a_choice_is_read_off_the_select_drawn_anew(tmp_path) -> None:  # type: ignore[no-untyped-def]
    got = await diagnose_fixture_suite(FIXTURES / "patterns" / "rebuilt-select.yaml", tmp_path)
    ok = got["assign-priya"]
    assert ok.initial_verdict == "pass" and ok.verdict == "pass", ok.reason
    # The select drawn anew shows another choice than the one made: the step did not take.
    broken = got["assign-priya-broken"]
    assert broken.initial_verdict == "fail" and broken.verdict == "fail", broken.reason
    assert "could not be chosen" in (broken.initial_reason or ""), broken.initial_reason

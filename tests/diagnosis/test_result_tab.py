"""A list split into tabs by status, filtered in every tab by a search: the result the plan's last step found is
listed under another tab than the one shown. B.result_tab opens the tab whose panel holds the expected text,
never one the plan pressed itself (held aside 2 helpdesk `search-monitor` stayed a Fail)."""

from __future__ import annotations

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_the_result_listed_under_another_tab_is_opened(tmp_path) -> None:  # type: ignore[no-untyped-def]
    got = await diagnose_fixture_suite(FIXTURES / "patterns" / "status-tabs.yaml", tmp_path)
    ok = got["search-monitor"]
    assert ok.initial_verdict == "fail" and ok.verdict == "pass", ok.reason
    assert "recovered by B.result_tab" in ok.reason, ok.reason
    broken = got["search-monitor-broken"]
    assert broken.verdict == "fail" and broken.attribution == "env_fail_confirmed", broken.reason
    # The plan opened "Closed" itself: the ticket under Pending is no path to its result.
    misfiled = got["close-vpn-misfiled"]
    assert misfiled.verdict == "fail", misfiled.reason
    assert misfiled.diagnosis is not None
    assert not any(b.branch.probe == "B.result_tab" for b in misfiled.diagnosis.branches)


def test_a_tab_the_plan_pressed_is_the_view_the_result_belongs_on() -> None:
    from diageval.diagnosis.probes import CATALOGUE
    from diageval.suite import load_suites
    from tests.conftest import fork_fds, page_element, page_state

    (suite,) = load_suites([FIXTURES / "patterns" / "status-tabs.yaml"])
    cases = {c.id: c for c in suite.cases}
    tabs = [page_element(i, n, "tab") for i, n in enumerate(["Open (3)", "Pending (2)", "Closed (1)"])]
    state = page_state(tabs)
    feasible = CATALOGUE["B.result_tab"].feasible
    searched = cases["search-monitor"]
    assert feasible(fork_fds("checks", "Search tickets", step=1), state, searched) is not None
    # Another failure than a missing result, or not at the plan's last step: not this probe's.
    assert feasible(fork_fds("target_not_found", "Search tickets", step=1), state, searched) is None
    assert feasible(fork_fds("checks", "Search tickets", step=0), state, searched) is None
    # The plan pressed "Closed" itself.
    assert feasible(fork_fds("checks", "Closed", step=2), state, cases["close-vpn-misfiled"]) is None

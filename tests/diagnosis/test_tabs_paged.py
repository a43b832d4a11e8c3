"""Tabs that hide what the current one shows, over a list paged five rows at a time: B.expand opens the other
tabs in turn and, finding the target in none, goes back to the tab it started on. It left the page on the
last tab it opened, and the next round forked on that path, where the list's pager is not drawn: *target
absent*, and a false confirmation under the fixed ordering (dev8 budget `categorise-amzn`)."""

from __future__ import annotations

import pytest
from playwright.async_api import Browser

from diageval.method import DiagnosisConfig
from diageval.runner import RunConfig, run_suites
from diageval.suite import load_suites
from tests.conftest import FIXTURES
from tests.diagnosis.test_patterns import _branch

SUITE = FIXTURES / "patterns" / "tabs-paged.yaml"


async def test_expand_goes_back_to_the_tab_it_started_on(browser: Browser, tmp_path) -> None:  # type: ignore[no-untyped-def]
    run, _ = await _branch(browser, "open-bakery", "B.expand", tmp_path, SUITE)
    assert run.outcome != "verified_success", (run.reason, run.evidence)
    assert any(e.startswith("expanded tab") for e in run.evidence), run.evidence
    assert run.rollout is not None and run.rollout.steps
    last = run.rollout.steps[-1].observation
    shown = [e.name for e in last.elements if e.rendered and e.name in ("Next page", "Recurring", "Goals")]
    assert "Next page" in shown, ([s.action.description for s in run.rollout.steps], last.aria_snapshot)


@pytest.mark.timeout(600)
async def test_fixed_ordering_pages_the_list_after_the_tabs(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Under the fixed ordering B.expand runs before B.paginate: the next round still finds the pager."""
    (suite,) = load_suites([SUITE])
    config = RunConfig(
        out_dir=tmp_path,
        settle_s=0.3,
        workers=2,
        screenshots=False,
        diagnosis=DiagnosisConfig(parallel_branches=1, ordering="fixed"),
    )
    got = {r.case_id: r for r in (await run_suites([suite], config)).cases}
    ok, broken = got["open-bakery"], got["open-bakery-broken"]
    assert ok.initial_verdict == "fail" and ok.verdict == "pass", ok.reason
    assert "B.paginate" in ok.reason, ok.reason
    assert broken.verdict == "fail", broken.reason

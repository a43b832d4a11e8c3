"""A notice that only tells ("What's new" with "Got it" and its "×", nothing to fill in), opened by the plan's
own press on a tab the first time it is shown, is closed before the wheel looks under it (``notice.js``, in
``close_unbidden``), as one the app opens on its own is: the page under a modal does not scroll. Not a dialog
with a field, and not one whose button is the plan's next target. Before, a paged list's pager below the fold
stayed out of reach behind such a notice (held aside 18 recalls ``phone-pearson``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.async_api import Browser

from diageval.app import StaticServer
from diageval.browser import CaseSession
from diageval.diagnosis.probes._base import load_js
from tests.conftest import FIXTURES, diagnose_fixture_suite


async def test_a_notice_only_tells_when_nothing_in_it_asks(browser: Browser) -> None:
    notice = load_js("notice")
    got = {}
    with StaticServer(FIXTURES / "patterns") as srv:
        for variant in ("", "?ask"):
            async with CaseSession(browser, viewport=(1280, 720)) as s:
                await s.goto(srv.url + "/tab-notice.html" + variant)
                await s.page.get_by_role("tab", name="Members").click()
                got[variant] = await s.script(notice, "Mark paid")
                got[variant + "own"] = await s.script(notice, "Got it")
                if not variant:
                    await s.page.get_by_role("button", name="Got it").click()
                    got["closed"] = await s.script(notice, "Mark paid")
    assert got[""] is True, got
    assert got["own"] is False, got  # the plan presses it next: the plan's own dialog
    assert got["?ask"] is False, got  # a field: it asks something
    assert got["closed"] is False, got  # no dialog open


@pytest.mark.timeout(600)
async def test_a_paged_list_behind_a_tabs_notice_is_reached(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "tab-notice.yaml", tmp_path)
    ok = res["pay-zed"]
    # The check holds only for Zed Young, on page 2, marked paid.
    assert ok.initial_verdict == "fail" and ok.verdict == "pass", ok.reason
    dead = res["pay-zed-broken"]
    assert dead.verdict == "fail" and dead.attribution != "agent_fail", dead.reason

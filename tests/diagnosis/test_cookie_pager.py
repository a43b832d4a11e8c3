"""A cookie banner whose choices name the cookies they allow ("Essential only", "Accept all cookies"), over
a list's pager at the end of the page: any such choice closes it (``dismiss.js``), as a person makes one before
pressing what is under it; "Cookie settings" opens more choices and is not one. A close button that names what it closes ("Dismiss
notice") closes it too. Before, the pager stayed
"covered by something with no close or accept button" (held aside 18 campsite ``payment-owusu``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.async_api import Browser

from diageval.app import StaticServer
from diageval.browser import CaseSession
from diageval.diagnosis.probes._base import load_js
from tests.conftest import FIXTURES, diagnose_fixture_suite, winning_branch


async def test_a_cookie_choice_closes_the_banner(browser: Browser) -> None:
    dismiss = load_js("dismiss")
    with StaticServer(FIXTURES / "patterns") as srv:
        async with CaseSession(browser, viewport=(1280, 720)) as s:
            await s.goto(srv.url + "/cookie-pager.html")
            got = await s.script(dismiss, [640, 690])
            await s.goto(srv.url + "/cookie-pager.html?alert")
            alert = await s.script(dismiss, [640, 690])
    assert got is not None and got["name"] == "Essential only", got
    assert alert is not None and alert["name"] == "Dismiss notice", (
        alert
    )  # a close button naming what it closes


@pytest.mark.timeout(600)
async def test_a_pager_under_a_cookie_banner_is_reached(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "cookie-pager.yaml", tmp_path)
    ok = res["pay-zed"]
    # The check holds only for Zed Young, on page 2, marked paid.
    assert ok.initial_verdict == "fail" and ok.verdict == "pass", ok.reason
    won = winning_branch(ok)
    assert won is not None and any("with 'Essential only'" in e for e in won.evidence), ok.diagnosis
    dead = res["pay-zed-broken"]
    assert dead.verdict == "fail" and dead.attribution != "agent_fail", dead.reason

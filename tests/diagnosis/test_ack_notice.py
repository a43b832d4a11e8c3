"""A notice with one action and nothing to fill in ("Handover from the early shift" with only "Mark as read")
is acknowledged through that action, as a person closes it before using the page under it; the dismissal
vocabulary (close, dismiss, got it, later...) does not name it. Not a dialog that asks something (two actions),
and not a fixed header with one button. Before, no probe could close such a notice, and every branch's click
landed on its backdrop (held aside 14 lost property `match-helen-umbrella`, hive log `move-hive-3-heath`)."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.async_api import Browser

from diageval.app import StaticServer
from diageval.browser import CaseSession
from diageval.diagnosis.probes._base import load_js
from tests.conftest import FIXTURES, diagnose_fixture_suite, winning_branch


async def test_only_a_dialogs_one_action_acknowledges_it(browser: Browser) -> None:
    dismiss = load_js("dismiss")
    got = {}
    with StaticServer(FIXTURES / "patterns") as srv:
        for variant in ("", "?choice"):
            async with CaseSession(browser, viewport=(1280, 720)) as s:
                await s.goto(srv.url + "/ack-notice.html" + variant)
                got[variant] = await s.script(dismiss, [640, 360])
                if got[variant] is not None:
                    await s.page.mouse.click(*got[variant]["point"])
                    # Once the notice is closed, the fixed header's one button ("Help") is no dialog's action.
                    got["header"] = await s.script(dismiss, [100, 24])
    assert got[""] is not None and got[""]["name"] == "Mark as read", got
    assert got["?choice"] is None, got
    assert "header" in got and got["header"] is None, got


@pytest.mark.timeout(600)
async def test_a_branch_acknowledges_a_notice_with_one_action(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "ack-notice.yaml", tmp_path)
    case = res["notice-then-claim"]
    assert case.initial_verdict == "fail" and case.verdict == "pass", case.reason
    won = winning_branch(case)
    assert won is not None, case.diagnosis
    assert any("with 'Mark as read'" in e for e in won.evidence), won.evidence
    # The defect (the link opens another claim) is never a Pass.
    dead = res["notice-then-claim-broken"]
    assert dead.verdict == "fail" and dead.attribution in ("env_fail_confirmed", "env_fail_unconfirmed"), dead

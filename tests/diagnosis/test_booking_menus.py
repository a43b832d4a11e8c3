"""One "⋯" menu per booking, each holding the same "Reschedule…", and a plan that names no booking: the task
names it ("Move the Garage session"). `B.expand` opens the menu of the row the task alone names by a word of
it; before, it opened the first row's, moved another booking, and the correct app was confirmed defective
(held aside 10 rehearsal `move-garage-november`). When no row is named so, the menu it opens is one of
several, in a row nobody named: what follows is no evidence against the app."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.async_api import Browser

from diageval.app import StaticServer
from diageval.browser import CaseSession
from diageval.diagnosis.probes._base import load_js
from diageval.diagnosis.probes._views import other_rows_toggle
from tests.conftest import FIXTURES, diagnose_fixture_suite, recovered_by

EXPANDERS_JS = load_js("expanders")


@pytest.mark.timeout(600)
async def test_the_menu_of_the_row_the_task_names_is_opened(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "booking-menus.yaml", tmp_path)
    won = recovered_by(res["move-garage"], "B.expand")
    assert "expanded collapsed toggle 'options for the garage on sat 18 oct'" in won.evidence, won.evidence
    dead = res["move-garage-broken"]
    assert dead.verdict == "fail" and dead.attribution == "env_fail_confirmed", dead.reason
    # Nothing names a row: another booking's menu is a doubt, and the correct app is not confirmed defective.
    blind = res["move-saturday"]
    assert blind.verdict != "pass" and blind.attribution != "env_fail_confirmed", blind.reason
    assert blind.diagnosis is not None
    notes = [e for b in blind.diagnosis.branches for e in b.evidence if e.startswith("not defect evidence")]
    assert any("one of 3 toggles, one per row" in e for e in notes), notes


TABS = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Account</title></head><body>
<div role="tablist"><div role="tab" tabindex="0" aria-selected="true" aria-controls="p1">Profile</div>
<div role="tab" tabindex="-1" aria-selected="false" aria-controls="p2">Bookings</div>
<div role="tab" tabindex="-1" aria-selected="false" aria-controls="p3">Invoices</div></div>
<section id="p1" role="tabpanel">Your name</section>
<section id="p2" role="tabpanel" hidden><button>Reschedule…</button></section>
<section id="p3" role="tabpanel" hidden>No invoices</section></body></html>"""


async def test_a_tab_among_tabs_is_no_per_row_toggle(browser: Browser, tmp_path: Path) -> None:
    """Tabs are siblings too, but only one panel holds the target: opening it is no other row's menu. The
    booking rows' menus each hide a "Reschedule…": three per-row toggles."""
    (tmp_path / "tabs.html").write_text(TABS)
    menus_page = FIXTURES / "patterns" / "booking-menus.html"
    (tmp_path / menus_page.name).write_text(menus_page.read_text())
    with StaticServer(tmp_path) as srv:
        async with CaseSession(browser, viewport=(1280, 720)) as s:
            got = {}
            for name in ("tabs.html", "booking-menus.html"):
                await s.goto(f"{srv.url}/{name}")
                await s.read_state()
                got[name] = await s.script(EXPANDERS_JS, ["Reschedule", "", [], [], [], "Move my session"])
    tab = next(c for c in got["tabs.html"] if c["name"] == "bookings")
    assert tab["why"] == "tab" and tab["rank"] == 0 and not tab.get("rowed"), got["tabs.html"]
    assert other_rows_toggle(tab) is None
    menus = [c for c in got["booking-menus.html"] if c["name"].startswith("options for")]
    assert len(menus) == 3 and all(c.get("rowed") == 3 for c in menus), menus
    assert other_rows_toggle(menus[0]) is not None

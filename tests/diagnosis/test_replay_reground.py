"""A notice that comes in above the page a moment after it loads (a bank-sync banner, a cookie bar at the
top) pushes everything down. A click recorded before it came, replayed after it (a restore's replay waits
for the page to be ready, or runs slower than the recording did), lands on whatever moved into the recorded
point. Recorded with the name of the element it met, the replay finds that element again where it is now;
while the element at the point still carries the name, or when several carry it, the recorded point is
kept."""

from __future__ import annotations

import asyncio
from pathlib import Path

from playwright.async_api import Browser

from diageval.app import StaticServer, serve_app
from diageval.browser import CaseSession, replay
from diageval.runner import RunConfig, run_single
from diageval.suite import load_suites
from diageval.trajectory import InputEvent

PAGE = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Budget</title>
<style>body { margin: 0; font: 16px system-ui; } nav button { width: 200px; height: 40px; }
.notice { height: 70px; background: #eef; } .row button { width: 120px; height: 30px; }</style></head><body>
<div id="slot"></div>
<nav><button onclick="say('Transactions shown')">Transactions</button><button onclick="say('Budgets shown')">Budgets</button></nav>
<div class="row">Rent <button onclick="say('Deleted Rent')">Delete</button></div>
<div class="row">Food <button onclick="say('Deleted Food')">Delete</button></div>
<p id="status" role="status"></p>
<script>
  const say = (t) => { document.getElementById("status").textContent = t; };
  // The sync notice comes in 300 ms after load, above the tabs.
  setTimeout(() => { document.getElementById("slot").innerHTML = '<div class="notice">Bank sync finished.</div>'; }, 300);
</script></body></html>"""


async def _replayed(browser: Browser, root: Path, ev: InputEvent, reground: bool) -> str:
    """Replay ``ev`` on a fresh load once the notice has come in; the status the click left."""
    (root / "index.html").write_text(PAGE)
    with StaticServer(root) as srv:
        async with CaseSession(browser, viewport=(1280, 720)) as s:
            await s.goto(f"{srv.url}/index.html")
            await asyncio.sleep(0.6)
            await replay(s.page, [[ev]], 0.1, reground=s.reground if reground else None)
            return await s.page.inner_text("#status")


async def test_a_click_recorded_before_a_notice_pushed_the_page_down_finds_its_tab(
    browser: Browser, tmp_path: Path
) -> None:
    # Recorded on "Budgets" as the page first laid it out (y 20), before the notice came.
    tab = InputEvent(kind="click", x=300, y=20, name="Budgets")
    assert await _replayed(browser, tmp_path, tab, reground=False) != "Budgets shown"
    assert await _replayed(browser, tmp_path, tab, reground=True) == "Budgets shown"
    # Recorded after the notice (y 90): the element at the point carries the name, the point is kept.
    after = InputEvent(kind="click", x=210, y=90, name="Budgets")
    assert await _replayed(browser, tmp_path, after, reground=True) == "Budgets shown"


async def test_a_name_several_elements_carry_keeps_the_recorded_point(
    browser: Browser, tmp_path: Path
) -> None:
    """One "Delete" per row: which row the recorded click meant cannot be told by the name, so the replay
    sends it where it was recorded (here onto the moved page, which takes it elsewhere, as a plain replay
    does)."""
    delete = InputEvent(kind="click", x=100, y=75, name="Delete")
    assert await _replayed(browser, tmp_path, delete, reground=True) == await _replayed(
        browser, tmp_path, delete, reground=False
    )


async def test_a_press_is_recorded_with_the_name_the_step_found_it_by(
    browser: Browser, tmp_path: Path
) -> None:
    """An amount shown as a button titled "Click to edit" (one such title per row): the click is recorded with
    the text the plan named it by, the one name a replay can find it by again."""
    (tmp_path / "index.html").write_text(
        '<!doctype html><html><head><meta charset="utf-8"></head><body><button title="Click to edit" onclick="this.textContent=\'editing\'">'
        '€150.00</button> <button title="Click to edit">€400.00</button></body></html>'
    )
    (tmp_path / "s.yaml").write_text(
        'name: limits\napp: {static: .}\ncases:\n  - id: edit\n    task: "Edit the limit."\n'
        '    steps: [{click: "€150.00"}]\n    expect: [{text: "saved"}]\n'
    )
    suite = load_suites([tmp_path / "s.yaml"])[0]
    async with serve_app(suite.app) as app:
        single = await run_single(
            browser, suite, suite.cases[0], app, RunConfig(out_dir=tmp_path, screenshots=False)
        )
    # (Its check looks for text that never comes, so the run is kept as a rollout to read.)
    assert single.rollout is not None and single.rollout.failed is None, single.result.reason
    click = single.rollout.steps[0].action.events[0]
    assert (click.kind, click.name) == ("click", "€150.00"), click

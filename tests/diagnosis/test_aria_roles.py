"""``A.aria`` locates a step's target in the accessibility tree by its name, fuzzily: a fill then takes a
field only and a check a box or a radio only. Before, a fill of "Deposit amount" typed into the radio
"Deposit taken", the closest name in the tree (held aside 19 printshop ``approve-fenwick-quote``), and the
field the fill was for was never tried. Real Chromium, the tree as ``aria_snapshot`` gives it."""

from __future__ import annotations

from playwright.async_api import Browser

from diageval.diagnosis.probes._aria import best_node

PAGE = """<fieldset><legend>Deposit</legend>
<label><input type=radio name=d checked> No deposit</label>
<label><input type=radio name=d> Deposit taken</label></fieldset>
<label>Amount <input type=text></label>
<label><input type=checkbox> Deposit receipt printed</label>"""


async def test_a_fill_takes_a_field_and_a_check_a_box(browser: Browser) -> None:
    page = await browser.new_page(viewport={"width": 800, "height": 400})
    try:
        await page.set_content(PAGE)
        snap = await page.locator("body").aria_snapshot(mode="ai", boxes=True)
    finally:
        await page.close()
    anything = best_node(snap, "Deposit amount", (800, 400))
    assert anything is not None and anything[0] == "radio", anything  # the closest name, whatever its role
    filled = best_node(snap, "Deposit amount", (800, 400), "fill")
    assert filled is not None and filled[0] == "textbox" and filled[1] == "Amount", filled
    checked = best_node(snap, "Deposit paid", (800, 400), "check")
    assert checked is not None and checked[0] in ("radio", "checkbox"), checked

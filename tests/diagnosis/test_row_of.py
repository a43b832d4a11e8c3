"""The row of an item: of the controls sharing a name, the one in the row or card that holds the item the
plan named before. A control counts as its row's own only when that row holds no other control of the
name: two parts of one component (a select's text field and its combobox, one nested deeper than the
other) inside the section the plan opened before are not one control per row."""

from __future__ import annotations

from pathlib import Path

from playwright.async_api import Browser

from diageval.app import StaticServer
from diageval.browser import CaseSession
from diageval.browser._rows import _ROW_OF_JS
from diageval.method import shared_name_controls

PAGE = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Loans</title></head><body>
<table>
  <tr><td>Marcus Chen</td><td><button>Remove</button></td></tr>
  <tr><td>Bo Lind</td><td><button>Remove</button></td></tr>
</table>
<section>
  <h2>Place a hold</h2>
  <div class="picker">
    <span class="field"><input aria-label="Member" value=""></span>
    <div role="combobox" tabindex="0" aria-label="Member" aria-expanded="false">Choose...</div>
  </div>
  <button>Place hold</button>
</section>
</body></html>"""


async def _row_of(s: CaseSession, target: str, item: str) -> dict | None:  # type: ignore[type-arg]
    state = await s.read_state()
    same = shared_name_controls(target, state.elements)
    assert len(same) == 2, [e.desc for e in same]
    return await s.script(_ROW_OF_JS, [[e.id for e in same], item])  # type: ignore[no-any-return]


async def test_a_rows_control_is_alone_in_its_row_and_two_parts_of_one_control_are_not(
    browser: Browser, tmp_path: Path
) -> None:
    (tmp_path / "index.html").write_text(PAGE)
    with StaticServer(tmp_path) as srv:
        async with CaseSession(browser, viewport=(1280, 720)) as s:
            await s.goto(f"{srv.url}/index.html")
            row = await _row_of(s, "Remove", "Marcus Chen")
            assert row is not None and row["alone"], row
            parts = await _row_of(s, "Member", "Place a hold")
            assert parts is not None and not parts["alone"], parts

"""A modal that came later than the page the plan's last input left is the app's own notice (a promotion on a
timer), unless it holds the word of the plan's next target: then it is the plan's own question, opened a
moment after its input ("Remove this card?", whose "Remove" the plan presses next), and no probe closes it as
a notice. The general UI pattern: a confirmation that opens after a short delay (an animation, a request)."""

from __future__ import annotations

import pytest
from playwright.async_api import Browser

from diageval.browser import CaseSession
from diageval.diagnosis.probes._later_modal import came_later
from diageval.trajectory import Observation

PAGE = """<!doctype html><html><head><meta charset="utf-8"><title>Cards</title></head><body>
<h1>Saved cards</h1><p>Visa ending 4242</p><button id="rm">Remove card</button>
<div id="ask" role="dialog" aria-modal="true" hidden><h2>Remove this card from your wallet?</h2>
<button>Cancel</button> <button>Remove</button></div>
<script>setTimeout(() => { document.getElementById("ask").hidden = false; }, 300);</script>
</body></html>"""


def _seen(text: str) -> Observation:
    return Observation(
        url="about:blank",
        title="",
        screenshot=None,
        elements=[],
        aria_snapshot="",
        console_errors=[],
        scroll=(0.0, 0.0),
        text=text,
    )


@pytest.mark.timeout(60)
async def test_a_later_modal_holding_the_next_target_is_the_plans_question(browser: Browser) -> None:
    async with CaseSession(browser, viewport=(1280, 720)) as s:
        await s.page.set_content(PAGE)
        await s.page.wait_for_selector("#ask:not([hidden])")
        before = _seen("Saved cards Visa ending 4242 Remove card")
        assert await came_later(s, before, "Archive")  # a notice
        assert not await came_later(s, before, "Remove")  # the plan's next press is in it: its question
        assert not await came_later(s, before, "remove")  # folded as any target
        # Shown on the page the last input left, it did not come later at all.
        assert not await came_later(
            s, _seen("Saved cards Remove this card from your wallet? Cancel Remove"), None
        )

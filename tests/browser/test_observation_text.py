"""A diagnosis branch's observations keep the page's visible text instead of its accessibility snapshot,
and its readers (defect evidence, the judge) read that text."""

from __future__ import annotations

from playwright.async_api import Browser

from diageval.app import StaticServer
from diageval.browser import CaseSession
from diageval.diagnosis._evidence import _reached
from diageval.trajectory import ActionRecord, Element, InputEvent, Observation, StepRecord
from tests.conftest import FIXTURES


async def test_an_observation_without_the_snapshot_keeps_the_text_its_readers_need(browser: Browser) -> None:
    with StaticServer(FIXTURES / "patterns") as srv:
        async with CaseSession(browser, viewport=(1280, 720)) as s:
            await s.goto(srv.url + "/disabled.html")
            full, _ = await s.observe(None)
            lean, state = await s.observe(None, aria=False)
    assert full.aria_snapshot and not full.text and full.readable == full.aria_snapshot
    assert lean.aria_snapshot == "" and lean.text == state.text and "Invite a member" in lean.readable
    assert lean.elements == full.elements


def test_text_repeated_on_the_page_read_from_the_visible_text_is_not_the_control_reached() -> None:
    """Clicked text that is not a control counts as reached only when it names one thing on the page; on a
    branch's observation (no snapshot) that is read from the visible text."""
    badge = Element(
        id=3, tag="span", role="generic", names=[("text", "In workshop")], interactive=False,
        box=(10, 10, 80, 20), point=(50, 20), visible_fraction=1.0, rendered=True, covered_by=None,
        enabled=True, editable=False, checked=None, value=None, selected=None, range=None, expanded=None,
        collapsed=False, container=None, tabindex=-1, desc='span "In workshop"',
    )  # fmt: skip
    action = ActionRecord(
        verb="click", target="In workshop", description="click 'In workshop'", grounded=badge, ok=True,
        effect=True, events=[InputEvent(kind="click", x=50, y=20)],
    )  # fmt: skip
    steps = [StepRecord.model_construct(action=action)]

    def seen(text: str) -> Observation:
        return Observation(
            url="/", title="", screenshot=None, elements=[badge], aria_snapshot="", console_errors=[],
            scroll=(0, 0), text=text,
        )  # fmt: skip

    assert _reached(steps, 0, seen("Bike A In workshop")) is not None
    assert _reached(steps, 0, seen("Bike A In workshop Bike B In workshop")) is None


CLOSED_DIALOG = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Desk</title></head><body>
<p>Omar Haddad moved to 10:00</p>
<x-dialog label="Cancel Omar Haddad's visit?"></x-dialog>
<x-dialog label="Reschedule" open></x-dialog>
<script>
  // A dialog component that draws its label in its own shadow root, in a panel hidden while it is closed
  // (as Shoelace's dialog and drawer do).
  customElements.define("x-dialog", class extends HTMLElement {
    connectedCallback() {
      const root = this.attachShadow({ mode: "open" });
      const panel = document.createElement("div");
      panel.style.display = this.hasAttribute("open") ? "block" : "none";
      panel.innerHTML = `<h2>${this.getAttribute("label")}</h2><button>Close</button>`;
      root.appendChild(panel);
    }
  });
</script></body></html>"""


async def test_a_closed_dialogs_label_is_no_text_on_the_page(browser: Browser, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A closed dialog component's panel is not drawn: its label (its innerText, like any element's that is
    not rendered, would be all of its text) is not on the page; an open one's is."""
    (tmp_path / "index.html").write_text(CLOSED_DIALOG)
    with StaticServer(tmp_path) as srv:
        async with CaseSession(browser, viewport=(1280, 720)) as s:
            await s.goto(srv.url + "/index.html")
            state = await s.read_state()
    assert "Omar Haddad moved to 10:00" in state.text
    assert "Cancel Omar Haddad" not in state.text, state.text
    assert "Reschedule" in state.text

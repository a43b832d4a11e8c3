"""A list that re-renders between the look and the click (new arrivals drawn on top once late data comes)
puts another row under the point the click was aimed at. The click is hit-tested by what its press went to
(the browser's own hit test at that moment): one that
met another row's title reached nothing the plan names (no evidence of a defect, and a doubtful input on
a restored path); one that met a twin the app drew in the same place (the same list drawn again) did."""

from __future__ import annotations

import asyncio
from pathlib import Path

from playwright.async_api import Browser

from diageval.agents import StepExecutor
from diageval.app import StaticServer
from diageval.browser import CaseSession
from diageval.diagnosis._evidence import reached_control
from diageval.diagnosis._path_doubts import doubtful_grounding, sent_elsewhere
from diageval.suite import Step
from diageval.trajectory import StepRecord

PAGE = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Catalogue</title>
<style>button { display: block; margin: 4px 0; font: 16px system-ui; }</style></head><body>
<h1>Catalogue</h1><div id="list"></div><p id="shown" role="status"></p>
<script>
  // ?late: three new arrivals are drawn on top 600 ms after load. ?again: the same list is drawn again
  // (new nodes, same places) 600 ms after load.
  const q = new URLSearchParams(location.search);
  let books = ["Dune", "Kindred", "Neuromancer", "Emma"];
  function draw() {
    const list = document.getElementById("list");
    list.innerHTML = "";
    for (const b of books) {
      const btn = document.createElement("button");
      btn.textContent = b;
      btn.onclick = () => { document.getElementById("shown").textContent = "Details: " + b; };
      list.appendChild(btn);
    }
  }
  draw();
  if (q.has("late")) setTimeout(() => { books = ["Beloved", "Ubik", "Solaris", ...books]; draw(); }, 600);
  if (q.has("again")) setTimeout(draw, 600);
</script></body></html>"""


async def _click_after_change(browser: Browser, root: Path, query: str) -> tuple[StepRecord, str]:
    """Read the page at once, let its timer fire, then click 'Neuromancer' as that reading placed it."""
    with StaticServer(root) as srv:
        async with CaseSession(browser, viewport=(1280, 720)) as s:
            await s.goto(f"{srv.url}/index.html{query}")
            before = await s.read_state()
            await asyncio.sleep(1.0)
            ex = StepExecutor.screen_agent(s, srv.url)
            rec = await ex.execute(Step(verb="click", target="Neuromancer"), before)
            await asyncio.sleep(0.2)
            obs, _ = await s.observe(None)
            shown = await s.page.inner_text("#shown")
            step = StepRecord.model_construct(index=0, action=rec, observation=obs)
            reached = reached_control(rec, before.elements)
            return step, f"{shown}|{reached}"


async def test_a_click_that_met_another_row_reached_nothing(browser: Browser, tmp_path: Path) -> None:
    (tmp_path / "index.html").write_text(PAGE)
    step, seen = await _click_after_change(browser, tmp_path, "?late")
    shown, reached = seen.split("|")
    assert shown != "Details: Neuromancer", shown  # the click opened another book
    assert step.action.hit is not None and "Neuromancer" not in step.action.hit, step.action.hit
    assert reached == "None", reached
    initial = step.observation
    doubt = doubtful_grounding([step], [0], initial, before=1)
    assert doubt is not None and "belonged to" in doubt[1], doubt
    # In a branch's own steps, which a later round forked from that branch's path restores (the judge's
    # prefix doubt for that fork).
    assert sent_elsewhere([step], [0], before=1) is not None
    assert sent_elsewhere([step], [0], before=0) is None  # redone by the branches, not restored


async def test_a_click_that_met_the_same_control_drawn_again_reached_it(
    browser: Browser, tmp_path: Path
) -> None:
    (tmp_path / "index.html").write_text(PAGE)
    for query in ("?again", ""):
        step, seen = await _click_after_change(browser, tmp_path, query)
        shown, reached = seen.split("|")
        assert shown == "Details: Neuromancer", (query, shown)
        assert step.action.hit is None, (query, step.action.hit)
        assert "Neuromancer" in reached, (query, reached)
        assert doubtful_grounding([step], [0], step.observation, before=1) is None
        assert sent_elsewhere([step], [0], before=1) is None


SWITCH = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Settings</title></head><body>
<x-switch>Push notifications</x-switch>
<script>
  // A switch drawn, as component libraries draw theirs, several shadow levels below its name (slotted).
  customElements.define("x-switch", class extends HTMLElement {
    constructor() {
      super();
      this.attachShadow({ mode: "open" }).innerHTML = '<div part="base"><label><span class="control">' +
        '<span class="thumb" style="display:inline-block;width:40px;height:20px;background:#888"></span>' +
        '</span> <slot></slot></label></div>';
    }
  });
</script></body></html>"""


async def test_a_point_deep_inside_a_component_is_its_own(browser: Browser, tmp_path: Path) -> None:
    """A probe that located the switch by its accessible name (no element of the observer's) clicks the
    thumb, several shadow levels below the host that carries the name: the press went to the switch."""
    (tmp_path / "index.html").write_text(SWITCH)
    with StaticServer(tmp_path) as srv:
        async with CaseSession(browser, viewport=(1280, 720)) as s:
            await s.goto(f"{srv.url}/index.html")
            state = await s.read_state()
            (host,) = [e for e in state.elements if e.name == "Push notifications" and e.tag == "x-switch"]
            thumb = await s.page.locator("x-switch .thumb").bounding_box()
            assert thumb is not None
            x, y = thumb["x"] + 10, thumb["y"] + 10
            located = host.model_copy(update={"id": -1})  # not one of the observer's elements
            await s.page.mouse.click(x, y)
            assert await s.hit_elsewhere(located) is None
            other = host.model_copy(update={"id": -1, "names": [("text", "Email notifications")]})
            await s.page.mouse.click(x, y)
            assert await s.hit_elsewhere(other) is not None
            assert await s.hit_elsewhere(other) is None  # read once: no press since


CANVAS = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Quiz</title></head><body>
<canvas id="play" width="400" height="120"></canvas><p id="out" role="status"></p>
<script>
  // A button drawn as pixels: the canvas takes the click and works out what was under it.
  const c = document.getElementById("play"), g = c.getContext("2d");
  g.fillStyle = "#246"; g.fillRect(100, 30, 200, 50); g.fillStyle = "#fff"; g.font = "24px sans-serif";
  g.fillText("START QUIZ", 130, 63);
  c.addEventListener("click", () => { document.getElementById("out").textContent = "started"; });
</script></body></html>"""


async def test_text_read_from_pixels_is_not_hit_tested(browser: Browser, tmp_path: Path) -> None:
    """OCR found "START QUIZ" drawn on a canvas: no element of the page carries that text, so the press on
    the canvas is no sign of another control; an element located by a name the canvas does not carry is."""
    from diageval.agents import Grounding

    (tmp_path / "index.html").write_text(CANVAS)
    with StaticServer(tmp_path) as srv:
        async with CaseSession(browser, viewport=(1280, 720)) as s:
            await s.goto(f"{srv.url}/index.html")
            state = await s.read_state()
            (canvas,) = [e for e in state.elements if e.tag == "canvas"]
            at = {"id": -1, "box": (130.0, 40.0, 140.0, 30.0), "point": (200.0, 55.0)}
            seen = canvas.model_copy(update={**at, "tag": "ocr", "names": [("ocr", "START QUIZ")]})
            named = canvas.model_copy(update={**at, "names": [("aria-label", "START QUIZ")]})
            got = []
            for el in (seen, named):
                ex = StepExecutor(s, srv.url, lambda _t, _s, _a, el=el: Grounding(el))
                got.append(await ex.execute(Step(verb="click", target="START QUIZ"), state))
    assert got[0].ok and got[0].hit is None, got[0].hit
    assert got[1].hit is not None and "canvas" in got[1].hit, got[1].hit


async def test_text_read_from_pixels_is_hit_tested_against_the_text_met(
    browser: Browser, tmp_path: Path
) -> None:
    """OCR read 'Neuromancer' on a screenshot taken before new arrivals were drawn on top: the click at that
    point meets another book's button, whose own text shares no word with what was read (another row, not
    drawn text). Taken before the list moved, the same point meets 'Neuromancer' itself."""
    from diageval.agents import Grounding

    (tmp_path / "index.html").write_text(PAGE)
    got = []
    with StaticServer(tmp_path) as srv:
        for query in ("?late", ""):
            async with CaseSession(browser, viewport=(1280, 720)) as s:
                await s.goto(f"{srv.url}/index.html{query}")
                state = await s.read_state()
                (book,) = [e for e in state.elements if e.name == "Neuromancer"]
                seen = book.model_copy(update={"id": -1, "tag": "ocr", "names": [("ocr", "Neuromancer")]})
                await asyncio.sleep(1.0)
                ex = StepExecutor(s, srv.url, lambda _t, _s, _a, el=seen: Grounding(el))
                rec = await ex.execute(Step(verb="click", target="Neuromancer"), state)
                got.append((rec, await s.page.inner_text("#shown")))
    (moved, moved_shown), (kept, kept_shown) = got
    assert moved_shown != "Details: Neuromancer" and moved.hit is not None, (moved_shown, moved.hit)
    assert "ubik" in moved.hit or "solaris" in moved.hit or "beloved" in moved.hit, moved.hit
    assert kept_shown == "Details: Neuromancer" and kept.hit is None, (kept_shown, kept.hit)

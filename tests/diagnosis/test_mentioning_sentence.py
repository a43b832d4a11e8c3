"""A press on a sentence that only mentions the plan's word is no press of the control the plan names: a
cookie notice "We use cookies to remember your favourite docks …" for a step "Favourite", while the star of
each row shows only while its row is hovered (held aside 10 bikes `favourite-canal-reload`: a branch's agent
pressed that notice, the page changed meanwhile, and a later round forked past the press called the missing
favourite a defect). Such a pick is named otherwise than the plan says: no reached control, and a doubt for
every fork past it. A short text holding the word ("Favourite docks", a list's heading) still names it."""

from __future__ import annotations

from pathlib import Path

from playwright.async_api import Browser

from diageval.agents import StepExecutor
from diageval.app import StaticServer
from diageval.browser import CaseSession
from diageval.diagnosis._evidence import named_as_planned, reached_control
from diageval.diagnosis._path_doubts import sent_elsewhere
from diageval.suite import Step
from diageval.trajectory import Element, StepRecord

PAGE = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Docks</title>
<style>
  li { display: flex; gap: 8px; padding: 6px; font: 16px system-ui; }
  li .star { opacity: 0; } li:hover .star { opacity: 1; }
  .notice { position: fixed; bottom: 0; left: 0; right: 0; background: #222; color: #fff; padding: 12px; }
</style></head><body>
<h1>Docks</h1>
<ul id="docks"></ul>
<div class="notice" role="region" aria-label="Cookies"><p id="say"></p>
  <button onclick="this.parentNode.remove()">Accept</button></div>
<script>
  const q = new URLSearchParams(location.search);
  document.getElementById("say").textContent = q.has("short") ? "Favourite docks"
    : "We use cookies to remember your favourite docks and to see which stations people look for.";
  for (const d of ["Central Station", "Canal Basin"]) {
    const li = document.createElement("li");
    li.innerHTML = `<span>${d}</span><button class="star" aria-label="Add ${d} to favourites">☆</button>`;
    document.getElementById("docks").appendChild(li);
  }
</script></body></html>"""


async def _press_favourite(browser: Browser, root: Path, query: str) -> tuple[StepRecord, list[Element]]:
    with StaticServer(root) as srv:
        async with CaseSession(browser, viewport=(1280, 720)) as s:
            await s.goto(f"{srv.url}/index.html{query}")
            before = await s.read_state()
            ex = StepExecutor.screen_agent(s, srv.url)
            rec = await ex.execute(Step(verb="click", target="Favourite"), before)
            obs, _ = await s.observe(None)
            return StepRecord.model_construct(index=0, action=rec, observation=obs), before.elements


async def test_a_sentence_that_mentions_the_word_names_no_control(browser: Browser, tmp_path: Path) -> None:
    (tmp_path / "index.html").write_text(PAGE)
    step, before = await _press_favourite(browser, tmp_path, "")
    a = step.action
    assert a.ok and a.grounded is not None and a.grounded.name.startswith("We use cookies"), a
    assert not named_as_planned("Favourite", a.grounded, before)
    assert reached_control(a, before) is None
    # A later round forked past that press restores it: what its branches see is no evidence.
    got = sent_elsewhere([step], [0], before=1)
    assert got is not None and "named otherwise than the plan says" in got[1], got
    assert sent_elsewhere([step], [0], before=0) is None  # a fork at the press redoes it


async def test_a_short_text_holding_the_word_still_names_it(browser: Browser, tmp_path: Path) -> None:
    (tmp_path / "index.html").write_text(PAGE)
    step, before = await _press_favourite(browser, tmp_path, "?short")
    a = step.action
    assert a.grounded is not None and a.grounded.name == "Favourite docks", a
    assert named_as_planned("Favourite", a.grounded, before)
    assert sent_elsewhere([step], [0], before=1) is None

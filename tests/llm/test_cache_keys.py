"""A replay of a case hits the LLM cache: prompts carry no random port, screenshots no blinking caret, and
hiding the caret leaves the page as it was (real Chromium)."""

from __future__ import annotations

import asyncio
import hashlib
import json
from collections.abc import Awaitable, Callable
from pathlib import Path

from playwright.async_api import Browser

from diageval.browser._shot import screenshot
from diageval.llm import LLMConfig
from diageval.method import DiagnosisConfig
from diageval.runner import RunConfig, run_suites
from diageval.suite import load_suites
from tests.conftest import write_suite
from tests.llm.server import ScriptedLLMServer

FIELD = """<input id=i aria-label=Name value='hello world' style='font-size:30px'>
<script>
window.seen = {mutations: 0, events: []};
new MutationObserver(m => { seen.mutations += m.length })
  .observe(document, {subtree: true, childList: true, attributes: true, characterData: true});
for (const t of ['focus', 'blur', 'focusin', 'focusout', 'visibilitychange'])
  addEventListener(t, () => seen.events.push(t), true);
</script>"""


async def _digests(take: Callable[[], Awaitable[bytes]], n: int = 10) -> set[str]:
    out = set()
    for _ in range(n):
        out.add(hashlib.sha256(await take()).hexdigest())
        await asyncio.sleep(0.15)  # 1.5 s in all: the caret (500 ms on, 500 ms off) is caught both ways
    return out


async def test_screenshots_hide_the_caret_without_touching_the_page(browser: Browser) -> None:
    ctx = await browser.new_context(viewport={"width": 420, "height": 120})
    page = await ctx.new_page()
    try:
        await page.set_content(FIELD)
        await page.click("#i")
        await page.keyboard.press("End")
        before = await page.evaluate("JSON.stringify(seen)")
        assert len(await _digests(lambda: page.screenshot(caret="initial"))) == 2  # the caret blinks
        assert len(await _digests(lambda: screenshot(page))) == 1
        assert len(await _digests(lambda: screenshot(page, full_page=True))) == 1  # what OCR reads
        # Not a node, not an attribute, not a focus change, not a style sheet the page can see.
        assert await page.evaluate("JSON.stringify(seen)") == before
        assert await page.evaluate("document.styleSheets.length") == 0
        assert await page.evaluate("document.activeElement.id") == "i"
        assert await page.evaluate("getComputedStyle(i).caretColor") == "rgb(0, 0, 0)"
    finally:
        await ctx.close()


def _greeter(tmp: Path) -> Path:
    site = tmp / "site"
    site.mkdir()
    # Enter greets and leaves the focus in the field, so every screenshot after the click has a caret. The
    # link's name (in the element list the agent reads, not on screen) holds the origin with its port.
    (site / "index.html").write_text(
        "<title>Greeter</title><input aria-label=Name onkeydown=\"if(event.key==='Enter')"
        "o.textContent='Hello, '+this.value+'!'\"><p id=o></p><a id=a href='/about.html'>About</a>"
        "<script>a.setAttribute('aria-label', 'About ' + location.origin)</script>"
    )
    return site


async def test_a_replay_of_a_case_hits_the_cache(oai: ScriptedLLMServer, tmp_path: Path) -> None:
    site = _greeter(tmp_path)
    suite = write_suite(
        tmp_path,
        f"""name: greet
app: {{static: {site}}}
cases:
  - {{id: ada, task: Greet Ada}}
""",
    )
    for act in (
        {"action": "click", "mark": 1},
        {"action": "type", "text": "Ada"},
        {"action": "key", "key": "Enter"},
        {"action": "finish", "result": "pass", "reason": "greeted"},
    ):
        oai.push(json.dumps(act))
    oai.push(
        json.dumps({"success": True, "evidence": "Hello, Ada!", "shows": "Ada greeted", "reason": "greeting"})
    )
    cache = tmp_path / "cache"
    origins, runs = [], []
    for n in range(2):  # two runs, each serving the app on a new port
        cfg = RunConfig(
            out_dir=tmp_path / f"out{n}",
            settle_s=0.3,
            workers=1,
            diagnosis=DiagnosisConfig(rounds=0),
            llm=LLMConfig(
                base_url=oai.base_url,
                retries=0,
                cache_dir=cache,
                agent_model="openai/gpt-5-mini",
                verifier_model="openai/gpt-5-mini",
            ),
        )
        run = await run_suites(load_suites([suite]), cfg)
        res = run.cases[0]
        assert res.verdict == "pass", f"run {n + 1}: {res.reason}"
        traj = json.loads((tmp_path / f"out{n}" / "runs" / run.run_id / res.trajectory).read_text())  # type: ignore[operator]
        origins.append(traj["entry_url"])
        runs.append(res)
    assert origins[0] != origins[1]
    # Every call of the replay was answered from the cache: the server saw only the first run.
    assert len(oai.requests) == 5
    replay = [c for c in runs[1].llm_calls if "cost_usd" in c]
    assert len(replay) == 5 and all(c["cached"] for c in replay) and runs[1].llm_cost_usd == 0
    assert len(list(cache.rglob("*.json"))) == 5
    sent = json.dumps([r["body"] for r in oai.requests])
    assert "http://app.test" in sent and "127.0.0.1" not in sent

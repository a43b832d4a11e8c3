"""Restoring a fork point after a 10-step trajectory: hot (from a checkpoint) vs cold (replay from the start).

The app is a small to-do list that keeps its items in localStorage (state a checkpoint carries). The
trajectory adds ten items, one per step, with the scripted agent's settle time after each. Each restore
opens a fresh browser context and is verified against the fork's fingerprint, as in a diagnosis:

- hot: the checkpoint's storage state and URL (``diageval.diagnosis._restore.restore`` with a fresh memo);
- waypoint: the nearest earlier page load's checkpoint, then the input since it (here: the last 3 steps);
- cold: the fork's checkpoint is known not to rebuild the page, so the input is replayed from the entry page.

    python benchmarks/restore_speed.py [--repeat 5] [--settle 0.5]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from pathlib import Path

from playwright.async_api import Browser, async_playwright

from diageval.app import StaticServer
from diageval.browser import CaseSession, fingerprint, launch_browser, perform
from diageval.diagnosis._restore import RestoreMemo, restore
from diageval.method import RestoreContext, Waypoint
from diageval.trajectory import InputEvent

VIEW = (1280, 720)
APP = """<!doctype html><title>To do</title>
<h1>To do</h1><input id=new aria-label="New item" autofocus><ul id=items></ul>
<script>
const items = JSON.parse(localStorage.getItem("items") || "[]");
const ul = document.getElementById("items");
const show = () => { ul.innerHTML = ""; for (const t of items) { const li = document.createElement("li");
  li.textContent = t; ul.append(li); } };
show();
document.getElementById("new").addEventListener("keydown", (e) => {
  if (e.key !== "Enter" || !e.target.value) return;
  items.push(e.target.value); e.target.value = "";
  localStorage.setItem("items", JSON.stringify(items)); show();
});
</script>"""


async def record(
    browser: Browser, url: str, steps: list[list[InputEvent]], settle_s: float
) -> RestoreContext:
    """Run the steps as an agent would; the fork's restore context, with the checkpoint 3 steps earlier
    as its waypoint."""
    async with CaseSession(browser, viewport=VIEW) as s:
        await s.goto(url)
        marks = []
        for step in steps:
            for ev in step:
                await perform(s.page, ev)
            await s.settle(settle_s)
            state = await s.read_state()
            marks.append((s.page.url, dict(await s.context.storage_state()), fingerprint(state), state))
    url_f, storage_f, fp_f, state_f = marks[-1]
    url_w, storage_w, fp_w, _ = marks[-4]
    return RestoreContext(
        url=url_f,
        storage_state=storage_f,
        path=steps,
        fingerprint=fp_f,
        content_fingerprint=fingerprint(state_f, layout=False),
        waypoint=Waypoint(url=url_w, storage_state=storage_w, fingerprint=fp_w, steps=len(steps) - 3),
    )


async def timed(
    browser: Browser, url: str, ctx: RestoreContext, settle_s: float, how: str
) -> tuple[float, str]:
    memo = RestoreMemo()
    key = f"{ctx.fingerprint}:{len(ctx.path)}"
    if how in ("waypoint", "cold"):
        memo.hot_fails.add(key)
    if how == "cold":
        memo.waypoint_fails.add(key)
    t0 = time.perf_counter()
    got = await restore(browser, VIEW, url, ctx, settle_s, memo)
    wall = time.perf_counter() - t0
    await got.session.close()
    return wall, f"{got.mode} ({got.replayed} steps replayed)"


async def main(args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "index.html").write_text(APP)
        with StaticServer(Path(tmp)) as srv:
            pw = await async_playwright().start()
            browser = await launch_browser(pw)
            try:
                steps = [
                    [InputEvent(kind="type", text=f"item {i}"), InputEvent(kind="press", key="Enter")]
                    for i in range(1, 11)
                ]
                ctx = await record(browser, f"{srv.url}/index.html", steps, args.settle)
                rows = {}
                for how in ("hot", "waypoint", "cold"):
                    times, mode = [], ""
                    for _ in range(args.repeat):
                        wall, mode = await timed(browser, f"{srv.url}/index.html", ctx, args.settle, how)
                        times.append(wall)
                    rows[how] = (statistics.median(times), mode)
            finally:
                await browser.close()
                await pw.stop()
    cold = rows["cold"][0]
    print(f"10-step trajectory, settle {args.settle} s, median of {args.repeat} restores each\n")
    print("| restore | median s | restored as | speed-up vs cold |\n|---|---:|---|---:|")
    for how, (med, mode) in rows.items():
        print(f"| {how} | {med:.3f} | {mode} | {cold / med:.1f}x |")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--settle", type=float, default=0.5, help="The agent's settle time (s).")
    asyncio.run(main(ap.parse_args()))

"""What one page load and one observation cost, split by process: wall time, diageval's Python (the
Playwright client), the static server (run in a process of its own here, so its CPU can be read), and the
browser's processes.

Every restore and branch opens a fresh context and loads the app's page; the observer (`read_state`) then
reads it many times per branch. Pages built from many ES modules (a web-component library's chunks, a dev
server's unbundled sources) make both dear, so this measures them on a chosen page:

    python benchmarks/page_cost.py --app benchmarks/corpus_lib --entry /kanban/index.html [--loads 15]

The library corpus's pages need its packages (`make bench-setup`). Linux only (CPU from /proc).
"""

from __future__ import annotations

import argparse
import asyncio
import subprocess
import sys
import time

from browser_cost import browser_cpu_s, process_cpu_s  # this folder's sibling script
from playwright.async_api import async_playwright

from diageval.browser import CaseSession, chromium_executable

_SERVE = (
    "import sys, time; from pathlib import Path; from diageval.app import StaticServer;"
    "s = StaticServer(Path(sys.argv[1])).start(); print(s.port, flush=True); time.sleep(1e9)"
)


async def main(args: argparse.Namespace) -> None:
    server = subprocess.Popen([sys.executable, "-c", _SERVE, args.app], stdout=subprocess.PIPE)
    try:
        assert server.stdout is not None
        url = f"http://127.0.0.1:{int(server.stdout.readline())}{args.entry}"
        async with async_playwright() as pw:
            exe = chromium_executable(pw) or pw.chromium.executable_path
            browser = await pw.chromium.launch(headless=True, executable_path=exe)
            await asyncio.sleep(1.0)  # the browser's own start-up is not a page's
            t0, p0, s0, b0 = (
                time.perf_counter(),
                time.process_time(),
                process_cpu_s(server.pid),
                browser_cpu_s(exe),
            )
            for _ in range(args.loads):
                session = await CaseSession(browser, viewport=(1280, 720)).open()
                await session.goto(url)
                await session.read_state()
                await session.close()
            t1, p1, s1 = time.perf_counter(), time.process_time(), process_cpu_s(server.pid)
            await asyncio.sleep(1.0)  # renderers finish their work after the page is handed over
            b1 = browser_cpu_s(exe)
            n = args.loads
            print(
                f"{args.entry}: one page load in a fresh context (open, load, one read, close), mean of {n}:"
            )
            print(f"  wall {(t1 - t0) / n:.3f} s")
            print(
                f"  CPU s: diageval {(p1 - p0) / n:.3f}, static server {(s1 - s0) / n:.3f}, browser {(b1 - b0) / n:.3f}"
            )
            session = await CaseSession(browser, viewport=(1280, 720)).open()
            await session.goto(url)
            await asyncio.sleep(1.0)
            state = await session.read_state()
            t0, b0 = time.perf_counter(), browser_cpu_s(exe)
            for _ in range(args.reads):
                await session.read_state()
            t1, b1 = time.perf_counter(), browser_cpu_s(exe)
            print(
                f"  one observation ({len(state.elements)} elements): wall {(t1 - t0) / args.reads * 1000:.1f} ms,"
                f" browser CPU {(b1 - b0) / args.reads * 1000:.1f} ms (mean of {args.reads})"
            )
            await session.close()
            await browser.close()
    finally:
        server.kill()


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--app", default="benchmarks/corpus", help="folder served as the site")
    ap.add_argument("--entry", default="/todo/index.html", help="page loaded, under --app")
    ap.add_argument("--loads", type=int, default=15)
    ap.add_argument("--reads", type=int, default=30)
    asyncio.run(main(ap.parse_args()))

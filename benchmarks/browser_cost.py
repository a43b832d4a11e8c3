"""What one browser page costs, per Chromium build found on this machine.

diageval opens a fresh context and page for every case, every branch and every restore attempt, so the
cost of a page is paid hundreds of times in a bench. For each build (the headless shell and the full
browser in headless mode, whichever are installed; ``--exe`` adds others) this opens ``--pages`` pages at
once in their own contexts, loads a corpus page in each and reads it, and reports wall time and the CPU
seconds the browser's processes spent (read from /proc once they are idle; Linux only), per page:

    python benchmarks/browser_cost.py [--pages 10] [--app benchmarks/corpus_lib --entry /inbox/index.html]

The library corpus's pages need its packages (`make bench-setup`); the default page is the bundled todo app.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import time
from pathlib import Path

from playwright.async_api import async_playwright

from diageval.app import StaticServer
from diageval.browser import CaseSession

BUILDS = {
    "headless shell": "/usr/lib/chromium/chromium-headless-shell",
    "full browser, headless": "/usr/lib/chromium/chromium",
}
TICK = os.sysconf("SC_CLK_TCK")


def process_cpu_s(pid: int) -> float:
    """CPU seconds (user + system) of one process, from /proc."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICK


def browser_cpu_s(exe: str) -> float:
    """CPU seconds (user + system) of every live process started from ``exe``: the browser and its
    children (renderers, GPU, network), which rewrite their command line into one string ("exe --type=...")."""
    total = 0.0
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            argv0 = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0", 1)[0].decode().split(" ", 1)[0]
            if os.path.realpath(argv0) != os.path.realpath(exe):
                continue
            total += process_cpu_s(int(pid))
        except (OSError, IndexError, UnicodeDecodeError):
            continue  # a process that ended meanwhile
    return total


async def measure(exe: str, url: str, pages: int) -> dict[str, float]:
    async with async_playwright() as pw:
        browser = await pw.chromium.launch(headless=True, executable_path=exe)
        try:
            await asyncio.sleep(1.0)  # the browser's own start-up work is not a page's
            t0, c0 = time.perf_counter(), browser_cpu_s(exe)
            sessions = [await CaseSession(browser, viewport=(1280, 720)).open() for _ in range(pages)]
            t1 = time.perf_counter()
            for s in sessions:
                await s.goto(url)
                await s.read_state()
            t2 = time.perf_counter()
            # A renderer goes on starting up after its page is handed over: its CPU is read once idle.
            await asyncio.sleep(1.0)
            c2 = browser_cpu_s(exe)
            marks = {
                "open_wall": (t1 - t0) / pages,
                "load_wall": (t2 - t1) / pages,
                "cpu": (c2 - c0) / pages,
            }
            for s in sessions:
                await s.close()
            return marks
        finally:
            await browser.close()


async def main(args: argparse.Namespace) -> None:
    builds = {**BUILDS, **{exe: exe for exe in args.exe}}
    found = {name: exe for name, exe in builds.items() if Path(exe).is_file()}
    if not found:
        raise SystemExit(f"no Chromium build found among {sorted(builds.values())}")
    with StaticServer(Path(args.app)) as srv:
        url = srv.url + args.entry
        print(f"{args.pages} pages at once, each in its own context, loading {args.entry}; per page:\n")
        print("| build | open: wall s | load + read: wall s | CPU s (open, load, read) |")
        print("|---|---:|---:|---:|")
        for name, exe in found.items():
            m = await measure(exe, url, args.pages)
            print(f"| {name} | {m['open_wall']:.3f} | {m['load_wall']:.3f} | {m['cpu']:.3f} |")


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--pages", type=int, default=10)
    ap.add_argument("--app", default="benchmarks/corpus", help="folder served as the site")
    ap.add_argument("--entry", default="/todo/index.html", help="page loaded, under --app")
    ap.add_argument("--exe", action="append", default=[], help="another Chromium executable to measure")
    asyncio.run(main(ap.parse_args()))

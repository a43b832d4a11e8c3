"""The walking and checking code of the held-aside corpora's label checkers (held aside 10 to 16): each
set's ``verify_labels.py`` keeps only its own tables (OVERRIDES, LOAD_SETTLE, FIXES) and calls :func:`main`.

For every case of every suite of a set, it walks the path a careful human would take with plain Playwright,
independently of diageval, using only real user input (mouse moves and clicks at coordinates taken from
bounding boxes, the keyboard, the wheel, hovering, waiting, the file chooser), and reads the DOM only to locate
things and to evaluate the case's checks. When Playwright's own Chromium is missing it launches
/usr/lib/chromium/chromium (Debian), then /usr/bin/chromium, then /usr/bin/chromium-headless-shell. A set's
module docstring says what its checker confirms and how to run it.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import os
import sys
import threading
import time

os.environ.setdefault("OMP_THREAD_LIMIT", "1")
from pathlib import Path

import yaml
from labelcheck_human import Human, StepError
from playwright.sync_api import Error as PWError
from playwright.sync_api import sync_playwright


# ----------------------------------------------------------------------------------------------- server
class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *a):
        pass


def serve(root: Path) -> tuple[http.server.ThreadingHTTPServer, int]:
    handler = functools.partial(_Quiet, directory=str(root))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd, httpd.server_address[1]


def fixed_copy(ROOT: Path, FIXES: list[tuple[str, str, str]]) -> Path:
    """A temporary copy of the corpus with every defect repaired (node_modules linked, not copied)."""
    import atexit
    import shutil
    import tempfile

    top = Path(tempfile.mkdtemp(prefix=f"corpus-lib-{ROOT.name}-fixed-"))
    atexit.register(shutil.rmtree, top, True)
    dest = top / ROOT.name
    shutil.copytree(
        ROOT, dest, dirs_exist_ok=True, ignore=shutil.ignore_patterns("node_modules", "__pycache__")
    )
    (top / "node_modules").symlink_to(ROOT.parent / "node_modules")
    for rel, old, new in FIXES:
        f = dest / rel
        text = f.read_text()
        if text.count(old) != 1:
            sys.exit(f"fix does not apply exactly once: {rel}: {old!r}")
        f.write_text(text.replace(old, new))
    return dest


# --------------------------------------------------------------------------------------------- running
def run_suite(
    path: str,
    only_case: str | None,
    verbose: bool,
    fixed: bool,
    literal: bool,
    OVERRIDES: dict[tuple[str, str], list[dict]],
    LOAD_SETTLE: dict[str, float],
):
    path = Path(path)
    suite = yaml.safe_load(path.read_text())
    static = (path.parent / suite["app"]["static"]).resolve()
    entry = suite["app"].get("entry", "/")
    vp = suite.get("viewport", {"width": 1280, "height": 720})
    httpd, port = serve(static)
    base = f"http://127.0.0.1:{port}"
    rows = []
    exe = os.environ.get("DIAGEVAL_CHROMIUM") or next(
        (
            c
            for c in ("/usr/lib/chromium/chromium", "/usr/bin/chromium", "/usr/bin/chromium-headless-shell")
            if os.path.exists(c)
        ),
        "/usr/lib/chromium/chromium",
    )
    with sync_playwright() as pw:
        try:
            browser = pw.chromium.launch()
        except PWError:
            browser = pw.chromium.launch(executable_path=exe)
        for case in suite["cases"]:
            if only_case and case["id"] != only_case:
                continue
            ctx = browser.new_context(viewport=vp)
            page = ctx.new_page()
            errors = []
            page.on("pageerror", lambda e, errors=errors: errors.append(str(e)))
            page.on("requestfailed", lambda r, errors=errors: errors.append("request failed " + r.url))
            page.on(
                "response",
                lambda r, errors=errors: (
                    errors.append(f"HTTP {r.status} {r.url}") if r.status >= 400 else None
                ),
            )
            # a native confirm()/alert(): a human reads it and clicks OK
            page.on("dialog", lambda d: d.accept())
            h = Human(page, base, path.parent, verbose)
            page.goto(base + entry)
            page.wait_for_load_state("load")
            time.sleep(LOAD_SETTLE.get(suite["name"], 0.6))
            steps = case.get("steps", [])
            if not literal:
                steps = OVERRIDES.get((suite["name"], case["id"]), steps)
            step_err = None
            for i, st in enumerate(steps):
                try:
                    h.run_step(st)
                except (StepError, PWError) as e:
                    step_err = f"step {i + 1} {next(iter(st))}: {str(e).splitlines()[0][:120]}"
                    break
            time.sleep(0.3)
            results = []
            for chk in case.get("expect", []):
                try:
                    results.append(h.check(chk))
                except PWError as e:
                    results.append((False, f"check error {str(e).splitlines()[0][:100]}"))
            held = all(ok for ok, _ in results) and step_err is None
            label = case.get("label")
            good = held if label == "pass" else not held
            detail = step_err or "; ".join(d for ok, d in results if not ok) or "all checks hold"
            if verbose and errors:
                detail += " | page errors: " + " / ".join(errors[:3])
            if literal:
                label = f"{label}/literal"
                good = True  # information only: does the plan as written reach the checks?
            elif fixed:
                label = f"{label}/fixed"
                good = held  # with the defects repaired, every case must reach its checks
            rows.append(
                (
                    suite["name"],
                    case["id"],
                    label,
                    "reached" if held else "not reached",
                    "OK" if good else "MISMATCH",
                    detail,
                )
            )
            ctx.close()
        browser.close()
    httpd.shutdown()
    return rows


def main(
    ROOT: Path,
    OVERRIDES: dict[tuple[str, str], list[dict]],
    LOAD_SETTLE: dict[str, float],
    FIXES: list[tuple[str, str, str]],
) -> None:
    """Check the labels of the set at ``ROOT`` with its own tables (the command line picks suites and modes)."""
    ap = argparse.ArgumentParser()
    ap.add_argument("suites", nargs="*")
    ap.add_argument("--case")
    ap.add_argument(
        "--literal",
        action="store_true",
        help="information only: walk each case's own steps, ignoring OVERRIDES (a naive tester's run)",
    )
    ap.add_argument("-v", "--verbose", action="store_true")
    ap.add_argument(
        "--fixed",
        action="store_true",
        help="run on a copy with every defect repaired: then every case must reach its checks",
    )
    a = ap.parse_args()
    if not (ROOT.parent / "node_modules" / "bootstrap").exists():
        sys.exit("node_modules missing: run  npm ci --prefix benchmarks/corpus_lib")
    root = ROOT
    if a.fixed:
        root = fixed_copy(ROOT, FIXES)
        print(f"fixed build in {root}")
    files = sorted(root.glob("*.yaml"))
    if a.suites:
        files = [
            f
            for f in files
            if f.stem in a.suites or str(f) in a.suites or any(s.endswith(f.name) for s in a.suites)
        ]
    rows = []
    for f in files:  # one process, one suite at a time
        rows.extend(run_suite(str(f), a.case, a.verbose, a.fixed, a.literal, OVERRIDES, LOAD_SETTLE))
    w = [
        max(len(str(r[i])) for r in [*rows, ("suite", "case", "label", "goal", "verdict", "")])
        for i in range(5)
    ]
    print(
        f"{'suite':<{w[0]}}  {'case':<{w[1]}}  {'label':<{w[2]}}  {'goal':<{w[3]}}  {'verdict':<{w[4]}}  detail"
    )
    for r in rows:
        print(f"{r[0]:<{w[0]}}  {r[1]:<{w[1]}}  {r[2]:<{w[2]}}  {r[3]:<{w[3]}}  {r[4]:<{w[4]}}  {r[5]}")
    npass = sum(1 for r in rows if r[2].startswith("pass"))
    nfail = sum(1 for r in rows if r[2].startswith("fail"))
    if a.literal:
        reached = [r for r in rows if r[3] == "reached"]
        print(
            f"\n{len(rows)} cases ({npass} pass, {nfail} fail) in {len(files)} suites, walked as written: "
            f"{sum(1 for r in reached if r[2].startswith('pass'))} pass and "
            f"{sum(1 for r in reached if r[2].startswith('fail'))} fail cases reach their checks"
        )
        sys.exit(0)
    bad = [r for r in rows if r[4] != "OK"]
    print(
        f"\n{len(rows)} cases ({npass} pass, {nfail} fail) in {len(files)} suites: "
        f"{len(rows) - len(bad)} labels confirmed, {len(bad)} mismatches"
    )
    sys.exit(1 if bad else 0)

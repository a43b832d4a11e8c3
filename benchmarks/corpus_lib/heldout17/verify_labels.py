"""Check the labels of the heldout17 corpus with plain Playwright, independently of diageval.

A copy of heldout15's verify_labels.py with its paths, OVERRIDES, LOAD_SETTLE and FIXES changed; the walking and
checking code is unchanged, only split over four files to keep each one short: walker_base.py (server, locating
scripts, checks), walker.py (the Human who walks), overrides.py (OVERRIDES, LOAD_SETTLE) and this file (FIXES,
running). Python writes no bytecode cache for them. When Playwright's own Chromium is missing it launches
/usr/lib/chromium/chromium (Debian), then /usr/bin/chromium, then /usr/bin/chromium-headless-shell. It runs in one
process (no pool). The `hold` step kind is kept but unused. For every case of every suite in benchmarks/corpus_lib/heldout17/ this script
walks the path a careful human would take, using only real user input: mouse moves and clicks at coordinates taken
from bounding boxes, the keyboard, wheel scrolling (a human scrolls until the target is on screen), hovering,
waiting (a human waits for content that is still arriving), and the file chooser. A date input is filled the
way a person types into it (click its first segment, type the digits in the order the field shows them), and so
is a time input (see fill_time); in a custom select the native <option>s of the select it is drawn over are not
taken for the options a human sees. It never clicks from JavaScript, never forces a click, never edits the DOM
and never dispatches synthetic events. It reads the DOM only to *locate* things (as a human's eyes would) and to
evaluate the case's checks. It serves benchmarks/corpus_lib over http on 127.0.0.1 itself (an ephemeral port per
suite).

A `pass` case is confirmed when every step could be carried out and all its checks hold afterwards; a
`fail` case is confirmed when its checks do not all hold after the correct path (or the path cannot be
carried out at all, e.g. a control that does not exist or that no input reaches).

Where a careful human takes a path that differs from the suite's steps (answering a confirmation dialog the
plan does not mention, dismissing a notice that covers the control, hovering a row to reveal its button,
paging, waiting for a late render), the case has an entry in OVERRIDES (overrides.py).

`--fixed` runs the same paths on a temporary copy of the corpus in which every written-in defect is
repaired (FIXES below, one small edit each): there every
case, pass or fail, must reach its checks. This shows that a fail case misses its checks because of its defect,
not because of its path or its checks. `--literal` walks each case's own steps, ignoring OVERRIDES, and only
reports which cases then reach their checks.

Usage (a manual tool, not part of the test suite):
    npm ci --prefix benchmarks/corpus_lib
    .venv/bin/python benchmarks/corpus_lib/heldout17/verify_labels.py [SUITE_NAME_OR_FILE ...] [--case ID] [-v] [--fixed] [--literal]
"""

from __future__ import annotations

import argparse
import os
import sys
import time

sys.dont_write_bytecode = True  # no __pycache__ beside the corpus
os.environ.setdefault("OMP_THREAD_LIMIT", "1")
from pathlib import Path  # noqa: E402

import yaml  # noqa: E402
from playwright.sync_api import Error as PWError  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the shared labelcheck modules
from labelcheck import serve  # noqa: E402
from labelcheck_dom import StepError  # noqa: E402
from labelcheck_human import Human  # noqa: E402
from overrides import LOAD_SETTLE, OVERRIDES  # noqa: E402

ROOT = Path(__file__).resolve().parent

# ------------------------------------------------------------------------------------ the fixed build
# For `--fixed`: the repair of every written-in defect (file, old text, new text). With all of them
# applied, every case, pass or fail, must reach its checks on the same path: this shows that each fail
# case's checks fail because of its defect and not because of the path or the checks.
FIXES: list[tuple[str, str, str]] = [
    # housekeeping
    (
        "housekeeping/store.js",
        "const ROOM_FIELDS = ['status', 'attendant', 'dnd', 'note', 'reclean', 'inspectedBy', 'minibar', 'history'];",
        "const ROOM_FIELDS = ['status', 'attendant', 'dnd', 'note', 'reclean', 'inspectedBy', 'ooo', 'minibar', 'history'];",
    ),
    ("housekeeping/dialogs.js", "foundBy: state.user.id,", "foundBy: $('#lost-by').value,"),
    (
        "housekeeping/dialogs.js",
        "priority: $('#fault-priority').value === 'Urgent' ? 'urgent' : 'normal',",
        "priority: $('#fault-priority').value === 'urgent' ? 'urgent' : 'normal',",
    ),
    ("housekeeping/actions.js", "  clean: ['inspected', 'ooo'],", "  clean: ['inspected', 'dirty', 'ooo'],"),
    ("housekeeping/app.js", "pence: Math.round(total) * 100,", "pence: Math.round(total * 100),"),
    # drivingschool
    ("drivingschool/app.js", "p.balance -= parseInt(l.hours);", "p.balance -= Number(l.hours);"),
    (
        "drivingschool/app.js",
        "const hours = Math.round((pack.price / HOURLY_RATE) * 2) / 2; // hours bought, to the nearest half hour",
        "const hours = pack.hours;",
    ),
    (
        "drivingschool/app.js",
        "x.id === l.id ? { date, start, ...x } : x",
        "x.id === l.id ? { ...x, date, start } : x",
    ),
    (
        "drivingschool/app.js",
        "if (this.list.status) return p.status === this.list.status;",
        "if (this.list.status && p.status !== this.list.status) return false;",
    ),
    ("drivingschool/util.js", "t + len < open[1]", "t + len <= open[1]"),
    # foodbank
    ("foodbank/app.js", "return n > 5 ? 'large'", "return n >= 5 ? 'large'"),
    (
        "foodbank/pickers.js",
        "category: 'Other', qty: 0, low: 5 });",
        "category: 'Other', qty: line.qty, low: 5 });",
    ),
    (
        "foodbank/app.js",
        "const until = new Date(y, m, d + Number(ev.days));",
        "const until = new Date(y, m - 1, d + Number(ev.days));",
    ),
    (
        "foodbank/app.js",
        "take(this.stock.find(s => s.category === 'Pet food'), 1);",
        "take(this.stock.find(s => s.id === p.pet + 'food'), 1);",
    ),
    (
        "foodbank/app.js",
        "const cutoff = dateShort(addMonths(TODAY, -6));",
        "const cutoff = addMonths(TODAY, -6);",
    ),
]


def fixed_copy() -> Path:
    """A temporary copy of the corpus with every defect repaired (node_modules linked, not copied)."""
    import atexit
    import shutil
    import tempfile

    top = Path(tempfile.mkdtemp(prefix="corpus-lib-heldout17-fixed-"))
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
def run_suite(path: str, only_case: str | None, verbose: bool, fixed: bool = False, literal: bool = False):
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


def main():
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
        root = fixed_copy()
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
        rows.extend(run_suite(str(f), a.case, a.verbose, a.fixed, a.literal))
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


if __name__ == "__main__":
    main()

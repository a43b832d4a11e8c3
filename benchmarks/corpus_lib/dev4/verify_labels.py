"""Check the labels of the dev4 corpus with plain Playwright, independently of diageval.

This file keeps only the set's own tables: FIXES below, and OVERRIDES and LOAD_SETTLE in overrides.py. The
walking and checking code is shared with the other migrated sets in benchmarks/corpus_lib/labelcheck.py (server,
running, reporting), labelcheck_human.py (the Human who walks) and labelcheck_dom.py (locating scripts). Python
writes no bytecode cache for them. When Playwright's own Chromium is missing it launches
/usr/lib/chromium/chromium (Debian), then /usr/bin/chromium, then /usr/bin/chromium-headless-shell. It runs in
one process, one suite at a time. For every case of every suite in benchmarks/corpus_lib/dev4/ it walks the path
a careful human would take, using only real user input: mouse moves and clicks at coordinates taken from
bounding boxes, the keyboard, wheel scrolling (a human scrolls until the target is on screen), hovering, waiting
(a human waits for content that is still arriving), and the file chooser; a native confirm() or alert() is
answered with OK. A date input is filled the way a person types into it (click its first segment, type the
digits in the order the field shows them; OVERRIDES give such dates as YYYY-MM-DD). It never clicks from
JavaScript, never forces a click, never edits the DOM and never dispatches synthetic events. It reads the DOM
only to *locate* things (as a human's eyes would) and to evaluate the case's checks. It serves
benchmarks/corpus_lib over http on 127.0.0.1 itself (an ephemeral port per suite).

A `pass` case is confirmed when every step could be carried out and all its checks hold afterwards; a
`fail` case is confirmed when its checks do not all hold after the correct path (or the path cannot be
carried out at all, e.g. a control that does not exist or that no input reaches).

Where a careful human takes a path that differs from the suite's steps, the case has an entry in OVERRIDES
(overrides.py).

`--fixed` runs the same paths on a temporary copy of the corpus in which every written-in defect is
repaired (FIXES below, one small edit each): there every case, pass or fail, must reach its checks. This
shows that a fail case misses its checks because of its defect, not because of its path or its checks.
`--literal` walks each case's own steps, ignoring OVERRIDES, and only reports which cases then reach their
checks.

Usage (a manual tool, not part of the test suite):
    npm ci --prefix benchmarks/corpus_lib
    .venv/bin/python benchmarks/corpus_lib/dev4/verify_labels.py [SUITE_NAME_OR_FILE ...] [--case ID] [-v] [--fixed] [--literal]
"""

from __future__ import annotations

import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the corpus
os.environ.setdefault("OMP_THREAD_LIMIT", "1")
from pathlib import Path  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the shared labelcheck modules
from labelcheck import main  # noqa: E402
from overrides import LOAD_SETTLE, OVERRIDES  # noqa: E402

ROOT = Path(__file__).resolve().parent

# ------------------------------------------------------------------------------------ the fixed build
# For `--fixed`: the one-line repair of every written-in defect (file, old text, new text). With all of
# them applied, every case, pass or fail, must reach its checks on the same path: this shows that each
# fail case's checks fail because of its defect and not because of the path or the checks.
FIXES: list[tuple[str, str, str]] = [
    # analytics
    (
        "analytics/app.js",
        "const pTo = addDays(state.from, 0), pFrom",
        "const pTo = addDays(state.from, -1), pFrom",
    ),
    (
        "analytics/app.js",
        "...rows.map(r => `${r.date},${r.revenue}`)]",
        "...rows.map(r => `${r.date},${r[state.metric]}`)]",
    ),
    ("analytics/app.js", "  drawLegend(rows);\n}", "  drawLegend(rows);\n  updateReportLink();\n}"),
    ("analytics/app.js", "const ch = btn.textContent.trim();", "const ch = btn.dataset.channel;"),
    (
        "analytics/app.js",
        "const EMAIL_RE = /^[\\w.-]+@[\\w-]+(\\.[\\w-]+)*\\.[a-z]{2,}$/i;",
        "const EMAIL_RE = /^[^\\s@]+@[^\\s@]+\\.[a-z]{2,}$/i;",
    ),
    # recipes
    ("recipes/app.js", "d.servings > 1 && d.servings <= 24", "d.servings >= 1 && d.servings <= 24"),
    (
        "recipes/app.js",
        "onIntro(e) { this.d.intro = e.target.innerText; }",
        "onIntro(e) { this.d.intro = e.target.innerHTML; }",
    ),
    (
        "recipes/app.js",
        "totalTime() { return this.d.prep + this.d.cook; }",
        "totalTime() { return Number(this.d.prep || 0) + Number(this.d.cook || 0); }",
    ),
    (
        "recipes/index.html",
        'min="0" step="1" :aria-label="\'Quantity \'',
        'min="0" step="any" :aria-label="\'Quantity \'',
    ),
    (
        "recipes/app.js",
        "reviewSteps() { return [...this.d.method].sort((a, b) => a.id - b.id); }",
        "reviewSteps() { return [...this.d.method].sort((a, b) => a.order - b.order); }",
    ),
    # files
    (
        "files/app.js",
        "if (q) list = list.filter(f => f.name.includes(q));",
        "if (q) list = list.filter(f => f.name.toLowerCase().includes(q));",
    ),
    ("files/app.js", "const NAME_RE = /^[\\w\\-.()]+$/;", "const NAME_RE = /^[\\w\\- .()]+$/;"),
    ("files/index.html", "@click=\"sortBy('sizeLabel')\"", "@click=\"sortBy('size')\""),
    (
        "files/index.html",
        '<option value="edit">Can edit</option>',
        '<option value="editor">Can edit</option>',
    ),
    (
        "files/app.js",
        "pageCount() { return Math.round(this.matches().length / PAGE); }",
        "pageCount() { return Math.ceil(this.matches().length / PAGE); }",
    ),
]


if __name__ == "__main__":
    main(ROOT, OVERRIDES, LOAD_SETTLE, FIXES)

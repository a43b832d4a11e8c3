"""Check the labels of the dev2 corpus with plain Playwright, independently of diageval.

This file keeps only the set's own tables: FIXES below, and OVERRIDES and LOAD_SETTLE in overrides.py. The
walking and checking code is shared with the other migrated sets in benchmarks/corpus_lib/labelcheck.py (server,
running, reporting), labelcheck_human.py (the Human who walks) and labelcheck_dom.py (locating scripts). Python
writes no bytecode cache for them. When Playwright's own Chromium is missing it launches
/usr/lib/chromium/chromium (Debian), then /usr/bin/chromium, then /usr/bin/chromium-headless-shell. It runs in
one process, one suite at a time. For every case of every suite in benchmarks/corpus_lib/dev2/ it walks the path
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
    .venv/bin/python benchmarks/corpus_lib/dev2/verify_labels.py [SUITE_NAME_OR_FILE ...] [--case ID] [-v] [--fixed] [--literal]
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
    # inventory
    (
        "inventory/app.js",
        "String(a[k]).localeCompare(String(b[k])) * this.sortDir",
        "(typeof a[k] === 'number' ? a[k] - b[k] : String(a[k]).localeCompare(String(b[k]))) * this.sortDir",
    ),
    ("inventory/app.js", "mode === 'Issue' ? -n : n", "mode === 'issue' ? -n : n"),
    ("inventory/app.js", "return i.qty < i.reorder;", "return i.qty <= i.reorder;"),
    ("inventory/index.html", 'pattern="[A-Z]{3}-[0-9]{4}"', 'pattern="[A-Z]{2,4}-[0-9]{4}"'),
    (
        "inventory/app.js",
        "this.items.splice(this.confirm.index, 1);",
        "this.items.splice(this.items.indexOf(this.confirm.item), 1);",
    ),
    # library
    ("library/app.js", "querySelector('input[name=period]')", "querySelector('input[name=period]:checked')"),
    ("library/app.js", "|| b.author.includes(query)", "|| b.author.toLowerCase().includes(query)"),
    (
        "library/app.js",
        "  pending = null;\n  history.unshift({ card: pending.loan.card, title: pending.book.title, returned: TODAY });",
        "  history.unshift({ card: pending.loan.card, title: pending.book.title, returned: TODAY });\n  pending = null;",
    ),
    ("library/app.js", "(i % 2 === 0 ? 3 : 1)", "(i % 2 === 0 ? 1 : 3)"),
    ("library/app.js", "b.loan.renewals >= MAX_RENEWALS - 1", "b.loan.renewals >= MAX_RENEWALS"),
    # clinic
    ("clinic/app.js", "patient: USER.name, dept:", "patient: patientName(), dept:"),
    ("clinic/app.js", "acting.date = input.value.toISOString().slice(0, 10);", "acting.date = input.value;"),
    ("clinic/app.js", "$('reason').value.trim().slice(0, 50)", "$('reason').value.trim().slice(0, 500)"),
    ("clinic/app.js", "setTimeout(function () {", "setTimeout(() => {"),
    ("clinic/app.js", "dept !== 'Physiotherapy'", "dept !== 'physio'"),
]


if __name__ == "__main__":
    main(ROOT, OVERRIDES, LOAD_SETTLE, FIXES)

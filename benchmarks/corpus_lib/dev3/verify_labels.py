"""Check the labels of the dev3 corpus with plain Playwright, independently of diageval.

This file keeps only the set's own tables: FIXES below, and OVERRIDES and LOAD_SETTLE in overrides.py. The
walking and checking code is shared with the other migrated sets in benchmarks/corpus_lib/labelcheck.py (server,
running, reporting), labelcheck_human.py (the Human who walks) and labelcheck_dom.py (locating scripts). Python
writes no bytecode cache for them. When Playwright's own Chromium is missing it launches
/usr/lib/chromium/chromium (Debian), then /usr/bin/chromium, then /usr/bin/chromium-headless-shell. It runs in
one process, one suite at a time. For every case of every suite in benchmarks/corpus_lib/dev3/ it walks the path
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
    .venv/bin/python benchmarks/corpus_lib/dev3/verify_labels.py [SUITE_NAME_OR_FILE ...] [--case ID] [-v] [--fixed] [--literal]
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
    # expenses
    ("expenses/index.html", '<option :value="c.toLowerCase()" x-text="c">', '<option :value="c" x-text="c">'),
    ("expenses/app.js", "this.form = e;", "this.form = { ...e };"),
    ("expenses/app.js", "localStorage.setItem('spendly-budget',", "localStorage.setItem(BUDGET_KEY,"),
    (
        "expenses/app.js",
        "      this.lastDeleted = null; // a new",
        "      if (!t.undo) this.lastDeleted = null; // a new",
    ),
    (
        "expenses/app.js",
        "this.selected.splice(i, 1); // untick as we go",
        "// (the selection is cleared below)",
    ),
    # chat
    (
        "chat/app.js",
        "current().messages.splice(t.index, 1);",
        "current().messages.splice(current().messages.length - 1 - t.index, 1);",
    ),
    ("chat/app.js", "case 'mute-channel':", "case 'mute':"),
    ("chat/app.js", "find(m => m.id = state.threadId)", "find(m => m.id === state.threadId)"),
    ("chat/app.js", "const NAME_RE = /^[a-z][a-z-]*$/;", "const NAME_RE = /^[a-z][a-z0-9-]*$/;"),
    ("chat/app.js", "return html.replace('\\n', '<br>');", "return html.replace(/\\n/g, '<br>');"),
    # leave
    ("leave/app.js", "if (dow === 6 || dow === 7) continue;", "if (dow === 0 || dow === 6) continue;"),
    ("leave/app.js", "fd.get('leaveType')", "fd.get('leave_type')"),
    (
        "leave/app.js",
        "const r = { ...state.team.find(x => x.id === declineId) };",
        "const r = state.team.find(x => x.id === declineId);",
    ),
    (
        "leave/app.js",
        "const r = state.mine.find(x => x.status === 'Pending');",
        "const r = state.mine.find(x => x.id === cancelId);",
    ),
    ("leave/app.js", "if (r.days > r.balance) {", "if (r.type === 'annual' && r.days > r.balance) {"),
]


if __name__ == "__main__":
    main(ROOT, OVERRIDES, LOAD_SETTLE, FIXES)

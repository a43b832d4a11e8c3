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


if __name__ == "__main__":
    main(ROOT, OVERRIDES, LOAD_SETTLE, FIXES)

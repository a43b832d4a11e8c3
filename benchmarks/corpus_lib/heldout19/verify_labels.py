"""Check the labels of the heldout19 corpus with plain Playwright, independently of diageval.

The walking and checking code is the shared one in the parent folder (labelcheck.py, labelcheck_human.py,
labelcheck_dom.py); this set keeps only its own tables: OVERRIDES and LOAD_SETTLE (overrides.py, the paths a
careful human takes where they differ from a case's steps, and the settle time after the first load) and FIXES
(below, the repair of each written-in defect, applied to a temporary copy for `--fixed`). Python writes no
bytecode cache for them.

For every case of every suite in benchmarks/corpus_lib/heldout19/ the checker walks the path a careful human
would take using only real user input (mouse at coordinates from bounding boxes, keyboard, wheel, hovering,
waiting) and then evaluates the case's checks: every `pass` case must reach its checks and every `fail` case must
not; with `--fixed` every case must reach them. `--literal` walks each case's own steps, ignoring OVERRIDES
(information only).

Usage (a manual tool, not part of the test suite):
    npm ci --prefix benchmarks/corpus_lib
    OMP_THREAD_LIMIT=1 .venv/bin/python benchmarks/corpus_lib/heldout19/verify_labels.py [SUITE ...] [--case ID] [-v] [--fixed] [--literal]
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
# For `--fixed`: the repair of every written-in defect (file, old text, new text), each applied exactly once.
FIXES: list[tuple[str, str, str]] = [
    # boxoffice
    (
        "boxoffice/store.js",
        "Object.assign(o, { perfId, lines, exchangedFrom: o.perfId });",
        "Object.assign(o, { perfId, lines, total, exchangedFrom: o.perfId });",
    ),
    (
        "boxoffice/store.js",
        "const discount = friend ? Math.round(subtotal * 10 / 100) : 0;",
        "const discount = friend ? Math.round(subtotal * 10) / 100 : 0;",
    ),
    (
        "boxoffice/store.js",
        "        this.vouchers = saved.vouchers;\n",
        "        this.vouchers = saved.vouchers;\n        this.closed = saved.closed || [];\n",
    ),
    (
        "boxoffice/store.js",
        "const amount = seats.reduce((sum, seat) => sum + seatPrice(perf, seat), 0);",
        "const amount = seats.reduce((sum, seat) => sum + o.lines.find(l => l.seat === seat).price, 0);",
    ),
    (
        "boxoffice/store.js",
        "return PERFORMANCES.filter(p => p.date > LANTERN_TODAY && this.isOnSale(p));",
        "return PERFORMANCES.filter(p => p.date >= LANTERN_TODAY && this.isOnSale(p));",
    ),
    # printshop
    (
        "printshop/store.js",
        "    const copy = Object.assign(job, {",
        "    const copy = Object.assign({}, job, {",
    ),
    ("printshop/store.js", "    job.price = priceFor(job);", "    job.price = priceFor(job, this.discountFor(job));"),
    ("printshop/store.js", "    job.paid = amount;", "    job.paid += amount;"),
    ("printshop/store.js", "job.rush = isRush(due, job.created);", "job.rush = isRush(due);"),
    ("printshop/store.js", "FINISHES[job.finish].toLowercase()", "FINISHES[job.finish].toLowerCase()"),
    # samplelog
    (
        "samplelog/js/store.js",
        "    this.slots[to] = s.id;\n    s.location = to;\n    delete this.slots[s.location];\n",
        "    delete this.slots[s.location];\n    this.slots[to] = s.id;\n    s.location = to;\n",
    ),
    (
        "samplelog/js/store.js",
        "s.flags[testId] = el.value > el.dataset.max || el.value < el.dataset.min;",
        "s.flags[testId] = v > Number(el.dataset.max) || v < Number(el.dataset.min);",
    ),
    (
        "samplelog/js/store.js",
        "const v = parseFloat(el.value) || null;",
        "const v = parseFloat(el.value);",
    ),
    ("samplelog/js/intake.js", "return urgent ? addDays(TODAY, 2) :", "return urgent ? addWorkingDays(TODAY, 2) :"),
    (
        "samplelog/js/store.js",
        "s.results.length === s.tests.length;",
        "allResultsIn(s);",
    ),
]

if __name__ == "__main__":
    main(ROOT, OVERRIDES, LOAD_SETTLE, FIXES)

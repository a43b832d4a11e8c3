"""Check the labels of the heldout21 corpus with plain Playwright, independently of diageval.

The walking and checking code is the shared one in the parent folder (labelcheck.py, labelcheck_human.py,
labelcheck_dom.py); this set keeps only its own tables: OVERRIDES and LOAD_SETTLE (overrides.py, the paths a
careful human takes where they differ from a case's steps, and the settle time after the first load) and FIXES
(below, the repair of each written-in defect, applied to a temporary copy for `--fixed`). Python writes no
bytecode cache for them.

For every case of every suite in benchmarks/corpus_lib/heldout21/ the checker walks the path a careful human
would take using only real user input (mouse at coordinates from bounding boxes, keyboard, wheel, hovering,
waiting) and then evaluates the case's checks: every `pass` case must reach its checks and every `fail` case must
not; with `--fixed` every case must reach them. `--literal` walks each case's own steps, ignoring OVERRIDES
(information only).

Usage (a manual tool, not part of the test suite):
    npm ci --prefix benchmarks/corpus_lib
    OMP_THREAD_LIMIT=1 .venv/bin/python benchmarks/corpus_lib/heldout21/verify_labels.py [SUITE ...] [--case ID] [-v] [--fixed] [--literal]
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
    # translations
    (
        "translations/store.js",
        "state.translators.filter(t => t.pairs[0] === j.pair && !isAway(t));",
        "state.translators.filter(t => t.pairs.includes(j.pair) && !isAway(t));",
    ),
    (
        "translations/store.js",
        "price: priceFor({ words: form.words, rush: form.rush }),",
        "price: priceFor({ words: form.words, rush: form.rush, subject: form.subject }),",
    ),
    (
        "translations/store.js",
        "  Object.assign(j, { status: 'delivered', deliveredOn: TODAY });\n  persist();\n  emit();\n  return j;",
        "  return updateJob(j.ref, { status: 'delivered', deliveredOn: TODAY });",
    ),
    (
        "translations/store.js",
        "const vat = Math.round(net * VAT_RATE);",
        "const vat = Math.round((net - discount) * VAT_RATE);",
    ),
    ("translations/jobs.js", "OPEN.includes(j.status) && j.due < WEEK_END;", "OPEN.includes(j.status) && j.due <= WEEK_END;"),
    # tyres
    (
        "tyres/data.js",
        "export const REG_RE = /^[A-Z]{2}\\d{2} ?[A-Z]{3}$/i;",
        "export const REG_RE = /^([A-Z]{2}\\d{2} ?[A-Z]{3}|[A-Z]\\d{1,3} ?[A-Z]{3}|[A-Z]{3} ?\\d{1,3}[A-Z])$/i;",
    ),
    ("tyres/app.js", "const day = new Date(y, m, d);", "const day = new Date(y, m - 1, d);"),
    (
        "tyres/app.js",
        "const lines = billLines(b, this.db.tyres);",
        "const lines = billLines(b, this.db.tyres, { keepOld: this.card.keepOld });",
    ),
    (
        "tyres/app.js",
        "x.status === 'inbay' && x.ref !== b.ref);",
        "x.status === 'inbay' && x.bay === b.bay && x.ref !== b.ref);",
    ),
    (
        "tyres/app.js",
        "const v = parseInt(this.priceDraft, 10);",
        "const v = Math.round(parseFloat(this.priceDraft) * 100) / 100;",
    ),
    # rounds
    ("rounds/store.js", "export const FREQ_DAYS = { 4: 28, 6: 42, 8: 48, 12: 84 };", "export const FREQ_DAYS = { 4: 28, 6: 42, 8: 56, 12: 84 };"),
    (
        "rounds/store.js",
        "const c = db.customers.find(x => x.name === customerName);",
        "const c = db.customers.find(x => x.id === customerId);",
    ),
    ("rounds/store.js", "c.price = Math.round(c.price + amount);", "c.price = round2(c.price + amount);"),
    (
        "rounds/store.js",
        "next.noTexts = next.notes.toLowerCase().includes('no texts');",
        "next.noTexts = (next.notes || '').toLowerCase().includes('no texts');",
    ),
    (
        "rounds/store.js",
        "const before = { lastCleaned: c.lastCleaned, nextDue: c.nextDue };",
        "const before = { lastCleaned: c.lastCleaned, nextDue: c.nextDue, balance: c.balance };",
    ),
]

if __name__ == "__main__":
    main(ROOT, OVERRIDES, LOAD_SETTLE, FIXES)

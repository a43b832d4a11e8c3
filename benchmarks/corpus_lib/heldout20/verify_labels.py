"""Check the labels of the heldout20 corpus with plain Playwright, independently of diageval.

The walking and checking code is the shared one in the parent folder (labelcheck.py, labelcheck_human.py,
labelcheck_dom.py); this set keeps only its own tables: OVERRIDES and LOAD_SETTLE (overrides.py, the paths a
careful human takes where they differ from a case's steps, and the settle time after the first load) and FIXES
(below, the repair of each written-in defect, applied to a temporary copy for `--fixed`). Python writes no
bytecode cache for them.

For every case of every suite in benchmarks/corpus_lib/heldout20/ the checker walks the path a careful human
would take using only real user input (mouse at coordinates from bounding boxes, keyboard, wheel, hovering,
waiting) and then evaluates the case's checks: every `pass` case must reach its checks and every `fail` case must
not; with `--fixed` every case must reach them. `--literal` walks each case's own steps, ignoring OVERRIDES
(information only).

Usage (a manual tool, not part of the test suite):
    npm ci --prefix benchmarks/corpus_lib
    OMP_THREAD_LIMIT=1 .venv/bin/python benchmarks/corpus_lib/heldout20/verify_labels.py [SUITE ...] [--case ID] [-v] [--fixed] [--literal]
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
    # bakery
    (
        "bakery/store.js",
        "const order = state.orders.find(x => x.customer === o.customer && (x.status === 'open' || x.status === 'ready'));",
        "const order = state.orders.find(x => x.ref === o.ref && (x.status === 'open' || x.status === 'ready'));",
    ),
    (
        "bakery/store.js",
        "localStorage.getItem('hartley.soldout')",
        "localStorage.getItem(SOLD_OUT_KEY)",
    ),
    ("bakery/store.js", "if (p.notice && ahead <= p.notice) {", "if (p.notice && ahead < p.notice) {"),
    (
        "bakery/order-dialogs.js",
        "changeCollection(o, { date: move.date, slot: move.time });",
        "changeCollection(o, { date: move.date, slot: move.slot });",
    ),
    ("bakery/store.js", "  o.payments = [entry];", "  o.payments = [...o.payments, entry];"),
    # ferry
    (
        "ferry/store.js",
        "vehicle += Math.floor(Math.round(over * 100) / 100) * OVER_LENGTH.perMetre;",
        "vehicle += Math.ceil(Math.round(over * 100) / 100) * OVER_LENGTH.perMetre;",
    ),
    (
        "ferry/store.js",
        "const b = state.bookings.find(x => x.reg === reg && x.status !== 'boarded');",
        "const b = state.bookings.find(x => x.reg === reg && x.status === 'booked');",
    ),
    (
        "ferry/store.js",
        "const DESK_FIELDS = ['reg', 'driver', 'pax', 'length', 'fare', 'paid', 'status', 'lane'];",
        "const DESK_FIELDS = ['sailing', 'reg', 'driver', 'pax', 'length', 'fare', 'paid', 'status', 'lane'];",
    ),
    ("ferry/store.js", "const next = waiting.pop();", "const next = waiting.shift();"),
    ("ferry/dialogs.js", "{ driver: f.driver.trim(), pax: f.pax, length }", "{ driver: f.driver.trim(), pax, length }"),
    # trips
    (
        "trips/store.js",
        "const refunded = refund && paid(p) > 0 ? due(t, p) : 0;",
        "const refunded = refund && paid(p) > 0 ? paid(p) : 0;",
    ),
    (
        "trips/store.js",
        "export const due = (t, p) => (p.premium ? Math.round(t.price / 2) : t.price);",
        "export const due = (t, p) => (p.pp ? Math.round(t.price / 2) : t.price);",
    ),
    ("trips/store.js", "medicine: (f.medication || '').trim()", "medicine: (f.medicine || '').trim()"),
    ("trips/store.js", "  if (from) from.pupils.filter(id => id !== pupilId);", "  if (from) from.pupils = from.pupils.filter(id => id !== pupilId);"),
    (
        "trips/store.js",
        "const to = t.pupils.filter(p => p.consent === 'awaiting');",
        "const to = onList(t).filter(p => p.consent === 'awaiting');",
    ),
]

if __name__ == "__main__":
    main(ROOT, OVERRIDES, LOAD_SETTLE, FIXES)

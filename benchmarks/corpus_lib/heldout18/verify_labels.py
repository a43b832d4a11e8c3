"""Check the labels of the heldout18 corpus with plain Playwright, independently of diageval.

The walking and checking code is the shared one in the parent folder (labelcheck.py, labelcheck_human.py,
labelcheck_dom.py); this set keeps only its own tables: OVERRIDES and LOAD_SETTLE (overrides.py, the paths a
careful human takes where they differ from a case's steps, and the settle time after the first load) and FIXES
(below, the repair of each written-in defect, applied to a temporary copy for `--fixed`). Python writes no
bytecode cache for them.

For every case of every suite in benchmarks/corpus_lib/heldout18/ the checker walks the path a careful human
would take using only real user input (mouse at coordinates from bounding boxes, keyboard, wheel, hovering,
waiting) and then evaluates the case's checks: every `pass` case must reach its checks and every `fail` case must
not; with `--fixed` every case must reach them. `--literal` walks each case's own steps, ignoring OVERRIDES
(information only).

Usage (a manual tool, not part of the test suite):
    npm ci --prefix benchmarks/corpus_lib
    OMP_THREAD_LIMIT=1 .venv/bin/python benchmarks/corpus_lib/heldout18/verify_labels.py [SUITE ...] [--case ID] [-v] [--fixed] [--literal]
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
    # recalls
    (
        "recalls/patient-dialog.js",
        "const EMAIL_RE = /^[\\w.+'-]+@[a-z0-9]+(\\.[a-z0-9]+)+$/i;",
        "const EMAIL_RE = /^[\\w.+'-]+@[a-z0-9-]+(\\.[a-z0-9-]+)+$/i;",
    ),
    (
        "recalls/patient-dialog.js",
        "p.interval = this.recall.interval;",
        "p.interval = Number(this.recall.interval);",
    ),
    ("recalls/recall-list.js", "const p = store.patients[i];", "const p = this.rows[i];"),
    ("recalls/store.js", "'declinedOn', 'notes'];", "'declinedOn', 'postponedTo', 'notes'];"),
    (
        "recalls/book-drawer.js",
        "id: nextApptId(), patientId: p.id, clinician: p.clinician,",
        "id: nextApptId(), patientId: p.id, clinician: f.clinician,",
    ),
    # campsite
    (
        "campsite/store.js",
        "const b = state.bookings.find(x => x.pitch === pitchId && x.status !== 'cancelled');",
        "const b = state.bookings.find(x => x.pitch === pitchId && x.status === 'booked');",
    ),
    (
        "campsite/desk-modals.js",
        "const extraCost = k => k * pitchOf(b.pitch).rate;",
        "const extraCost = k => k * nightly(b);",
    ),
    (
        "campsite/booking-modals.js",
        "    state.bookings.map(x => (x.ref === b.ref ? moved : x));",
        "    state.bookings = state.bookings.map(x => (x.ref === b.ref ? moved : x));",
    ),
    ("campsite/store.js", "if (n >= p.max) return", "if (n > p.max) return"),
    ("campsite/app.js", "case 'check-out': checkOutDialog", "case 'checkout': checkOutDialog"),
    # choir
    (
        "choir/store.js",
        "const s = state.scores.find(x => x.title === score.title);",
        "const s = state.scores.find(x => x.id === score.id);",
    ),
    (
        "choir/store.js",
        "const CODES = { present: 'P', apology: 'A', absent: 'X' };",
        "const CODES = { present: 'P', apologies: 'A', absent: 'X' };",
    ),
    ("choir/profile.js", "x.leaveUntil = leave.until;", "x.leaveUntil = leave.back;"),
    (
        "choir/store.js",
        "export const RATES = { full: 60, conc: 30, student: 20 };",
        "export const RATES = { full: 60, concession: 30, student: 20 };",
    ),
    (
        "choir/concert.js",
        "!c.value.pieces.includes(s.id) && s.voicing.includes('SATB'))",
        "!c.value.pieces.includes(s.id) && /S+A+T+B+/.test(s.voicing))",
    ),
]

if __name__ == "__main__":
    main(ROOT, OVERRIDES, LOAD_SETTLE, FIXES)

"""Check the labels of the heldout15 corpus with plain Playwright, independently of diageval.

A copy of heldout14's verify_labels.py with its paths, OVERRIDES, LOAD_SETTLE and FIXES changed; the walking and
checking code is shared, in ../labelcheck.py. When Playwright's own Chromium is missing it launches /usr/lib/chromium/chromium
(Debian), then /usr/bin/chromium, then /usr/bin/chromium-headless-shell. It runs in one process (no pool). The
`hold` step kind is kept but unused. For every case of every suite in benchmarks/corpus_lib/heldout15/ this script
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
paging, waiting for a late render), the case has an entry in OVERRIDES below.

`--fixed` runs the same paths on a temporary copy of the corpus in which every written-in defect is
repaired (FIXES below, one small edit each): there every
case, pass or fail, must reach its checks. This shows that a fail case misses its checks because of its defect,
not because of its path or its checks. `--literal` walks each case's own steps, ignoring OVERRIDES, and only
reports which cases then reach their checks.

Usage (a manual tool, not part of the test suite):
    npm ci --prefix benchmarks/corpus_lib
    .venv/bin/python benchmarks/corpus_lib/heldout15/verify_labels.py [SUITE_NAME_OR_FILE ...] [--case ID] [-v] [--fixed] [--literal]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from labelcheck import main

ROOT = Path(__file__).resolve().parent

# ------------------------------------------------------------------------------------------- overrides
# (suite name, case id) -> list of steps for the verifier instead of the suite's own steps, where a
# careful human's path differs from the written plan. Same step vocabulary as the suite format.
OVERRIDES: dict[tuple[str, str], list[dict]] = {
    # allotments: the register arrives after a 1.1-s progress bar; an "AGM" notice opens by itself 0.7 s later
    # (once a session) until "Got it"; the plots table shows twelve plots at a time ("Show more plots"); a row's
    # "Actions for plot ..." menu button shows only while the row is hovered; tabs are links (#plots, #waiting,
    # #rents)
    ("allotments", "rent-b4-cash"): [
        {"click": "Got it"},
        {"click": "Rents"},
        {"hover": "Fatima Okafor"},
        {"click": "Take payment"},
        {"check": "Cash"},
        {"click": "Save payment"},
        {"wait": 1.0},
        {"goto": "/heldout15/allotments/index.html"},
        {"wait": 1.6},
        {"click": "Show more plots"},
        {"click": "B4"},
    ],
    ("allotments", "inspection-a12-sunday"): [
        {"click": "Got it"},
        {"hover": "Alina Popescu"},
        {"click": "Actions for plot A12"},
        {"click": "Record inspection…"},
        {"fill": {"target": "Date of inspection", "text": "2026-03-15"}},
        {"select": {"target": "Condition", "option": "Needs attention"}},
        {"fill": {"target": "Notes", "text": "Brambles along the path"}},
        {"click": "Save inspection"},
        {"wait": 1.0},
    ],
    ("allotments", "join-waiting-list"): [
        {"click": "Got it"},
        {"click": "Waiting list"},
        {"click": "Add someone to the waiting list"},
        {"fill": {"target": "Full name", "text": "Tomasz Nowak"}},
        {"fill": {"target": "Email", "text": "tomasz.nowak@example.org"}},
        {"select": {"target": "Plot size wanted", "option": "Half plot"}},
        {"check": "Has read and accepted the society's rules"},
        {"click": "Add to waiting list"},
        {"wait": 1.0},
    ],
    ("allotments", "offer-c9-first-in-line"): [
        {"click": "Got it"},
        {"click": "Waiting list"},
        {"hover": "Deborah Finch"},
        {"click": "Offer plot"},
        {"select": {"target": "Vacant plot", "option": "C9 · half plot"}},
        {"check": "Deborah has accepted the offer"},
        {"click": "Let plot"},
        {"wait": 1.0},
    ],
    ("allotments", "concession-a2"): [
        {"click": "Got it"},
        {"click": "A2"},
        {"click": "Edit tenant details"},
        {"check": "Concession rate (over 65, student or on benefits)"},
        {"click": "Save changes"},
        {"wait": 1.0},
    ],
    ("allotments", "end-tenancy-c3"): [
        {"click": "Got it"},
        {"fill": {"target": "Search plot or tenant", "text": "C3"}},
        {"hover": "Vikram Sethi"},
        {"click": "Actions for plot C3"},
        {"click": "End tenancy…"},
        {"select": {"target": "Reason", "option": "Gave up the plot"}},
        {"check": "Gate and water-trough keys returned"},
        {"click": "End tenancy"},
        {"click": "Yes, end tenancy"},
        {"wait": 1.0},
    ],
    ("allotments", "field-c-owing"): [
        {"click": "Got it"},
        {"click": "All fields"},
        {"click": "Field C"},
        {"check": "Rent outstanding only"},
        {"wait": 0.3},
    ],
    ("allotments", "rest-of-rent-a8"): [
        {"click": "Got it"},
        {"click": "Rents"},
        {"hover": "Margaret Lowe"},
        {"click": "Take payment"},
        {"check": "Cash"},
        {"fill": {"target": "Receipt number", "text": "R-2252"}},
        {"click": "Save payment"},
        {"wait": 1.0},
        {"click": "Plots"},
        {"wait": 4.0},  # the toast in the bottom left corner covers plot A8 until it goes
        {"click": "A8"},
    ],
    ("allotments", "inspection-b2-today"): [
        {"click": "Got it"},
        {"click": "Show more plots"},
        {"hover": "Priya Raman"},
        {"click": "Actions for plot B2"},
        {"click": "Record inspection…"},
        {"select": {"target": "Condition", "option": "Good"}},
        {"select": {"target": "Inspected by", "option": "Alan Briggs (site rep)"}},
        {"click": "Save inspection"},
        {"wait": 1.0},
    ],
    ("allotments", "new-phone-b10"): [
        {"click": "Got it"},
        {"fill": {"target": "Search plot or tenant", "text": "Ruth Osborne"}},
        {"click": "B10"},
        {"click": "Edit tenant details"},
        {"fill": {"target": "Phone", "text": "07700 900318"}},
        {"click": "Save changes"},
        {"wait": 1.0},
        {"goto": "/heldout15/allotments/index.html"},
        {"wait": 1.6},
        {"fill": {"target": "Search plot or tenant", "text": "Ruth Osborne"}},
        {"click": "B10"},
    ],
    # vetclinic: the book loads behind a 1-s spinner; a "Hot weather today" dialog opens by itself 0.8 s later
    # (once a session) and stays until "Understood"; the nurse's list is a collapsed section; an appointment's
    # "Actions for HH:MM Pet" button shows only while its row is hovered; the patient field of the booking
    # drawer lists matches only after typing
    ("vetclinic", "book-bramble-nurse"): [
        {"click": "Understood"},
        {"wait": 0.5},
        {"click": "New appointment"},
        {"fill": {"target": "Patient", "text": "Bramble"}},
        {"click": "Bramble (Rabbit) · Olu Adebayo"},
        {"select": {"target": "Clinician", "option": "Priya Shah (nurse)"}},
        {"fill": {"target": "Date", "text": "2026-07-16"}},
        {"select": {"target": "Time", "option": "09:40"}},
        {"select": {"target": "Reason for visit", "option": "Nail clip"}},
        {"click": "Book appointment"},
        {"wait": 1.2},
        {"click": "Next day"},
        {"click": "Next day"},
        {"click": "Priya Shah (nurse)"},
        {"wait": 0.5},
    ],
    ("vetclinic", "cancel-poppy-1520"): [
        {"click": "Understood"},
        {"wait": 0.5},
        {"hover": "Poppy"},
        {"click": "Actions for 15:20 Poppy"},
        {"click": "Cancel appointment…"},
        {"select": {"target": "Reason", "option": "Pet too unwell to travel"}},
        {"click": "Cancel appointment"},
        {"wait": 1.0},
    ],
    ("vetclinic", "check-in-pepper"): [
        {"click": "Understood"},
        {"wait": 0.5},
        {"click": "Priya Shah (nurse)"},
        {"wait": 0.5},
        {"hover": "Pepper"},
        {"click": "Actions for 10:00 Pepper"},
        {"click": "Check in"},
        {"wait": 0.5},
    ],
    ("vetclinic", "book-biscuit-carter-1700"): [
        {"click": "Understood"},
        {"wait": 0.5},
        {"click": "New appointment"},
        {"fill": {"target": "Patient", "text": "Biscuit"}},
        {"click": "Biscuit (Dog) · Marcus Lee"},
        {"select": {"target": "Clinician", "option": "Dr Ben Carter"}},
        {"select": {"target": "Time", "option": "17:00"}},
        {"select": {"target": "Reason for visit", "option": "Consultation"}},
        {"click": "Book appointment"},
        {"wait": 1.2},
    ],
    ("vetclinic", "vaccination-bella"): [
        {"click": "Understood"},
        {"wait": 0.5},
        {"click": "Patients"},
        {"click": "Bella"},
        {"click": "Record vaccination"},
        {"select": {"target": "Vaccine", "option": "DHP + Lepto booster"}},
        {"click": "Save vaccination"},
        {"wait": 1.0},
        {"click": "Close"},
        {"wait": 0.5},
        {"click": "Reminders"},
    ],
    ("vetclinic", "cancel-archie-1440"): [
        {"click": "Understood"},
        {"wait": 0.5},
        {"hover": "Archie"},
        {"click": "Actions for 14:40 Archie"},
        {"click": "Cancel appointment…"},
        {"select": {"target": "Reason", "option": "Owner cancelled"}},
        {"click": "Cancel appointment"},
        {"wait": 1.0},
    ],
    ("vetclinic", "weight-juniper"): [
        {"click": "Understood"},
        {"wait": 0.5},
        {"click": "Patients"},
        {"click": "Show more patients"},
        {"click": "Juniper"},
        {"fill": {"target": "Weight (kg)", "text": "4.6"}},
        {"click": "Add weight"},
        {"wait": 0.8},
    ],
    ("vetclinic", "reschedule-max"): [
        {"click": "Understood"},
        {"wait": 0.5},
        {"hover": "Max"},
        {"click": "Actions for 15:00 Max"},
        {"click": "Reschedule…"},
        {"fill": {"target": "New date", "text": "2026-07-16"}},
        {"select": {"target": "New time", "option": "09:40"}},
        {"click": "Move appointment"},
        {"wait": 1.0},
        {"click": "Next day"},
        {"click": "Next day"},
    ],
    ("vetclinic", "reminders-three"): [
        {"click": "Understood"},
        {"wait": 0.5},
        {"click": "Reminders"},
        {"check": "Luna"},
        {"check": "Teddy"},
        {"check": "Hazel"},
        {"click": "Send reminders (3)"},
        {"click": "Send 3 texts"},
        {"wait": 1.2},
    ],
    ("vetclinic", "alert-rocky"): [
        {"click": "Understood"},
        {"wait": 0.5},
        {"click": "Patients"},
        {"fill": {"target": "Search patients", "text": "Rocky"}},
        {"click": "Rocky"},
        {"fill": {"target": "New alert", "text": "Nervous: muzzle for examination"}},
        {"click": "Add alert"},
        {"wait": 0.8},
        {"click": "Close"},
        {"wait": 0.5},
        {"click": "Day book"},
        {"hover": "Rocky"},
    ],
    # bikeshop: the board loads behind 0.8 s of placeholders; a "Stock-take tonight" banner slides over the
    # bottom of the window 1 s later (once a session) until "Dismiss"; ten jobs a page, newest first; a job
    # opens in a side panel; toasts (top right, 4 s) cover the panel's "Close" button, so a human waits for
    # them to go before closing it
    ("bikeshop", "book-in-grace"): [
        {"click": "Dismiss"},
        {"click": "Book in a bike"},
        {"fill": {"target": "Customer", "text": "Grace"}},
        {"click": "Grace Obi · 07700 900212"},
        {"fill": {"target": "Bike (make, model, colour)", "text": "Raleigh Pioneer, green"}},
        {"select": {"target": "Work needed", "option": "Basic service (£45.00)"}},
        {"select": {"target": "Mechanic", "option": "Sam Oduya"}},
        {"fill": {"target": "Promised for", "text": "2026-05-26"}},
        {"click": "Book in"},
        {"wait": 1.2},
    ],
    ("bikeshop", "book-in-new-customer"): [
        {"click": "Dismiss"},
        {"click": "Book in a bike"},
        {"fill": {"target": "Customer", "text": "Amir Khan"}},
        {"click": "Add new customer: Amir Khan…"},
        {"fill": {"target": "New customer's phone", "text": "07700 900555"}},
        {"fill": {"target": "Bike (make, model, colour)", "text": "Boardman ADV 8.9, grey"}},
        {"select": {"target": "Work needed", "option": "Full service (£95.00)"}},
        {"select": {"target": "Mechanic", "option": "Devinder Rai"}},
        {"fill": {"target": "Promised for", "text": "2026-05-27"}},
        {"click": "Book in"},
        {"wait": 1.2},
    ],
    ("bikeshop", "brake-pads-j1066"): [
        {"click": "Dismiss"},
        {"click": "Page 2"},
        {"click": "J-1066"},
        {"wait": 0.5},
        {"fill": {"target": "Part", "text": "B01S"}},
        {"click": "Brake pads Shimano B01S resin (disc) · £8.99 · 4 in stock"},
        {"click": "Add to job"},
        {"wait": 0.8},
    ],
    ("bikeshop", "two-tubes-j1058"): [
        {"click": "Dismiss"},
        {"click": "Page 3"},
        {"click": "J-1058"},
        {"wait": 0.5},
        {"fill": {"target": "Part", "text": "25c presta"}},
        {"click": "Inner tube 700×25c Presta · £6.50 · 14 in stock"},
        {"click": "More"},
        {"click": "Add to job"},
        {"wait": 0.8},
    ],
    ("bikeshop", "ready-j1061"): [
        {"click": "Dismiss"},
        {"click": "Page 2"},
        {"click": "J-1061"},
        {"wait": 0.5},
        {"click": "Mark ready & text customer"},
        {"click": "Send text & mark ready"},
        {"wait": 1.2},
        {"wait": 4.0},
        {"click": "Close"},
        {"wait": 0.5},
        {"click": "Texts sent"},
    ],
    ("bikeshop", "ready-j1055-total"): [
        {"click": "Dismiss"},
        {"click": "Page 3"},
        {"click": "J-1055"},
        {"wait": 0.5},
        {"click": "Mark ready & text customer"},
        {"click": "Send text & mark ready"},
        {"wait": 1.2},
        {"wait": 4.0},
        {"click": "Close"},
        {"wait": 0.5},
        {"click": "Texts sent"},
    ],
    ("bikeshop", "club-discount-j1052"): [
        {"click": "Dismiss"},
        {"click": "Ready for collection 5"},
        {"click": "J-1052"},
        {"wait": 0.5},
        {"click": "Take payment"},
        {"check": "Riverside Wheelers member: 10% off"},
        {"click": "Card"},
        {"click": "Take £134.99"},
        {"wait": 1.0},
        {"wait": 4.0},
        {"click": "Close"},
        {"wait": 0.5},
        {"click": "Takings"},
    ],
    ("bikeshop", "payment-j1049-card"): [
        {"click": "Dismiss"},
        {"click": "Ready for collection 5"},
        {"click": "J-1049"},
        {"wait": 0.5},
        {"click": "Take payment"},
        {"click": "Card"},
        {"click": "Take £19.20"},
        {"wait": 1.0},
        {"wait": 4.0},
        {"click": "Close"},
        {"wait": 0.5},
        {"click": "Takings"},
    ],
    ("bikeshop", "promise-saturday-j1063"): [
        {"click": "Dismiss"},
        {"fill": {"target": "Search jobs", "text": "J-1063"}},
        {"click": "J-1063"},
        {"wait": 0.5},
        {"click": "Change promised date"},
        {"fill": {"target": "New promised date", "text": "2026-05-23"}},
        {"click": "Save date"},
        {"wait": 1.0},
        {"goto": "/heldout15/bikeshop/index.html"},
        {"wait": 1.2},
        {"fill": {"target": "Search jobs", "text": "J-1063"}},
    ],
    ("bikeshop", "promise-wednesday-j1070"): [
        {"click": "Dismiss"},
        {"click": "J-1070"},
        {"wait": 0.5},
        {"click": "Change promised date"},
        {"fill": {"target": "New promised date", "text": "2026-05-27"}},
        {"click": "Save date"},
        {"wait": 1.0},
        {"goto": "/heldout15/bikeshop/index.html"},
        {"wait": 1.2},
    ],
    # @@OVERRIDES@@
}

# Seconds a careful human lets the page settle after it loads, where it changes late.
LOAD_SETTLE: dict[str, float] = {"allotments": 1.4, "vetclinic": 1.4, "bikeshop": 1.2}


# ------------------------------------------------------------------------------------ the fixed build
# For `--fixed`: the repair of every written-in defect (file, old text, new text). With all of them
# applied, every case, pass or fail, must reach its checks on the same path: this shows that each fail
# case's checks fail because of its defect and not because of the path or the checks.
FIXES: list[tuple[str, str, str]] = [
    # allotments
    (
        "allotments/app.js",
        "@change=${e => this.setF('day', e.target.value)}",
        "@change=${e => this.setF('date', e.target.value)}",
    ),
    (
        "allotments/api.js",
        "  db.waiting.splice(applicant.position - 1, 1);",
        "  db.waiting.splice(db.waiting.findIndex(w => w.id === applicant.id), 1);",
    ),
    ("allotments/api.js", "  plot.tenant = '';", "  plot.tenant = null;"),
    (
        "allotments/api.js",
        "  plot.payments = [{ ...payment, receipt: payment.receipt || 'R-' + db.nextReceipt++ }];",
        "  plot.payments = [...plot.payments, { ...payment, receipt: payment.receipt || 'R-' + db.nextReceipt++ }];",
    ),
    (
        "allotments/api.js",
        "const MEMBER_FIELDS = ['name', 'email', 'concession'];",
        "const MEMBER_FIELDS = ['name', 'email', 'phone', 'concession'];",
    ),
    # vetclinic
    (
        "vetclinic/app.js",
        "const a = this.db.appointments.find(x => x.date === t.date && x.time === t.time);",
        "const a = this.db.appointments.find(x => x.id === t.id);",
    ),
    (
        "vetclinic/app.js",
        "id: 'AP-' + this.db.nextAppt++, date: b.date, time: SLOTS[i],",
        "id: 'AP-' + this.db.nextAppt++, date: b.date, time: this.freeSlots[i],",
    ),
    (
        "vetclinic/app.js",
        "p.vaccinations.length && p.vaccinations[0].due <= MONTH_END",
        "p.vaccinations.length && p.vaccinations[p.vaccinations.length - 1].due <= MONTH_END",
    ),
    ("vetclinic/app.js", "clinician: this.booking.clinician });", "clinician: this.rs.clinician });"),
    (
        "vetclinic/index.html",
        '<template x-for="al in a.alerts">',
        '<template x-for="al in petOf(a).alerts">',
    ),
    # bikeshop
    (
        "bikeshop/app.js",
        "created = { id: 'C-' + String(this.db.customers.length + 1).padStart(2, '0'),",
        "created = { id: 'C-' + String(Math.max(...this.db.customers.map(c => Number(c.id.slice(2)))) + 1).padStart(2, '0'),",
    ),
    (
        "bikeshop/app.js",
        "partsTotal(job) { return round2(job.parts.reduce((s, l) => s + l.price, 0)); },",
        "partsTotal(job) { return round2(job.parts.reduce((s, l) => s + l.price * l.qty, 0)); },",
    ),
    ("bikeshop/app.js", "Total to pay: ${money(job.labour)}.", "Total to pay: ${money(this.jobTotal(job))}."),
    (
        "bikeshop/app.js",
        "const payment = { job: job.id, amount: total, method:",
        "const payment = { job: job.id, amount: due, method:",
    ),
    ("bikeshop/api.js", "const CLOSED_DAYS = [0, 6];", "const CLOSED_DAYS = [0];"),
    # @@FIXES@@
]


if __name__ == "__main__":
    main(ROOT, OVERRIDES, LOAD_SETTLE, FIXES)

"""Check the labels of the heldout10 corpus with plain Playwright, independently of diageval.

A copy of heldout9's verify_labels.py with its paths, OVERRIDES, LOAD_SETTLE and FIXES changed; the walking and
checking code is shared, in ../labelcheck.py. When Playwright's own Chromium is missing it launches /usr/lib/chromium/chromium
(Debian), then /usr/bin/chromium, then /usr/bin/chromium-headless-shell. It runs in one process (no pool). The
`hold` step kind is kept but unused. For every case of every suite in benchmarks/corpus_lib/heldout10/ this script
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
repaired (FIXES below, one small edit each; one repair takes two edits of the same function): there every
case, pass or fail, must reach its checks. This shows that a fail case misses its checks because of its defect,
not because of its path or its checks. `--literal` walks each case's own steps, ignoring OVERRIDES, and only
reports which cases then reach their checks.

Usage (a manual tool, not part of the test suite):
    npm ci --prefix benchmarks/corpus_lib
    .venv/bin/python benchmarks/corpus_lib/heldout10/verify_labels.py [SUITE_NAME_OR_FILE ...] [--case ID] [-v] [--fixed] [--literal]
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
    # bikes: the stations arrive after a 1.2-s progress bar; the cookie bar covers the bottom of the screen from
    # 1 s until "Accept all"; six stations at a time, "Show more stations"; the star shows on the hovered row;
    # hovering a station's name first makes the same row's "Reserve" the nearest
    ("bikes", "reserve-ebike-canal"): [
        {"click": "Accept all"},
        {"click": "Show more stations"},
        {"hover": "Canal Basin"},
        {"click": "Reserve"},
        {"click": "E-bike (3 left)"},
        {"select": {"target": "Hold it for", "option": "15 minutes"}},
        {"click": "Hold this bike"},
        {"wait": 1.2},
        {"click": "My rides"},
    ],
    ("bikes", "favourite-canal-reload"): [
        {"click": "Accept all"},
        {"click": "Show more stations"},
        {"hover": "Canal Basin"},
        {"click": "Add Canal Basin to favourites"},
        {"wait": 0.5},
        {"goto": "/heldout10/bikes/index.html"},
        {"wait": 1.6},
        {"check": "Favourites only"},
    ],
    ("bikes", "report-riverside-dock"): [
        {"click": "Accept all"},
        {"hover": "Riverside Park"},
        {"click": "More actions for Riverside Park"},
        {"click": "Report a problem"},
        {"select": {"target": "What's wrong?", "option": "Dock won't release bike"}},
        {"fill": {"target": "Dock number", "text": "7"}},
        {"click": "Send report"},
        {"wait": 1.2},
        {"click": "Account"},
    ],
    ("bikes", "top-up-10"): [
        {"click": "Accept all"},
        {"click": "Wallet"},
        {"click": "£10"},
        {"click": "Top up"},
        {"click": "Pay £10.00"},
        {"wait": 1.4},
    ],
    ("bikes", "oldtown-ebikes"): [
        {"click": "Accept all"},
        {"select": {"target": "Neighbourhood", "option": "Old Town"}},
        {"check": "E-bikes only"},
    ],
    ("bikes", "sort-most-bikes"): [
        {"click": "Accept all"},
        {"select": {"target": "Sort by", "option": "Most bikes available"}},
    ],
    ("bikes", "hold-market-20"): [
        {"click": "Accept all"},
        {"hover": "Market Square"},
        {"click": "Reserve"},
        {"click": "Classic (5 left)"},
        {"select": {"target": "Hold it for", "option": "20 minutes"}},
        {"click": "Hold this bike"},
        {"wait": 1.2},
        {"click": "My rides"},
    ],
    ("bikes", "release-harbour"): [
        {"click": "Accept all"},
        {"click": "My rides"},
        {"click": "Cancel reservation"},
        {"click": "Release bike"},
        {"click": "Find a bike"},
    ],
    ("bikes", "rides-since-sept"): [
        {"click": "Accept all"},
        {"click": "My rides"},
        {"fill": {"target": "From", "text": "2025-09-01"}},
    ],
    ("bikes", "home-station-reload"): [
        {"click": "Accept all"},
        {"click": "Account"},
        {"select": {"target": "Home station", "option": "Riverside Park"}},
        {"click": "Save changes"},
        {"wait": 1.0},
        {"goto": "/heldout10/bikes/index.html"},
        {"wait": 1.6},
    ],
    # plots: the plots arrive after 1.3 s of skeleton cards; the newsletter dialog opens 1.5 s after load (until
    # answered) and covers the page until "No thanks"; six plots at a time, "Show more plots"; hovering a plot's
    # title first makes the same card's "Rent this plot" the nearest
    ("plots", "rent-n7-full-year"): [
        {"click": "No thanks"},
        {"click": "Show more plots"},
        {"hover": "Plot N7"},
        {"click": "Rent this plot"},
        {"check": "I have read and agree to the allotment rules"},
        {"click": "Confirm rental"},
        {"wait": 1.2},
        {"click": "My rentals"},
    ],
    ("plots", "raised-large"): [
        {"click": "No thanks"},
        {"select": {"target": "Size", "option": "Large · 20 m²"}},
        {"check": "Raised beds only"},
    ],
    ("plots", "cancel-s2"): [
        {"click": "No thanks"},
        {"click": "My rentals"},
        {"click": "Plot S2 · Full year 2025/26 · starts 1 Oct 2025"},
        {"click": "Cancel rental"},
        {"click": "Yes, cancel it"},
        {"wait": 1.0},
        {"click": "Plots"},
        {"click": "Show more plots"},
    ],
    ("plots", "emergency-contact-reload"): [
        {"click": "No thanks"},
        {"click": "Account"},
        {"fill": {"target": "Emergency contact", "text": "Sam Okafor"}},
        {"fill": {"target": "Emergency contact's phone", "text": "07700 900123"}},
        {"check": "Email me about work days"},
        {"click": "Save details"},
        {"wait": 1.0},
        {"goto": "/heldout10/plots/index.html"},
        {"wait": 2.0},
        {"click": "Account"},
    ],
    ("plots", "book-rotavator"): [
        {"click": "No thanks"},
        {"click": "Tool shed"},
        {"click": "Power tools"},
        {"hover": "Rotavator"},
        {"click": "Book"},
        {"select": {"target": "Which day?", "option": "Sat 13 Sep"}},
        {"click": "Book it"},
        {"wait": 1.0},
    ],
    ("plots", "rent-o2-half"): [
        {"click": "No thanks"},
        {"click": "Show more plots"},
        {"click": "Show more plots"},
        {"hover": "Plot O2"},
        {"click": "Rent this plot"},
        {"click": "Half year (Apr–Sep)"},
        {"uncheck": "Compost delivery in October (+£15)"},
        {"check": "I have read and agree to the allotment rules"},
        {"click": "Confirm rental"},
        {"wait": 1.2},
        {"click": "My rentals"},
    ],
    ("plots", "small-plots"): [
        {"click": "No thanks"},
        {"select": {"target": "Size", "option": "Small · 5 m²"}},
    ],
    ("plots", "book-two-tools"): [
        {"click": "No thanks"},
        {"click": "Tool shed"},
        {"click": "Power tools"},
        {"hover": "Rotavator"},
        {"click": "Book"},
        {"select": {"target": "Which day?", "option": "Sat 13 Sep"}},
        {"click": "Book it"},
        {"wait": 1.0},
        {"hover": "Hedge trimmer"},
        {"click": "Book"},
        {"select": {"target": "Which day?", "option": "Sun 14 Sep"}},
        {"click": "Book it"},
        {"wait": 1.0},
    ],
    ("plots", "workday-compost-bays"): [
        {"click": "No thanks"},
        {"click": "Work days"},
        {"click": "Show more work days"},
        {"hover": "Rebuilding the compost bays"},
        {"click": "Sign up"},
        {"select": {"target": "I can help with", "option": "Carrying and barrowing"}},
        {"click": "Count me in"},
        {"wait": 1.0},
    ],
    ("plots", "renew-n3"): [
        {"click": "No thanks"},
        {"click": "My rentals"},
        {"click": "Plot N3 · Full year 2024/25 · ends 30 Sep 2025"},
        {"click": "Renew for 2025/26"},
        {"click": "Renew"},
        {"wait": 1.0},
    ],
    # rehearsal: the "Weekday mornings, half price" pop-up opens 1.2 s after the first load until "Maybe later";
    # a "Book this room" button on every room card, so the dialog's Room select is set explicitly; a booking's
    # actions are in its "Options for ..." dropdown
    ("rehearsal", "book-garage-friday"): [
        {"click": "Maybe later"},
        {"click": "Book this room"},
        {"select": {"target": "Room", "option": "The Garage"}},
        {"fill": {"target": "Date", "text": "2025-10-17"}},
        {"select": {"target": "Start time", "option": "19:00"}},
        {"click": "3 hours"},
        {"click": "Add gear (optional)"},
        {"check": "Drum kit (+£5.00)"},
        {"click": "Book room"},
        {"wait": 1.2},
        {"click": "My bookings"},
    ],
    ("rehearsal", "bass-amp-wednesday"): [
        {"click": "Maybe later"},
        {"click": "My bookings"},
        {"click": "Options for Big Room on Wed 15 Oct"},
        {"click": "Change gear…"},
        {"check": "Bass amp (+£4.00)"},
        {"click": "Save gear"},
        {"wait": 0.6},
    ],
    ("rehearsal", "invite-keys"): [
        {"click": "Maybe later"},
        {"click": "Band"},
        {"click": "Invite a member"},
        {"fill": {"target": "Email address", "text": "ali.fenton@example.com"}},
        {"select": {"target": "Plays", "option": "Keys"}},
        {"click": "Send invite"},
        {"wait": 1.2},
    ],
    ("rehearsal", "grid-booth-thursday"): [
        {"click": "Maybe later"},
        {"click": "Next day"},
        {"wait": 0.7},
        {"click": "Next day"},
        {"wait": 0.7},
        {"click": "Next day"},
        {"wait": 0.7},
        {"click": "Book Drum Booth on Thu 16 Oct at 20:00"},
        {"click": "Book room"},
        {"wait": 1.2},
        {"click": "My bookings"},
    ],
    ("rehearsal", "move-garage-november"): [
        {"click": "Maybe later"},
        {"click": "My bookings"},
        {"click": "Options for The Garage on Sat 18 Oct"},
        {"click": "Reschedule…"},
        {"fill": {"target": "New date", "text": "2025-11-01"}},
        {"click": "Save new time"},
        {"wait": 1.0},
    ],
    ("rehearsal", "sunday-big-room"): [
        {"click": "Maybe later"},
        {"click": "Book this room"},
        {"select": {"target": "Room", "option": "Big Room"}},
        {"fill": {"target": "Date", "text": "2025-10-19"}},
        {"select": {"target": "Start time", "option": "11:00"}},
        {"click": "Book room"},
        {"wait": 1.2},
        {"click": "My bookings"},
    ],
    ("rehearsal", "cancel-booth-spend"): [
        {"click": "Maybe later"},
        {"click": "My bookings"},
        {"click": "Options for Drum Booth on Sat 25 Oct"},
        {"click": "Cancel booking"},
        {"click": "Yes, cancel it"},
        {"wait": 0.6},
    ],
    ("rehearsal", "wednesday-earlier"): [
        {"click": "Maybe later"},
        {"click": "My bookings"},
        {"click": "Options for Big Room on Wed 15 Oct"},
        {"click": "Reschedule…"},
        {"select": {"target": "New start time", "option": "18:00"}},
        {"click": "Save new time"},
        {"wait": 1.0},
    ],
    ("rehearsal", "weekly-booth"): [
        {"click": "Maybe later"},
        {"click": "Book this room"},
        {"select": {"target": "Room", "option": "Drum Booth"}},
        {"fill": {"target": "Date", "text": "2025-10-14"}},
        {"select": {"target": "Start time", "option": "10:00"}},
        {"check": "Repeat every week"},
        {"select": {"target": "Number of weeks", "option": "4"}},
        {"click": "Book room"},
        {"wait": 1.2},
        {"click": "My bookings"},
        {"click": "Show all upcoming"},
    ],
    ("rehearsal", "thursday-reload"): [
        {"click": "Maybe later"},
        {"click": "Book this room"},
        {"select": {"target": "Room", "option": "The Garage"}},
        {"fill": {"target": "Date", "text": "2025-10-23"}},
        {"select": {"target": "Start time", "option": "19:00"}},
        {"click": "3 hours"},
        {"click": "Book room"},
        {"wait": 1.2},
        {"goto": "/heldout10/rehearsal/index.html"},
        {"wait": 1.2},
        {"click": "My bookings"},
    ],
    # @@OVERRIDES@@
}

# Seconds a careful human lets the page settle after it loads, where it changes late.
LOAD_SETTLE: dict[str, float] = {"bikes": 1.6, "plots": 2.0, "rehearsal": 1.8}


# ------------------------------------------------------------------------------------ the fixed build
# For `--fixed`: the repair of every written-in defect (file, old text, new text). With all of them
# applied, every case, pass or fail, must reach its checks on the same path: this shows that each fail
# case's checks fail because of its defect and not because of the path or the checks.
FIXES: list[tuple[str, str, str]] = [
    # bikes
    (
        "bikes/app.js",
        "(a, b) => b.bikes + b.ebikes > a.bikes + a.ebikes)",
        "(a, b) => b.bikes + b.ebikes - (a.bikes + a.ebikes))",
    ),
    ("bikes/app.js", "Number(this.reserve.hold)", "Number(this.reserve.minutes)"),
    ("bikes/app.js", "if (r.type === 'e-bike')", "if (r.type === 'ebike')"),
    ("bikes/app.js", "r.date > this.historyFrom", "r.date >= this.historyFrom"),
    (
        "bikes/app.js",
        "store(KEYS.prefs, { units: this.prefs.units, receipts: this.prefs.receipts });",
        "store(KEYS.prefs, { units: this.prefs.units, receipts: this.prefs.receipts, home: this.prefs.home });",
    ),
    # plots
    ("plots/app.js", "compost: $('#rent-compost').value === 'yes',", "compost: $('#rent-compost').checked,"),
    (
        "plots/app.js",
        "(!f.raised || p.raised && (!f.size || p.size === f.size))",
        "(!f.raised || p.raised) && (!f.size || p.size === f.size)",
    ),
    (
        "plots/app.js",
        "  confirm.addEventListener('click', async () => {",
        "  confirm.onclick = async () => {",
    ),
    ("plots/app.js", "  });\n  dlg.show();", "  };\n  dlg.show();"),
    (
        "plots/app.js",
        "const day = { ...workdays.find(w => w.id === signingUp.id) };",
        "const day = workdays.find(w => w.id === signingUp.id);",
    ),
    ("plots/app.js", "const plot = plotById(old.plot);", "const plot = plotById(old.plotId);"),
    # rehearsal
    (
        "rehearsal/app.js",
        "const weekend = day === 6 || day === 7;",
        "const weekend = day === 6 || day === 0;",
    ),
    (
        "rehearsal/app.js",
        "this.bookings.filter(b => b.date.startsWith('2025-10')).reduce(",
        "this.bookings.filter(b => b.date.startsWith('2025-10') && b.status !== 'cancelled').reduce(",
    ),
    ("rehearsal/index.html", 'x-model="move.start"', 'x-model.number="move.start"'),
    ("rehearsal/app.js", "for (let w = 1; w < weeks - 1; w++)", "for (let w = 1; w < weeks; w++)"),
    ("rehearsal/app.js", "return fresh().map(b => saved.find(s => s.id === b.id) || b);", "return saved;"),
    # @@FIXES@@
]


if __name__ == "__main__":
    main(ROOT, OVERRIDES, LOAD_SETTLE, FIXES)

"""Check the labels of the heldout11 corpus with plain Playwright, independently of diageval.

A copy of heldout10's verify_labels.py with its paths, OVERRIDES, LOAD_SETTLE and FIXES changed; the walking and
checking code is shared, in ../labelcheck.py. When Playwright's own Chromium is missing it launches /usr/lib/chromium/chromium
(Debian), then /usr/bin/chromium, then /usr/bin/chromium-headless-shell. It runs in one process (no pool). The
`hold` step kind is kept but unused. For every case of every suite in benchmarks/corpus_lib/heldout11/ this script
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
    .venv/bin/python benchmarks/corpus_lib/heldout11/verify_labels.py [SUITE_NAME_OR_FILE ...] [--case ID] [-v] [--fixed] [--literal]
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
    # parcels: the parcels arrive after a 1.2-s progress bar; the rating dialog opens by itself at 1.4 s (until
    # answered) and covers the page until "Not now"; five parcels at a time, "Show more parcels"; hovering a
    # parcel's sender first makes the same card's "Change delivery" / "Show collection code" the nearest
    ("parcels", "locker-moonbeam"): [
        {"click": "Not now"},
        {"click": "Show more parcels"},
        {"hover": "Moonbeam Tea"},
        {"click": "Change delivery"},
        {"click": "Send it to a locker or Post Office"},
        {"select": {"target": "Collection point", "option": "Station Square locker"}},
        {"click": "Save delivery choice"},
        {"wait": 1.2},
    ],
    ("parcels", "porch-hearth"): [
        {"click": "Not now"},
        {"hover": "Hearth & Home"},
        {"click": "Change delivery"},
        {"click": "Leave it in a safe place"},
        {"select": {"target": "Where should we leave it?", "option": "Porch"}},
        {"click": "Save delivery choice"},
        {"wait": 1.2},
        {"goto": "/heldout11/parcels/index.html"},
        {"wait": 1.6},
    ],
    ("parcels", "neighbour-oddsock"): [
        {"click": "Not now"},
        {"hover": "Oddsock Co."},
        {"click": "Change delivery"},
        {"click": "Leave it with a neighbour"},
        {"fill": {"target": "Neighbour's house number", "text": "14"}},
        {"click": "Save delivery choice"},
        {"wait": 1.2},
    ],
    ("parcels", "return-boots-dropoff"): [
        {"click": "Not now"},
        {"click": "Returns"},
        {"click": "Start a return"},
        {"select": {"target": "Which parcel?", "option": "Trailfox Outdoor · Hiking boots (£64.00)"}},
        {"select": {"target": "Why are you sending it back?", "option": "Wrong size"}},
        {"click": "Drop it off at a locker or Post Office"},
        {"click": "Create return"},
        {"wait": 1.3},
    ],
    ("parcels", "return-notebooks-door"): [
        {"click": "Not now"},
        {"click": "Show more parcels"},
        {"click": "More options for Papercut Stationery"},
        {"click": "Start a return"},
        {"select": {"target": "Why are you sending it back?", "option": "No longer needed"}},
        {"click": "We collect it from your door"},
        {"select": {"target": "Collection day", "option": "Wed 26 Nov"}},
        {"click": "Create return"},
        {"wait": 1.3},
    ],
    ("parcels", "address-mum-default"): [
        {"click": "Not now"},
        {"click": "Addresses"},
        {"click": "Add an address"},
        {"fill": {"target": "Name for this address", "text": "Mum's"}},
        {"fill": {"target": "Street address", "text": "7 Orchard Row"}},
        {"fill": {"target": "Town or city", "text": "Ely"}},
        {"fill": {"target": "Postcode", "text": "CB7 4DL"}},
        {"click": "Save address"},
        {"wait": 0.9},
        {"hover": "7 Orchard Row, Ely CB7 4DL"},
        {"click": "Make Mum's my default address"},
        {"wait": 0.3},
        {"goto": "/heldout11/parcels/index.html"},
        {"wait": 1.6},
        {"click": "Addresses"},
    ],
    ("parcels", "address-studio"): [
        {"click": "Not now"},
        {"click": "Addresses"},
        {"click": "Add an address"},
        {"fill": {"target": "Name for this address", "text": "Studio"}},
        {"fill": {"target": "Street address", "text": "Barn 3, High Street"}},
        {"fill": {"target": "Town or city", "text": "Comberton"}},
        {"fill": {"target": "Postcode", "text": "CB23 7HX"}},
        {"click": "Save address"},
        {"wait": 0.9},
    ],
    ("parcels", "sms-quiet-hours"): [
        {"click": "Not now"},
        {"click": "Notifications"},
        {"select": {"target": "Tell me about my parcels by", "option": "Text message (SMS)"}},
        {"select": {"target": "Quiet hours", "option": "22:00 – 07:00"}},
        {"click": "Save preferences"},
        {"wait": 1.0},
        {"goto": "/heldout11/parcels/index.html"},
        {"wait": 1.6},
        {"click": "Notifications"},
    ],
    ("parcels", "report-papercut-damaged"): [
        {"click": "Not now"},
        {"click": "Show more parcels"},
        {"click": "More options for Papercut Stationery"},
        {"click": "Report a problem"},
        {"select": {"target": "What went wrong?", "option": "Arrived damaged"}},
        {"click": "Send report"},
        {"wait": 1.1},
    ],
    ("parcels", "code-lumen"): [
        {"click": "Not now"},
        {"hover": "Lumen Lighting"},
        {"click": "Show collection code"},
        {"click": "I'm there, show it"},
    ],
    # league: the fixtures arrive after 1.2 s of skeletons; the "Winter kick-off times" dialog opens by itself at
    # 1.5 s (until answered) and covers the page until "Got it"; a player's actions are in the "Actions for ..." menu
    ("league", "result-inter-yourself"): [
        {"click": "Got it"},
        {"click": "Enter result"},
        {"fill": {"target": "Dynamo Kettle goals", "text": "4"}},
        {"fill": {"target": "Inter Yourself goals", "text": "2"}},
        {"click": "Save result"},
        {"wait": 1.1},
        {"click": "Table"},
    ],
    ("league", "result-real-ale-2-0"): [
        {"click": "Got it"},
        {"click": "Matchweek 5 · Tue 4 Nov"},
        {"click": "Enter result"},
        {"fill": {"target": "Dynamo Kettle goals", "text": "2"}},
        {"fill": {"target": "Real Ale Madrid goals", "text": "0"}},
        {"click": "Save result"},
        {"wait": 1.1},
        {"click": "Table"},
    ],
    ("league", "availability-reload"): [
        {"click": "Got it"},
        {"click": "Squad"},
        {"uncheck": "Available · Jonah Price"},
        {"uncheck": "Available · Chris Moyo"},
        {"wait": 0.3},
        {"goto": "/heldout11/league/index.html"},
        {"wait": 1.8},
        {"click": "Squad"},
    ],
    ("league", "add-goalkeeper"): [
        {"click": "Got it"},
        {"click": "Squad"},
        {"click": "Add a player"},
        {"fill": {"target": "Full name", "text": "Priya Nair"}},
        {"select": {"target": "Position", "option": "Goalkeeper"}},
        {"fill": {"target": "Shirt number", "text": "1"}},
        {"click": "Add to squad"},
        {"wait": 0.9},
    ],
    ("league", "captain-sam"): [
        {"click": "Got it"},
        {"click": "Squad"},
        {"click": "Actions for Sam Adeyemi"},
        {"click": "Make captain"},
        {"click": "Yes, make captain"},
        {"wait": 0.8},
    ],
    ("league", "remove-leo"): [
        {"click": "Got it"},
        {"click": "Squad"},
        {"click": "Actions for Leo Marsh"},
        {"click": "Remove from squad"},
        {"click": "Remove"},
        {"wait": 0.9},
        {"click": "Show all 7 players"},
    ],
    ("league", "fees-ravi"): [
        {"click": "Got it"},
        {"click": "Match fees"},
        {"hover": "Ravi Kapoor"},
        {"click": "Record payment from Ravi Kapoor"},
        {"fill": {"target": "Amount (£)", "text": "30"}},
        {"click": "Bank transfer"},
        {"click": "Record payment"},
        {"wait": 1.0},
    ],
    ("league", "our-fixtures"): [
        {"click": "Got it"},
        {"check": "Only Dynamo Kettle matches"},
    ],
    ("league", "edit-leo-number"): [
        {"click": "Got it"},
        {"click": "Squad"},
        {"click": "Actions for Leo Marsh"},
        {"click": "Edit player"},
        {"fill": {"target": "Shirt number", "text": "8"}},
        {"select": {"target": "Position", "option": "Midfield"}},
        {"click": "Save changes"},
        {"wait": 0.8},
    ],
    ("league", "fees-jonah"): [
        {"click": "Got it"},
        {"click": "Match fees"},
        {"hover": "Jonah Price"},
        {"click": "Record payment from Jonah Price"},
        {"fill": {"target": "Amount (£)", "text": "15"}},
        {"click": "Cash"},
        {"click": "Record payment"},
        {"wait": 1.0},
    ],
    # timesheets: the grid arrives after a 1-s spinner; the "Week 46 needs changes" dialog opens by itself at 1.5 s
    # (static backdrop, once a session) until "Later" or "Open week 46"; the hour boxes are named by aria-label
    ("timesheets", "wednesday-acme"): [
        {"click": "Later"},
        {"fill": {"target": "Acme Rebrand · Design, Wed 19 Nov", "text": "3"}},
        {"wait": 0.8},
    ],
    ("timesheets", "add-museum-row"): [
        {"click": "Later"},
        {"click": "Add a row"},
        {"select": {"target": "Project", "option": "Northgate Museum app"}},
        {"select": {"target": "Task", "option": "Development"}},
        {"click": "Add row"},
        {"wait": 0.9},
        {"fill": {"target": "Northgate Museum app · Development, Fri 21 Nov", "text": "2"}},
        {"wait": 0.8},
    ],
    ("timesheets", "saturday-pinecone"): [
        {"click": "Later"},
        {"check": "Show weekend"},
        {"fill": {"target": "Pinecone Coffee packaging · Design, Sat 22 Nov", "text": "2.5"}},
        {"wait": 0.8},
    ],
    ("timesheets", "submit-week"): [
        {"click": "Later"},
        {"fill": {"target": "Pinecone Coffee packaging · Design, Fri 21 Nov", "text": "7.5"}},
        {"wait": 0.6},
        {"click": "Submit for approval"},
        {"click": "Submit"},
        {"wait": 1.3},
    ],
    ("timesheets", "resubmit-week-46"): [
        {"click": "Open week 46"},
        {"fill": {"target": "Acme Rebrand · Design, Thu 13 Nov", "text": "5"}},
        {"fill": {"target": "Internal · Admin, Thu 13 Nov", "text": "3"}},
        {"wait": 0.6},
        {"click": "Resubmit for approval"},
        {"click": "Resubmit"},
        {"wait": 1.3},
    ],
    ("timesheets", "note-thursday-reload"): [
        {"click": "Later"},
        {"hover": "Acme Rebrand · Design, Thu 20 Nov"},
        {"click": "Add note for Acme Rebrand · Design, Thu 20 Nov"},
        {"fill": {"target": "Note", "text": "Workshop at Acme HQ"}},
        {"click": "Save note"},
        {"wait": 0.6},
        {"goto": "/heldout11/timesheets/index.html"},
        {"wait": 1.4},
    ],
    ("timesheets", "all-projects"): [
        {"click": "Later"},
        {"click": "Projects"},
        {"wait": 0.8},
        {"click": "Show more projects"},
        {"wait": 0.8},
        {"click": "Show more projects"},
        {"wait": 0.8},
    ],
    ("timesheets", "october-acme"): [
        {"click": "Later"},
        {"click": "Reports"},
        {"select": {"target": "Month", "option": "October 2025"}},
        {"click": "By client"},
        {"click": "Acme Foods"},
        {"wait": 0.6},
    ],
    ("timesheets", "remove-team-meeting"): [
        {"click": "Later"},
        {"hover": "Team meeting"},
        {"click": "Remove row Internal · Team meeting"},
        {"click": "Remove row"},
        {"wait": 0.8},
        {"goto": "/heldout11/timesheets/index.html"},
        {"wait": 1.4},
    ],
    ("timesheets", "add-acme-meetings"): [
        {"click": "Later"},
        {"click": "Add a row"},
        {"select": {"target": "Project", "option": "Acme Rebrand"}},
        {"select": {"target": "Task", "option": "Meetings"}},
        {"click": "Add row"},
        {"wait": 0.9},
        {"fill": {"target": "Acme Rebrand · Meetings, Fri 21 Nov", "text": "1.5"}},
        {"wait": 0.8},
    ],
    # @@OVERRIDES@@
}

# Seconds a careful human lets the page settle after it loads, where it changes late.
LOAD_SETTLE: dict[str, float] = {"parcels": 1.6, "league": 1.8, "timesheets": 1.4}


# ------------------------------------------------------------------------------------ the fixed build
# For `--fixed`: the repair of every written-in defect (file, old text, new text). With all of them
# applied, every case, pass or fail, must reach its checks on the same path: this shows that each fail
# case's checks fail because of its defect and not because of the path or the checks.
FIXES: list[tuple[str, str, str]] = [
    # parcels
    (
        "parcels/app.js",
        "plan = { kind: 'neighbour', house: c.neighbourNo.trim() };",
        "plan = { kind: 'neighbour', number: c.neighbourNo.trim() };",
    ),
    (
        "parcels/app.js",
        "return method === 'collection' ? DOOR_FEE : 0;",
        "return method === 'door' ? DOOR_FEE : 0;",
    ),
    (
        "parcels/app.js",
        "const POSTCODE = /^[A-Z]{1,2}[0-9][A-Z]? ?[0-9][A-Z]{2}$/i;",
        "const POSTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/i;",
    ),
    ("parcels/index.html", '@click="sendReport()"', '@click="submitReport()"'),
    (
        "parcels/app.js",
        "return Number(code).toLocaleString('en-GB').replace(',', ' ');",
        "return code.slice(0, 3) + ' ' + code.slice(3);",
    ),
    # league
    ("league/app.js", "return h && a && h < 30 && a < 30;", "return h >= 0 && a >= 0 && h < 30 && a < 30;"),
    ("league/app.js", "return others.includes(String(n));", "return others.split(',').includes(String(n));"),
    (
        "league/app.js",
        "const i = this.squad.findIndex(x => x.id === this.removing);",
        "const i = this.squad.findIndex(x => x.id === this.removing.id);",
    ),
    (
        "league/app.js",
        "return this.matches.filter(m => m.home === US);",
        "return this.matches.filter(m => m.home === US || m.away === US);",
    ),
    ("league/app.js", "f.paid += this.pay.amount;", "f.paid += Number(this.pay.amount);"),
    # timesheets
    (
        "timesheets/app.js",
        "return workDays(week).reduce((s, d) => s + dayTotal(week, d), 0);",
        "return weekDays(week).reduce((s, d) => s + dayTotal(week, d), 0);",
    ),
    ("timesheets/app.js", "state.status[CURRENT_WEEK] = 'submitted';", "state.status[week] = 'submitted';"),
    (
        "timesheets/app.js",
        "after: reset ? -1 : proj.items.length,",
        "after: reset ? -1 : proj.items.length - 1,",
    ),
    (
        "timesheets/app.js",
        "  saveHours();\n  renderTimesheet();\n  toast('Row removed');",
        "  saveAll();\n  renderTimesheet();\n  toast('Row removed');",
    ),
    (
        "timesheets/app.js",
        "if (weekRows(week).some(r => r.project === project)) {",
        "if (weekRows(week).some(r => r.project === project && r.task === task)) {",
    ),
    # @@FIXES@@
]


if __name__ == "__main__":
    main(ROOT, OVERRIDES, LOAD_SETTLE, FIXES)

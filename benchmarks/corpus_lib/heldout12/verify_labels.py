"""Check the labels of the heldout12 corpus with plain Playwright, independently of diageval.

A copy of heldout11's verify_labels.py with its paths, OVERRIDES, LOAD_SETTLE and FIXES changed; the walking and
checking code is shared, in ../labelcheck.py. When Playwright's own Chromium is missing it launches /usr/lib/chromium/chromium
(Debian), then /usr/bin/chromium, then /usr/bin/chromium-headless-shell. It runs in one process (no pool). The
`hold` step kind is kept but unused. For every case of every suite in benchmarks/corpus_lib/heldout12/ this script
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
    .venv/bin/python benchmarks/corpus_lib/heldout12/verify_labels.py [SUITE_NAME_OR_FILE ...] [--case ID] [-v] [--fixed] [--literal]
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
    # guests: the list arrives after a 1.1-s progress bar; the cookie bar covers the bottom of the window (the
    # pagination at the end of the list, the Meals action bar) until answered; a guest's actions are in the
    # "Actions for ..." menu; twelve guests a page
    ("guests", "rsvp-marguerite"): [
        {"click": "Essential only"},
        {"click": "Page 3"},
        {"click": "Actions for Marguerite Oduya"},
        {"click": "Record reply"},
        {"click": "Yes, attending"},
        {"select": {"target": "Main course", "option": "Fish"}},
        {"click": "Save reply"},
        {"wait": 1.0},
    ],
    ("guests", "add-tomasz-wren"): [
        {"click": "Essential only"},
        {"click": "Add guest"},
        {"fill": {"target": "Full name", "text": "Tomasz Wren"}},
        {"click": "Sam's side"},
        {"select": {"target": "Household", "option": "The Wrens (2)"}},
        {"click": "Add to list"},
        {"wait": 0.9},
        {"fill": {"target": "Search guests", "text": "Wren"}},
    ],
    ("guests", "seat-hamish-willow"): [
        {"click": "Allow all cookies"},
        {"click": "Seating"},
        {"select": {"target": "Guest for Table 6", "option": "Hamish Greer"}},
        {"hover": "Table 6 · Willow"},
        {"click": "Seat"},
        {"wait": 0.4},
    ],
    ("guests", "filter-sams-unreplied"): [
        {"click": "Essential only"},
        {"click": "Filters"},
        {"click": "Sam's side"},
        {"select": {"target": "Reply", "option": "Not replied yet"}},
    ],
    ("guests", "send-caterer-reload"): [
        {"click": "Meals"},
        {"click": "Allow all cookies"},
        {"click": "Send numbers to caterer"},
        {"click": "Yes, send"},
        {"wait": 1.3},
        {"goto": "/heldout12/guests/index.html"},
        {"wait": 1.4},
        {"click": "Meals"},
    ],
    ("guests", "remove-derek"): [
        {"click": "Essential only"},
        {"click": "Page 2"},
        {"click": "Actions for Derek Holm"},
        {"click": "Remove from list"},
        {"click": "Remove guest"},
        {"wait": 0.5},
    ],
    ("guests", "sunita-vegan"): [
        {"click": "Essential only"},
        {"click": "Page 2"},
        {"click": "Actions for Sunita Iyer"},
        {"click": "Record reply"},
        {"fill": {"target": "Dietary needs (optional)", "text": "Vegan"}},
        {"click": "Save reply"},
        {"wait": 1.0},
        {"click": "Meals"},
    ],
    ("guests", "edit-ruth-email-reload"): [
        {"click": "Essential only"},
        {"click": "Page 2"},
        {"click": "Actions for Ruth Jessop"},
        {"click": "Edit details"},
        {"fill": {"target": "Email address", "text": "ruth.jessop@fastmail.co.uk"}},
        {"click": "Save changes"},
        {"wait": 0.9},
        {"goto": "/heldout12/guests/index.html"},
        {"wait": 1.4},
        {"click": "Page 2"},
    ],
    ("guests", "priya-declines-meals"): [
        {"click": "Essential only"},
        {"click": "Page 3"},
        {"click": "Actions for Priya Raman"},
        {"click": "Record reply"},
        {"click": "No, can't come"},
        {"click": "Save reply"},
        {"wait": 1.0},
        {"click": "Meals"},
    ],
    ("guests", "seat-oliver-birch"): [
        {"click": "Essential only"},
        {"click": "Seating"},
        {"select": {"target": "Guest for Table 3", "option": "Oliver Kent"}},
        {"hover": "Table 3 · Birch"},
        {"click": "Seat"},
        {"wait": 0.4},
    ],
    # vault: a lock screen (master password, Enter); the items arrive after 1 s of skeletons; the "Share Keyring with
    # your family" dialog opens by itself 1.5 s after unlocking (once a session) until "Maybe later"; ten items at a
    # time ("Load more"); a row's buttons show only while it is hovered or selected
    ("vault", "change-password-northwind"): [
        {"fill": {"target": "Master password", "text": "tangerine-harbour-19"}},
        {"press": "Enter"},
        {"click": "Maybe later"},
        {"click": "Load more"},
        {"wait": 0.8},
        {"click": "Northwind Bank"},
        {"click": "Edit"},
        {"fill": {"target": "Password", "text": "Gr33n-Kettle!Moss-41"}},
        {"click": "Save item"},
        {"wait": 1.0},
        {"goto": "/heldout12/vault/index.html"},
        {"wait": 0.8},
        {"fill": {"target": "Master password", "text": "tangerine-harbour-19"}},
        {"press": "Enter"},
        {"wait": 1.9},
        {"click": "Load more"},
        {"wait": 0.8},
        {"click": "Northwind Bank"},
    ],
    ("vault", "add-login-hilltop"): [
        {"fill": {"target": "Master password", "text": "tangerine-harbour-19"}},
        {"press": "Enter"},
        {"click": "Maybe later"},
        {"click": "New item"},
        {"click": "Login"},
        {"fill": {"target": "Name", "text": "Hilltop Co-op"}},
        {"fill": {"target": "Username or email", "text": "mira.okafor@kitemail.com"}},
        {"fill": {"target": "Password", "text": "Oat&Barley-5512"}},
        {"fill": {"target": "Website", "text": "hilltop.coop"}},
        {"select": {"target": "Folder", "option": "Shopping"}},
        {"click": "Save item"},
        {"wait": 1.0},
        {"hover": "Folders"},
        {"click": "Shopping"},
    ],
    ("vault", "restore-old-forum"): [
        {"fill": {"target": "Master password", "text": "tangerine-harbour-19"}},
        {"press": "Enter"},
        {"click": "Maybe later"},
        {"click": "Trash"},
        {"hover": "Old Forum account"},
        {"click": "Restore Old Forum account"},
        {"wait": 0.4},
    ],
    ("vault", "favourite-riverside"): [
        {"fill": {"target": "Master password", "text": "tangerine-harbour-19"}},
        {"press": "Enter"},
        {"click": "Maybe later"},
        {"click": "Load more"},
        {"wait": 0.8},
        {"hover": "Riverside Tennis Club"},
        {"click": "More actions for Riverside Tennis Club"},
        {"click": "Add to favourites"},
        {"wait": 0.4},
    ],
    ("vault", "add-visa-card"): [
        {"fill": {"target": "Master password", "text": "tangerine-harbour-19"}},
        {"press": "Enter"},
        {"click": "Maybe later"},
        {"click": "New item"},
        {"click": "Payment card"},
        {"fill": {"target": "Name on card", "text": "Mira Okafor"}},
        {"fill": {"target": "Card number", "text": "4242 4242 4242 4242"}},
        {"select": {"target": "Expiry month", "option": "09"}},
        {"select": {"target": "Expiry year", "option": "2028"}},
        {"fill": {"target": "Security code", "text": "123"}},
        {"select": {"target": "Folder", "option": "Banking"}},
        {"click": "Save item"},
        {"wait": 1.0},
        {"click": "Payment cards"},
    ],
    ("vault", "add-amex-card"): [
        {"fill": {"target": "Master password", "text": "tangerine-harbour-19"}},
        {"press": "Enter"},
        {"click": "Maybe later"},
        {"click": "New item"},
        {"click": "Payment card"},
        {"fill": {"target": "Name on card", "text": "Mira Okafor"}},
        {"fill": {"target": "Card number", "text": "3782 822463 10005"}},
        {"select": {"target": "Expiry month", "option": "11"}},
        {"select": {"target": "Expiry year", "option": "2029"}},
        {"fill": {"target": "Security code", "text": "7391"}},
        {"select": {"target": "Folder", "option": "Banking"}},
        {"click": "Save item"},
        {"wait": 1.0},
        {"click": "Payment cards"},
    ],
    ("vault", "generate-pizza-24"): [
        {"fill": {"target": "Master password", "text": "tangerine-harbour-19"}},
        {"press": "Enter"},
        {"click": "Maybe later"},
        {"click": "Load more"},
        {"wait": 0.8},
        {"click": "Pizza Planet"},
        {"click": "Edit"},
        {"click": "Password generator"},
        {"set_range": {"target": "Length", "value": 24}},
        {"click": "Use this password"},
        {"click": "Save item"},
        {"wait": 1.0},
    ],
    ("vault", "move-pizza-shopping"): [
        {"fill": {"target": "Master password", "text": "tangerine-harbour-19"}},
        {"press": "Enter"},
        {"click": "Maybe later"},
        {"click": "Load more"},
        {"wait": 0.8},
        {"hover": "Pizza Planet"},
        {"click": "More actions for Pizza Planet"},
        {"click": "Move to folder…"},
        {"select": {"target": "Folder", "option": "Shopping"}},
        {"click": "Move"},
        {"wait": 0.4},
        {"hover": "Folders"},
        {"click": "Shopping"},
    ],
    ("vault", "search-by-username"): [
        {"fill": {"target": "Master password", "text": "tangerine-harbour-19"}},
        {"press": "Enter"},
        {"click": "Maybe later"},
        {"fill": {"target": "Search vault", "text": "m.okafor@brightwell.io"}},
        {"wait": 0.4},
    ],
    ("vault", "trash-parkway-weak"): [
        {"fill": {"target": "Master password", "text": "tangerine-harbour-19"}},
        {"press": "Enter"},
        {"click": "Maybe later"},
        {"click": "Load more"},
        {"wait": 0.8},
        {"hover": "Parkway Parking"},
        {"click": "More actions for Parkway Parking"},
        {"click": "Move to trash"},
        {"wait": 0.4},
        {"click": "Security check"},
    ],
    # home: the rooms appear after a 1.3-s "Connecting to your hub" spinner; the "What's new" offcanvas panel (with a
    # backdrop) slides in by itself 0.5 s later until "Got it" (not again after a reload)
    ("home", "hall-heating-21-5"): [
        {"click": "Got it"},
        {"click": "Hall"},
        {"click": "Raise target temperature"},
        {"click": "Raise target temperature"},
        {"click": "Raise target temperature"},
        {"wait": 1.2},
        {"select": {"target": "Mode", "option": "Heat"}},
        {"wait": 0.4},
    ],
    ("home", "bedside-30"): [
        {"click": "Got it"},
        {"click": "More rooms"},
        {"click": "Bedroom"},
        {"click": "Options for Bedside lamp"},
        {"click": "Brightness & colour"},
        {"set_range": {"target": "Brightness", "value": 30}},
        {"click": "Apply"},
        {"wait": 0.5},
    ],
    ("home", "garden-lights-weekdays"): [
        {"click": "Got it"},
        {"click": "Schedules"},
        {"click": "Add schedule"},
        {"select": {"target": "Device", "option": "Garden lights"}},
        {"fill": {"target": "Time", "text": "19:30"}},
        {"check": "Mon"},
        {"check": "Tue"},
        {"check": "Wed"},
        {"check": "Thu"},
        {"check": "Fri"},
        {"click": "Save schedule"},
        {"wait": 0.5},
        {"click": "Show all schedules (9)"},
    ],
    ("home", "away-scene"): [
        {"click": "Got it"},
        {"click": "Scenes"},
        {"click": "Run Away"},
        {"click": "Run scene"},
        {"wait": 0.5},
    ],
    ("home", "kitchen-energy-last-week"): [
        {"click": "Got it"},
        {"click": "Energy"},
        {"wait": 1.0},
        {"select": {"target": "Period", "option": "Last week (24–30 Nov)"}},
        {"click": "Kitchen"},
        {"wait": 0.5},
    ],
    ("home", "unlock-back-door"): [
        {"click": "Got it"},
        {"click": "Hall"},
        {"hover": "Back door"},
        {"click": "Unlock"},
        {"click": "Unlock"},
        {"wait": 0.5},
    ],
    ("home", "pause-office-heater-reload"): [
        {"click": "Got it"},
        {"click": "Schedules"},
        {"click": "Show all schedules (8)"},
        {"uncheck": "Schedule Office · Heater plug at 08:30 active"},
        {"wait": 0.5},
        {"goto": "/heldout12/home/index.html"},
        {"wait": 1.8},
        {"click": "Schedules"},
        {"click": "Show all schedules (8)"},
    ],
    ("home", "rename-kettle"): [
        {"click": "Got it"},
        {"click": "Kitchen"},
        {"click": "Options for Kettle plug"},
        {"click": "Rename"},
        {"fill": {"target": "Device name", "text": "Coffee machine"}},
        {"click": "Save name"},
        {"wait": 0.5},
    ],
    ("home", "reading-scene"): [
        {"click": "Got it"},
        {"click": "Scenes"},
        {"click": "New scene"},
        {"fill": {"target": "Scene name", "text": "Reading"}},
        {"check": "Living room · Reading lamp"},
        {"check": "Living room · Ceiling light"},
        {"select": {"target": "What Living room · Ceiling light does", "option": "Turn off"}},
        {"click": "Create scene"},
        {"wait": 0.6},
    ],
    ("home", "desk-lamp-daylight"): [
        {"click": "Got it"},
        {"click": "More rooms"},
        {"click": "Office"},
        {"click": "Options for Desk lamp"},
        {"click": "Brightness & colour"},
        {"set_range": {"target": "Brightness", "value": 100}},
        {"check": "Daylight"},
        {"click": "Apply"},
        {"wait": 0.5},
    ],
    # @@OVERRIDES@@
}

# Seconds a careful human lets the page settle after it loads, where it changes late.
LOAD_SETTLE: dict[str, float] = {"guests": 1.4, "vault": 0.8, "home": 1.6}


# ------------------------------------------------------------------------------------ the fixed build
# For `--fixed`: the repair of every written-in defect (file, old text, new text). With all of them
# applied, every case, pass or fail, must reach its checks on the same path: this shows that each fail
# case's checks fail because of its defect and not because of the path or the checks.
FIXES: list[tuple[str, str, str]] = [
    # guests
    ("guests/app.js", "this.guests.splice(index, 1);", "this.guests.splice(this.guests.indexOf(guest), 1);"),
    ("guests/index.html", 'v-model="rsvpForm.notes"', 'v-model="rsvpForm.diet"'),
    (
        "guests/app.js",
        "/^[\\w.+-]+@[\\w-]+\\.[a-z]{2,}$/i",
        "/^[\\w.+-]+@[\\w-]+(\\.[\\w-]+)*\\.[a-z]{2,}$/i",
    ),
    (
        "guests/app.js",
        "for (const g of this.guests) if (g.meal) c[g.meal]++;",
        "for (const g of this.guests) if (g.rsvp === 'yes' && g.meal) c[g.meal]++;",
    ),
    ("guests/app.js", "return t.seats.length + 1 < t.capacity;", "return t.seats.length < t.capacity;"),
    # vault
    ("vault/app.js", "item.favorite = fav;", "item.favourite = fav;"),
    (
        "vault/app.js",
        "generatePassword({ len: this.gen.length,",
        "generatePassword({ length: this.gen.length,",
    ),
    (
        "vault/app.js",
        "return digitsOnly(f.card.number).length === 16 &&",
        "return /^\\d{15,16}$/.test(digitsOnly(f.card.number)) &&",
    ),
    (
        "vault/app.js",
        "const hay = [item.title, item.type === 'login' ? item.login.website : ''];",
        "const hay = [item.title, item.type === 'login' ? item.login.website : '', item.type === 'login' ? item.login.username : ''];",
    ),
    (
        "vault/app.js",
        "const logins = this.items.filter(i => i.type === 'login');",
        "const logins = this.items.filter(i => i.type === 'login' && !i.trashed);",
    ),
    # home
    (
        "home/app.js",
        "pendingLock = devices.find(x => x.kind === 'lock' && x.room === d.room);",
        "pendingLock = d;",
    ),
    (
        "home/app.js",
        "const s = { ...schedules.find(x => x.id === id) };",
        "const s = schedules.find(x => x.id === id);",
    ),
    (
        "home/app.js",
        "  devices.map(d => (d.id === id ? { ...d, name } : d));",
        "  devices = devices.map(d => (d.id === id ? { ...d, name } : d));",
    ),
    (
        "home/app.js",
        "const actions = $('#scene-form').querySelectorAll('input[name=device]:checked')",
        "const actions = $$('#scene-form input[name=device]:checked')",
    ),
    ("home/app.js", "d.tone = $('input[name=tone]').value;", "d.tone = $('input[name=tone]:checked').value;"),
    # @@FIXES@@
]


if __name__ == "__main__":
    main(ROOT, OVERRIDES, LOAD_SETTLE, FIXES)

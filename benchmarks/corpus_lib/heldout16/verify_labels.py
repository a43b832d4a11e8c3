"""Check the labels of the heldout16 corpus with plain Playwright, independently of diageval.

A copy of heldout14's verify_labels.py with its paths, OVERRIDES, LOAD_SETTLE and FIXES changed; the walking and
checking code is shared, in ../labelcheck.py. When Playwright's own Chromium is missing it launches /usr/lib/chromium/chromium
(Debian), then /usr/bin/chromium, then /usr/bin/chromium-headless-shell. It runs in one process (no pool). The
`hold` step kind is kept but unused. For every case of every suite in benchmarks/corpus_lib/heldout16/ this script
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
    .venv/bin/python benchmarks/corpus_lib/heldout16/verify_labels.py [SUITE_NAME_OR_FILE ...] [--case ID] [-v] [--fixed] [--literal]
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
    # toolshed: the catalogue arrives after a 1-s spinner; a cookie bar covers the bottom of the page 0.3 s later
    # until "Necessary only" (stored, so not again after a reload); twelve tools at a time ("Show more tools");
    # row actions sit in an icon-only dropdown; loans have look-alike "Renew"/"Return" buttons named by aria-label
    ("toolshed", "lend-makita-drill"): [
        {"click": "Necessary only"},
        {"click": "Show more tools"},
        {"click": "Actions for Cordless drill (Makita)"},
        {"click": "Lend out…"},
        {"wait": 0.5},
        {"select": {"target": "Borrower", "option": "Priya Shah"}},
        {"click": "£10"},
        {"check": "Tool checked over with the borrower"},
        {"click": "Lend tool"},
        {"wait": 1.2},
    ],
    ("toolshed", "return-hedge-trimmer-damaged"): [
        {"click": "Necessary only"},
        {"click": "Loans"},
        {"click": "Return Hedge trimmer"},
        {"wait": 0.4},
        {"click": "Damaged"},
        {"fill": {"target": "What is damaged?", "text": "Cracked blade guard"}},
        {"click": "Confirm return"},
        {"wait": 0.6},
    ],
    ("toolshed", "renew-orbital-sander"): [
        {"click": "Necessary only"},
        {"click": "Loans"},
        {"click": "Renew Orbital sander"},
        {"wait": 0.4},
        {"click": "Renew for a week"},
        {"wait": 0.6},
    ],
    ("toolshed", "overdue-loans-only"): [
        {"click": "Necessary only"},
        {"click": "Loans"},
        {"check": "Show overdue loans only"},
        {"wait": 0.3},
    ],
    ("toolshed", "tom-new-phone-number"): [
        {"click": "Necessary only"},
        {"click": "Members"},
        {"click": "Next"},
        {"click": "07700 900318"},
        {"press": "Control+a"},
        {"type": "07911 402786"},
        {"press": "Enter"},
        {"wait": 0.5},
        {"goto": "/heldout16/toolshed/index.html"},
        {"wait": 1.5},
        {"click": "Members"},
        {"click": "Next"},
    ],
    ("toolshed", "new-household-member"): [
        {"click": "Necessary only"},
        {"click": "Members"},
        {"click": "New member"},
        {"wait": 0.4},
        {"fill": {"target": "Full name", "text": "Rosa Lindqvist"}},
        {"fill": {"target": "Email address", "text": "rosa.lindqvist@example.org"}},
        {"click": "Household"},
        {"click": "Add member"},
        {"wait": 0.6},
        {"click": "Next"},
    ],
    ("toolshed", "return-pressure-washer"): [
        {"click": "Necessary only"},
        {"click": "Loans"},
        {"click": "Return Pressure washer"},
        {"wait": 0.4},
        {"click": "Good"},
        {"click": "Confirm return"},
        {"wait": 0.6},
    ],
    ("toolshed", "lend-carpet-cleaner-fortnight"): [
        {"click": "Necessary only"},
        {"click": "Actions for Carpet cleaner"},
        {"click": "Lend out…"},
        {"wait": 0.5},
        {"select": {"target": "Borrower", "option": "Ben Carter"}},
        {"fill": {"target": "Due back", "text": "2026-03-26"}},
        {"click": "None"},
        {"check": "Tool checked over with the borrower"},
        {"click": "Lend tool"},
        {"wait": 1.2},
        {"click": "Loans"},
    ],
    ("toolshed", "new-member-marek"): [
        {"click": "Necessary only"},
        {"click": "Members"},
        {"click": "New member"},
        {"wait": 0.4},
        {"fill": {"target": "Full name", "text": "Marek Nowak"}},
        {"fill": {"target": "Email address", "text": "marek.nowak@example.org"}},
        {"click": "Add member"},
        {"wait": 0.6},
        {"goto": "/heldout16/toolshed/index.html"},
        {"wait": 1.5},
        {"click": "Members"},
        {"click": "Next"},
    ],
    ("toolshed", "retire-wallpaper-steamer"): [
        {"click": "Necessary only"},
        {"click": "Actions for Wallpaper steamer"},
        {"click": "Retire tool…"},
        {"wait": 0.4},
        {"select": {"target": "Reason", "option": "Broken beyond repair"}},
        {"click": "Retire tool"},
        {"wait": 0.6},
        {"goto": "/heldout16/toolshed/index.html"},
        {"wait": 1.5},
    ],
    # brewery: the log arrives after 1.2 s of skeletons; the "What's new" dialog (native <dialog>) opens by itself
    # 0.8 s later, once a session, until "Got it"; eight batches a page; row actions sit in an icon-only menu;
    # a batch opens in a side drawer (a native <dialog>); the wizard's radio boxes are named by their whole label
    ("brewery", "brew-harbour-pale"): [
        {"click": "Got it"},
        {"click": "Brew a new batch"},
        {"check": "Harbour Pale · Pale ale · OG 1.048"},
        {"click": "Next"},
        {"fill": {"target": "Volume into the fermenter (litres)", "text": "950"}},
        {"click": "Next"},
        {"check": "FV3 · 1,000 L · ready"},
        {"click": "Next"},
        {"click": "Start batch"},
        {"wait": 1.2},
    ],
    ("brewery", "rye-porter-gravity"): [
        {"click": "Got it"},
        {"click": "B-212"},
        {"click": "Add a reading"},
        {"fill": {"target": "Specific gravity", "text": "1.014"}},
        {"click": "Save reading"},
        {"wait": 0.4},
    ],
    ("brewery", "packaged-harbour-pale"): [
        {"click": "Got it"},
        {"click": "Filters"},
        {"click": "Packaged"},
        {"select": {"target": "Beer", "option": "Harbour Pale"}},
        {"wait": 0.3},
    ],
    ("brewery", "bottle-copper-bitter"): [
        {"click": "Got it"},
        {"click": "More actions for B-209"},
        {"click": "Package…"},
        {"click": "Bottles"},
        {"select": {"target": "Bottle size", "option": "330 ml"}},
        {"fill": {"target": "How many", "text": "3100"}},
        {"click": "Package batch"},
        {"wait": 0.4},
        {"click": "Tanks"},
    ],
    ("brewery", "transfer-rye-porter"): [
        {"click": "Got it"},
        {"click": "More actions for B-212"},
        {"click": "Transfer to bright tank…"},
        {"check": "BT2 · 1,000 L · ready"},
        {"click": "Transfer"},
        {"wait": 0.4},
        {"click": "Tanks"},
    ],
    ("brewery", "clean-fv4"): [
        {"click": "Got it"},
        {"click": "Tanks"},
        {"click": "Mark as clean"},
        {"check": "Caustic wash, rinse and sanitiser done"},
        {"click": "Tank is clean"},
        {"wait": 0.4},
    ],
    ("brewery", "keg-saison"): [
        {"click": "Got it"},
        {"click": "More actions for B-213"},
        {"click": "Package…"},
        {"click": "Kegs"},
        {"fill": {"target": "How many", "text": "25"}},
        {"click": "Package batch"},
        {"wait": 0.4},
    ],
    ("brewery", "oat-stout-litres"): [
        {"click": "Got it"},
        {"click": "Brew a new batch"},
        {"check": "Oat Stout · Stout · OG 1.056"},
        {"click": "Next"},
        {"fill": {"target": "Volume into the fermenter (litres)", "text": "800"}},
        {"click": "Next"},
        {"check": "FV3 · 1,000 L · ready"},
        {"click": "Next"},
        {"click": "Start batch"},
        {"wait": 1.2},
    ],
    ("brewery", "harbour-pale-reading"): [
        {"click": "Got it"},
        {"click": "B-214"},
        {"click": "Add a reading"},
        {"fill": {"target": "Specific gravity", "text": "1.015"}},
        {"fill": {"target": "Temperature (°C)", "text": "18"}},
        {"click": "Save reading"},
        {"wait": 0.4},
    ],
    ("brewery", "rye-porter-b204-notes"): [
        {"click": "Got it"},
        {"click": "Page 2"},
        {"click": "B-204"},
        {"click": "Edit notes"},
        {"fill": {"target": "Batch notes", "text": "Smooth, a touch of smoke; best porter so far"}},
        {"click": "Save notes"},
        {"wait": 0.4},
        {"goto": "/heldout16/brewery/index.html"},
        {"wait": 1.6},
        {"click": "Page 2"},
        {"click": "B-204"},
    ],
    # sailing: the fleet arrives after 0.8 s of placeholders; the "Tides and weather" notice opens by itself 1.1 s
    # after loading (once a session) until "Understood"; the booking panel's boat and crew pickers are Tom Selects
    # (the boat options are named "<boat> · <class>"); upcoming bookings sit below the fold in collapsed day groups,
    # and a booking's icon buttons show only while its row is hovered
    ("sailing", "book-sprite-sunday"): [
        {"click": "Understood"},
        {"click": "Book a boat"},
        {"wait": 0.4},
        {"select": {"target": "Boat", "option": "Sprite · Laser"}},
        {"fill": {"target": "Day", "text": "2026-07-12"}},
        {"click": "Morning"},
        {"fill": {"target": "Membership number", "text": "4471"}},
        {"click": "Book boat"},
        {"wait": 1.2},
    ],
    ("sailing", "gannet-saturday-afternoon"): [
        {"click": "Understood"},
        {"click": "Book a boat"},
        {"wait": 0.4},
        {"select": {"target": "Boat", "option": "Gannet · Wayfarer"}},
        {"fill": {"target": "Day", "text": "2026-07-18"}},
        {"click": "Afternoon"},
        {"fill": {"target": "Membership number", "text": "3902"}},
        {"click": "Book boat"},
        {"wait": 1.2},
    ],
    ("sailing", "cancel-wren-tuesday"): [
        {"click": "Understood"},
        {"click": "Tue 14 Jul · 1 booking"},
        {"hover": "BK-305"},
        {"click": "Cancel booking BK-305"},
        {"click": "Yes, cancel it"},
        {"wait": 0.5},
        {"goto": "/heldout16/sailing/index.html"},
        {"wait": 1.5},
    ],
    ("sailing", "undo-curlew-cancel"): [
        {"click": "Understood"},
        {"click": "Wed 15 Jul · 1 booking"},
        {"hover": "BK-306"},
        {"click": "Cancel booking BK-306"},
        {"click": "Yes, cancel it"},
        {"click": "Undo"},
        {"wait": 0.5},
        {"goto": "/heldout16/sailing/index.html"},
        {"wait": 1.5},
    ],
    ("sailing", "osprey-keelboat-crew"): [
        {"click": "Understood"},
        {"click": "Book a boat"},
        {"wait": 0.4},
        {"select": {"target": "Boat", "option": "Osprey · Hawk 20 keelboat"}},
        {"fill": {"target": "Day", "text": "2026-07-25"}},
        {"click": "Morning"},
        {"fill": {"target": "Membership number", "text": "1502"}},
        {"select": {"target": "Skipper's qualification", "option": "RYA Keelboat Level 2"}},
        {"select": {"target": "Crew (optional)", "option": "Jo Hale"}},
        {"select": {"target": "Crew (optional)", "option": "Owen Pryce"}},
        {"click": "Book boat"},
        {"wait": 1.2},
    ],
    ("sailing", "kestrel-out-of-service"): [
        {"click": "Understood"},
        {"hover": "Kestrel"},
        {"click": "Report a problem with Kestrel"},
        {"fill": {"target": "What's wrong with it?", "text": "Centreboard jammed"}},
        {"click": "Take out of service"},
        {"wait": 0.5},
        {"goto": "/heldout16/sailing/index.html"},
        {"wait": 1.5},
    ],
    ("sailing", "move-tern-afternoon"): [
        {"click": "Understood"},
        {"click": "Sun 12 Jul · 3 bookings"},
        {"hover": "BK-303"},
        {"click": "Change booking BK-303"},
        {"wait": 0.4},
        {"click": "Afternoon"},
        {"click": "Save changes"},
        {"wait": 1.2},
    ],
    ("sailing", "curlew-tonight-0472"): [
        {"click": "Understood"},
        {"click": "Book a boat"},
        {"wait": 0.4},
        {"select": {"target": "Boat", "option": "Curlew · Wayfarer"}},
        {"click": "Evening"},
        {"fill": {"target": "Membership number", "text": "0472"}},
        {"click": "Book boat"},
        {"wait": 1.2},
    ],
    ("sailing", "puffin-back-in-service"): [
        {"click": "Understood"},
        {"click": "Back in service"},
        {"wait": 0.5},
        {"goto": "/heldout16/sailing/index.html"},
        {"wait": 1.5},
    ],
    ("sailing", "wren-guest-crew"): [
        {"click": "Understood"},
        {"click": "Book a boat"},
        {"wait": 0.4},
        {"select": {"target": "Boat", "option": "Wren · RS Feva"}},
        {"fill": {"target": "Day", "text": "2026-07-22"}},
        {"click": "Afternoon"},
        {"fill": {"target": "Membership number", "text": "2871"}},
        {"select": {"target": "Crew (optional)", "option": "Mark Ellis"}},
        {"click": "Crew (optional)"},
        {"type": "Ana Ruiz"},
        {"click": "Add guest Ana Ruiz…"},
        {"click": "Book boat"},
        {"wait": 1.2},
    ],
}

# Seconds a careful human lets the page settle after it loads, where it changes late.
LOAD_SETTLE: dict[str, float] = {"toolshed": 1.7, "brewery": 1.5, "sailing": 1.5}


# ------------------------------------------------------------------------------------ the fixed build
# For `--fixed`: the repair of every written-in defect (file, old text, new text). With all of them
# applied, every case, pass or fail, must reach its checks on the same path: this shows that each fail
# case's checks fail because of its defect and not because of the path or the checks.
FIXES: list[tuple[str, str, str]] = [
    # toolshed
    (
        "toolshed/app.js",
        "tool.status = ret.condition === 'damage' ? 'repair' : 'available';",
        "tool.status = ret.condition === 'damaged' ? 'repair' : 'available';",
    ),
    (
        "toolshed/app.js",
        "isOverdue(l) { return l.due <= TODAY; },",
        "isOverdue(l) { return l.due < TODAY; },",
    ),
    ("toolshed/app.js", "type: f.kind || 'Individual',", "type: f.type || 'Individual',"),
    ("toolshed/app.js", "due: f.due || addDays(TODAY, 7),", "due: f.dueBack || addDays(TODAY, 7),"),
    (
        "toolshed/app.js",
        "else if (t.status !== 'repair') t.status = 'available';",
        "else if (t.status === 'loan') t.status = 'available';",
    ),
    # brewery
    ("brewery/app.js", "this.panel.readings.unshift(r);", "this.panel.readings.push(r);"),
    (
        "brewery/app.js",
        "const tank = this.tanks.find(t => t.id === b.fermenter);",
        "const tank = this.tanks.find(t => t.id === b.tank);",
    ),
    ("brewery/app.js", "const t = this.tanks[this.cleanIdx];", "const t = this.dirtyTanks[this.cleanIdx];"),
    ("brewery/app.js", "brewed: w.brewed, volume: w.volume,", "brewed: w.brewed, volume: Number(w.volume),"),
    ("brewery/app.js", "this.panel = { ...b };", "this.panel = b;"),
    # sailing
    (
        "sailing/app.js",
        "b.id !== this.editId && b.boat === f.boat && b.date === f.date);",
        "b.id !== this.editId && b.boat === f.boat && b.date === f.date && b.session === f.session);",
    ),
    (
        "sailing/app.js",
        "      store.bookings.splice(at, 0, bk);\n      store.changed();\n",
        "      store.bookings.splice(at, 0, bk);\n      store.save(); store.changed();\n",
    ),
    (
        "sailing/app.js",
        "    this.close();\n    boat.status = 'out';\n    boat.problem = this.text.value.trim();\n",
        "    boat.status = 'out';\n    boat.problem = this.text.value.trim();\n    this.close();\n",
    ),
    ("sailing/app.js", "member: String(parseInt(f.member, 10)),", "member: f.member.trim(),"),
    (
        "sailing/app.js",
        "crew: f.crew.map(v => MEMBER_BY_NO[v]?.name).filter(Boolean),",
        "crew: f.crew.map(v => MEMBER_BY_NO[v]?.name || v),",
    ),
]


if __name__ == "__main__":
    main(ROOT, OVERRIDES, LOAD_SETTLE, FIXES)

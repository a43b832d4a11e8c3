"""Check the labels of the heldout13 corpus with plain Playwright, independently of diageval.

A copy of heldout11's verify_labels.py with its paths, OVERRIDES, LOAD_SETTLE and FIXES changed; the walking and
checking code is shared, in ../labelcheck.py. When Playwright's own Chromium is missing it launches /usr/lib/chromium/chromium
(Debian), then /usr/bin/chromium, then /usr/bin/chromium-headless-shell. It runs in one process (no pool). The
`hold` step kind is kept but unused. For every case of every suite in benchmarks/corpus_lib/heldout13/ this script
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
repaired (FIXES below, one small edit each): there every case, pass or fail, must reach its checks. This shows
that a fail case misses its checks because of its defect, not because of its path or its checks. `--literal` walks each case's own steps, ignoring OVERRIDES, and only
reports which cases then reach their checks.

Usage (a manual tool, not part of the test suite):
    npm ci --prefix benchmarks/corpus_lib
    .venv/bin/python benchmarks/corpus_lib/heldout13/verify_labels.py [SUITE_NAME_OR_FILE ...] [--case ID] [-v] [--fixed] [--literal]
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
    # claim: the claims come after a 1.1-s spinner; the "Storm Bert" notice opens by itself at 1.5 s (once a session)
    # and covers the page until "Got it"; a cookie bar covers the bottom of the page until answered; hovering a claim's
    # title first makes the same claim's "View claim" / "⋯" button the nearest
    ("claim", "kitchen-leak-claim"): [
        {"click": "Got it"},
        {"click": "Accept all"},
        {"click": "Make a claim"},
        {"select": {"target": "What caused the damage?", "option": "Escape of water"}},
        {"fill": {"target": "When did it happen?", "text": "2025-11-20"}},
        {"fill": {"target": "Which room or area?", "text": "Kitchen"}},
        {"fill": {"target": "Tell us what happened", "text": "The washing machine hose split"}},
        {"click": "Continue"},
        {"fill": {"target": "Item", "text": "Laminate flooring"}},
        {"fill": {"target": "Cost each (£)", "text": "640"}},
        {"click": "Add this item"},
        {"fill": {"target": "Item", "text": "Kitchen base unit"}},
        {"fill": {"target": "How many", "text": "2"}},
        {"fill": {"target": "Cost each (£)", "text": "90"}},
        {"click": "Add this item"},
        {"click": "Continue"},
        {"check": "I confirm that what I have told you is true and complete"},
        {"click": "Send claim"},
        {"wait": 1.5},
        {"click": "My claims"},
    ],
    ("claim", "patio-door-today"): [
        {"click": "Got it"},
        {"click": "Accept all"},
        {"click": "Make a claim"},
        {"select": {"target": "What caused the damage?", "option": "Accidental damage"}},
        {"fill": {"target": "When did it happen?", "text": "2025-11-24"}},
        {"fill": {"target": "Which room or area?", "text": "Living room"}},
        {"fill": {"target": "Tell us what happened", "text": "A football cracked the patio door pane"}},
        {"click": "Continue"},
        {"fill": {"target": "Item", "text": "Patio door pane"}},
        {"fill": {"target": "Cost each (£)", "text": "380"}},
        {"click": "Add this item"},
        {"click": "Continue"},
        {"check": "I confirm that what I have told you is true and complete"},
        {"click": "Send claim"},
        {"wait": 1.5},
        {"click": "My claims"},
    ],
    ("claim", "withdraw-fence"): [
        {"click": "Got it"},
        {"click": "More actions for Garden fence blown down"},
        {"click": "Withdraw claim"},
        {"click": "Withdraw"},
    ],
    ("claim", "fence-panels-item"): [
        {"click": "Got it"},
        {"click": "More actions for Garden fence blown down"},
        {"click": "Add a damaged item"},
        {"fill": {"target": "What was damaged?", "text": "Fence panel"}},
        {"fill": {"target": "How many", "text": "3"}},
        {"fill": {"target": "Cost each (£)", "text": "45"}},
        {"click": "Add item"},
        {"wait": 0.9},
    ],
    ("claim", "bank-details-reload"): [
        {"click": "Got it"},
        {"click": "Accept all"},
        {"click": "My details"},
        {"click": "Add a bank account"},
        {"fill": {"target": "Name on the account", "text": "S Okonjo"}},
        {"fill": {"target": "Sort code", "text": "20-45-77"}},
        {"fill": {"target": "Account number", "text": "41224821"}},
        {"click": "Save bank details"},
        {"wait": 1.2},
        {"goto": "/heldout13/claim/index.html"},
        {"wait": 1.8},
        {"click": "My details"},
    ],
    ("claim", "phone-evenings-reload"): [
        {"click": "Got it"},
        {"click": "Accept all"},
        {"click": "My details"},
        {"click": "Edit"},
        {"fill": {"target": "Phone number", "text": "07700 900777"}},
        {"select": {"target": "Best time to call", "option": "Evenings"}},
        {"click": "Save contact details"},
        {"wait": 1.0},
        {"goto": "/heldout13/claim/index.html"},
        {"wait": 1.8},
        {"click": "My details"},
    ],
    ("claim", "message-burst-pipe"): [
        {"click": "Got it"},
        {"hover": "Burst pipe under sink"},
        {"click": "View claim"},
        {"click": "Messages (1)"},
        {"fill": {"target": "Message to your claim handler", "text": "The plumber can come back on Friday."}},
        {"click": "Send message"},
        {"wait": 1.0},
    ],
    ("claim", "accept-storm-offer"): [
        {"click": "Got it"},
        {"hover": "Storm damage to roof"},
        {"click": "View claim"},
        {"click": "Accept offer"},
        {"click": "Yes, accept"},
        {"wait": 0.5},
    ],
    ("claim", "assessor-thursday-pm"): [
        {"click": "Got it"},
        {"hover": "Burst pipe under sink"},
        {"click": "View claim"},
        {"click": "Show more dates"},
        {"click": "Thu 27 Nov, 1pm–5pm"},
        {"click": "Confirm visit"},
        {"wait": 1.1},
    ],
    ("claim", "open-claims-filter"): [
        {"click": "Got it"},
        {"select": {"target": "Show", "option": "Open claims"}},
    ],
    # busroutes: the routes come after a 1-s spinner; the road-closure notice (static backdrop) opens by itself at
    # 1.3 s, once a session, until "OK, understood"; pupils ten at a time ("Show more pupils"); the stop buttons show
    # only on the hovered row
    ("busroutes", "isla-to-mill-pond"): [
        {"click": "OK, understood"},
        {"click": "Pupils"},
        {"click": "Show more pupils"},
        {"click": "Actions for Isla Moreno"},
        {"click": "Change stop"},
        {"select": {"target": "New stop", "option": "Route B · Mill Pond"}},
        {"click": "Save"},
        {"wait": 1.2},
    ],
    ("busroutes", "orchard-close-stop"): [
        {"click": "OK, understood"},
        {"hover": "Route C · Old Quarry Lane"},
        {"click": "Add a stop"},
        {"fill": {"target": "Stop name", "text": "Orchard Close"}},
        {"fill": {"target": "Pick-up time", "text": "08:00"}},
        {"click": "Add stop"},
    ],
    ("busroutes", "zara-absent"): [
        {"click": "OK, understood"},
        {"click": "Pupils"},
        {"click": "Show more pupils"},
        {"click": "Show more pupils"},
        {"click": "Actions for Zara Whitfield"},
        {"click": "Mark absent tomorrow"},
        {"click": "Yes, mark absent"},
    ],
    ("busroutes", "linden-before-beech"): [
        {"click": "OK, understood"},
        {"hover": "Beech Avenue"},
        {"click": "Move Beech Avenue down"},
    ],
    ("busroutes", "dev-drives-route-b"): [
        {"click": "OK, understood"},
        {"click": "Drivers"},
        {"select": {"target": "Driver for Route B (Millbrook)", "option": "Dev Brennan"}},
        {"click": "Save drivers"},
        {"wait": 1.2},
        {"goto": "/heldout13/busroutes/index.html"},
        {"wait": 1.6},
    ],
    ("busroutes", "remove-beech-avenue"): [
        {"click": "OK, understood"},
        {"hover": "Beech Avenue"},
        {"click": "Remove Beech Avenue"},
        {"click": "Remove stop"},
    ],
    ("busroutes", "crossways-time-reload"): [
        {"click": "OK, understood"},
        {"hover": "Crossways"},
        {"click": "Change time for Crossways"},
        {"fill": {"target": "New pick-up time", "text": "08:02"}},
        {"click": "Save time"},
        {"wait": 0.6},
        {"goto": "/heldout13/busroutes/index.html"},
        {"wait": 1.6},
    ],
    ("busroutes", "ollie-absent-count"): [
        {"click": "OK, understood"},
        {"click": "Pupils"},
        {"click": "Show more pupils"},
        {"click": "Show more pupils"},
        {"click": "Actions for Ollie Young"},
        {"click": "Mark absent tomorrow"},
        {"click": "Yes, mark absent"},
        {"click": "Routes"},
    ],
    ("busroutes", "message-route-b-parents"): [
        {"click": "OK, understood"},
        {"hover": "Route B · Millbrook"},
        {"click": "Message parents"},
        {"fill": {"target": "Message", "text": "Thursday pick-up is at the Station Road car park."}},
        {"click": "Send to 7 families"},
        {"wait": 1.3},
    ],
    ("busroutes", "okafor-search"): [
        {"click": "OK, understood"},
        {"click": "Pupils"},
        {"fill": {"target": "Find a pupil", "text": "Okafor"}},
    ],
    # petsit: the sitters come after 1.2 s of skeletons; the "Winter offer" dialog opens by itself at 1.5 s, once a
    # session, until "No thanks"; six sitters at a time ("Show more sitters"); hovering a sitter's name first makes
    # the same card's "View profile" the nearest
    ("petsit", "tom-three-walks"): [
        {"click": "No thanks"},
        {"hover": "Tom Achebe"},
        {"click": "View profile"},
        {"click": "Request a booking"},
        {"select": {"target": "Which pet?", "option": "Biscuit (Dog)"}},
        {"click": "Dog walking (£12.00 a walk)"},
        {"fill": {"target": "First day", "text": "2025-12-01"}},
        {"fill": {"target": "Number of walks", "text": "3"}},
        {"click": "Send request"},
        {"wait": 1.4},
        {"click": "My requests"},
    ],
    ("petsit", "maya-overnight-three-nights"): [
        {"click": "No thanks"},
        {"hover": "Maya Lindqvist"},
        {"click": "View profile"},
        {"click": "Request a booking"},
        {"select": {"target": "Which pet?", "option": "Biscuit (Dog)"}},
        {"click": "Overnight stay (£38.00 a night)"},
        {"fill": {"target": "Drop-off day", "text": "2025-12-19"}},
        {"fill": {"target": "Pick-up day", "text": "2025-12-22"}},
        {"click": "Send request"},
        {"wait": 1.4},
        {"click": "My requests"},
    ],
    ("petsit", "maya-favourite-reload"): [
        {"click": "No thanks"},
        {"select": {"target": "Service", "option": "Overnight stay"}},
        {"click": "Save Maya Lindqvist to favourites"},
        {"wait": 0.4},
        {"goto": "/heldout13/petsit/index.html"},
        {"wait": 1.8},
        {"click": "Favourites"},
    ],
    ("petsit", "unfavourite-ben"): [
        {"click": "No thanks"},
        {"click": "Favourites"},
        {"hover": "Ben Holloway"},
        {"click": "Remove"},
    ],
    ("petsit", "cancel-lucia-request"): [
        {"click": "No thanks"},
        {"click": "My requests"},
        {"click": "Options for your request with Lucia Ferraro"},
        {"click": "Cancel request"},
        {"click": "Yes, cancel it"},
    ],
    ("petsit", "message-tom-lead"): [
        {"click": "No thanks"},
        {"click": "My requests"},
        {"click": "Options for your request with Tom Achebe"},
        {"click": "Message Tom"},
        {"fill": {"target": "Your message", "text": "Biscuit pulls on the lead near the park."}},
        {"click": "Send"},
    ],
    ("petsit", "pepper-rabbit-reload"): [
        {"click": "No thanks"},
        {"click": "My pets"},
        {"click": "Add a pet"},
        {"fill": {"target": "Pet's name", "text": "Pepper"}},
        {"select": {"target": "Type of animal", "option": "Rabbit"}},
        {"fill": {"target": "Age (years)", "text": "2"}},
        {"click": "Save pet"},
        {"wait": 0.4},
        {"goto": "/heldout13/petsit/index.html"},
        {"wait": 1.8},
        {"click": "My pets"},
    ],
    ("petsit", "riverside-eleven-pounds"): [
        {"click": "No thanks"},
        {"fill": {"target": "Where?", "text": "Riverside"}},
        {"set_range": {"target": "Max price (£ per walk, visit or night)", "value": 11}},
    ],
    ("petsit", "grace-home-visits"): [
        {"click": "No thanks"},
        {"click": "Show more sitters"},
        {"hover": "Grace Owusu"},
        {"click": "View profile"},
        {"click": "Request a booking"},
        {"select": {"target": "Which pet?", "option": "Miso (Cat)"}},
        {"click": "Home visits (£12.00 a visit)"},
        {"fill": {"target": "First day", "text": "2025-12-06"}},
        {"fill": {"target": "Number of visits", "text": "2"}},
        {"click": "Send request"},
        {"wait": 1.4},
        {"click": "My requests"},
    ],
    ("petsit", "home-visits-filter"): [
        {"click": "No thanks"},
        {"select": {"target": "Service", "option": "Home visits"}},
    ],
    # @@OVERRIDES@@
}

# Seconds a careful human lets the page settle after it loads, where it changes late.
LOAD_SETTLE: dict[str, float] = {"claim": 1.8, "busroutes": 1.6, "petsit": 1.8}


# ------------------------------------------------------------------------------------ the fixed build
# For `--fixed`: the repair of every written-in defect (file, old text, new text). With all of them
# applied, every case, pass or fail, must reach its checks on the same path: this shows that each fail
# case's checks fail because of its defect and not because of the path or the checks.
FIXES: list[tuple[str, str, str]] = [
    # claim
    ("claim/app.js", "if (this.wiz.date >= SEED.today)", "if (this.wiz.date > SEED.today)"),
    ("claim/app.js", "const c = this.claims[this.itemFor];", "const c = this.shownClaims[this.itemFor];"),
    ("claim/app.js", "localStorage.setItem('hl-contacts',", "localStorage.setItem('hl-contact',"),
    ("claim/app.js", "this.$refs.offerPanel.classList", "this.$refs.offerBox.classList"),
    ("claim/app.js", "'Assessor visit required'", "'Assessor visit needed'"),
    # busroutes
    (
        "busroutes/app.js",
        "const gone = route.stops.splice(n, 1)[0];",
        "const gone = route.stops.splice(n - 1, 1)[0];",
    ),
    (
        "busroutes/app.js",
        "route.stops.sort((a, b) => a.time.localeCompare(b.time));\n",
        "route.stops.sort((a, b) => a.time.localeCompare(b.time));\n      this.persist();\n",
    ),
    ("busroutes/app.js", "filter(p => !p.absentTomorrow)", "filter(p => !p.absent)"),
    ("busroutes/index.html", '@click="sendNotice()"', '@click="sendMessage()"'),
    (
        "busroutes/app.js",
        "`${p.first} ${p.last}`.toLowerCase().startsWith(q)",
        "`${p.first} ${p.last}`.toLowerCase().includes(q)",
    ),
    # petsit
    ("petsit/app.js", "/ DAY) + 1;", "/ DAY);"),
    (
        "petsit/app.js",
        "this.favs = this.favs.filter((_, k) => k !== i);",
        "this.favs = this.favs.filter(id => id !== list[i].id);",
    ),
    (
        "petsit/app.js",
        "const r = this.requests.find(x => x.id === this.msgFor);",
        "const r = this.requests.find(x => x.id === this.msgFor.id);",
    ),
    (
        "petsit/app.js",
        "    localStorage.setItem('pawshare-pets', JSON.stringify(this.pets));\n    this.pets = [...this.pets, pet];\n",
        "    this.pets = [...this.pets, pet];\n    localStorage.setItem('pawshare-pets', JSON.stringify(this.pets));\n",
    ),
    (
        "petsit/app.js",
        "Object.keys(s.prices).indexOf(this.service) > 0",
        "Object.keys(s.prices).indexOf(this.service) >= 0",
    ),
    # @@FIXES@@
]


if __name__ == "__main__":
    main(ROOT, OVERRIDES, LOAD_SETTLE, FIXES)

"""Check the labels of the heldout14 corpus with plain Playwright, independently of diageval.

A copy of heldout12's verify_labels.py with its paths, OVERRIDES, LOAD_SETTLE and FIXES changed; the walking and
checking code is shared, in ../labelcheck.py. When Playwright's own Chromium is missing it launches /usr/lib/chromium/chromium
(Debian), then /usr/bin/chromium, then /usr/bin/chromium-headless-shell. It runs in one process (no pool). The
`hold` step kind is kept but unused. For every case of every suite in benchmarks/corpus_lib/heldout14/ this script
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
    .venv/bin/python benchmarks/corpus_lib/heldout14/verify_labels.py [SUITE_NAME_OR_FILE ...] [--case ID] [-v] [--fixed] [--literal]
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
    # lostfound: the register arrives after a 1-s progress bar; the "Handover from the early shift" dialog
    # opens by itself 0.6 s later (once a session) until "Mark as read"; ten items a page, newest first; a
    # row's "Actions for ..." menu button shows only while the row is hovered
    ("lostfound", "log-navy-rucksack"): [
        {"click": "Mark as read"},
        {"click": "Log found item"},
        {"fill": {"target": "Description", "text": "Navy rucksack with a water bottle"}},
        {"select": {"target": "Category", "option": "Bags & luggage"}},
        {"select": {"target": "Found at", "option": "Otterby"}},
        {"select": {"target": "Shelf", "option": "B3"}},
        {"click": "Log item"},
        {"wait": 1.0},
    ],
    ("lostfound", "hand-over-earbuds"): [
        {"click": "Mark as read"},
        {"click": "Page 2"},
        {"hover": "LP-0358"},
        {"click": "Actions for LP-0358"},
        {"click": "Hand over to owner"},
        {"fill": {"target": "Owner's name", "text": "Daniel Osei"}},
        {"select": {"target": "ID checked", "option": "Passport"}},
        {"check": "The owner described the item correctly"},
        {"click": "Confirm hand-over"},
        {"wait": 1.0},
        {"click": "Filters"},
        {"select": {"target": "Status", "option": "Returned"}},
    ],
    ("lostfound", "match-helen-umbrella"): [
        {"click": "Mark as read"},
        {"click": "Claims"},
        {"hover": "Helen Marsh"},
        {"click": "Find a match"},
        {"select": {"target": "Found item", "option": "LP-0362"}},
        {"click": "Match and notify claimant"},
        {"wait": 1.0},
        {"click": "Matched (3)"},
    ],
    ("lostfound", "record-claim-farah"): [
        {"click": "Mark as read"},
        {"click": "Claims"},
        {"click": "Record a claim"},
        {"fill": {"target": "Claimant's name", "text": "Farah Haddad"}},
        {"fill": {"target": "Phone or email", "text": "07700 900871"}},
        {"fill": {"target": "Date lost", "text": "2026-04-13"}},
        {"select": {"target": "Item type", "option": "Phones & electronics"}},
        {"fill": {"target": "What did they lose?", "text": "Black Samsung phone in a red case"}},
        {"fill": {"target": "Journey (optional)", "text": "Ashcombe → Linden Parkway"}},
        {"click": "Save claim"},
        {"wait": 1.0},
    ],
    ("lostfound", "filter-keys-millbrook"): [
        {"click": "Mark as read"},
        {"click": "Filters"},
        {"select": {"target": "Categories", "option": "Keys"}},
        {"select": {"target": "Found at", "option": "Millbrook"}},
        {"wait": 0.5},
    ],
    ("lostfound", "log-gold-ring-valuable"): [
        {"click": "Mark as read"},
        {"click": "Log found item"},
        {"fill": {"target": "Description", "text": "Gold wedding ring"}},
        {"select": {"target": "Category", "option": "Jewellery & watches"}},
        {"select": {"target": "Found at", "option": "Otterby"}},
        {"check": "Valuable item (cash, cards, jewellery, phones and other electronics)"},
        {"fill": {"target": "Sealed bag number", "text": "SB-20420"}},
        {"click": "Log item"},
        {"wait": 1.0},
        {"click": "LP-0409"},
    ],
    ("lostfound", "filter-umbrellas-and-clothing"): [
        {"click": "Mark as read"},
        {"click": "Filters"},
        {"select": {"target": "Categories", "option": "Umbrellas"}},
        {"select": {"target": "Categories", "option": "Clothing"}},
        {"wait": 0.5},
    ],
    ("lostfound", "dispose-90-days"): [
        {"click": "Mark as read"},
        {"click": "Disposal"},
        {"check": "Select all items due for disposal"},
        {"select": {"target": "Send to", "option": "Linden Hospice shop"}},
        {"click": "Send selected to charity"},
        {"click": "Yes, send them"},
        {"wait": 1.0},
        {"click": "Register"},
        {"click": "Filters"},
        {"select": {"target": "Status", "option": "Any status"}},
        {"fill": {"target": "Search the register", "text": "LP-031"}},
        {"wait": 0.6},
    ],
    ("lostfound", "kasia-collects-rucksack"): [
        {"click": "Mark as read"},
        {"click": "Claims"},
        {"click": "Matched (2)"},
        {"hover": "Kasia Nowicka"},
        {"click": "Owner collected"},
        {"select": {"target": "ID checked", "option": "National ID card"}},
        {"check": "The owner described the item correctly"},
        {"click": "Confirm hand-over"},
        {"wait": 1.0},
        {"click": "Closed (3)"},
    ],
    ("lostfound", "move-tote-bag-reload"): [
        {"click": "Mark as read"},
        {"hover": "LP-0390"},
        {"click": "Actions for LP-0390"},
        {"click": "Move to another shelf"},
        {"select": {"target": "New shelf", "option": "B4"}},
        {"click": "Move item"},
        {"wait": 0.5},
        {"goto": "/heldout14/lostfound/index.html"},
        {"wait": 1.4},
    ],
    # apiary: the hives arrive after a 1.2-s spinner; the "Swarm season" dialog opens by itself 0.8 s later
    # (once a session) until "Dismiss" (then fades out); the Heath Lane apiary is a collapsed section; the
    # temper is a star rating (a click in its middle gives 3 stars, then the arrow keys)
    ("apiary", "inspect-hive-5"): [
        {"click": "Dismiss"},
        {"wait": 0.5},
        {"click": "Heath Lane apiary · 5 hives"},
        {"hover": "Hive 5 · Gorse"},
        {"click": "Log inspection"},
        {"check": "Queen seen"},
        {"check": "Eggs or young larvae seen"},
        {"click": "More frames of brood"},
        {"click": "More frames of brood"},
        {"click": "Adequate"},
        {"click": "Temper (5 = very calm)"},
        {"press": "ArrowRight"},
        {"click": "Save inspection"},
        {"wait": 1.2},
    ],
    ("apiary", "move-hive-3-heath"): [
        {"click": "Dismiss"},
        {"wait": 0.5},
        {"click": "More actions for Hive 3 · Heather"},
        {"click": "Move to another apiary…"},
        {"select": {"target": "Move to", "option": "Heath Lane (5 of 8 stands used)"}},
        {"click": "Move hive"},
        {"wait": 0.6},
    ],
    ("apiary", "requeen-hive-9"): [
        {"click": "Dismiss"},
        {"wait": 0.5},
        {"click": "Heath Lane apiary · 5 hives"},
        {"click": "More actions for Hive 9 · Bilberry"},
        {"click": "Record a new queen…"},
        {"select": {"target": "Queen's year", "option": "2026"}},
        {"click": "Bought mated queen"},
        {"click": "Save queen"},
        {"wait": 0.6},
    ],
    ("apiary", "hive-7-inspections"): [
        {"click": "Dismiss"},
        {"wait": 0.5},
        {"click": "Inspections"},
        {"select": {"target": "Show inspections for", "option": "Hive 7 · Willow"}},
        {"click": "Show older inspections (2 more)"},
        {"wait": 0.4},
    ],
    ("apiary", "add-hive-13"): [
        {"click": "Dismiss"},
        {"wait": 0.5},
        {"click": "Add hive"},
        {"fill": {"target": "Hive name", "text": "Hive 13 · Meadowsweet"}},
        {"select": {"target": "Apiary", "option": "Orchard (7 of 8 stands used)"}},
        {"select": {"target": "Colony from", "option": "Nucleus colony"}},
        {"select": {"target": "Queen's year", "option": "2026"}},
        {"click": "Add hive"},
        {"wait": 0.6},
    ],
    ("apiary", "harvest-summer-24-5"): [
        {"click": "Dismiss"},
        {"wait": 0.5},
        {"click": "Harvests"},
        {"click": "Record harvest"},
        {"select": {"target": "Hives", "option": "Hive 1 · Clover"}},
        {"click": "Hive 7 · Willow"},
        {"press": "Escape"},
        {"fill": {"target": "Supers taken", "text": "2"}},
        {"fill": {"target": "Honey extracted (kg)", "text": "24.5"}},
        {"select": {"target": "Honey", "option": "Summer"}},
        {"click": "Save harvest"},
        {"wait": 1.0},
    ],
    ("apiary", "hive-9-no-brood"): [
        {"click": "Dismiss"},
        {"wait": 0.5},
        {"click": "Heath Lane apiary · 5 hives"},
        {"hover": "Hive 9 · Bilberry"},
        {"click": "Log inspection"},
        {"click": "Fewer frames of brood"},
        {"click": "Fewer frames of brood"},
        {"click": "Low"},
        {"click": "Temper (5 = very calm)"},
        {"press": "ArrowLeft"},
        {"fill": {"target": "Notes", "text": "Still queenless, no brood"}},
        {"click": "Save inspection"},
        {"wait": 1.2},
        {"click": "Inspections"},
        {"select": {"target": "Show inspections for", "option": "Hive 9 · Bilberry"}},
        {"wait": 0.4},
    ],
    ("apiary", "archive-hive-12"): [
        {"click": "Dismiss"},
        {"wait": 0.5},
        {"click": "Heath Lane apiary · 5 hives"},
        {"click": "More actions for Hive 12 · Bracken"},
        {"click": "Archive hive…"},
        {"select": {"target": "Reason", "option": "Colony died"}},
        {"click": "Archive hive"},
        {"wait": 0.6},
    ],
    ("apiary", "requeen-hive-6-white"): [
        {"click": "Dismiss"},
        {"wait": 0.5},
        {"click": "More actions for Hive 6 · Sorrel"},
        {"click": "Record a new queen…"},
        {"select": {"target": "Queen's year", "option": "2026"}},
        {"click": "Bought mated queen"},
        {"click": "Save queen"},
        {"wait": 0.6},
    ],
    ("apiary", "due-only-filter"): [
        {"click": "Dismiss"},
        {"wait": 0.5},
        {"check": "Only hives due for inspection"},
        {"click": "Heath Lane apiary · 2 of 5 hives due"},
        {"wait": 0.5},
    ],
    # birding: the notebook opens after 0.9 s of placeholders; the "Big Day" modal (static backdrop) opens by
    # itself 1.4 s after loading until "Not this year" (then fades out); outings are collapsed accordion
    # items, six at a time; the species picker lists only its first 50 species until something is typed; a
    # sighting's icon buttons show only while its row is hovered
    ("birding", "add-sedge-warblers"): [
        {"click": "Not this year"},
        {"wait": 0.6},
        {"click": "Sun 3 May 2026"},
        {"fill": {"target": "Species", "text": "Sedge"}},
        {"click": "Sedge Warbler"},
        {"click": "More birds"},
        {"click": "More birds"},
        {"click": "Add"},
        {"wait": 0.5},
    ],
    ("birding", "new-outing-otmoor"): [
        {"click": "Not this year"},
        {"wait": 0.6},
        {"click": "New outing"},
        {"fill": {"target": "Site", "text": "Otmoor"}},
        {"click": "Add Otmoor…"},
        {"fill": {"target": "Start time", "text": "06:45"}},
        {"select": {"target": "Duration", "option": "3 hours"}},
        {"click": "Save outing"},
        {"wait": 1.2},
    ],
    ("birding", "edit-grebe-count"): [
        {"click": "Not this year"},
        {"wait": 0.6},
        {"click": "Sun 26 Apr 2026"},
        {"hover": "Great Crested Grebe"},
        {"click": "Edit Great Crested Grebe"},
        {"fill": {"target": "How many", "text": "11"}},
        {"click": "Save changes"},
        {"wait": 0.6},
    ],
    ("birding", "bittern-feb-2025"): [
        {"click": "Not this year"},
        {"wait": 0.6},
        {"click": "Show earlier outings"},
        {"click": "Show earlier outings"},
        {"click": "Fri 14 Feb 2025"},
        {"wait": 0.6},
    ],
    ("birding", "delete-test-outing"): [
        {"click": "Not this year"},
        {"wait": 0.6},
        {"click": "Options for 1 May 2026 at Home garden"},
        {"click": "Delete outing"},
        {"click": "Delete outing"},
        {"wait": 0.6},
    ],
    ("birding", "remove-feral-pigeon"): [
        {"click": "Not this year"},
        {"wait": 0.6},
        {"click": "Sun 26 Apr 2026"},
        {"hover": "Feral Pigeon"},
        {"click": "Remove Feral Pigeon"},
        {"click": "Remove"},
        {"wait": 0.6},
    ],
    ("birding", "grasshopper-warbler-singing"): [
        {"click": "Not this year"},
        {"wait": 0.6},
        {"click": "Sun 3 May 2026"},
        {"fill": {"target": "Species", "text": "Grasshopper"}},
        {"click": "Grasshopper Warbler"},
        {"select": {"target": "Breeding evidence", "option": "Singing male"}},
        {"click": "Add"},
        {"wait": 0.5},
    ],
    ("birding", "swifts-garden-total"): [
        {"click": "Not this year"},
        {"wait": 0.6},
        {"click": "Sat 9 May 2026"},
        {"fill": {"target": "Species", "text": "Swift"}},
        {"click": "Swift"},
        {"fill": {"target": "Count", "text": "12"}},
        {"click": "Add"},
        {"wait": 0.5},
    ],
    ("birding", "draycote-outings"): [
        {"click": "Not this year"},
        {"wait": 0.6},
        {"select": {"target": "Show outings at", "option": "Draycote Water"}},
        {"wait": 0.5},
    ],
    ("birding", "lifers-2026"): [
        {"click": "Not this year"},
        {"wait": 0.6},
        {"click": "Year list"},
        {"check": "Lifers only (first ever seen this year)"},
        {"wait": 0.5},
    ],
    # @@OVERRIDES@@
}

# Seconds a careful human lets the page settle after it loads, where it changes late.
LOAD_SETTLE: dict[str, float] = {"lostfound": 1.3, "apiary": 1.5, "birding": 1.2}


# ------------------------------------------------------------------------------------ the fixed build
# For `--fixed`: the repair of every written-in defect (file, old text, new text). With all of them
# applied, every case, pass or fail, must reach its checks on the same path: this shows that each fail
# case's checks fail because of its defect and not because of the path or the checks.
FIXES: list[tuple[str, str, str]] = [
    # lostfound
    (
        "lostfound/app.js",
        "sealedBag: f.valuable ? (f.bagNo || '').toUpperCase() : '',",
        "sealedBag: f.valuable ? f.sealedBag.trim().toUpperCase() : '',",
    ),
    (
        "lostfound/app.js",
        "if (cats.length && item.category !== cats[0]) return false;",
        "if (cats.length && !cats.includes(item.category)) return false;",
    ),
    (
        "lostfound/app.js",
        ".filter(i => i.status === 'store' && i.foundOn < DISPOSAL_CUTOFF)",
        ".filter(i => i.status === 'store' && i.foundOn <= DISPOSAL_CUTOFF)",
    ),
    (
        "lostfound/app.js",
        "const claim = this.claims.find(c => c.itemRef === item.ref);",
        "const claim = this.claims.find(c => c.matchedRef === item.ref);",
    ),
    (
        "lostfound/app.js",
        "const DESK_FIELDS = ['status', 'returnedTo',",
        "const DESK_FIELDS = ['shelf', 'status', 'returnedTo',",
    ),
    # apiary
    ("apiary/app.js", "weightKg: Number.parseInt(f.weight, 10),", "weightKg: Number(f.weight),"),
    ("apiary/app.js", "broodFrames: f.broodFrames || prev.broodFrames,", "broodFrames: f.broodFrames,"),
    ("apiary/app.js", "const hive = this.hives[this.archiveIdx];", "const hive = this.target;"),
    ("apiary/app.js", "return QUEEN_COLOURS[year % 5];", "return QUEEN_COLOURS[(year - 1) % 5];"),
    (
        "apiary/app.js",
        "isDue(hive) { return this.daysSince(hive) > DUE_AFTER_DAYS; },",
        "isDue(hive) { return this.daysSince(hive) >= DUE_AFTER_DAYS; },",
    ),
    # birding
    (
        "birding/app.js",
        "state.sightings.splice(Number(btn.dataset.index), 1);",
        "state.sightings.splice(state.sightings.findIndex(s => s.id === row.dataset.id), 1);",
    ),
    ("birding/app.js", "    count: f.count.value,\n", "    count: Number(f.count.value),\n"),
    (
        "birding/app.js",
        "    notes: f.notes.value.trim(),\n",
        "    breeding: f.breeding.value,\n    notes: f.notes.value.trim(),\n",
    ),
    (
        "birding/app.js",
        "  const page = sorted.slice(0, state.shown);\n  return state.site ? page.filter(o => o.site === state.site) : page;",
        "  const list = state.site ? sorted.filter(o => o.site === state.site) : sorted;\n  return list.slice(0, state.shown);",
    ),
    (
        "birding/app.js",
        "      if (!first[s.species]) first[s.species] = o;",
        "      if (!first[s.species] || o.date < first[s.species].date) first[s.species] = o;",
    ),
    # @@FIXES@@
]


if __name__ == "__main__":
    main(ROOT, OVERRIDES, LOAD_SETTLE, FIXES)

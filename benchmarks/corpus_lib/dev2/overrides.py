"""Part of dev2's label checker (see verify_labels.py): where a careful human's path differs from a case's
written steps, and how long each app takes to settle after it loads."""

from __future__ import annotations

# ------------------------------------------------------------------------------------------- overrides
# (suite name, case id) -> list of steps for the verifier instead of the suite's own steps, where a
# careful human's path differs from the written plan. Same step vocabulary as the suite format.
OVERRIDES: dict[tuple[str, str], list[dict]] = {
    # inventory: the row actions are hidden until the row is hovered; a human points at the row first
    ("inventory", "receive-after-load-more"): [
        {"click": "Load more"},
        {"hover": "Thermal labels 100x150"},
        {"click": "Adjust stock for Thermal labels 100x150"},
        {"fill": {"target": "Quantity", "text": "50"}},
        {"click": "Apply"},
    ],
    ("inventory", "delete-via-menu"): [
        {"hover": "Laptop stand"},
        {"click": "More actions for Laptop stand"},
        {"click": "Delete…"},
        {"click": "Delete"},
    ],
    ("inventory", "edit-location-persists"): [
        {"fill": {"target": "Search SKU or name", "text": "ethernet"}},
        {"wait": 1},
        {"hover": "Cat6 Ethernet cable 2m"},
        {"click": "Edit Cat6 Ethernet cable 2m"},
        {"fill": {"target": "Location", "text": "A-07"}},
        {"fill": {"target": "Reorder level", "text": "15"}},
        {"click": "Save changes"},
        {"wait": 2},
        {"goto": "/dev2/inventory/index.html"},
    ],
    ("inventory", "issue-stock"): [
        {"hover": "Wireless mouse"},
        {"click": "Adjust stock for Wireless mouse"},
        {"click": "Issue"},
        {"fill": {"target": "Quantity", "text": "5"}},
        {"select": {"target": "Reason", "option": "Sale"}},
        {"click": "Apply"},
    ],
    ("inventory", "delete-after-search"): [
        {"fill": {"target": "Search SKU or name", "text": "stapler"}},
        {"wait": 1},
        {"hover": "Heavy-duty stapler"},
        {"click": "More actions for Heavy-duty stapler"},
        {"click": "Delete…"},
        {"click": "Delete"},
    ],
    # library: the fixed cookie banner covers the pagination; a human dismisses it first
    ("library", "checkout-last-page"): [
        {"click": "Accept all"},
        {"click": "Next"},
        {"click": "Next"},
        {"click": "Check out Wuthering Heights"},
        {"fill": {"target": "Patron card number", "text": "LIB-00233"}},
        {"click": "Confirm loan"},
        {"wait": 2},
    ],
    # the search is debounced: a human waits for the list to settle before picking a row
    ("library", "checkout-after-search"): [
        {"fill": {"target": "Search title or author", "text": "dune"}},
        {"wait": 1},
        {"click": "Check out Dune"},
        {"fill": {"target": "Patron card number", "text": "LIB-00421"}},
        {"click": "Confirm loan"},
        {"wait": 2},
    ],
    # clinic: a person types a date into the browser's date field in its own (en-US) order, not as ISO text
    # (the shared Human's fill_date types the dates below, given as YYYY-MM-DD, as mm dd yyyy)
    ("clinic", "request-dermatology"): [
        {"select": {"target": "Department", "option": "Dermatology"}},
        {"click": "Next"},
        {"fill": {"target": "Preferred date", "text": "2025-04-14"}},
        {"click": "10:30"},
        {"click": "Next"},
        {"fill": {"target": "Reason for visit", "text": "Itchy rash on forearm"}},
        {"check": "I agree to the clinic's privacy notice"},
        {"click": "Request appointment"},
        {"wait": 2.5},
    ],
    ("clinic", "add-family-member"): [
        {"click": "Family"},
        {"click": "Add family member"},
        {"fill": {"target": "Full name", "text": "Sam Lee"}},
        {"fill": {"target": "Date of birth", "text": "2016-05-02"}},
        {"check": "I am this person's parent, guardian or authorised carer"},
        {"click": "Add"},
    ],
    ("clinic", "change-department-back"): [
        {"select": {"target": "Department", "option": "Physiotherapy"}},
        {"click": "Next"},
        {"click": "Back"},
        {"select": {"target": "Department", "option": "General practice"}},
        {"click": "Next"},
        {"fill": {"target": "Preferred date", "text": "2025-03-12"}},
        {"click": "14:00"},
        {"click": "Next"},
        {"check": "I agree to the clinic's privacy notice"},
        {"click": "Request appointment"},
        {"wait": 2.5},
    ],
    ("clinic", "earliest-free-slot"): [
        {"select": {"target": "Department", "option": "General practice"}},
        {"click": "Next"},
        {"fill": {"target": "Preferred date", "text": "2025-03-17"}},
        {"click": "10:00"},
        {"click": "Next"},
        {"check": "I agree to the clinic's privacy notice"},
        {"click": "Request appointment"},
        {"wait": 2.5},
    ],
    ("clinic", "sms-reminder"): [
        {"select": {"target": "Department", "option": "General practice"}},
        {"click": "Next"},
        {"fill": {"target": "Preferred date", "text": "2025-03-20"}},
        {"click": "09:00"},
        {"click": "Next"},
        {"check": "Text me a reminder the day before"},
        {"fill": {"target": "Mobile number", "text": "07700 900123"}},
        {"check": "I agree to the clinic's privacy notice"},
        {"click": "Request appointment"},
        {"wait": 2.5},
    ],
    ("clinic", "book-for-child"): [
        {"select": {"target": "Patient", "option": "Mia Lee"}},
        {"select": {"target": "Department", "option": "Paediatrics"}},
        {"click": "Next"},
        {"fill": {"target": "Preferred date", "text": "2025-03-19"}},
        {"click": "09:30"},
        {"click": "Next"},
        {"check": "I agree to the clinic's privacy notice"},
        {"click": "Request appointment"},
        {"wait": 2.5},
    ],
    ("clinic", "reschedule"): [
        {"click": "My appointments"},
        {"click": "Actions for Physiotherapy on 2025-03-25"},
        {"click": "Reschedule…"},
        {"fill": {"target": "New date", "text": "2025-03-27"}},
        {"click": "Save new date"},
        {"wait": 1},
    ],
    ("clinic", "long-reason"): [
        {"select": {"target": "Department", "option": "General practice"}},
        {"click": "Next"},
        {"fill": {"target": "Preferred date", "text": "2025-03-21"}},
        {"click": "11:30"},
        {"click": "Next"},
        {
            "fill": {
                "target": "Reason for visit",
                "text": "Recurring migraines for three weeks, worse in the morning, with nausea",
            }
        },
        {"check": "I agree to the clinic's privacy notice"},
        {"click": "Request appointment"},
        {"wait": 2.5},
    ],
    ("clinic", "physio-saturday"): [
        {"select": {"target": "Department", "option": "Physiotherapy"}},
        {"click": "Next"},
        {"fill": {"target": "Preferred date", "text": "2025-03-15"}},
        {"click": "10:00"},
        {"click": "Next"},
        {"check": "I agree to the clinic's privacy notice"},
        {"click": "Request appointment"},
        {"wait": 2.5},
    ],
}


# ---------------------------------------------------------------------------------------- load settle
# seconds to wait after load before the first step (0.6 s for a suite not named here)
LOAD_SETTLE: dict[str, float] = {}

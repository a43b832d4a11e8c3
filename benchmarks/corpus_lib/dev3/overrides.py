"""Part of dev3's label checker (see verify_labels.py): where a careful human's path differs from a case's
written steps, and how long each app takes to settle after it loads."""

from __future__ import annotations

# ------------------------------------------------------------------------------------------- overrides
# (suite name, case id) -> list of steps for the verifier instead of the suite's own steps, where a
# careful human's path differs from the written plan. Same step vocabulary as the suite format.
OVERRIDES: dict[tuple[str, str], list[dict]] = {
    # chat: a person waits for the workspace to finish loading (spinner) before using the shortcut
    ("chat", "quick-switch"): [
        {"wait": 2},
        {"press": "Control+k"},
        {"type": "rand"},
        {"press": "Enter"},
        {"wait": 1.5},
    ],
    # Shoelace's multi-select stays open after a pick (clicking the box again would close it): a person
    # opens it once and clicks both names
    ("chat", "create-private-channel"): [
        {"click": "Create channel"},
        {"fill": {"target": "Channel name", "text": "design-review"}},
        {"check": "Make private"},
        {"click": "Members"},
        {"click": "Priya Nair"},
        {"click": "Tomás García"},
        {"click": "Create"},
        {"wait": 1.5},
    ],
    # leave: a person dismisses the fixed cookie banner that covers the bottom of the page (the Submit
    # button, Load more, the last rows) and types dates into the browser's date field in its own
    # (en-US) order rather than as ISO text (the shared Human's fill_date types the dates below, given as
    # YYYY-MM-DD, as mm dd yyyy)
    ("leave", "request-annual"): [
        {"click": "Accept all"},
        {"click": "Request leave"},
        {"fill": {"target": "First day", "text": "2025-04-14"}},
        {"fill": {"target": "Last day", "text": "2025-04-17"}},
        {"select": {"target": "Cover while away", "option": "Tomás García"}},
        {"click": "Submit request"},
        {"wait": 2},
    ],
    ("leave", "half-day"): [
        {"click": "Accept all"},
        {"click": "Request leave"},
        {"fill": {"target": "First day", "text": "2025-03-21"}},
        {"fill": {"target": "Last day", "text": "2025-03-21"}},
        {"check": "Half day"},
        {"check": "Afternoon"},
        {"select": {"target": "Cover while away", "option": "Priya Nair"}},
        {"click": "Submit request"},
        {"wait": 2},
    ],
    ("leave", "notify-two"): [
        {"click": "Accept all"},
        {"click": "Request leave"},
        {"fill": {"target": "First day", "text": "2025-05-12"}},
        {"fill": {"target": "Last day", "text": "2025-05-14"}},
        {"select": {"target": "Cover while away", "option": "Lena Fischer"}},
        {"select": {"target": "Also notify", "option": "Ravi Kumar"}},
        {"select": {"target": "Also notify", "option": "Mei Chen"}},
        {"fill": {"target": "Comment", "text": "Friend's wedding in Lisbon"}},
        {"click": "Submit request"},
        {"wait": 2},
    ],
    ("leave", "approve-after-load-more"): [
        {"click": "Accept all"},
        {"click": "Team approvals"},
        {"click": "Load more"},
        {"wait": 1},  # the next page loads behind a spinner
        {"click": "Approve request from Daniel Brooks"},
        {"wait": 1},
    ],
    ("leave", "decline-with-reason"): [
        {"click": "Accept all"},
        {"click": "Team approvals"},
        {"click": "Decline request from Mei Chen"},
        {
            "fill": {
                "target": "Reason for declining",
                "text": "Release week: could you move it one week later?",
            }
        },
        {"click": "Decline"},
    ],
    ("leave", "weekend-not-counted"): [
        {"click": "Accept all"},
        {"click": "Request leave"},
        {"fill": {"target": "First day", "text": "2025-03-28"}},
        {"fill": {"target": "Last day", "text": "2025-03-31"}},
        {"select": {"target": "Cover while away", "option": "Ravi Kumar"}},
        {"click": "Submit request"},
        {"wait": 2},
    ],
    ("leave", "sick-day-type"): [
        {"click": "Accept all"},
        {"click": "Request leave"},
        {"select": {"target": "Leave type", "option": "Sick leave"}},
        {"fill": {"target": "First day", "text": "2025-03-11"}},
        {"fill": {"target": "Last day", "text": "2025-03-11"}},
        {"select": {"target": "Cover while away", "option": "Priya Nair"}},
        {"click": "Submit request"},
        {"wait": 2},
    ],
    ("leave", "approve-unpaid"): [
        {"click": "Accept all"},
        {"click": "Team approvals"},
        {"click": "Load more"},
        {"wait": 1},  # the next page loads behind a spinner
        {"click": "Approve request from Owen Hughes"},
        {"wait": 1},
    ],
}


# ---------------------------------------------------------------------------------------- load settle
# seconds to wait after load before the first step (0.6 s for a suite not named here)
LOAD_SETTLE: dict[str, float] = {}

"""Part of dev4's label checker (see verify_labels.py): where a careful human's path differs from a case's
written steps, and how long each app takes to settle after it loads."""

from __future__ import annotations

# ------------------------------------------------------------------------------------------- overrides
# (suite name, case id) -> list of steps for the verifier instead of the suite's own steps, where a
# careful human's path differs from the written plan. Same step vocabulary as the suite format.
OVERRIDES: dict[tuple[str, str], list[dict]] = {
    # analytics: a person first closes the "What's new" bubble that sits over the Export CSV button
    ("analytics", "export-csv"): [
        {"wait": 1},
        {"click": "Got it"},
        {"click": "Export CSV"},
        {"wait": 1},
    ],
    ("analytics", "export-orders-csv"): [
        {"wait": 1},
        {"click": "Got it"},
        {"click": "Orders"},
        {"wait": 1.5},
        {"click": "Export CSV"},
        {"wait": 1},
    ],
    # Tom Select keeps the original <select> (named "Channels" too) as a clipped box of a few pixels
    # whose <option>s count as visible: a person clicks the combobox they see ("All channels"), types
    # the channel and picks it with Enter
    ("analytics", "ios-only"): [
        {"wait": 1},
        {"click": "All channels"},
        {"type": "iOS"},
        {"press": "Enter"},
        {"wait": 1.5},
    ],
    # recipes: the guidelines checkbox is inside an iframe; a person ticks it from the keyboard (Tab from
    # the visibility radio moves into the frame, Space ticks the box)
    ("recipes", "publish-to-community"): [
        {"click": "Continue editing"},
        {"click": "Review"},
        {"click": "Community"},
        {"wait": 1},
        {"press": "Tab"},
        {"press": "Space"},
        {"click": "Publish recipe"},
        {"wait": 2},
    ],
}


# ---------------------------------------------------------------------------------------- load settle
# seconds to wait after load before the first step (0.6 s for a suite not named here)
LOAD_SETTLE: dict[str, float] = {}

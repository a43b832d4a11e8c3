"""Defaults in one place. Every one of them can be overridden from the CLI or the config object."""

from __future__ import annotations

SCHEMA_VERSION = "1"
"""Version of the trajectory and results JSON schema."""

DEFAULT_VIEWPORT = (1280, 720)
DEFAULT_SETTLE_S = 0.5
"""Fixed wait after every action of the scripted screen agent."""

DEFAULT_READY_TIMEOUT_S = 60.0
"""How long a ``command`` app is polled before it counts as never ready."""

DEFAULT_CASE_TIMEOUT_S = 180.0
"""A case (agent run plus diagnosis) taking longer than this is a harness fault."""

DEFAULT_ACTION_TIMEOUT_S = 10.0
DEFAULT_OUT_DIR = "diageval-out"

MIN_VISIBLE_FRACTION = 0.5
"""Share of an element's box that must be inside the viewport for a screen agent to see it."""

OUTPUT_TAIL_LINES = 30
"""Lines of an app's output kept when it fails to come up."""

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
"""The agent's run and the diagnosis each get this long. An agent's run taking longer is a harness fault; a
diagnosis concludes with what it has found by then (see :data:`WRAP_UP_S`)."""

WRAP_UP_S = 15.0
"""The part of the case timeout a diagnosis keeps for concluding: it starts no branch after the timeout less
this, stops the branches still running then, and reports its belief and evidence so far (unconfirmed unless
confirmed already). Only a diagnosis that overruns even that is a harness fault."""

DEFAULT_ACTION_TIMEOUT_S = 10.0
DEFAULT_OUT_DIR = "diageval-out"

MIN_VISIBLE_FRACTION = 0.5
"""Share of an element's box that must be inside the viewport for a screen agent to see it."""

OUTPUT_TAIL_LINES = 30
"""Lines of an app's output kept when it fails to come up."""

"""The browser layer: launching Chromium, per-case sessions, observation, user input, target matching."""

from ..method import Match, is_select, is_slider, is_text_control, is_toggle, match_target
from ._input import SENT_KINDS, perform, replay
from ._launch import chromium_build, chromium_executable, launch_browser
from ._options import ContextOptions, active_secrets, current_secrets
from ._quiet import LATER_MAX_S, TIMER_HORIZON_S
from ._rows import NAMED_ROWS_JS, Row, note_row, row_holding, row_of
from ._session import CaseSession, DialogPolicy, fingerprint, page_changed, tracing
from ._shot import screenshot
from ._world import PageScriptError

__all__ = [
    "LATER_MAX_S",
    "NAMED_ROWS_JS",
    "SENT_KINDS",
    "TIMER_HORIZON_S",
    "CaseSession",
    "ContextOptions",
    "DialogPolicy",
    "Match",
    "PageScriptError",
    "Row",
    "active_secrets",
    "chromium_build",
    "chromium_executable",
    "current_secrets",
    "fingerprint",
    "is_select",
    "is_slider",
    "is_text_control",
    "is_toggle",
    "launch_browser",
    "match_target",
    "note_row",
    "page_changed",
    "perform",
    "replay",
    "row_holding",
    "row_of",
    "screenshot",
    "tracing",
]

"""What a run records: observations, user-input events, actions, checkpoints, trajectories.

Saved as JSON beside the PNG screenshots, under a versioned schema (``SCHEMA_VERSION``).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from .._constants import SCHEMA_VERSION


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Element(_Model):
    """One named or interactive element as a screen agent could see it (viewport coordinates)."""

    id: int
    """Index in this observation; valid only until the next observation."""
    tag: str
    role: str
    names: list[tuple[str, str]]
    """(source, text) pairs: aria-label, labelledby, label, placeholder, alt, title, value, text."""
    interactive: bool
    box: tuple[float, float, float, float]
    """x, y, width, height in viewport pixels (may lie outside the viewport)."""
    point: tuple[float, float] | None
    """Centre of the part inside the viewport, where a click lands; None when none is visible."""
    visible_fraction: float
    rendered: bool
    """Laid out and not hidden by CSS (display, visibility, opacity)."""
    covered_by: str | None
    """The element that receives a click at ``point`` when it is not this one."""
    enabled: bool
    editable: bool
    checked: bool | None = None
    value: str | None = None
    selected: str | None = None
    """Text of the selected option of a ``<select>``."""
    range: tuple[float, float, float] | None = None
    """min, max, step of a range input."""
    expanded: str | None = None
    popup: str | None = None
    """Its ``aria-haspopup``: it opens a menu, listbox or dialog (a kebab menu's trigger may keep no
    ``aria-expanded``)."""
    collapsed: bool = False
    """Inside a closed ``<details>``, or the undisplayed block a button just before it discloses."""
    unshown: bool = False
    """Not drawn while its parent is, or laid out in an actions box that is laid out and not drawn while the
    row holding it is (``visibility: hidden``): a control shown only in some state of its row or card (while
    it is hovered), where a control inside a closed menu or dialog is hidden with its container."""
    container: int | None = None
    """Id of the nearest scrollable ancestor, when there is one."""
    tabindex: int = -1
    """The element's tab index: 0 or more means a keyboard user can reach it with Tab."""
    blocked: str | None = None
    """A submit control whose form the browser refuses to submit: the first field failing its own
    constraints and the browser's message ("'Email': Please fill out this field.")."""
    header: bool = False
    """Inside a table's or grid's column header (``th``, ``columnheader``): a press on it sorts the column,
    one way, then the other."""
    current: bool = False
    """The item of a navigation, tab list or list of views that is the one shown (``aria-current``,
    ``aria-selected``, an ``active``/``current``/``selected`` class), or text inside it: a press on it
    has nothing left to change."""
    kind: str | None = None
    """The input type of a native ``<input>`` (``date``, ``email``, ``text``, ...); None for any other
    element. Which types name a field by the kind of value it takes: ``method._kind.KIND_WORDS``."""
    desc: str

    @property
    def name(self) -> str:
        return self.names[0][1] if self.names else ""

    def in_viewport(self, min_fraction: float) -> bool:
        return self.rendered and self.point is not None and self.visible_fraction >= min_fraction


class PageState(_Model):
    """The page as read by the observer script at one moment."""

    elements: list[Element]
    containers: dict[int, tuple[float, float, float, float]] = Field(default_factory=dict)
    """Boxes of the scroll containers that elements refer to."""
    url: str
    title: str
    scroll: tuple[float, float]
    page_size: tuple[float, float]
    viewport: tuple[int, int]
    text: str
    mutations: int
    drawn: str = ""
    """A digest of what the page's canvases show (pixels scaled down and hashed), empty with none: drawing
    on a canvas changes no element, text or attribute."""
    active: str | None
    active_field: bool = False
    """The focused element is a field the keyboard types into (a text input, textarea, select, editable)."""
    ready_state: str
    busy: list[str] = Field(default_factory=list)
    """Loading indicators in view: busy regions, progress bars, spinners, skeleton placeholders."""


class Observation(_Model):
    """What was recorded after a step: screenshot, visible interactive elements, URL, title, errors."""

    url: str
    title: str
    screenshot: str | None
    """Path of the PNG, relative to the trajectory's folder."""
    elements: list[Element]
    """Interactive elements at least partly inside the viewport."""
    undrawn: list[Element] = Field(default_factory=list)
    """Controls not drawn while their parent is (:attr:`Element.unshown`: one per row, each shown only while
    its row is hovered), kept apart from :attr:`elements`, which hold what a user sees."""
    aria_snapshot: str
    """The page's accessibility snapshot (names, roles, states, text); empty where none was taken."""
    console_errors: list[str]
    dialogs: list[str] = Field(default_factory=list)
    """JavaScript dialogs (alert, confirm, prompt) opened since the previous observation, with the answer."""
    busy: list[str] = Field(default_factory=list)
    """Loading indicators in view (busy regions, progress bars, spinners, skeletons)."""
    scroll: tuple[float, float]
    text: str = ""
    """The page's visible text (shadow roots included), kept instead of the accessibility snapshot where
    none was taken: a diagnosis branch's steps, whose readers need the text only."""

    @property
    def readable(self) -> str:
        """What the page says: its accessibility snapshot, or its visible text where none was taken."""
        return self.aria_snapshot or self.text


class InputEvent(_Model):
    """One user-input event, exactly as performed, so it can be replayed."""

    kind: Literal[
        "click",
        "dblclick",
        "hover",
        "type",
        "press",
        "wheel",
        "drag",
        "upload",
        "goto",
        "reload",
        "wait",
        "resize",
    ]
    x: float | None = None
    y: float | None = None
    x2: float | None = None
    y2: float | None = None
    text: str | None = None
    key: str | None = None
    dx: float | None = None
    dy: float | None = None
    seconds: float | None = None
    url: str | None = None
    files: list[str] | None = None
    at: float | None = None
    """Seconds from the start of the recording to the step that sent this input: a paced replay keeps
    the recorded time between steps (timer-driven pages need it)."""
    name: str | None = None
    """For a press that met the element it was meant for (hit-tested as it was sent), that element's name: a
    replay on a page whose layout has moved since (a notice that came in above) finds the element by it."""
    met: str | None = None
    """For a press that met another element than the one it was meant for (the page changed between the look
    and the press: a pop-up that came in on a timer), that element as hit-tested (``tag#id "text"``): a replay
    sends the press once the point holds it again, as when it was recorded, not before it came."""


ErrorKind = Literal[
    "target_offscreen",
    "target_hidden",
    "target_not_found",
    "target_disabled",
    "click_intercepted",
    "no_effect",
    "no_file_chooser",
    "not_editable",
    "option_not_found",
    "action_error",
]


class ActionRecord(_Model):
    """What an action targeted, where, what input it sent, and what happened."""

    verb: str
    description: str
    target: str | None = None
    grounded: Element | None = None
    """The element the target was grounded to, when it was."""
    drop: Element | None = None
    """The element a drag's destination was grounded to."""
    chooser: str | None = None
    """For an upload, the name of the file input whose chooser the click opened (the input that took the
    file), when it has one."""
    row_item: str | None = None
    """When several controls in view share the target's name (one per row or card), the item the plan named
    just before this step, when the control grounded was the one in that item's row or card (read before
    the input: the input may remove the row)."""
    other_row: str | None = None
    """Likewise, the item the plan named just before this step when the control grounded was another row's
    or card's: the input went to another item's control, so what followed is no path for this plan."""
    events: list[InputEvent] = Field(default_factory=list)
    ok: bool = True
    error: str | None = None
    error_kind: ErrorKind | None = None
    effect: bool | None = None
    """Whether the page visibly reacted (DOM mutation, URL, scroll, value or focus change)."""
    page_matches: list[Element] = Field(default_factory=list)
    """Elements matching the target anywhere on the page (evidence when it was not grounded)."""
    hit: str | None = None
    """What the click point belonged to, when not the grounded element: the element covering it (the click
    was not sent), or what the click's press went to (the browser's own hit test), the page having put it
    there since it was read."""
    clicked: bool | None = None
    """For a click on a control read as disabled: whether the browser dispatched a click event (a natively
    disabled control gets none); None when not looked at, or when the document was replaced."""
    answers: bool = False
    """A probe's answer to the question the case step before it asked (a confirmation it opened): input the
    plan implies, so what it raises counts as that step's."""
    sampled: list[str] = Field(default_factory=list)
    """What a sampling agent (``--agent-profile``) drew for this step that departs from the plain agent:
    a click off the element, another of several matches, a scroll to look first, typing pauses, a short
    settle time."""

    @property
    def gave_input(self) -> bool:
        """The action sent the page something other than a wait (a page load, a press, a key, the wheel)."""
        return any(ev.kind != "wait" for ev in self.events)


class Checkpoint(_Model):
    """State after a step, enough to restore it and verify the restore."""

    step: int
    url: str
    storage_state: dict[str, object]
    fingerprint: str
    scroll: tuple[float, float]
    content: str | None = None
    """The fingerprint without layout (boxes): what a cold replay must reproduce exactly."""
    moving: bool = False
    """The page was still changing on its own when it was observed (a finite animation or transition
    running, a timeout of its own due within seconds, a request in flight): the checkpoint may be a frame
    between two settled pages (a dialog fading in on a busy machine) that no replay lands on again."""


class StepRecord(_Model):
    """One step of a trajectory: the action, the observation after it, the checkpoint, timing."""

    index: int
    """1-based; checkpoint 0 is the page as first loaded."""
    action: ActionRecord
    observation: Observation
    checkpoint: Checkpoint
    started_s: float
    """Seconds since the trajectory started."""
    action_s: float
    settle_s: float
    observe_s: float


class Trajectory(_Model):
    """A whole run of one agent on one case from the entry URL."""

    schema_version: str = SCHEMA_VERSION
    case_id: str
    suite: str
    agent: str
    entry_url: str
    viewport: tuple[int, int]
    initial: Observation
    initial_checkpoint: Checkpoint
    steps: list[StepRecord] = Field(default_factory=list)
    finished: bool = False
    """True when the agent performed every step it planned."""
    stopped_reason: str | None = None
    failed_step: int | None = None
    duration_s: float = 0.0

    def checkpoint(self, t: int) -> Checkpoint:
        """The checkpoint after step ``t`` (0 = initial page)."""
        return self.initial_checkpoint if t == 0 else self.steps[t - 1].checkpoint

    def events_until(self, t: int) -> list[list[InputEvent]]:
        """The input events of steps 1..t, one list per step."""
        return [s.action.events for s in self.steps[:t]]

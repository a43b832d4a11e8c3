"""What the diagnosis reads and writes: rollouts, the Failure Diagnosis Summary, branches, rounds."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from ..trajectory import Checkpoint, InputEvent, Observation, StepRecord
from ._config import BranchType, Category

SOU = Literal[1, 2, 3, 4]
SOU_NAMES = {
    1: "imperfect perception / grounding",
    2: "partial viewport / incomplete observation",
    3: "reasoning / misunderstanding",
    4: "environment fluctuation / runtime instability",
}


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class CheckResult(BaseModel):
    """One check and what was found."""

    check: str
    ok: bool
    detail: str


FAILURE_DEPTH = {
    "target_not_found": 0,
    "target_hidden": 0,
    "target_offscreen": 0,
    "click_intercepted": 1,
    "checks": 3,
}
"""How far an attempt at a step got: not seeing the target < being blocked, acting without effect and any
other failure (1) < every step done and a check failing."""


_STEP_REACH = {
    "target_not_found": 0,
    "target_hidden": 1,
    "target_offscreen": 2,
    "click_intercepted": 3,
    "not_editable": 4,
    "option_not_found": 4,
    "checks": 5,
}


def step_reach(kind: str | None) -> int:
    """How far an attempt at one step got, for progress within the step: nothing of the target's name on
    the page (still loading) < there but not drawn < drawn outside the view < reached and covered < pressed,
    then not keeping the text typed (a native date field) or not offering the option asked for (a select
    opened by the press a cover had taken before) < the step done and a check failing after it (the fork for
    a missing result is the last step). Any other failure (no effect, disabled) is 0: a judge's other
    reading of the same step is no deeper."""
    return _STEP_REACH.get(kind or "", 0)


def failure_depth(kind: str | None) -> int:
    """:data:`FAILURE_DEPTH` of a failure kind (1 for any other)."""
    return FAILURE_DEPTH.get(kind or "", 1)


class Rollout(_Model):
    """A sequence of recorded steps from a known start, with the case steps they performed.

    The original trajectory is a rollout from the entry page; a branch is a rollout from its fork point.
    ``prefix`` is the input that leads from the entry page to ``start``, so any state inside a rollout
    can be restored by replaying ``prefix`` and then the rollout's own steps up to it."""

    source: str
    """``trajectory`` or the id of the branch that produced it."""
    prefix: list[list[InputEvent]] = Field(default_factory=list)
    start: Checkpoint
    steps: list[StepRecord] = Field(default_factory=list)
    case_steps: list[int | None] = Field(default_factory=list)
    """0-based case step each record performed; None for a probe's own actions."""
    next_case_step: int = 0
    """First case step not completed."""
    finished: bool = False
    failed: int | None = None
    """Index in ``steps`` of the action that failed, when one did."""
    checks: list[CheckResult] = Field(default_factory=list)
    final_screenshot: str | None = None
    """Path of the PNG of the rollout's last page, when screenshots were kept (for an LLM judge)."""
    initial: Observation | None = Field(default=None, exclude=True)
    """The page before the rollout's first step (what its first step was grounded on), when known."""
    doubt: str | None = Field(default=None, exclude=True)
    """A branch's probe acted on a control named otherwise than the plan names it, over one that matches the
    plan better (:attr:`ProbeContext.doubt`): every fork on its path restores that input."""
    prefix_doubt: str | None = Field(default=None, exclude=True)
    """A doubt about the input ``prefix`` replays (the :attr:`FDS.prefix_doubt` of the round that forked this
    branch): every fork on its path, at its first step too, restores that input again."""
    prefix_unapplied: str | None = Field(default=None, exclude=True)
    """As ``prefix_doubt``, for :attr:`FDS.unapplied`: a value typed on the way and never applied."""
    prefix_marks: list[str | None] = Field(default_factory=list, exclude=True)
    """The fingerprint recorded after each step of ``prefix``, where known (:attr:`RestoreContext.marks`)."""
    prefix_seen: Observation | None = Field(default=None, exclude=True)
    """:attr:`RestoreContext.seen` of the fork a branch's rollout began at, when known."""
    prefix_entry: Waypoint | None = Field(default=None, exclude=True)
    """The entry page as the recording ``prefix`` starts with found it (:attr:`RestoreContext.entry`), when
    known: a replay of a branch's path sends the prefix's first input at the same moment of the page's own
    changes as the case's run did (a notice that comes in on a timer over the first control it clicked)."""

    @classmethod
    def after(cls, fork: RestoreContext, *, source: str, start: Checkpoint, **fields: Any) -> Rollout:
        """A rollout recorded from the fork point ``fork`` restores (a diagnosis branch): its prefix is the
        input that led there, with what the recording of that input knew (its marks and its entry page)."""
        return cls(
            source=source,
            prefix=fork.path,
            prefix_marks=fork.marks,
            prefix_entry=fork.entry,
            prefix_seen=fork.seen,
            start=start,
            **fields,
        )

    def seen_at(self, j: int) -> Observation | None:
        """The page the last input up to the end of ``steps[:j]`` left, as recorded after it: before what
        the page opened on its own later (a replay reaches the fork sooner or later than the recording, and
        meets a notice on a timer at another moment). A wait is no input: a notice that opened during it
        came on its own. The fork's (``prefix_seen``) when this rollout gave no input before ``j``."""
        for s in reversed(self.steps[:j]):
            if s.action.gave_input:
                return s.observation
        return self.prefix_seen if self.prefix else self.initial

    def path_to(self, j: int) -> list[list[InputEvent]]:
        """Input from the entry page to the state after ``steps[:j]``."""
        return self.prefix + [s.action.events for s in self.steps[:j]]

    def checkpoint_at(self, j: int) -> Checkpoint:
        return self.start if j == 0 else self.steps[j - 1].checkpoint

    def restore_at(self, j: int) -> RestoreContext:
        """How to bring the app back to the state after ``steps[:j]``."""
        cp = self.checkpoint_at(j)
        return RestoreContext(
            url=cp.url,
            storage_state=cp.storage_state,
            path=self.path_to(j),
            fingerprint=cp.fingerprint,
            content_fingerprint=cp.content,
            moving=cp.moving,
            waypoint=self.waypoint_before(j),
            entry=self.prefix_entry if self.prefix else self._as_waypoint(self.start, 0),
            marks=self.marks_to(j),
            seen=self.seen_at(j),
        )

    def marks_to(self, j: int) -> list[str | None]:
        """The recorded fingerprint after each step of :meth:`path_to` ``(j)``."""
        known = list(self.prefix_marks[: len(self.prefix)])
        known += [None] * (len(self.prefix) - len(known))
        return known + [s.checkpoint.fingerprint for s in self.steps[:j]]

    @staticmethod
    def _as_waypoint(cp: Checkpoint, steps: int) -> Waypoint:
        return Waypoint(url=cp.url, storage_state=cp.storage_state, fingerprint=cp.fingerprint, steps=steps)

    def waypoint_before(self, j: int) -> Waypoint | None:
        """The latest checkpoint before ``steps[:j]``'s end that a new page began (its URL differs from the
        one before it): a reload there is likeliest to rebuild it, so a restore can start from it and replay
        only the input since (METHOD.md section 6). None when there is none inside this rollout."""
        for i in range(j - 1, 0, -1):
            cp = self.checkpoint_at(i)
            if cp.url != self.checkpoint_at(i - 1).url:
                return self._as_waypoint(cp, len(self.prefix) + i)
        return None


class Waypoint(_Model):
    """A checkpoint on the path to a fork point from which the rest of the path can be replayed."""

    url: str
    storage_state: dict[str, Any]
    fingerprint: str
    steps: int
    """How many steps of the path lead to it (the replay goes on from ``path[steps:]``)."""


class RestoreContext(_Model):
    """What is needed to bring the app back to the fork point (METHOD.md section 6)."""

    url: str
    storage_state: dict[str, Any]
    path: list[list[InputEvent]]
    """Input from the entry page to the fork point, one list per step (cold replay)."""
    fingerprint: str
    content_fingerprint: str | None = None
    """The same without layout: a cold replay that matches it but not ``fingerprint`` differs only in
    where an animation had got to; it is accepted (and noted)."""
    moving: bool = False
    """The checkpoint caught the page moving on its own (see :attr:`Checkpoint.moving`)."""
    waypoint: Waypoint | None = Field(default=None, exclude=True)
    """The nearest earlier checkpoint to restore from when the fork's own does not rebuild the page (its
    in-memory state lost on a reload): only the input since it is replayed. Not saved with results."""
    entry: Waypoint | None = Field(default=None, exclude=True)
    """The entry page as the case's own run loaded it, when the path starts there (not saved)."""
    marks: list[str | None] = Field(default_factory=list, exclude=True)
    """The fingerprint the recording took after each step of ``path`` (None where unknown): a quick replay
    ends a recorded wait once the page shows it with nothing pending. Not saved with results."""
    seen: Observation | None = Field(default=None, exclude=True)
    """The page the last input of ``path`` left, as its recording observed it after that input, when known
    (not saved): what a notice on a timer is compared with (:meth:`Rollout.seen_at`)."""


class FDS(_Model):
    """Failure Diagnosis Summary ``F = (t*, h*, D, C)`` with its category and prior."""

    fork_step: int
    """t*: the number of recorded steps (from the entry page) before the fork; 0 is the page as loaded."""
    resume_case_step: int
    """0-based index of the case step a branch performs first."""
    sou: SOU
    category: Category
    diagnosis: str
    evidence: list[str] = Field(default_factory=list)
    p0: float
    target: str | None = None
    """The target of the step that went wrong, when it has one."""
    error_kind: str | None = None
    restore: RestoreContext
    rollout: str
    """Which rollout was diagnosed (``trajectory`` or a branch id)."""
    prefix_doubt: str | None = None
    """A step on the path to the fork whose input may have gone to the wrong control, or a probe's input there
    that may have thrown away what the page held (an Escape that closed a panel): while it stands, what the
    branches see is no defect evidence (METHOD.md section 8.3)."""
    unapplied: str | None = None
    """A step on the path to the fork typed into a field with an apply button of its own, which no step
    pressed: a result missing after the branch's last step is no defect evidence."""
    explains: int | None = None
    """For a fork at an earlier step suspected of a later failure (a step that made the page raise): the case
    step that failed later. A branch stopped there again got no further than the path it was forked from."""


class Branch(_Model):
    """A candidate branch: a probe of type A/B/C to run from the fork point, then the remaining steps."""

    id: str
    type: BranchType
    probe: str
    description: str
    cost: float
    """Estimated seconds; ties in the ranking go to the cheaper branch."""
    confidence: float = 1.0
    """How well the probe fits this page (0..1); multiplies the type's weight."""
    params: dict[str, Any] = Field(default_factory=dict)
    fallback: bool = False
    """Of a type that does not answer the diagnosed SOU: it fills the round after those that do."""
    eig: float | None = None
    weight: float | None = None


EvidenceKind = Literal["actuation_verified", "error_raised", "target_absent"]


class DefectEvidence(_Model):
    """Something a branch observed that only a defective app explains (METHOD.md section 8.3)."""

    kind: EvidenceKind
    """``actuation_verified``: the input reached the intended control, which was enabled and unobstructed on
    a settled page, and the expected result is absent; ``error_raised``: the step's input made the page
    raise an error it had not raised before; ``target_absent``: after every applicable expansion nothing on
    the page (element, accessible name, OCR text) matches the step's target."""
    text: str
    """In words: "clicking 'Save' reached the button and changed nothing"."""
    branch: str | None = None
    """The probe of the branch that produced it (None: the agent's own run)."""
    case_step: int | None = None
    """0-based case step it concerns."""


Outcome = Literal["verified_success", "fail", "progress", "inapplicable", "error", "discarded"]
"""``progress``: the branch got past the fork's obstacle and was stopped by a later one (METHOD.md 8.2): no
evidence against the app, the belief does not move. ``inapplicable``: the probe found nothing to act on;
like ``error`` it moves no belief. ``discarded``: a branch run beside others of its round whose outcome the
protocol never took (an earlier branch in the round's order had already ended it); kept apart from the
branches that count (:attr:`DiagnosisRecord.discarded`)."""


class BranchRun(_Model):
    """An executed branch: outcome, evidence, belief before and after, timing."""

    branch: Branch
    round: int
    outcome: Outcome
    reason: str
    evidence: list[str] = Field(default_factory=list)
    screenshots: list[str] = Field(default_factory=list)
    p_before: float
    p_after: float
    restore: Literal["hot", "cold", "cold-diverged", "failed", "reused"] = "hot"
    """How the branch's page got to the fork point: ``reused`` is the page the branch before it was restored
    to and left untouched (it found nothing to act on there)."""
    restore_note: str | None = None
    restore_s: float = 0.0
    """Seconds spent bringing a fresh context to the fork point for this branch."""
    duration_s: float = 0.0
    """Seconds of the branch itself: the probe, the remaining steps, the checks."""
    wait_s: float = 0.0
    """Of ``duration_s``, the seconds spent waiting for the page (settling after input, waiting for it to
    go quiet, giving a result time to hold or a click time to react)."""
    replayed_steps: int = 0
    """Recorded steps of input the restore replayed (0: restored from the fork's own checkpoint)."""
    rollout: Rollout | None = Field(default=None, exclude=True)
    """The steps the branch recorded, for the judge of a later round (not part of the saved result)."""
    checks: list[CheckResult] = Field(default_factory=list)
    defect_evidence: list[DefectEvidence] = Field(default_factory=list)
    fork_errors: list[str] = Field(default_factory=list, exclude=True)
    """The page's errors at the fork once restored (read by the engine for errors the path to it raised
    after the run that recorded that path, the case's own or a branch's, had read the page)."""
    absent_target: str | None = None
    """Set when the branch failed because the step's target was nowhere: no element, accessible name or OCR
    text on the whole page matched it (read by the engine for ``target_absent`` evidence)."""
    unviewed: str | None = Field(default=None, exclude=True)
    """Set when the branch failed because the step's target was not found while a view the task names was
    not chosen (its absence then no evidence): the view's name."""


class RoundRecord(_Model):
    round: int
    fds: FDS
    candidates: list[Branch]
    """Every feasible candidate, in execution order, with its EIG and weight."""
    pruned: list[str] = Field(default_factory=list)
    """Probes that could not apply to this page, with why."""
    judge_s: float = 0.0
    """Seconds of the judge and of planning the round's candidates."""
    restore_s: float = 0.0
    """Seconds of a restore this round made but no branch used (a diverged one, read for candidates)."""
    counts: bool = True
    """False for a round from a deeper fork than any before, opened by a branch's progress: it does not
    count toward R (the total branch budget still bounds it)."""


DiagnosisAttribution = Literal["agent_fail", "env_fail_confirmed", "env_fail_unconfirmed", "harness_fault"]


class DiagnosisRecord(_Model):
    """The whole diagnosis of one failed case."""

    method: str
    verdict: Literal["pass", "fail", "error"]
    attribution: DiagnosisAttribution
    reason: str
    p0: float
    p_final: float
    belief_trace: list[float]
    """p before any branch, then after each branch."""
    rounds: list[RoundRecord] = Field(default_factory=list)
    branches: list[BranchRun] = Field(default_factory=list)
    stop: Literal["success", "tau_env", "budget", "no_candidates", "harness_fault", "rounds", "time"]
    defect_evidence: list[DefectEvidence] = Field(default_factory=list)
    """What backs a Fail: ``env_fail_confirmed`` needs the belief and at least one piece of it."""
    parameters: dict[str, Any] = Field(default_factory=dict)
    duration_s: float = 0.0
    discarded: list[BranchRun] = Field(default_factory=list)
    """Branches that ran beside the ones that counted but whose outcome the protocol never took (parallel
    branches of a round after the one that ended the diagnosis or the round): no verdict or belief uses
    them."""

    @property
    def time_split(self) -> dict[str, float]:
        """Where the diagnosis's seconds went (summed over its branches; parallel branches overlap, so the
        parts can add up to more than ``duration_s``)."""
        ran = self.branches
        return {
            "judge_s": round(sum(r.judge_s for r in self.rounds), 3),
            "restore_s": round(sum(r.restore_s for r in self.rounds) + sum(b.restore_s for b in ran), 3),
            "branch_s": round(sum(b.duration_s for b in ran), 3),
            "wait_s": round(sum(b.wait_s for b in ran), 3),
            "hot_restores": sum(1 for b in ran if b.restore == "hot"),
            "cold_restores": sum(1 for b in ran if b.restore in ("cold", "cold-diverged")),
            "reused_restores": sum(1 for b in ran if b.restore == "reused"),
            "replayed_steps": sum(b.replayed_steps for b in ran),
            "discarded": len(self.discarded),
            "discarded_s": round(sum(b.duration_s + b.restore_s for b in self.discarded), 3),
        }

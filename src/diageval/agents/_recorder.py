"""Recording a trajectory: after each action, settle, observe, judge the effect, checkpoint."""

from __future__ import annotations

import json
import logging
import time
from pathlib import Path
from typing import Literal

from playwright.async_api import Error as PlaywrightError

from ..browser import CaseSession, current_secrets, page_changed, screenshot
from ..trajectory import ActionRecord, Checkpoint, Observation, PageState, StepRecord, Trajectory
from ._executor import POINTER_VERBS

logger = logging.getLogger(__name__)

REACTION_MIN_S = 1.0
"""However quiet the page, a click gets this long to show a late reaction: work a page starts that the quiet
watch does not see (IndexedDB, a worker, an interval that polls a flag) usually shows within a second."""


class Recorder:
    """Builds a :class:`Trajectory` step by step and writes it (JSON + PNGs) under ``out_dir``.

    ``out_dir=None`` records without screenshots (used when replaying or probing cheaply); ``shots="last"``
    takes none per step, only the final page's when :meth:`shoot_last` is called (a diagnosis branch: its
    steps are recorded in full, and the picture that matters is the page its outcome is about)."""

    def __init__(
        self,
        session: CaseSession,
        *,
        out_dir: Path | None,
        case_id: str,
        suite: str,
        agent: str,
        entry_url: str,
        settle_s: float,
        patience_s: float = 0.0,
        quiet_max_s: float | None = None,
        shots: Literal["every", "last"] = "every",
        aria: bool = True,
    ) -> None:
        self.session = session
        self.out_dir = out_dir
        self.shots = shots
        self.aria = aria
        """Whether each observation takes the page's accessibility snapshot (else its visible text)."""
        self.settle_s = settle_s
        self.patience_s = patience_s
        """How long a click with no visible effect is given to show one late (0: the agent's own policy,
        which is part of what is evaluated; diagnosis branches give a slow app its time)."""
        self.quiet_max_s = quiet_max_s
        """When set, each action settles by waiting for a quiet page (at most this long) instead of the
        fixed ``settle_s``, and a click's wait for a late reaction ends once the page is quiet with nothing
        pending: the diagnosis branches' policy. ``None``: the agent's fixed settle time."""
        self._meta = {"case_id": case_id, "suite": suite, "agent": agent, "entry_url": entry_url}
        self.case_id, self.suite, self.agent = case_id, suite, agent
        self._t0 = time.perf_counter()
        self.trajectory: Trajectory | None = None
        self.state: PageState | None = None
        self._dialogs_seen = 0
        self._pages_seen = 0

    def _shot(self, index: int) -> Path | None:
        return None if self.out_dir is None or self.shots == "last" else self._shot_path(index)

    def _shot_path(self, index: int) -> Path:
        assert self.out_dir is not None
        return self.out_dir / f"step_{index:03d}.png"

    async def shoot_last(self) -> None:
        """Screenshot the page as it is now, as the picture of the last observation recorded (the initial
        one when no step ran). A page that cannot be captured any more leaves it without one."""
        if self.out_dir is None or self.trajectory is None:
            return
        index = len(self.trajectory.steps)
        obs = self.trajectory.steps[-1].observation if self.trajectory.steps else self.trajectory.initial
        path = self._shot_path(index)
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            await screenshot(self.session.page, path)
        except PlaywrightError as exc:
            logger.debug("no final screenshot: %s", exc.message.splitlines()[0])
            return
        obs.screenshot = str(path.relative_to(self.out_dir))

    async def _observe(self, index: int) -> tuple[Observation, PageState, Checkpoint]:
        """Observe the page after step ``index`` and checkpoint it, noting whether it was still changing on
        its own when observed (read first: the observation is what that reading is about)."""
        moving = await self.session.quiet.pending() > 0
        obs, state = await self.session.observe(self._shot(index), self.out_dir, aria=self.aria)
        return obs, state, await self.session.checkpoint(index, state, moving=moving)

    async def start(self) -> PageState:
        """Observe the page as loaded: step 0 and checkpoint 0."""
        obs, state, cp = await self._observe(0)
        self._dialogs_seen = self.session.dialog_count
        self._pages_seen = self.session.pages_opened
        self.trajectory = Trajectory(
            viewport=self.session.viewport, initial=obs, initial_checkpoint=cp, **self._meta
        )
        self.state = state
        return state

    async def record(
        self, action: ActionRecord, started: float, *, settle_s: float | None = None
    ) -> StepRecord:
        """Settle, observe, decide whether a pointer action had an effect, and checkpoint.

        ``settle_s``: the agent's own wait for this step (a sampling agent draws one per step). It replaces
        the recorder's policy for the step: a fixed wait, and no extra wait for a late reaction."""
        assert self.trajectory is not None and self.state is not None
        before = self.state
        t_action = time.perf_counter()
        at = round(started - self._t0, 3)
        for ev in action.events:
            if ev.at is None:
                ev.at = at
        settle = 0.0
        if action.events and settle_s is not None:
            settle = settle_s
            await self.session.settle(settle)
        elif action.events and self.quiet_max_s is not None:
            settle = await self.session.wait_quiet(max_s=self.quiet_max_s)
        elif action.events:
            settle = self.settle_s
            await self.session.settle(settle)
        pointer = action.ok and action.verb in POINTER_VERBS and bool(action.events)
        late = pointer and self.patience_s > 0 and settle_s is None
        early = late and self._reacted(action, before, await self.session.read_state())
        if late and not early:
            settle += await self._wait_for_reaction(action, before)
        t_obs = time.perf_counter()
        index = len(self.trajectory.steps) + 1
        obs, state, cp = await self._observe(index)
        if pointer:
            # A press on a control read as disabled, with no reaction by the end of its settle: a page that
            # changed only during the wait for a late one changed on its own (the load that kept "Add hive"
            # disabled finishing), and only what the press itself brings counts (a dialog or page opened, the
            # focus moved). A reaction at once stays one: the press that blurred a field validated on blur.
            disabled = action.grounded is not None and not action.grounded.enabled
            waited = late and not early and disabled
            # No click event at all: the browser sent the disabled control nothing, so whatever changed
            # changed on its own (the load that kept "New booking" disabled finishing during the settle).
            unsent = disabled and action.clicked is False
            action.effect = (self._answered if waited or unsent else self._reacted)(action, before, state)
            # A press on the view already shown (the current item of a navigation) has nothing to change.
            shown = action.grounded is not None and action.grounded.current
            if not action.effect and not shown:
                action.ok = False
                el = action.grounded
                if el is not None and not el.enabled:
                    action.error_kind = "target_disabled"
                    action.error = f"'{el.name}' is disabled: the click did nothing"
                else:
                    action.error_kind = "no_effect"
                    action.error = f"clicking '{action.target}' had no visible effect"
                    if el is not None and el.blocked:
                        action.error += f"; the browser refused to submit the form: {el.blocked}"
        elif action.verb == "drag" and action.events:
            # Recorded, not judged here: a drop that changed nothing shows as a missing result (the checks).
            action.effect = self._reacted(action, before, state)
        step = StepRecord(
            index=index,
            action=action,
            observation=obs,
            checkpoint=cp,
            started_s=round(started - self._t0, 4),
            action_s=round(t_action - started, 4),
            settle_s=round(settle, 4),
            observe_s=round(time.perf_counter() - t_obs, 4),
        )
        self.trajectory.steps.append(step)
        self.state = state
        self._dialogs_seen = self.session.dialog_count
        self._pages_seen = self.session.pages_opened
        return step

    def _reacted(self, action: ActionRecord, before: PageState, state: PageState) -> bool:
        """The page reacted to a pointer action: a dialog, focus moved into a field, or a visible change."""
        return self._answered(action, before, state) or page_changed(before, state)

    def _answered(self, action: ActionRecord, before: PageState, state: PageState) -> bool:
        """The pointer action itself brought a reaction: a dialog or page opened, or the focus moved into a
        field (a page that changed meanwhile may have changed on its own)."""
        focused = (
            action.grounded is not None
            and action.grounded.role not in ("button", "link", "generic")
            and state.active is not None
            and state.active != before.active
        )
        # Focus moved into a field (a "Search" button that focuses the search box) is a reaction too.
        # Not the browser's own move to the first invalid field of a form it refused to submit: the app
        # did nothing there.
        refused = action.grounded is not None and action.grounded.blocked is not None
        moved = state.active_field and state.active != before.active and not refused
        opened = (
            self.session.dialog_count > self._dialogs_seen or self.session.pages_opened > self._pages_seen
        )
        return bool(opened or focused or moved)

    async def _wait_for_reaction(self, action: ActionRecord, before: PageState) -> float:
        """Poll for up to ``patience_s`` for a late reaction; the seconds waited. Under the quiet policy the
        wait ends early once the page is quiet with nothing in flight or scheduled (nothing left that could
        still react), after at least ``REACTION_MIN_S``."""
        t0 = time.perf_counter()
        while time.perf_counter() - t0 < self.patience_s:
            if self.quiet_max_s is not None and time.perf_counter() - t0 >= REACTION_MIN_S:
                await self.session.wait_quiet(max_s=self.patience_s - (time.perf_counter() - t0))
                if self._reacted(action, before, await self.session.read_state()):
                    break
                if await self.session.quiet.pending() == 0:
                    break
                continue
            await self.session.quiet.pause(0.25)
            if self._reacted(action, before, await self.session.read_state()):
                break
        return time.perf_counter() - t0

    def finish(self, *, finished: bool, reason: str | None, failed_step: int | None) -> Trajectory:
        assert self.trajectory is not None
        self.trajectory.finished = finished
        self.trajectory.stopped_reason = reason
        self.trajectory.failed_step = failed_step
        self.trajectory.duration_s = round(time.perf_counter() - self._t0, 4)
        if self.out_dir is not None:
            self.out_dir.mkdir(parents=True, exist_ok=True)
            text = json.dumps(self.trajectory.model_dump(mode="json"), indent=1)
            # A secret the page kept (a checkpoint's storage state) is no more written than a typed one.
            (self.out_dir / "trajectory.json").write_text(
                current_secrets().redact_json(text), encoding="utf-8"
            )
        return self.trajectory

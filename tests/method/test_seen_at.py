"""The page the last input of a fork's path left, as its recording observed it (``Rollout.seen_at``): what a
notice on a timer is compared with, to tell the app's own notice from the plan's question. A wait is no
input, and a branch that gave none yet falls back to its own fork's page."""

from __future__ import annotations

from diageval.method import Rollout
from diageval.trajectory import ActionRecord, Checkpoint, InputEvent, Observation, StepRecord

CP = Checkpoint(step=0, url="http://x/", storage_state={}, fingerprint="f", scroll=(0, 0))


def _obs(text: str) -> Observation:
    return Observation(url="http://x/", title="t", screenshot=None, elements=[], aria_snapshot="",
                       console_errors=[], scroll=(0, 0), text=text)  # fmt: skip


def _step(i: int, kind: str, text: str) -> StepRecord:
    action = ActionRecord(
        verb="wait" if kind == "wait" else "click", target=None, description=kind, ok=True,
        events=[InputEvent(kind=kind, x=None if kind == "wait" else 5, y=None if kind == "wait" else 5)],
    )  # fmt: skip
    return StepRecord.model_construct(index=i, action=action, observation=_obs(text), checkpoint=CP)


def test_the_page_the_last_input_left_not_the_page_after_a_wait() -> None:
    ro = Rollout(source="trajectory", start=CP, initial=_obs("entry page"),
                 steps=[_step(1, "click", "list"), _step(2, "wait", "list + notice")])  # fmt: skip
    assert ro.seen_at(0) is not None and ro.seen_at(0).text == "entry page"
    assert ro.seen_at(1).text == "list"  # type: ignore[union-attr]
    assert ro.seen_at(2).text == "list"  # type: ignore[union-attr]
    assert ro.restore_at(2).seen is not None and ro.restore_at(2).seen.text == "list"


def test_a_branch_that_gave_no_input_falls_back_to_its_forks_page() -> None:
    fork = Rollout(
        source="trajectory", start=CP, initial=_obs("entry page"), steps=[_step(1, "click", "list")]
    )
    branch = Rollout.after(fork.restore_at(1), source="r1:C.wait_retry", start=CP,
                           initial=_obs("list + notice"), steps=[_step(1, "wait", "list + notice")])  # fmt: skip
    assert branch.restore_at(1).seen is not None and branch.restore_at(1).seen.text == "list"
    moved = Rollout.after(fork.restore_at(1), source="r1:B.scroll_page", start=CP,
                          initial=_obs("list"), steps=[_step(1, "wheel", "list, scrolled")])  # fmt: skip
    assert moved.restore_at(1).seen is not None and moved.restore_at(1).seen.text == "list, scrolled"

"""A branch's probe that acted on a control named otherwise than the plan names it, over one that matches the
plan better (`ProbeContext.doubt`: "Step 2 of 4: Rating" clicked for a score "4"), left that input on the
branch's path. A later round forked on that path restores it, so what its branches see is no evidence: the
judge carries the doubt (`FDS.prefix_doubt`). A fork at the doubted step itself redoes it: no doubt."""

from __future__ import annotations

from diageval.diagnosis._judge import HeuristicJudge
from diageval.method import DiagnosisConfig, Rollout
from diageval.suite import Case, Step
from diageval.trajectory import ActionRecord, Checkpoint, InputEvent, Observation, StepRecord
from tests.conftest import page_element

CASE = Case(
    id="score",
    task="Give a score of 4, then add a comment",
    steps=(Step(verb="click", target="4"), Step(verb="click", target="Add comment")),
)


def _cp(step: int) -> Checkpoint:
    return Checkpoint(step=step, url="http://x/", storage_state={}, fingerprint=f"f{step}", scroll=(0.0, 0.0))


def _step(k: int, action: ActionRecord, page: Observation) -> StepRecord:
    return StepRecord(
        index=k + 1,
        action=action,
        observation=page,
        checkpoint=_cp(k + 1),
        started_s=0,
        action_s=0,
        settle_s=0,
        observe_s=0,
    )


async def test_a_probes_worse_named_pick_is_carried_as_a_doubt_to_rounds_forked_past_it() -> None:
    rating = page_element(0, "Step 2 of 4: Rating", "button")
    page = Observation(
        url="http://x/",
        title="Survey",
        screenshot=None,
        elements=[rating],
        aria_snapshot="",
        console_errors=[],
        scroll=(0.0, 0.0),
    )
    picked = ActionRecord(
        verb="click",
        description="click '4'",
        target="4",
        grounded=rating,
        events=[InputEvent(kind="click", x=20, y=20)],
    )
    missing = ActionRecord(
        verb="click",
        description="click 'Add comment'",
        target="Add comment",
        ok=False,
        error_kind="target_not_found",
        error="'Add comment' is not on the page",
    )
    first = Rollout(
        source="trajectory",
        start=_cp(0),
        steps=[_step(0, missing.model_copy(update={"description": "click '4'", "target": "4"}), page)],
        case_steps=[0],
        next_case_step=0,
        failed=0,
        initial=page,
    )

    def branch(doubt: str | None) -> Rollout:
        return Rollout(
            source="r1:A.alt_candidate",
            start=_cp(0),
            steps=[_step(0, picked, page), _step(1, missing, page)],
            case_steps=[0, 1],
            next_case_step=1,
            failed=1,
            doubt=doubt,
        )

    note = "the step went to button Step 2 of 4: Rating, while the radio 4 carries the name '4'"
    fds = await HeuristicJudge().diagnose(CASE, [first, branch(note)], [], DiagnosisConfig())
    assert fds is not None and fds.resume_case_step == 1 and fds.prefix_doubt == note, fds
    plain = await HeuristicJudge().diagnose(CASE, [first, branch(None)], [], DiagnosisConfig())
    assert plain is not None and plain.resume_case_step == 1 and plain.prefix_doubt is None, plain

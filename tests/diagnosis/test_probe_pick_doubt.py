"""A branch's probe that acted on a control named otherwise than the plan names it, over one that matches the
plan better (`ProbeContext.doubt`: "Rate 4 stars" clicked for a score "4"), left that input on the
branch's path. A later round forked on that path restores it, so what its branches see is no evidence: the
judge carries the doubt (`FDS.prefix_doubt`). A fork at the doubted step itself redoes it: no doubt."""

from __future__ import annotations

from diageval.diagnosis._judge import HeuristicJudge
from diageval.method import DiagnosisConfig, Rollout
from diageval.suite import Case, Step
from diageval.trajectory import ActionRecord, Checkpoint, Element, InputEvent, Observation, StepRecord
from tests.conftest import page_element

CASE = Case(
    id="score",
    task="Give a score of 4, then add a comment",
    steps=(Step(verb="click", target="4"), Step(verb="click", target="Add comment")),
)


def _cp(step: int) -> Checkpoint:
    return Checkpoint(step=step, url="http://x/", storage_state={}, fingerprint=f"f{step}", scroll=(0.0, 0.0))


def _missing(target: str) -> ActionRecord:
    """A click whose target is not on the page."""
    return ActionRecord(
        verb="click",
        description=f"click '{target}'",
        target=target,
        ok=False,
        error_kind="target_not_found",
        error=f"'{target}' is not on the page",
    )


def read_page(title: str, elements: list[Element]) -> Observation:
    """A recorded page holding ``elements`` (no screenshot, no errors)."""
    return Observation(
        url="http://x/",
        title=title,
        screenshot=None,
        elements=elements,
        aria_snapshot="",
        console_errors=[],
        scroll=(0.0, 0.0),
    )


def _failed_at_first(step: StepRecord) -> Rollout:
    """The agent's own run, failed at its first step ``step``."""
    return Rollout(
        source="trajectory",
        start=_cp(0),
        steps=[step],
        case_steps=[0],
        next_case_step=0,
        failed=0,
        initial=step.observation,
    )


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
    rating = page_element(0, "Rate 4 stars", "button")
    page = read_page("Survey", [rating])
    picked = ActionRecord(
        verb="click",
        description="click '4'",
        target="4",
        grounded=rating,
        events=[InputEvent(kind="click", x=20, y=20)],
    )
    missing = _missing("Add comment")
    first = _failed_at_first(
        _step(0, missing.model_copy(update={"description": "click '4'", "target": "4"}), page)
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

    note = "the step went to button Rate 4 stars, while the radio 4 carries the name '4'"
    fds = await HeuristicJudge().diagnose(CASE, [first, branch(note)], [], DiagnosisConfig())
    assert fds is not None and fds.resume_case_step == 1 and fds.prefix_doubt == note, fds
    plain = await HeuristicJudge().diagnose(CASE, [first, branch(None)], [], DiagnosisConfig())
    assert plain is not None and plain.resume_case_step == 1 and plain.prefix_doubt is None, plain


async def test_a_branchs_pick_of_one_of_several_same_named_controls_is_carried_as_a_doubt() -> None:
    # A branch got past the list's "Load more pets", then its agent pressed one of three "Adopt" buttons (one
    # per pet card) without knowing the card the task means; its next step is missing. Every later round
    # forked past that press restores it: what those branches see is no evidence (held aside 6 adopt-pepper).
    case = Case(
        id="adopt",
        task="Apply to adopt Pepper",
        steps=(
            Step(verb="click", target="Load more pets"),
            Step(verb="click", target="Adopt"),
            Step(verb="click", target="Send application"),
        ),
    )
    more = page_element(0, "Load more pets", "button")
    cards = [page_element(i, "Adopt", "button") for i in (1, 2, 3)]
    page = read_page("Pets", [more, *cards])

    def press(el: object, target: str) -> ActionRecord:
        return ActionRecord(
            verb="click", description=f"click '{target}'", target=target, grounded=el,
            events=[InputEvent(kind="click", x=20, y=20)],
        )  # fmt: skip

    missing = _missing("Send application")
    first = _failed_at_first(_step(0, missing.model_copy(update={"target": "Load more pets"}), page))
    branch = Rollout(
        source="r1:C.wait_retry",
        start=_cp(0),
        steps=[_step(0, press(more, "Load more pets"), page), _step(1, press(cards[1], "Adopt"), page),
               _step(2, missing, page)],
        case_steps=[0, 1, 2],
        next_case_step=2,
        failed=2,
    )  # fmt: skip
    fds = await HeuristicJudge().diagnose(case, [first, branch], [], DiagnosisConfig())
    assert fds is not None and fds.rollout == "r1:C.wait_retry", fds
    assert fds.resume_case_step == 2, fds
    assert fds.prefix_doubt is not None and "'Adopt' named 3 controls" in fds.prefix_doubt, fds


async def test_a_doubt_about_a_branchs_prefix_is_carried_to_rounds_forked_on_its_path() -> None:
    # Round 3 forked after the agent's press of one of six "Enrol" buttons, in doubt; its branch got a step
    # further and stopped. Round 4 forks on that branch's path, which replays the same press before the
    # branch's first step: what its branches see is no evidence either, at the branch's first step too
    # (held aside 9 courses `enrol-emma-german`: the doubt was lost a round later, and a correct case was
    # confirmed defective on the enrolment of a course that may not have been the task's).
    case = Case(
        id="enrol",
        task="Enrol Emma in German B1",
        steps=(
            Step(verb="click", target="Enrol"),
            Step(verb="click", target="Confirm"),
            Step(verb="click", target="My enrolments"),
        ),
    )
    page = read_page("Courses", [page_element(0, "Confirm", "button")])
    first = _failed_at_first(_step(0, _missing("Enrol"), page))
    note = "step 1: 'Enrol' named 6 controls in view; the agent took one of them"

    def branch(doubt: str | None) -> Rollout:
        return Rollout(
            source="r3:B.scroll_container",
            start=_cp(2),
            steps=[_step(0, _missing("My enrolments"), page)],
            case_steps=[2],
            next_case_step=2,
            failed=0,
            initial=page,
            prefix_doubt=doubt,
        )

    fds = await HeuristicJudge().diagnose(case, [first, branch(note)], [], DiagnosisConfig())
    assert fds is not None and fds.resume_case_step == 2 and fds.prefix_doubt == note, fds
    plain = await HeuristicJudge().diagnose(case, [first, branch(None)], [], DiagnosisConfig())
    assert plain is not None and plain.resume_case_step == 2 and plain.prefix_doubt is None, plain

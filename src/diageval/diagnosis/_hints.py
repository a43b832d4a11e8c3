"""What the pages say about a failure beyond the failure itself, for the judge: a list shown in parts, an
Apply the plan does not press, a control named exactly as the target hidden on the page restored at the fork
(the recorded pages hold only controls in view)."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from .._util.text import fold
from ..browser import CaseSession
from ..method import FDS, SOU, Category, CheckResult, Rollout
from ..suite import Case, Step
from ..trajectory import Element, Observation, PageState, StepRecord
from ._evidence import exact_controls, shown_missing
from .probes._answer import COMMIT_NAME, affirmative, declines
from .probes._base import sort_header
from .probes._form_words import INPUT_VERBS
from .probes._observe import FEED_MORE, PAGER_NAME, next_page

HIDDEN_PICK: tuple[SOU, Category, str] = (
    2,
    "insufficient_exploration",
    "an earlier step's input went to a control only partly named like its target while the one of that "
    "exact name was on the page, hidden in a closed part of it",
)
ON_LATER_PART: tuple[SOU, Category, str] = (
    2,
    "insufficient_exploration",
    "every step ran and the expected result is missing, while the page shows a list a page at a time: it may "
    "be on another page",
)
UNANSWERED: tuple[SOU, Category, str] = (
    1,
    "wrong_target",
    "every step ran and the result is missing, while the plan's last press opened a question with a way on "
    "and a way out, which the plan does not answer: the result may come once it is answered",
)
QUESTION_OPEN: tuple[SOU, Category, str] = (
    1,
    "wrong_target",
    "the step before opened a question with a way on and a way out, which the plan does not answer: the "
    "target may come once it is answered",
)
LEFT_OPEN: tuple[SOU, Category, str] = (
    1,
    "wrong_target",
    "an earlier press opened a question with a way on and a way out, and the plan went on without answering "
    "it: what the press should have done may never have happened",
)
SORTED_ONE_WAY: tuple[SOU, Category, str] = (
    1,
    "wrong_target",
    "every step ran and the result is missing after the plan pressed a column's sort header, which sorts one "
    "way, then the other: the order asked for may take another press",
)
UNAPPLIED: tuple[SOU, Category, str] = (
    1,
    "wrong_target",
    "every step ran and the result is missing after the plan's last input, while a button that applies it "
    "is in view: the input may wait to be applied",
)


async def on_fork_page(
    fds: FDS, session: CaseSession, state: PageState, case: Case, checks: list[CheckResult], tried: set[str]
) -> FDS:
    """The diagnosis refined by the page restored at the fork, which the recorded pages (controls in view
    only) cannot show. A wrong pick whose exactly named control is on that page but hidden (the "Email" of a
    form in a collapsed card, beside a search box "Search by name or email" the agent typed into) is SOU-2,
    so the expansions that open it come first. Expected text missing (``checks``: the diagnosed rollout's)
    after a click (a row added, moved) while the page holds a list pager's control (``pagers.js``: a wizard's
    "Next" is none), below the fold too, is SOU-2 until the paging probe has run on this failure
    (``tried``); after an input (a filter's tick, a search's text), an Apply it waits for comes first. A
    question the plan's last press opened and left unanswered (:data:`UNANSWERED`) stays first: the pager of
    the list behind it may not know its last page ("Next" enabled on it)."""
    step = case.steps[fds.resume_case_step] if case.steps and fds.resume_case_step < len(case.steps) else None
    if step is None or fds.sou == 2 or UNANSWERED[2] in fds.diagnosis:
        return fds  # a question the last press opened, unanswered, is what the result waits on first
    if fds.error_kind == "wrong_pick" and step.target is not None:
        exact = exact_controls(step.target, step.verb, state.elements)
        if not exact or any(e.rendered for e in exact):
            return fds
        sou, category, why = HIDDEN_PICK
    elif (
        fds.error_kind == "checks"
        and "B.paginate" not in tried
        and step.verb not in INPUT_VERBS
        and shown_missing(case, checks)
    ):
        if await next_page(session) is None:
            return fds
        sou, category, why = ON_LATER_PART
    else:
        return fds
    return fds.model_copy(
        update={"sou": sou, "category": category, "diagnosis": f"SOU-{sou} ({category}): {why}."}
    )


def pager_after(ro: Rollout, case: Case) -> str | None:
    """The name of the control of a list shown a page at a time ("Next", the next page number) on the
    rollout's last page, when the plan's last step was a click and a failing check looks for text: the text
    may be on another page (a new row sorted onto page 3). After a last input (a filter's tick, a search's
    text) an Apply may be what it waits for, and its result starts the list."""
    if not shown_missing(case, ro.checks) or not case.steps or case.steps[-1].verb in INPUT_VERBS:
        return None
    return _on_last_page(ro, lambda n: bool(PAGER_NAME.match(n)) and not FEED_MORE.match(n))


def apply_after(ro: Rollout, case: Case) -> str | None:
    """The name of an enabled button named like one that applies input ("Apply", "Save changes") on the
    rollout's last page, when the plan's last step gave a control a value and no step of the plan presses
    such a button: the input may wait to be applied (a filter panel, a details form)."""
    steps = case.steps or ()
    if not steps or steps[-1].verb not in INPUT_VERBS:
        return None
    planned = {fold(s.target) for s in steps if s.target}
    return _on_last_page(ro, lambda n: bool(COMMIT_NAME.match(n)) and fold(n) not in planned)


def confirm_after(ro: Rollout, case: Case) -> str | None:
    """The name of the button that answers a confirmation the plan's last press opened, when the rollout's
    last page shows it: buttons that came with that press, one of them declining ("Cancel", "Keep") and one
    that answers it (:func:`.probes._answer.affirmative`). A dialog, not a plan step, that the plan leaves
    out ("Delete entry?" with "Cancel" / "Delete")."""
    steps = case.steps or ()
    if not steps or steps[-1].verb not in ("click", "dblclick") or not ro.steps:
        return None
    return _question_after(ro, len(ro.steps) - 1, steps[-1].target)


def confirm_before(ro: Rollout, case: Case, failed: int) -> str | None:
    """As :func:`confirm_after`, for the press of the case step before the rollout's step ``failed``, whose
    target is not on the page: the question that press opened hides it ("Delete", then "Undo" on the
    notice that comes once the deletion is confirmed)."""
    prev = failed - 1
    at = ro.case_steps[prev] if 0 <= prev < len(ro.case_steps) else None
    steps = case.steps or ()
    if at is None or at >= len(steps) or steps[at].verb not in ("click", "dblclick"):
        return None
    return _question_after(ro, prev, steps[at].target)


def _question_after(ro: Rollout, k: int, target: str | None) -> str | None:
    return question_opened(ro.steps, ro.initial, k, target)


def question_opened(
    steps: Sequence[StepRecord],
    initial: Observation | None,
    k: int,
    target: str | None,
    *,
    covered: bool = False,
) -> str | None:
    """The name of the button that answers a question step ``k``'s press (on ``target``) opened, when the page
    after it shows one: buttons that came with that press, one declining and one answering it. ``covered``:
    such buttons count even under something that came over them (a newsletter popup over the question)."""
    before = steps[k - 1].observation if k > 0 else initial
    seen = before.elements if before is not None else []
    had = {_where(e) for e in seen if e.interactive and e.rendered}
    came = [
        e
        for e in steps[k].observation.elements
        if e.interactive and e.rendered and (covered or e.covered_by is None) and _where(e) not in had
    ]
    if not any(declines(e.name) for e in came):
        return None
    answer = affirmative(target, came)
    if answer is None and any(e.editable for e in came):
        # A typed confirmation: its answer is disabled until the words asked for are typed.
        answer = affirmative(target, [e.model_copy(update={"enabled": True}) for e in came])
    if answer is None or _moved_on(steps[k], answer, came):
        return None
    return answer.name


_BACK = re.compile(r"^\W*(back|previous|prev)\b", re.IGNORECASE)


def _moved_on(rec: StepRecord, answer: Element, came: list[Element]) -> bool:
    """The "answer" is the pressed control itself on the next page of a paged form: named as the press, which
    is gone from where it was pressed, and the only way out that came is a way back ("Next" below a wizard's
    next step, beside its "Back")."""
    pressed = rec.action.grounded
    if pressed is None or fold(pressed.name) != fold(answer.name):
        return False
    if not all(_BACK.match(e.name) for e in came if declines(e.name)):
        return False
    return _where(pressed) not in {_where(e) for e in rec.observation.elements}


def left_unanswered(
    steps: Sequence[StepRecord],
    case_steps: Sequence[int | None],
    initial: Observation | None,
    plan: Sequence[Step],
    before: int | None = None,
) -> tuple[int, str, str] | None:
    """A press of the plan (before case step ``before``, when given) that opened a question ("Cancel this
    visit?" with "Keep it" and "Yes, cancel it"), which no later input answered: the plan went on (a reload,
    another step) and the question, with what it would have done, was lost. (Its index in ``steps``, the
    name of the button that answers it, a note.) Only a question some later input left behind counts: one on
    the last page is :func:`confirm_after`'s."""
    for k in range(len(steps) - 1):
        at = case_steps[k] if k < len(case_steps) else None
        if at is None or at >= len(plan) or plan[at].verb not in ("click", "dblclick"):
            continue
        if before is not None and at >= before:
            break
        # The question is lost whatever came over it (a popup on a timer): the plan's next input left it.
        answer = question_opened(steps, initial, k, plan[at].target, covered=True)
        later = [s.action for s in steps[k + 1 :]]
        # Answered: by a press on that button, or by a probe's answer with it (not with another dialog's
        # button: a popup that came over the question is no answer to it).
        if answer is None or any(
            (a.answers and a.description.endswith(f"'{answer}'"))
            or (a.grounded and a.grounded.name == answer)
            for a in later
        ):
            continue
        return (
            k,
            answer,
            (
                f"{steps[k].action.description} opened a question ('{answer}' answers it), which the plan "
                f"left unanswered: its next input was {later[0].description}"
            ),
        )
    return None


def _where(e: Element) -> tuple[str, int, int]:
    """A control by its name and place: a dialog's "Delete" is not the row's "Delete" that opened it."""
    return fold(e.name), round(e.box[0]), round(e.box[1])


def pressed_once(steps: Sequence[Step], at: int) -> bool:
    """Case step ``at`` is a click the step before it does not repeat: a plan that presses a column's header
    twice asks for its second order itself."""
    if at >= len(steps) or steps[at].verb != "click":
        return False
    return not (at > 0 and steps[at - 1].verb == "click" and steps[at - 1].target == steps[at].target)


def sort_after(ro: Rollout, case: Case) -> str | None:
    """The name of the column header the plan's last step pressed once, when the rollout's last page shows
    it: a second press sorts the other way."""
    steps = case.steps or ()
    if not steps or not pressed_once(steps, len(steps) - 1) or not ro.steps:
        return None
    head = sort_header(steps[-1].target, ro.steps[-1].observation.elements)
    return head.name if head is not None else None


def _on_last_page(ro: Rollout, named: Callable[[str], bool]) -> str | None:
    """The name of the first enabled control on the rollout's last page whose name ``named`` accepts."""
    last = ro.steps[-1].observation.elements if ro.steps else []
    return next((e.name for e in last if e.interactive and e.enabled and named(e.name.strip())), None)

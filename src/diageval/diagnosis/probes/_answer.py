"""A.answer_dialog: a step whose input opens a dialog that asks to confirm it ("Delete this draft? Cancel /
Delete") has not done its work until the dialog is answered. A plan often leaves the answer out, as it
leaves out a browser's own ``confirm()``, which the suite answers by its ``dialogs`` setting; a screen agent
that follows the plan to the letter stops with the question on the screen. The probe performs the step and
answers the dialog it opened the way the suite answers ``confirm()``: with the dialog's button named like the
step ("Delete", "Yes, delete"), or else its affirmative one ("OK", "Confirm", "Continue"); never with
"Cancel", "Keep" or "Close".

The dialog a step opened is an open modal dialog (``<dialog>`` shown modal, ``aria-modal="true"``,
``role="alertdialog"``) that does not hold the element the last press (pointer, Enter, Space) went to.
Such a dialog, when it offers that answer, on a branch's quiet page is also why a missing result is no
defect evidence: the result may come once it is answered (:func:`awaiting_answer`). A dialog that offers
none (a details drawer, a result shown in a dialog with only "Close") is what the step was meant to open.

A.commit: a filter panel or form that applies its values only on its own button ("Apply", "Save"). A step
that set a value there and was the plan's last leaves it unapplied; the probe performs the step and presses
that button, the nearest one of such a name around the control (:func:`uncommitted`). Such a button is
also why a missing result is no defect evidence."""

from __future__ import annotations

import re
from typing import NamedTuple

from ..._util.text import fold
from ...browser import CaseSession, match_target
from ...method import FDS
from ...suite import Case, Step
from ...trajectory import Element, InputEvent, PageState
from ...verify import evaluate_checks
from ._base import ProbeContext, case_step, load_js, point_grounder, probe, sort_header
from ._form_words import INPUT_VERBS
from ._observe import scroll_until_visible
from ._views import wheel_toward

AWAITING_JS = load_js("awaiting")
COMMIT_JS = load_js("commit")
COMMIT_NAME = re.compile(
    r"^(?!save (?:to|for)\b|go (?:to|back)\b|set as\b|send (?:to|out|back|later)\b|send\b.*(?:…|\.\.\.)\s*$)"
    r"(apply|save|update|done|search|submit|confirm|ok|go|show results|set|send)\b|^add$",
    re.I,
)
"""Names of a button that applies a panel's or a form's input ("Apply", "Save changes", "Search", a
composer's "Send"); "Add" alone, never "Add expense" (a new item); never one that puts the item somewhere
("Save to wishlist", "Save for later", "Send to archive"), goes somewhere ("Go to cart"), marks it ("Set as
default") or opens a form first ("Send out…")."""

FORWARD_NAME = re.compile(
    r"^(?:check ?out|proceed(?: to (?:check ?out|payment))?|continue|next(?: step)?|finish"
    r"|place (?:the |my )?order|complete (?:the )?(?:order|purchase|booking))\W*$",
    re.I,
)
"""Names of a plan's press that takes a filled form on to its next stage ("Checkout", "Continue", "Next",
"Place order"), whole (never "Checkout history"), which apps name by that stage ("Continue to payment",
"Review booking")."""


def applies_form(target: str) -> bool:
    """A plan's press named as one that applies a form (:data:`COMMIT_NAME`) or takes it on
    (:data:`FORWARD_NAME`): after the plan's fields, the form's own button is that press in other words."""
    return bool(COMMIT_NAME.match(target) or FORWARD_NAME.match(target.strip()))


_NO = re.compile(
    r"\b(cancel|no|not now|not yet|close|keep|back|dismiss|never|don'?t|do not|discard changes|stay)\b"
    r"|^\W*[x×✕]\W*$",
    re.IGNORECASE,
)
"""Names of a dialog's buttons that decline or leave it unanswered ("Not yet" beside "Payment received")."""
_YES = re.compile(
    r"^\W*(ok|okay|yes|confirm|continue|proceed|accept|agree|i agree|i understand)\b", re.IGNORECASE
)
"""Names of a dialog's affirmative button when none is named like the step."""
_SAYS_YES = re.compile(r"^\W*yes\b", re.IGNORECASE)
"""A button that answers yes in words, whatever follows ("Yes, cancel" in "Cancel this booking?")."""


class Awaiting(NamedTuple):
    """A modal dialog that the last press opened: its label, and the button that answers it yes (None when
    it offers none: a details drawer, a result shown in a dialog with only "Close")."""

    label: str
    answer: Element | None
    typed: tuple[Element, str] | None = None
    """A confirmation typed before the answer is enabled ("Type DELETE to confirm"): the empty field in the
    dialog, and the words it asks for (empty when the dialog does not say which)."""
    locked: Element | None = None
    """The button that would answer it, disabled until then."""


_TYPE_TO_CONFIRM = re.compile(
    r"\btype\s+[\"“‘']?(?P<q>[^\"”’'\n]{1,60}?)[\"”’']?\s+(?:to confirm|below|in the (?:box|field))", re.I
)
"""What a dialog asks to be typed before its confirm button is enabled ("Type DELETE to confirm")."""


async def awaiting_answer(session: CaseSession, state: PageState, target: str | None) -> Awaiting | None:
    """The open modal dialog the last press (pointer, Enter, Space) did not go into, so that it opened it or
    came after it, on the page ``state`` was read from (the last read), with its :func:`affirmative` button
    for a step of ``target``; None when there is none, or no press was seen. A dialog whose answer is
    disabled beside an empty text field asks for a typed confirmation first (:attr:`Awaiting.typed`)."""
    got = await session.script(AWAITING_JS)
    if not isinstance(got, dict):
        return None
    inside = {int(i) for i in got.get("ids") or []}
    els = [e for e in state.elements if e.id in inside]
    label = str(got.get("label") or "dialog")
    answer = affirmative(target, els)
    if answer is not None:
        return Awaiting(label, answer)
    field = next((e for e in els if e.editable and e.rendered and e.point is not None and not e.value), None)
    locked = affirmative(target, [e.model_copy(update={"enabled": True}) for e in els if not e.enabled])
    if field is None or locked is None:
        return Awaiting(label, None)
    said = _TYPE_TO_CONFIRM.search(" ".join([label, str(got.get("text") or "")]))
    return Awaiting(label, None, (field, said.group("q").strip() if said else ""), locked)


def affirmative(target: str | None, buttons: list[Element]) -> Element | None:
    """The button that answers a dialog the way a browser's ``confirm()`` is accepted: the one named like
    the step that opened it (the dialog's "Delete" for a row's "Delete"), or else an affirmative one. None
    when the dialog offers neither (a question that needs a choice, not a yes). A name that declines
    ("Cancel", "Keep") never answers it, unless it is the step's own ("Cancel booking" beside "Keep
    booking", also for a step "Cancel") or says yes first ("Yes, cancel"); beside one, the only other button
    does ("Remove" for a step "Delete")."""
    own = fold(target or "")
    usable = [
        b
        for b in buttons
        if b.interactive
        and not b.editable  # a field in the dialog (a typed confirmation) answers nothing
        and b.role not in ("checkbox", "switch", "radio")  # nor a box to tick ("I agree to the terms")
        and b.tag != "label"
        and b.enabled
        and b.point is not None
        and (not _NO.search(b.name) or _own(own, fold(b.name)) or _SAYS_YES.match(b.name))
    ]
    if target:
        named = match_target(target, usable)
        if named:
            return named[0].element
        # The step's own verb on the dialog's button ("Delete" for "Delete transaction").
        said = _words(target)
        verb = next((b for b in usable if _words(b.name) and _words(b.name) <= said), None)
        if verb is not None:
            return verb
    yes = next((b for b in usable if _YES.match(b.name)), None)
    # A web component's button is its host and the native button inside it, one control of one name.
    ways_on = {fold(b.name) for b in usable}
    if yes is None and len(ways_on) == 1 and any(_NO.search(b.name) for b in buttons if b.interactive):
        # A question with one way out and one way on ("Cancel" / "Remove" for a step "Delete"): the plan's
        # word for the action is not the dialog's, and the way on is its answer.
        return next((b for b in usable if b.role == "button"), usable[0])
    return yes


def _own(own: str, name: str) -> bool:
    """A button named as the step, or with the step's name and then its object ("Cancel reservation" for a
    step "Cancel"): the step's own action, even where its word declines elsewhere."""
    return bool(own) and (name == own or name.startswith(own + " "))


def declines(name: str) -> bool:
    """A dialog's button named to decline or leave it unanswered ("Cancel", "Keep booking", "×")."""
    return bool(_NO.search(name))


def _words(text: str) -> set[str]:
    return set(re.findall(r"\w+", text.casefold()))


class Uncommitted(NamedTuple):
    """The button that applies the input the plan's last step gave (a filter panel's "Apply")."""

    name: str
    point: tuple[float, float]


async def uncommitted(session: CaseSession, *, formless: bool = False) -> Uncommitted | None:
    """The enabled button named like a commit ("Apply", "Save", "Update", "Search") in the nearest container
    of the control the last press or key went into, which the plan has not pressed: the input waits to be
    applied. With ``formless``, also a form written without a ``<form>`` element: its container's one button
    after that control, whatever its name, when two or more of its fields hold a value (``commit.js``).
    None when there is none."""
    arg: object = [COMMIT_NAME.pattern, None, [], _NO.pattern] if formless else COMMIT_NAME.pattern
    got = await session.script(COMMIT_JS, arg)
    if not isinstance(got, dict):
        return None
    x, y = got["point"]
    return Uncommitted(str(got.get("name") or "Apply"), (float(x), float(y)))


async def waits_for_answer(session: CaseSession, state: PageState, last: Step | None) -> str | None:
    """Why a result missing after the plan's last step ``last`` is no defect evidence yet: a dialog that step
    opened asks to be answered, or the input it gave waits to be applied. None when neither."""
    asked = await awaiting_answer(session, state, last.target if last is not None else None)
    if asked is not None and asked.answer is not None:
        return f"the dialog '{asked.label}' the last input opened waits for an answer"
    if asked is not None and asked.locked is not None:
        return f"the dialog '{asked.label}' the last input opened asks for a typed confirmation first"
    if last is not None and last.verb in INPUT_VERBS and (pending := await uncommitted(session)) is not None:
        return f"the input the plan's last step gave waits to be applied with '{pending.name}'"
    return None


FORM_VERBS = (*INPUT_VERBS, "set_range")
"""Steps that give a form's control a value: a field, a choice, a slider (a dialog's "Brightness")."""

HIDDEN_KINDS = ("target_not_found", "target_hidden")
"""Failures of a target not there to act on: not in the document, or in it and not drawn."""

BEHIND_KINDS = (*HIDDEN_KINDS, "target_offscreen")
"""Failures of a target that a question the step before opened may stand in front of: not there or not
drawn yet (it comes once the question is answered), or out of view behind the question's backdrop, which
takes the wheel that would scroll it into view. (Not a covered click: a notice that covers a field is no
question, and `C.hit_test` dismisses what covers it.)"""

ASKED_KINDS = (*BEHIND_KINDS, "click_intercepted")
"""As :data:`BEHIND_KINDS`, and a press the question's own backdrop takes ("Cancel rental?" over the tab the
plan presses next): only once the judge has seen the press before open that question (:data:`UNANSWERED_NOTE`
in its evidence); a notice that covers a control on its own is `C.hit_test`'s."""

UNANSWERED_NOTE = "the last press opened a question the plan leaves unanswered"
"""The judge's evidence when the diagnosed rollout's last page shows that question (``confirm_after``)."""


def question_open(fds: FDS) -> bool:
    """The judge saw the diagnosed rollout's last page show the question its last press opened
    (:data:`UNANSWERED_NOTE` in the FDS evidence)."""
    return any(e.startswith(UNANSWERED_NOTE) for e in fds.evidence)


LEFT_NOTE = "an earlier press opened a question the plan left unanswered"
"""The judge's evidence when an earlier press opened a question and the plan went on without answering it
(``left_unanswered``): the fork is before that press."""


def _feasible(fds: FDS, state: PageState, case: Case) -> tuple[float, str] | None:
    step = case_step(fds, case)
    if step is None:
        return None
    if fds.error_kind in ASKED_KINDS and question_open(fds):
        return (
            1.0,
            f"the question the step before opened is open, unanswered; '{step.target}' may come after it",
        )
    if step.verb not in ("click", "dblclick") or fds.error_kind != "checks":
        return None
    if question_open(fds):
        return 1.0, "the question the plan's last press opened is on the last page, unanswered"
    if any(e.startswith(LEFT_NOTE) for e in fds.evidence):
        return 1.0, f"'{step.target}' opened a question, and the plan went on without answering it"
    return 0.9, f"'{step.target}' may open a dialog asking to confirm it, which the plan does not answer"


@probe(
    "A.answer_dialog",
    "A",
    "perform the step, then answer the confirmation dialog it opens as the suite answers confirm()",
    1.2,
    _feasible,
)
async def answer_dialog(ctx: ProbeContext) -> bool | None:
    if ctx.session.dialog_policy != "accept":
        return None  # the suite declines confirmations: an in-page one is declined as well
    k = ctx.fds.resume_case_step
    before = (ctx.case.steps or ())[k - 1].target if k > 0 else None
    if ctx.fds.error_kind in ASKED_KINDS and question_open(ctx.fds):
        # The step before opened the question, which hides the step's target (the notice with "Undo" that
        # comes once the deletion is confirmed; a row below a scroll box's fold, behind the question's
        # backdrop): answer it as that step asks, then perform the step.
        if not await answer_asked(ctx, before):
            return None
        if ctx.target and _YES.match(ctx.target) and ctx.fds.error_kind in HIDDEN_KINDS:
            # The plan's step is the answer, in a word the dialog does not use ("Yes" where its buttons
            # read "Payment received" / "Not yet"): answering the question was the step.
            ctx.evidence.append(f"the plan's '{ctx.target}' answers the question: that answer was the step")
            return True
        if ctx.fds.error_kind == "target_offscreen":
            # Out of view behind the backdrop, which took the wheel: now brought into view as B.scroll_* does.
            return await scroll_until_visible(ctx)
        return (await ctx.do_step()).ok
    # A question the step before opened stands open at the fork, with an answer to give: the plan's step
    # comes once it is answered, as that step asks (an "Undo" shown above a deletion's confirmation, pressed
    # before it is answered, undoes the deletion before). A dialog that offers no answer (a details panel)
    # is no such question, nor one the plan's step answers itself: the step is performed as it is.
    standing = await awaiting_answer(ctx.session, ctx.state, before) if k > 0 else None
    yes = (standing.answer or standing.locked) if standing is not None else None
    asked = yes is not None and not (ctx.target and match_target(ctx.target, [yes]))
    asked = asked and bool(await answer_asked(ctx, before))
    action = await ctx.do_step()
    if not action.ok:
        return False
    own = await answer_asked(ctx)
    return True if own is None and asked else own  # the step itself need not ask anything more


async def answer_asked(ctx: ProbeContext, target: str | None = None) -> bool | None:
    """After the step: answer the confirmation dialog it opened as the suite answers ``confirm()`` (typing
    the words it asks for first). None when it opened none, or the suite declines confirmations, or the
    dialog offers no button that accepts it. ``target``: the step that opened it, when not the probe's."""
    if ctx.session.dialog_policy != "accept":
        return None
    await ctx.wait_quiet(max_s=2.0)
    asked = await awaiting_answer(ctx.session, ctx.state, target or ctx.target)
    if asked is None:
        return None  # the step opened no dialog: nothing to answer
    if asked.answer is None and asked.typed is not None and asked.typed[1]:
        # "Type DELETE to confirm": the words the dialog asks for, typed into its field, enable its answer.
        field, words = asked.typed
        assert field.point is not None
        x, y = field.point
        ctx.evidence.append(f"the dialog '{asked.label}' asks to type '{words}' to confirm")
        events = [InputEvent(kind="click", x=x, y=y), InputEvent(kind="type", text=words)]
        await ctx.act(f"type '{words}' into the dialog's field", events)
        await ctx.wait_quiet(max_s=1.0)
        locked = asked.locked
        assert locked is not None
        now = [e for e in ctx.state.elements if e.enabled and e.point is not None and e.name == locked.name]
        asked = asked._replace(answer=min(now, key=lambda e: abs(e.box[1] - locked.box[1]), default=None))
    pick = asked.answer
    if pick is None or pick.point is None:  # (a point is what made it usable)
        ctx.evidence.append(f"the dialog '{asked.label}' offers no button that accepts it")
        return None
    ctx.evidence.append(f"the step opened the dialog '{asked.label}'; answered with '{pick.name}'")
    click = InputEvent(kind="click", x=pick.point[0], y=pick.point[1])
    elsewhere = await ctx.act(f"answer the dialog with '{pick.name}'", [click], aimed=pick, answers=True)
    if elsewhere is not None:
        ctx.doubt = f"the answer to the dialog went to {elsewhere}, not '{pick.name}'"
    await ctx.wait_quiet(max_s=2.0)
    return True


def _commit_feasible(fds: FDS, state: PageState, case: Case) -> tuple[float, str] | None:
    step = case_step(fds, case)
    if step is None or step.verb not in INPUT_VERBS or fds.error_kind != "checks":
        return None
    return 0.9, f"the value the plan gives '{step.target}' may take effect only once applied"


@probe(
    "A.commit",
    "A",
    "perform the step, then press the button that applies it (a filter panel's Apply, a form's Save)",
    1.2,
    _commit_feasible,
)
async def commit(ctx: ProbeContext) -> bool | None:
    action = await ctx.do_step()
    if not action.ok:
        return False
    await ctx.wait_quiet(max_s=2.0)
    pending = await uncommitted(ctx.session)
    if pending is None:
        return None  # nothing near the control applies it: the input took effect as given, or never will
    ctx.evidence.append(f"the step's input waits to be applied; pressed '{pending.name}'")
    x, y = pending.point
    await ctx.act(f"apply it with '{pending.name}'", [InputEvent(kind="click", x=x, y=y)])
    await ctx.wait_quiet(max_s=2.0)
    return True


def _own_commit_feasible(fds: FDS, state: PageState, case: Case) -> tuple[float, str] | None:
    step = case_step(fds, case)
    steps = case.steps or ()
    at = fds.resume_case_step
    if step is None or step.verb != "click" or not step.target or not applies_form(step.target):
        return None
    if (
        fds.error_kind not in ("click_intercepted", *HIDDEN_KINDS)
        or at == 0
        or steps[at - 1].verb not in FORM_VERBS
    ):
        return None
    return 1.0, f"'{step.target}' may be the own button of the form the plan just filled, named otherwise"


@probe(
    "A.own_commit",
    "A",
    "for a plan's 'Submit' or 'Save' after it filled a form, press the button that applies that form, "
    "in the form's own container (a dialog's 'Save reading')",
    1.0,
    _own_commit_feasible,
)
async def own_commit(ctx: ProbeContext) -> bool | None:
    """A form in a dialog or a panel, filled by the plan, applied by a button named otherwise than the plan's
    commit ("Save reading" for "Submit"), while a control named like the plan's lies elsewhere (the page's
    "Submit reading" under the dialog) or nowhere. The commit button nearest the field the plan last gave
    input to is the form's own (``commit.js``), also in a form written without a ``<form>`` element."""
    pending = await uncommitted(ctx.session, formless=True)
    if pending is not None and not 0 <= pending.point[1] <= ctx.session.viewport[1]:
        # The form's button below the fold (a long form, a card at the end of a list): wheeled into view.
        await wheel_toward(ctx, pending.point[1], f"'{pending.name}'")
        pending = await uncommitted(ctx.session, formless=True)
    if pending is None:
        ctx.evidence.append("no button applies the form the plan filled")
        return None
    x, y = pending.point
    own = [
        m.element
        for m in match_target(pending.name, ctx.state.elements)
        if m.element.point is not None and m.element.covered_by is None and box_holds(m.element, x, y)
    ]
    if not own:
        return None
    ctx.evidence.append(f"'{pending.name}' applies the form the plan filled: taken for '{ctx.target}'")
    return (await ctx.do_step(point_grounder(own[0]))).ok


def box_holds(e: Element, x: float, y: float) -> bool:
    """The point (x, y) lies in ``e``'s box."""
    bx, by, bw, bh = e.box
    return bx <= x <= bx + bw and by <= y <= by + bh


MAX_RESORTS = 2
"""Further presses of a column's sort header: ascending, descending, and (some grids) back to unsorted."""


def _resort_feasible(fds: FDS, state: PageState, case: Case) -> tuple[float, str] | None:
    step = case_step(fds, case)
    if step is None or step.verb != "click" or fds.error_kind != "checks":
        return None
    head = sort_header(step.target, state.elements)
    if head is None:
        return None
    return 0.9, f"'{head.name}' heads a column: it sorts one way, then the other"


@probe(
    "A.resort",
    "A",
    "perform the step on a column's sort header, then press it again until the order asked for shows",
    1.2,
    _resort_feasible,
)
async def resort(ctx: ProbeContext) -> bool | None:
    """A table sorts a column one way on the first press of its header and the other way on the second: a
    plan that asks for the highest first and presses once sees the lowest first. The probe performs the
    step, then presses the header again, up to :data:`MAX_RESORTS` times, until every check holds."""
    action = await ctx.do_step()
    if not action.ok:
        return False
    await ctx.wait_quiet(max_s=2.0)
    expect = ctx.case.expect or ()
    pressed = 0
    while pressed < MAX_RESORTS:
        if all(c.ok for c in await evaluate_checks(ctx.session, expect, ctx.state)):
            break
        # The control the step pressed, as the page shows it now (a link or button inside the header cell).
        again = next((e for e in ctx.best_matches() if e.rendered and e.point is not None), None)
        if again is None or again.point is None or sort_header(ctx.target, ctx.state.elements) is None:
            break
        x, y = again.point
        await ctx.act(f"press '{again.name}' again", [InputEvent(kind="click", x=x, y=y)])
        await ctx.wait_quiet(max_s=2.0)
        pressed += 1
    ctx.cycled = True
    ctx.evidence.append(f"pressed the sort header {pressed} more time(s)")
    return True

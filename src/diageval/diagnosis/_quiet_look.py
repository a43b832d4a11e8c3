"""What a failed branch's page shows once it has gone quiet, read before its session closes: whether the
last input still changed nothing, which checks still fail, whether the page still says it is working or
waits for an answer (a confirmation, an Apply), whether a control the plan clicked stays disabled, and
whether the last step's target is absent from the whole page. The branch turns these into defect evidence
(METHOD.md section 8.3)."""

from __future__ import annotations

import re
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from .._util.text import fold
from ..browser import LATER_MAX_S, TIMER_HORIZON_S, page_changed, screenshot
from ..method import (
    GLYPH,
    acting_on,
    is_select,
    match_target,
    named_by_part,
    names_a_state,
    names_option,
    same_box,
)
from ..suite import Case, Step
from ..trajectory import Element, PageState, StepRecord
from ..verify import CheckResult, evaluate_checks
from ._evidence import EXACT, nothing_matches, shown_checks, shown_missing
from ._hints import left_unanswered, pressed_once
from ._hover_rows import POINTER_VERBS
from ._search_words import phrase_unmatched
from ._working import standing_gauges, still_working, working_signs
from .probes import ProbeContext
from .probes._answer import (
    COMMIT_JS,
    COMMIT_NAME,
    applies_form,
    awaiting_answer,
    uncommitted,
    waits_for_answer,
)
from .probes._base import load_js, row_of_item, sort_header
from .probes._by_option import OPTIONS_JS, offering
from .probes._custom_offer import custom_offering, custom_selects
from .probes._day_pager import day_pager
from .probes._ellipsis import form_opener
from .probes._form_words import INPUT_VERBS, asks_for_form
from .probes._observe import next_page, page_for_text
from .probes._ocr import ocr_find, tesseract_available
from .probes._open_form import unpressed_opener
from .probes._read import unread_boxes
from .probes._row_field import row_field
from .probes._task_command import task_command
from .probes._task_field import task_field
from .probes._view_option import task_view_option
from .probes._views import look_input

PATIENCE_S = 4.0
"""How long a stability probe waits for the expected result to appear before it counts as a failure, and
how long a click in a branch is given to show a late reaction before it counts as having no effect."""
QUIET_MAX_S = 3.0
"""How long a failed branch waits for the page to go quiet before it reads defect evidence off it."""


@dataclass
class _Quiet:
    """What a failed branch's page shows once it has gone quiet (read before the session closes)."""

    unchanged: bool = False
    """The last step had no visible effect, and the page still has not changed."""
    failing: list[CheckResult] = field(default_factory=list)
    """The checks that still fail on the quiet page (every step having run)."""
    absent: str | None = None
    """The last step's target is nowhere on the page: no element, name, or OCR text matches it."""
    unviewed: str | None = None
    """The view the task names, not chosen on the page where the last step's target was not found."""
    no_option: str | None = None
    """The last step's native select, enabled on the quiet page, lists every option it has and none is the
    one the plan asks for."""
    disabled: tuple[int, PageState, tuple[str, Element] | None, str | None] | None = None
    """A case step whose control was disabled when the branch clicked it, and the quiet page: the step
    failed on it, or the page reacted to the click (a field's message on leaving it) and a check failed.
    Then, for a control repeated per row: the item the plan named before and its row's control, when that
    row holds no form field of its own. Last, of a control not in such a row: the name of a box of text on
    the page not yet read to its end (terms that enable "Accept" once read), or None."""
    working: str | None = None
    """The page still showed it was working (a spinner, "Saving...") when the look ended."""
    late_ok: bool = False
    """Every check held on the quiet page: the result came after the branch's own look (no evidence)."""
    awaiting: str | None = None
    """Why the page, when a check failed, still waits for the plan's input to be answered: a modal dialog
    the last press opened that asks for an answer (a "Delete this draft?" with a "Delete" button), or an
    Apply button for the input the last step gave; or why the result may be elsewhere: expected text missing
    while a list shown in parts has a next part to show."""


async def quiet_look(
    ctx: ProbeContext, case: Case, finished: bool, checks: list[CheckResult], *, began: float
) -> _Quiet:
    """For defect evidence: once the page is quiet, is the failure still there? A slow app gets its chance
    to react before a branch says the input changed nothing or the result never appeared. A page that showed
    no reaction but set a timeout during the branch (begun at ``began``, perf_counter) due well ahead has
    promised work for later: it is no evidence."""
    if finished and checks and all(c.ok for c in checks):
        return _Quiet()
    out = await _quiet_look_now(ctx, case, finished, checks)
    # Only for an input the page showed no reaction to: a page that did react may set long timeouts of its
    # own (a toast hidden after 6 s, an undo window), which promise nothing. A control kept disabled may wait
    # on a check the fields' input began (a validation due 6 s after typing), which the restore replayed.
    since = (time.perf_counter() - began) if out.unchanged else LATER_MAX_S
    if (out.unchanged or out.disabled) and (n := await ctx.session.quiet.later(since)):
        ctx.evidence.append(
            f"the page set {n} timeout(s) of more than {TIMER_HORIZON_S:.0f} s, still to fire: the result "
            "may still come, so its absence is no evidence"
        )
        out.unchanged, out.disabled = False, None
    return out


async def _quiet_look_now(ctx: ProbeContext, case: Case, finished: bool, checks: list[CheckResult]) -> _Quiet:
    out = _Quiet()
    steps = ctx.recorder.trajectory.steps if ctx.recorder.trajectory else []
    last = steps[-1].action if steps else None
    if finished and case.expect is not None and checks:
        await _quiet_again(ctx)
        # A page that says it is still working ("Preparing export...") gets PATIENCE_S more to finish.
        traj = ctx.recorder.trajectory
        first = traj.initial if traj is not None else None
        already = working_signs(first.busy, first.readable) if first is not None else frozenset()
        deadline = time.perf_counter() + PATIENCE_S
        while still_working(ctx.state.busy, ctx.state.text, already) and time.perf_counter() < deadline:
            then = ctx.state.busy
            await ctx.session.quiet.pause(0.5)
            await ctx.refresh()
            already |= standing_gauges(then, ctx.state.busy)
        out.working = still_working(ctx.state.busy, ctx.state.text, already)
        out.failing = [c for c in await evaluate_checks(ctx.session, case.expect, ctx.state) if not c.ok]
        out.late_ok = not out.failing
        done = [c for c in ctx.case_steps if c is not None]
        planned = (case.steps or ())[max(done)] if done else None
        out.awaiting = await waits_for_answer(ctx.session, ctx.state, planned) if out.failing else None
        if (
            out.awaiting is None
            and out.failing
            and not ctx.cycled
            and planned is not None
            and pressed_once(case.steps or (), max(done))
            and (head := sort_header(planned.target, ctx.state.elements)) is not None
        ):
            out.awaiting = (
                f"'{head.name}' sorts its column one way, then the other: the order asked for may take "
                "another press"
            )
        if (
            out.awaiting is None
            and planned is not None
            and planned.verb not in INPUT_VERBS  # a filter's or a search's result starts the list
            and shown_missing(case, out.failing)
            and await next_page(ctx.session, feeds=True)
        ):
            out.awaiting = await _on_other_page(ctx, case, out.failing, await next_page(ctx.session) is None)
        if out.awaiting is None and out.failing and done:
            out.awaiting = await _unsaved_in_panel(ctx, case, max(done))
        if out.awaiting is None and out.failing:
            out.awaiting = _left_unanswered(ctx, case, steps)
        if out.awaiting is None and out.failing:
            out.awaiting = await _task_option_unset(ctx, case)
        out.disabled = await _disabled_at(ctx, steps) if out.failing else None
    elif last is not None and not last.ok and last.error_kind == "no_effect":
        # The recorder gave the click PATIENCE_S to show any reaction at all; settle the page once more.
        after = ctx.state
        await _quiet_again(ctx)
        now = ctx.state
        out.unchanged = not page_changed(after, now)
    elif last is not None and not last.ok and last.error_kind == "target_disabled":
        # Work still under way (a check by request, a debounce) may yet enable it.
        await _quiet_again(ctx)
        out.disabled = await _disabled_at(ctx, steps)
    elif last is not None and last.error_kind == "option_not_found" and last.target:
        at = ctx.case_steps[len(steps) - 1] if len(ctx.case_steps) >= len(steps) else None
        option = (case.steps or ())[at].option if at is not None else None
        if option:
            await _quiet_again(ctx)
            out.no_option = await _option_missing(ctx, last.target, option)
    elif last is not None and last.error_kind == "target_not_found" and last.target:
        state = await ctx.refresh()
        at = ctx.case_steps[len(steps) - 1] if len(ctx.case_steps) >= len(steps) else None
        plan_step = (case.steps or ())[at] if at is not None and at < len(case.steps or ()) else None
        option = plan_step.option if plan_step is not None and plan_step.verb == "select" else None
        asked = await awaiting_answer(ctx.session, state, None)
        if asked is not None and (asked.answer is not None or asked.locked is not None):
            # A question the page asks hides what comes once it is answered ("Undo" on the notice after a
            # confirmed deletion).
            ctx.evidence.append(
                f"the dialog '{asked.label}' waits for an answer: what it hides is no evidence"
            )
        elif names_a_state(last.target):
            ctx.evidence.append(
                f"'{last.target}' names the state its command sets, which apps also name by the action "
                '("Check in" for "Mark as arrived"): its absence is no evidence'
            )
        elif part := named_by_part(last.target, state.elements):
            # Plans name an action in more words than its button: the target is then not missing.
            ctx.evidence.append(
                f"'{part[0].name[:60]}' on the page is named by part of '{last.target}': the target's "
                "absence is no evidence"
            )
        elif acts := acting_on(last.target, state.elements):
            # The plan names the thing where the app names what is done with it.
            ctx.evidence.append(
                f"'{acts[0].name[:60]}' on the page acts on what '{last.target}' names: the target's absence "
                "is no evidence"
            )
        elif GLYPH.match(last.target):
            ctx.evidence.append(
                f"'{last.target}' is the glyph of an icon, which is drawn, not named: no name or OCR text "
                "shows it, so its absence is no evidence"
            )
        elif at is not None and await ctx.unbidden_modal(at):
            # A notice the app opened on its own over the whole page: the expansions reached nothing under it.
            ctx.evidence.append(
                "a modal dialog no step of the plan opened covers the page: what lies under it was out of "
                "reach, so the target's absence is no evidence"
            )
        elif option and (offers := await offering(ctx.session, state, option)):
            # A select named otherwise ("How long for" for "Duration") offers the option the plan asks for.
            ctx.evidence.append(
                f"the select '{offers[0].name[:60]}' offers '{option}': the field may be named otherwise "
                "than the plan says, so the target's absence is no evidence"
            )
        elif plan_step is not None and (view := task_view_option(state, case)) is not None:
            out.unviewed = view.name
            ctx.evidence.append(
                f"the view '{view.name[:60]}' the task names is not chosen: '{last.target}' may be listed "
                "only there, so its absence is no evidence"
            )
        elif option and (custom := await _custom_offers(ctx, option)):
            ctx.evidence.append(
                f"the custom select '{custom[0].name[:60]}' offers '{option}' once opened: the field may be "
                "named otherwise than the plan says, so the target's absence is no evidence"
            )
        elif option and (hid := custom_selects(state, covered=True)):
            ctx.evidence.append(
                f"the custom select '{hid[0].name[:60]}' is covered by {hid[0].covered_by}: whether it "
                f"offers '{option}' cannot be read, so the target's absence is no evidence"
            )
        elif plan_step is not None and (
            opener := unpressed_opener(state.elements, case.task, case.steps or (), steps, at or 0)
        ):
            what = "be" if asks_for_form(case.steps or (), at or 0) else "render the form that holds"
            ctx.evidence.append(
                f"'{opener.name[:60]}', which the task's words name and no step pressed, may {what} "
                f"'{last.target}': its absence is no evidence"
            )
        elif plan_step is not None and (arrow := day_pager(last.target, state.elements)) is not None:
            # A view paged by day: the day the plan names is another of its pages ("Next day" to Thursday).
            ctx.evidence.append(
                f"the view pages by day or week with '{arrow.name[:40]}': '{last.target}' may be another of "
                "its pages, so its absence is no evidence"
            )
        elif (
            plan_step is not None
            and plan_step.verb == "fill"
            and (field := await row_field(ctx.session, state, last.target)) is not None
        ):
            ctx.evidence.append(
                f"the field '{field.name[:60]}' is in the one row that holds every word of "
                f"'{last.target}': the plan may name the field by its row, so the target's absence is no "
                "evidence"
            )
        elif at is not None and (told := task_command(state.elements, case.task, case.steps or (), at)):
            ctx.evidence.append(
                f"the task names the command '{told[0].name[:60]}' where the plan says '{last.target}': its "
                "absence is no evidence"
            )
        elif at is not None and (named := task_field(state.elements, case.task, case.steps or (), at)):
            ctx.evidence.append(
                f"the task names the field '{named.name[:60]}' where the plan says '{last.target}': its "
                "absence is no evidence"
            )
        elif at is not None and (searched := phrase_unmatched(case.steps or (), at, state)) is not None:
            ctx.evidence.append(
                f"the plan searched for {searched.text!r}, words that show nowhere on the page as one "
                f"phrase: the list may hold nothing for words joined so, and '{last.target}' with it, so its "
                "absence is no evidence"
            )
        elif at is not None and (opened := form_opener(case.steps or (), at, state.elements)) is not None:
            # A command that opens a form ("Send out…"), named by no step, before the plan fills a form.
            ctx.evidence.append(
                f"{', '.join(repr(n[:40]) for n in opened[0][:3])} open a form (an ellipsis says so) and "
                f"the plan fills one that is not open: one may be the plan's '{opened[1]}' in other words, "
                f"so the absence of '{last.target}' is no evidence"
            )
        elif (
            plan_step is not None
            and applies_form(last.target)
            and (own := await uncommitted(ctx.session, formless=True))
        ):
            # A form's own button, named for what it does ("Add to waiting list" for the plan's "Save").
            ctx.evidence.append(
                f"'{own.name}' applies the form the plan filled: it may be '{last.target}' in other words, "
                "so the target's absence is no evidence"
            )
        elif nothing_matches(last.target, state.elements):
            sources = "element or accessible name"
            if tesseract_available():
                png = await screenshot(ctx.session.page, full_page=True)
                if await ocr_find(png, last.target) is not None:
                    return out
                sources = "element, accessible name or OCR text"
            out.absent = f"no {sources} on the whole page matches '{last.target}'"
    return out


async def _custom_offers(ctx: ProbeContext, option: str) -> list[Element]:
    """The custom selects that offer ``option`` once opened; a look's input, not recorded."""
    return await custom_offering(ctx, option, look_input(ctx))


_CUSTOM_OPTIONS_JS = load_js("custom_options")
_SAME_FORM_JS = load_js("same_form")


def _a_select(e: Element) -> bool:
    """A control that offers options to choose from: what a select step grounds to (native, a combobox or a
    list of options), or a button that opens a list of options."""
    return is_select(e) or e.tag == "sl-select" or e.popup == "listbox"


async def _option_missing(ctx: ProbeContext, target: str, option: str) -> str | None:
    """The option a select step asks for is not among the control's options, when all of them are in the
    document: a native select's always are; a select-only custom control's (no text field to filter it) when
    it holds them or names their list, and no option says the list holds more (a virtual list renders only
    some). Once the page is quiet (options loaded after an earlier choice have come) the list is whole. Only
    for the one control of the step's name, enabled; an option worded otherwise, or disabled, counts as
    there."""
    found = match_target(target, ctx.state.elements, accept=_a_select)
    best = [m.element for m in found if m.score == found[0].score] if found else []
    # A component's combobox names its list of options as well: the control is the one that opens it.
    best = [e for e in best if e.role != "listbox"] or best
    if not best or any(not same_box(e, best[0]) for e in best[1:]) or not best[0].enabled:
        return None  # several controls of that name, or none enabled
    sel = best[0]
    native = sel.tag == "select"
    texts = await ctx.session.script(OPTIONS_JS if native else _CUSTOM_OPTIONS_JS, sel.id)
    if not texts or any(names_option(option, t) for t in texts):
        return None
    if (other := await _offered_elsewhere(ctx, sel, option)) is not None:
        ctx.evidence.append(
            f"the select '{other.name[:60]}' elsewhere in the app offers {option!r}: the plan's "
            f"'{target}' may be that one, so the option's absence from '{sel.name[:60]}' is no evidence"
        )
        return None
    shown = ", ".join(repr(t) for t in texts[:12]) + (", ..." if len(texts) > 12 else "")
    what = "select" if native else "list"
    return f"the {what} '{target}' lists {len(texts)} option(s) ({shown}) and none is {option!r}"


async def _offered_elsewhere(ctx: ProbeContext, sel: Element, option: str) -> Element | None:
    """Another select of the page, drawn or not (on another tab, in a closed dialog), whose options in the
    document name ``option``: the app's "Performance" on the sales tab, while the plan's "Show" matched the
    orders tab's filter of that name, which lists shows without their dates."""
    for e in ctx.state.elements:
        if e.id == sel.id or same_box(e, sel) or not _a_select(e) or e.role == "listbox":
            continue
        texts = await ctx.session.script(OPTIONS_JS if e.tag == "select" else _CUSTOM_OPTIONS_JS, e.id)
        if isinstance(texts, list) and any(names_option(option, str(t), whole=True) for t in texts):
            return e  # the option whole: a filter's "Hamlet" is not the plan's "Hamlet Sat 5 Dec matinee"
    return None


def _grounded(ctx: ProbeContext, steps: Sequence[Step], verbs: Sequence[str]) -> list[int]:
    """The ids of the drawn controls on the page that the plan's steps of ``verbs`` name exactly."""
    return [
        m.element.id
        for s in steps
        if s.verb in verbs and s.target
        for m in match_target(s.target, ctx.state.elements)
        if m.score >= EXACT and m.element.rendered
    ]


async def _task_option_unset(ctx: ProbeContext, case: Case) -> str | None:
    """A choice the task names and the plan leaves out: a select that no step of the plan sets, in the same
    form as a field the plan typed into (its form, dialog or fieldset, or the smallest block holding the field
    and a button the plan pressed), one of whose options the task says in so many words ("Add a rain jacket
    under Clothes", and the add form's "Group" select left on "Other"), while the option it shows is not one
    the task says. The result may need that choice, so its absence is no evidence. A list's filter left on
    "All categories" is no input of the form the plan filled ("Meals" is then the item's value, not a choice
    left out). None when there is no such select."""
    task = fold(case.task)

    def says(words: str) -> bool:
        return bool(words) and re.search(rf"(?<!\w){re.escape(words)}(?!\w)", task) is not None

    steps = case.steps or ()
    planned = [s.target for s in steps if s.target and s.verb in ("select", "fill", "click")]
    typed, pressed = _grounded(ctx, steps, ("fill", "type")), _grounded(ctx, steps, POINTER_VERBS)
    if not typed:
        return None
    for sel in ctx.state.elements:
        if sel.tag not in ("select", "sl-select") or not sel.enabled or not sel.rendered:
            continue
        if any(match_target(p, [sel]) for p in planned):
            continue
        if not await ctx.session.script(_SAME_FORM_JS, [sel.id, typed, pressed]):
            continue
        texts = await ctx.session.script(OPTIONS_JS if sel.tag == "select" else _CUSTOM_OPTIONS_JS, sel.id)
        said = [t for t in texts or () if len(fold(t)) > 3 and says(fold(t))]
        if said and not says(fold(sel.selected or sel.value or "")):
            return (
                f"the task names '{said[0]}', an option of '{sel.name[:40]}', which no step of the plan sets "
                f"(it shows '{sel.selected or sel.value or ''}'): the result may need that choice"
            )
    return None


async def _unsaved_in_panel(ctx: ProbeContext, case: Case, last: int) -> str | None:
    """A field the plan gave a value (up to case step ``last``) is still in an open dialog or side panel whose
    own "Save changes" or "Apply" the plan never presses: the panel's input was never applied (the plan moved
    on to a tab behind the panel), so a result missing is no evidence. None when no such field is found."""
    pressed = [fold(s.target) for s in case.steps or () if s.verb in POINTER_VERBS and s.target]
    ids = _grounded(ctx, (case.steps or ())[: last + 1], INPUT_VERBS)
    if not ids:
        return None
    got = await ctx.session.script(COMMIT_JS, [COMMIT_NAME.pattern, ids, pressed])
    if not isinstance(got, dict):
        return None
    field, name = got["field"], got["name"]
    return f"'{field}' the plan set is in a panel still open, whose '{name}' the plan never presses"


def _left_unanswered(ctx: ProbeContext, case: Case, steps: list[StepRecord]) -> str | None:
    """A press of the branch opened a question the plan went on without answering (:func:`left_unanswered`):
    a result missing after that is no evidence."""
    first = ctx.recorder.trajectory.initial if ctx.recorder.trajectory else None
    got = left_unanswered(steps, ctx.case_steps, first, case.steps or ())
    return got[2] if got is not None else None


async def _on_other_page(ctx: ProbeContext, case: Case, failing: list[CheckResult], feed: bool) -> str | None:
    """An expected result missing (text, a row a script looks for) while the list shows a page at a time (a
    row renamed or added, sorted onto page 3): a look through its other pages, last thing before the session
    closes. Why the failure is no evidence when the result is on one of them, or when no page could be
    turned; None when it is on none. ``feed``: the list shows more only through a feed's "Show more" (the
    tenth card of a list showing nine): no evidence only when a part it shows holds the result, since a
    feed's first part is where a new item goes."""
    turned, found, last = await page_for_text(ctx, shown_checks(case, failing), feeds=feed)
    if found is not None:
        return f"the expected result is on another page of the list (after {turned} press(es) of '{found}')"
    if not last and not feed:
        return f"the expected result may be on another page of the list, not shown ({turned} turned)"
    ctx.evidence.append(f"looked through {turned} more page(s) of the list: the expected result is on none")
    return None


async def _quiet_again(ctx: ProbeContext) -> None:
    """Give the page up to ``QUIET_MAX_S`` to go quiet and observe it; a page still as quiet as the branch's
    last wait found it (no input since: the checks' patient read, the click's wait for a reaction) is only
    observed again."""
    if await ctx.session.quiet.still_quiet():
        await ctx.refresh()
    else:
        await ctx.wait_quiet(max_s=QUIET_MAX_S)


async def _disabled_at(
    ctx: ProbeContext, steps: list[StepRecord]
) -> tuple[int, PageState, tuple[str, Element] | None, str | None] | None:
    """For :attr:`_Quiet.disabled`, on the quiet page."""
    at = _clicked_disabled(ctx, steps)
    if at is None:
        return None
    row = await row_of_item(ctx, at, alone=True)
    own = (row.item, row.mine) if row is not None and row.mine is not None and not row.fields else None
    boxes = await unread_boxes(ctx.session) if own is None else []
    unread = str(boxes[0]["name"]) if boxes else None
    return at, ctx.state, own, unread


def _clicked_disabled(ctx: ProbeContext, steps: list[StepRecord]) -> int | None:
    """The last case step the branch clicked while its control was disabled."""
    for k in range(min(len(steps), len(ctx.case_steps)) - 1, -1, -1):
        a, cs = steps[k].action, ctx.case_steps[k]
        if cs is not None and a.verb in POINTER_VERBS and a.grounded is not None and not a.grounded.enabled:
            return cs
    return None

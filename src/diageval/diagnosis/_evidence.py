"""Defect evidence (METHOD.md section 8.3): what a branch saw that only a defective app explains.

A belief over ``tau_env`` ranks a case as a likely defect; it is not proof (four branches that never found the
right control also push it up). ``env_fail_confirmed`` needs one of these, recorded with the verdict:

- **actuation verified**: the step's input reached the one control the test plan names (named as the plan
  names it, not by a fuzzy or nearby pick; hit-tested: nothing covered it when the page was read, and the
  click met it when it was sent; enabled; no other control in view shares its name (a combobox's wrapper and
  its field are one), or, of a control repeated per row or card, it is the one in the row of the item the plan
  named just before, alone there; for a submit button, its form passed the browser's own validation), the
  page went quiet,
  and the expected result is absent (the page did not change at all, or every remaining step ran and a
  check never held); or every field the plan set holds what it asked and the plan's next control stays
  disabled on the quiet page (:func:`._kept_disabled.kept_disabled_evidence`);
- **error raised**: the step's input made the page raise an uncaught exception, a console error or a failed
  request that it had not raised before the step;
- **target absent**: after every applicable Type B expansion, no element, accessible name or OCR text on the
  whole page matches the step's target.

None of them counts while a step on the path to the fork point is in doubt (:mod:`._path_doubts`): a
branch restores the agent's own input up to the fork, so a field the agent filled by mistake stays wrong in
every branch, and the result it never shows says nothing about the app.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from .._util.text import fold
from ..method import (
    FDS,
    Branch,
    BranchRun,
    CheckResult,
    DefectEvidence,
    Rollout,
    forename_first,
    grid_reference,
    holds_controls,
    is_select,
    is_text_control,
    is_toggle,
    labels_control,
    match_target,
    named_exactly_elsewhere,
    one_control,
    shared_name_controls,
)
from ..suite import Case, Check
from ..trajectory import ActionRecord, Element, Observation, StepRecord
from ._hover_rows import POINTER_VERBS, hidden_twins

TEXT_VERBS = ("fill",)
SET_VERBS = ("set_range",)
"""Steps whose result the agent reads back from the control itself (a slider's value): reached only when
the control then held what the plan asked."""
NATIVE_CONTROLS = ("button", "a", "input", "select", "textarea", "summary")
"""Elements the browser itself activates from the keyboard (Enter/Space): a keyboard input that reached one
of them did what a click would."""


def reached_control(action: ActionRecord, before: list[Element], snapshot: str = "") -> str | None:
    """How to name the control the action's input reached, when it is verified to be the intended one:
    grounded to an enabled element that nothing covered at the click point (or that had keyboard focus: the
    keyboard probe presses only once Tab has focused it), a control, or text the page visibly reacted to,
    and that no other control in view shares the target's name with (with several "Delete" buttons the
    input may have reached the wrong row's), unless it is the one in the row of the item the plan named
    before the step (``action.row_item``). Text that is not a control counts only when it names one thing
    on the page (``snapshot``: the page's accessibility snapshot before the step): a status badge repeated
    in every row may have been the wrong "In workshop". None when any of that does not hold."""
    el = action.grounded
    if action.verb == "drag":
        return _reached_by_drag(action, snapshot)
    # Only a file input opens a file chooser: the one that took the file is the control reached, and it is
    # the one the plan names when its own name carries the target's words (and no other control in view
    # shares them: "Upload" beside "Upload avatar" and "Upload document").
    chooser = action.chooser if action.verb == "upload" and action.ok else None
    if chooser and action.target and fold(action.target) in fold(chooser):
        if len(shared_name_controls(action.target, before)) > 1:
            return None
        return f"the file input '{chooser[:80]}' (its file chooser took the file)"
    if (
        el is None
        or not action.events
        or not el.enabled
        or action.verb not in POINTER_VERBS + TEXT_VERBS + SET_VERBS
    ):
        return None
    if action.verb in SET_VERBS and not action.ok:
        return None
    keyboard = all(ev.kind in ("press", "type", "wait") for ev in action.events)
    if keyboard and el.tag not in NATIVE_CONTROLS:
        return None  # Enter on a scripted div-button may do nothing while a click works: proves nothing
    if not keyboard and (el.covered_by or (action.verb in POINTER_VERBS and el.point is None)):
        return None  # a pointer input that could have landed on something else
    if action.hit and not keyboard:
        return None  # when the click was sent, its point belonged to something else (the page had changed)
    if action.verb in TEXT_VERBS and not el.editable:
        return None
    if el.blocked or _refused_submit_at(action, before):
        return None  # the browser refused to submit its form: a field's input is at fault, not the button
    if action.target and not named_as_planned(action.target, el, before):
        # Named otherwise than the plan says (a spelling variant, a look-alike, a nearby control a probe
        # chose): the input may have gone to another control than the one the plan names.
        return None
    if action.target and action.row_item is None and named_in_part_by_several(action.target, el, before):
        # "Save" reached "Save German C1" while "Save Mandarin A1" is named so too: one per item, each
        # adding the item's name, and the plan's word may mean any of them.
        return None
    if not el.interactive and holds_controls(el, before):
        return None  # a press on text around controls (a dialog's content): a region, not the plan's control
    if not el.interactive and (not (action.effect or el.current) or _named_more_than_once(el.name, snapshot)):
        # Text inside a clickable row or card: it counts only when the page reacted to the click (or it is
        # inside the item of a navigation already shown), and the text is not repeated elsewhere on the page.
        return None
    row = ""
    if action.target and (len(shared_name_controls(action.target, before)) > 1 or hidden_twins(el, before)):
        if action.row_item is None:
            return None
        # One per row or card, and the input went to the one in the row of the item the plan named before.
        row = f" in the row of '{action.row_item[:60]}'"
    role = el.role if el.role not in ("generic", "") else el.tag
    how = " by keyboard, with focus on it" if keyboard else ""
    return f"the {role} '{el.name}'{row}{how}"


def named_as_planned(target: str, el: Element, page: list[Element]) -> bool:
    """``el`` carries the name the plan gives: exactly, or with the target's words inside its name as whole
    words ("Save" in "Save note", never "Red" in "Redo"), and then only while no other element on the page
    is named exactly so (a step "Board" that went to "Clear board" beside a canvas named "Board")."""
    want = fold(target)
    names = [fold(v) for src, v in el.names if src != "typed"]  # a field's value is what it holds, no name
    if is_toggle(el):  # a label of a bold name and a line run together: "AdminEverything a member can do"
        names += [fold(_JOINED.sub(" ", v)) for src, v in el.names if src == "label"]
    # The name itself, or the text in the label of the radio or box ("<b>Admin</b> Everything").
    if want in names or any(fold(e.name) == want and labels_control(e, el) for e in page):
        return True
    if any(forename_first(n) == want for n in names):
        return True  # "Morgan, Gwen": the plan's "Gwen Morgan" as a directory writes it
    if want and any(grid_reference(want, n) for n in names):
        # "H10" for "Row H, seat 10": the one control on the page whose name spells that reference out.
        return not any(e is not el and not one_control(e, el) and _grid_named(want, e) for e in page)
    if not want or not match_target(target, [el]) or not any(_within_words(want, n) for n in names):
        return False
    if not el.interactive and all(mentions_only(want, n) for n in names):
        return False  # a sentence that mentions the word ("remember your favourite docks") names no control
    if _NUMBER.fullmatch(want) and all(len(_NUMBER.findall(n)) > 1 for n in names if _within_words(want, n)):
        return False  # a number among others is a count or a measure ("0 / 500", "2 of 10"), not the name
    return named_exactly_elsewhere(target, page, el) is None


_NUMBER = re.compile(r"\d+(?:[.,]\d+)?")
_WORD = re.compile(r"\w+")
PROSE_EXTRA_WORDS = 5
"""Words beyond the target's that make a plain text a sentence about something rather than a name: a label,
a title or a row's cell adds a few words at most ("Canal Basin · 12 bikes"), a notice or a help line adds a
clause ("We use cookies to remember your favourite docks and …")."""


def mentions_only(want: str, name: str) -> bool:
    """``name`` is a sentence that holds the (folded) target's words among many others: a notice, a help
    line or a description that mentions what the plan names, never the control's name. Words beyond the
    target's number more than :data:`PROSE_EXTRA_WORDS` and more than twice the target's own."""
    extra = len(_WORD.findall(name)) - len(_WORD.findall(want))
    return extra > max(PROSE_EXTRA_WORDS, 2 * len(_WORD.findall(want)))


_JOINED = re.compile(r"(?<=[a-z])(?=[A-Z][a-z])")
"""Where two texts of a label meet without a space, a lower-case letter before a capitalised word."""


def named_in_part_by_several(target: str, el: Element, page: list[Element]) -> bool:
    """``el`` carries the target's words only inside a longer name ("Save" in "Save German C1"), and another
    control of its kind on the page carries them so too ("Save Mandarin A1"): controls repeated per item,
    each named with its item (an icon button's accessible name), of which the plan's word names none in
    particular."""
    want = fold(target)
    own = [fold(v) for src, v in el.names if src != "typed"]
    if not want or want in own:
        return False
    return any(
        e is not el
        and e.interactive
        and _control_kind(e) == _control_kind(el)
        and not one_control(e, el)
        and any(_within_words(want, fold(v)) for src, v in e.names if src != "typed")
        for e in page
    )


def _control_kind(e: Element) -> str:
    """What a control takes: a choice (a select, a combobox, a list box), a tick (a box, a radio, a switch),
    text, or a press. Controls repeated per item are of one kind; a select "Hold it for" and a button "Hold
    this bike" both carry "Hold", and a plan's select step names only the first."""
    if is_toggle(e):
        return "tick"
    if is_select(e):
        return "choice"
    return "text" if e.editable else "press"


def _grid_named(want: str, el: Element) -> bool:
    return el.interactive and el.rendered and any(grid_reference(want, fold(v)) for _, v in el.names)


def _within_words(want: str, name: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(want)}(?!\w)", name) is not None


def _refused_submit_at(action: ActionRecord, before: list[Element]) -> bool:
    """The pointer input landed on a submit control whose form the browser refused to submit, whatever
    element the probe that sent it built for its target (a box from the accessibility tree, OCR text)."""
    points = [(ev.x, ev.y) for ev in action.events if ev.x is not None and ev.y is not None]
    for e in before:
        if e.blocked and e.rendered:
            x, y, w, h = e.box
            if any(x <= px <= x + w and y <= py <= y + h for px, py in points):
                return True
    return False


def _reached_by_drag(action: ActionRecord, snapshot: str) -> str | None:
    """A drag reached what the plan names when it picked up the element of the source's name and dropped
    it inside the element of the destination's name, neither covered, each name naming one thing on the
    page, and the page reacted (a drop that changed nothing may have missed the drop zone around the named
    element)."""
    el, dest = action.grounded, action.drop
    ev = action.events[-1] if action.events else None
    if el is None or dest is None or ev is None or ev.kind != "drag" or ev.x2 is None or ev.y2 is None:
        return None
    if action.target and not match_target(action.target, [el]):
        return None
    if not action.effect or el.covered_by or dest.covered_by:
        return None
    if _named_more_than_once(el.name, snapshot) or _named_more_than_once(dest.name, snapshot):
        return None
    x, y, w, h = dest.box
    if not (x <= ev.x2 <= x + w and y <= ev.y2 <= y + h):
        return None
    return f"'{el.name}', dropped on '{dest.name}'"


def _named_more_than_once(name: str, snapshot: str) -> bool:
    needle = fold(name)
    return bool(needle) and fold(snapshot).count(needle) > 1


def page_before(steps: list[StepRecord], k: int, initial: Observation) -> Observation:
    return initial if k == 0 else steps[k - 1].observation


def _reached(steps: list[StepRecord], k: int, initial: Observation) -> str | None:
    seen = page_before(steps, k, initial)
    return reached_control(steps[k].action, seen.elements + seen.undrawn, seen.readable)


def no_effect_evidence(
    steps: list[StepRecord], k: int, initial: Observation, case_step: int, branch: str
) -> DefectEvidence | None:
    """Step ``k`` reached its control and the page did not react (the caller has waited for it to go quiet
    and found it unchanged)."""
    action = steps[k].action
    ctl = _reached(steps, k, initial)
    if ctl is None or action.error_kind != "no_effect":
        return None
    return DefectEvidence(
        kind="actuation_verified",
        text=f"{action.description} reached {ctl} (enabled, nothing covering it) and the page did not "
        "change, not even after waiting for a late reaction",
        branch=branch,
        case_step=case_step,
    )


def checks_evidence(
    steps: list[StepRecord],
    case_steps: list[int | None],
    initial: Observation,
    failed: list[CheckResult],
    branch: str,
    taken: str = "",
) -> DefectEvidence | None:
    """Every case step the branch performed reached its control, and a check still fails on the quiet page.
    ``taken``: the list the page added the expected text to after the last input and then removed it from."""
    # A case step the probe repaired after a failed attempt counts by its last attempt, the one that ran.
    last = {case_steps[k]: k for k in range(min(len(steps), len(case_steps))) if case_steps[k] is not None}
    performed = [(k, steps[k]) for k in sorted(last.values())]
    reached = []
    for k, s in performed:
        if not s.action.events:
            continue  # a step that needed no input (already checked, already there)
        if s.action.verb in ("press", "type", "wait", "scroll", "goto", "hover"):
            continue  # keyboard into the focused control, or no control at all: nothing to hit-test
        ctl = _reached(steps, k, initial)
        if ctl is None or not s.action.ok:
            return None
        reached.append((s.action.description, ctl))
    if not reached or not failed:
        return None
    last_desc, last_ctl = reached[-1]
    # What the probe did after the plan's last step (the confirmation that step asked for, answered).
    then = [s.action.description for s in steps[performed[-1][0] + 1 :] if s.action.verb == "probe"]
    also = f", then {then[-1]}" if then else ""
    bad = failed[0]
    return DefectEvidence(
        kind="actuation_verified",
        text=f"every remaining step reached its control ({last_desc} reached {last_ctl}{also}); "
        + (
            f"the page added the expected result to {taken}, then removed it with no input after: "
            if taken
            else "the expected result never appeared: "
        )
        + f"{bad.check} ({bad.detail})",
        branch=branch,
        case_step=next((c for c in reversed(case_steps) if c is not None), None),
    )


def errors_raised(
    steps: list[StepRecord], case_steps: list[int | None], initial: list[str], branch: str | None
) -> list[DefectEvidence]:
    """Each case step whose input (or a probe's answer to the question it asked) made the page raise an error
    it had not raised before."""
    out = []
    prev = initial
    step: int | None = None  # the case step last performed
    for k, s in enumerate(steps):
        now = s.observation.console_errors
        fresh = [e for e in now[len(prev) :] if e not in prev]
        cs = case_steps[k] if k < len(case_steps) else None
        step = cs if cs is not None else step
        if cs is None and s.action.answers:
            cs = step
        if fresh and cs is not None and s.action.events:
            more = f" (and {len(fresh) - 1} more)" if len(fresh) > 1 else ""
            out.append(
                DefectEvidence(
                    kind="error_raised",
                    text=f"{s.action.description} made the page raise: {fresh[0][:200]}{more}",
                    branch=branch,
                    case_step=cs,
                )
            )
        prev = now
    return out


def step_that_raised(rollouts: Sequence[Rollout], before: int) -> tuple[Rollout, int, str] | None:
    """The latest case step before case step ``before`` whose input made the page raise an error, on the first
    of ``rollouts`` that performed one (the one diagnosed first: a branch's own path, then the others, each
    replaying the same case steps): (that rollout, the step's index in it, evidence). A handler that threw
    may never have done what the plan's next steps need (a form it should have shown)."""
    for r in rollouts:
        initial = r.initial.console_errors if r.initial is not None else []
        raised = [
            e for e in errors_raised(r.steps, r.case_steps, initial, None) if (e.case_step or 0) < before
        ]
        if raised:
            cs = raised[-1].case_step
            k = max(i for i, c in enumerate(r.case_steps) if c == cs)
            return r, k, raised[-1].text
    return None


def nothing_matches(target: str, elements: list[Element]) -> bool:
    """No element on the page carries the target in any of its names, not even in other words."""
    return not match_target(target, elements, fuzzy=True)


EXACT = 3.0
"""``match_target``'s score of an exact name."""


SHOWN_KINDS = ("text", "visible", "count", "js")
"""Checks that can read what the page shows: its text, an element shown, a count of rows, a script over the
document (a row of the table, ``offsetParent`` set). A list shown a page at a time may hold what they look for
on another page."""


def shown_checks(case: Case, failing: Sequence[CheckResult]) -> list[Check]:
    """The case's checks of :data:`SHOWN_KINDS` among ``failing``."""
    missing = {f.check for f in failing if not f.ok}
    return [c for c in case.expect or () if c.kind in SHOWN_KINDS and c.describe() in missing]


def shown_missing(case: Case, failing: Sequence[CheckResult]) -> bool:
    """A failing check reads what the page shows (:data:`SHOWN_KINDS`), which a list shown in parts may hold
    on a later part."""
    return bool(shown_checks(case, failing))


def verb_kind(verb: str) -> Callable[[Element], bool]:
    return is_text_control if verb in TEXT_VERBS else (lambda e: e.interactive)


def exact_controls(target: str, verb: str, elements: list[Element]) -> list[Element]:
    """The controls of the kind a ``verb`` step acts on (a text field for a fill) named exactly ``target``."""
    return [m.element for m in match_target(target, elements, accept=verb_kind(verb)) if m.score >= EXACT]


def add_evidence(
    evidence: list[DefectEvidence], new: list[DefectEvidence], fds: FDS, forked: dict[tuple[str, str], int]
) -> None:
    """Append the new pieces not yet held, noting for each the earliest case step a branch that found it
    forked at (``forked``): a wrong pick found later withdraws what branches forked after it found."""
    _hold(evidence, [(e, fds.resume_case_step) for e in new], forked)


def raised_on_path(
    evidence: list[DefectEvidence],
    raised: list[DefectEvidence],
    shared: int,
    forked: dict[tuple[str, str], int],
) -> None:
    """Add what the case's own run raised at its case steps before ``shared``, the steps a failed branch
    replayed on its way to its fork (a step that requests the data the next one shows, and the request fails:
    the next step's control never appears). A wrong pick found later at or before such a step withdraws it."""
    on_path = [(e, e.case_step + 1) for e in raised if e.case_step is not None and e.case_step < shared]
    _hold(evidence, on_path, forked)


def _hold(
    evidence: list[DefectEvidence], new: list[tuple[DefectEvidence, int]], forked: dict[tuple[str, str], int]
) -> None:
    """Append each piece not yet held, and note the earliest fork (a case step) it was found past."""
    seen = {(e.kind, e.text) for e in evidence}
    for e, step in new:
        at = (e.kind, e.text)
        forked[at] = min(forked.get(at, step), step)
        if at not in seen:
            evidence.append(e)
            seen.add(at)


def raised_late(
    ro: Rollout, j: int, start: list[str] | None, fork_errors: list[str], branch: str
) -> DefectEvidence | None:
    """An error on the page restored at step ``j`` of rollout ``ro`` that the page did not show before the
    path's last input (``ro``'s step ``j - 1``, when it performed a case step): that input started it, and
    it may have come after the step's page was read (a dialog that loads its data and says 'Loading…', the
    restore waits for it, and the request fails). ``start``: the errors on ``ro``'s first page. None when
    the last input was a probe's own, or sent none, or what the page showed before it is not known."""
    if not 0 < j <= len(ro.steps):
        return None
    before = ro.steps[j - 2].observation.console_errors if j >= 2 else start
    last, at = ro.steps[j - 1], ro.case_steps[j - 1] if j - 1 < len(ro.case_steps) else None
    if before is None or at is None or not last.action.gave_input:
        return None
    fresh = [e for e in fork_errors if e not in before]
    if not fresh:
        return None
    more = f" (and {len(fresh) - 1} more)" if len(fresh) > 1 else ""
    return DefectEvidence(
        kind="error_raised",
        text=f"{last.action.description} made the page raise: {fresh[0][:200]}{more}",
        branch=branch,
        case_step=at,
    )


def absent_evidence(fds: FDS, planned: list[Branch], ran: list[BranchRun]) -> DefectEvidence | None:
    """``target absent``: the fork step's target was not found, every Type B expansion planned for it ran
    (fallbacks too; in whichever round of the diagnosis of that failure), and each that applied ended with
    nothing on the whole page matching the target, while no branch of that failure got past the step."""
    if fds.error_kind != "target_not_found":
        return None
    if any(r.rollout is not None and r.rollout.next_case_step > fds.resume_case_step for r in ran):
        return None  # a probe found it in other words (the tree's "Repeat every week") and went on past it
    probes = list(dict.fromkeys(b.probe for b in planned if b.type == "B"))
    by_probe = {r.branch.probe: r for r in ran}
    if not probes or any(p not in by_probe for p in probes):
        return None
    done = [by_probe[p] for p in probes if by_probe[p].outcome != "inapplicable"]
    # An expansion that looked while a view the task names was unchosen counts once a branch chose it.
    viewed = any(r.absent_target is not None and r.unviewed is None for r in done)
    if not done or any(
        r.outcome != "fail" or (r.absent_target is None and not (viewed and r.unviewed)) for r in done
    ):
        return None
    last = [r for r in done if r.absent_target is not None][-1]
    return DefectEvidence(
        kind="target_absent",
        text=f"after {', '.join(r.branch.probe for r in done)}: {last.absent_target}",
        branch=last.branch.probe,
        case_step=fds.resume_case_step,
    )

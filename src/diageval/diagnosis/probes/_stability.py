"""Type C probes: stability and reproducibility checks, each ending in a controlled repeat of the step."""

from __future__ import annotations

import time

from ...agents import page_grounder
from ...browser import LATER_MAX_S, fingerprint
from ...method import FDS
from ...suite import Case
from ...trajectory import InputEvent, PageState
from ._answer import question_open
from ._base import ProbeContext, case_step, load_js, probe, target_matches

ENABLE_WAIT_S = 5.0
"""How long C.enabled waits on a busy page for a disabled control to be enabled."""
PROMISED_WAIT_S = 15.0
"""How long, at most, C.enabled waits for a timeout the page set for later (a name checked 6 s after the
typing stops) to fire: a patient user's wait for a check the page scheduled itself."""
APPEAR_WAIT_S = 6.0
"""How long a settle-and-repeat branch waits for a missing target to appear."""
ESCAPE_CLOSE = "press Escape to close the overlay"
"""The description of C.hit_test's Escape, which a later round's fork may restore (:data:`DISCARDED`)."""
ESCAPE_EMPTY = "press Escape to close the overlay, which holds no field"
"""The description of that Escape when the overlay held no form field (a promotion, a notice): nothing
unsaved went with it, so what follows may be evidence."""
DISCARDED = "Escape closed an overlay, and with it what the overlay may have held unsaved"
"""Why a result missing after that Escape is no defect evidence: the overlay (a side panel with the plan's
input not yet saved) may have thrown the input away."""
_CURSOR_JS = load_js("cursor")
_DISMISS_JS = load_js("dismiss")
_COVER_FIELDS_JS = load_js("cover_fields")


def _always(fds: FDS, state: PageState, case: Case) -> tuple[float, str] | None:
    step = case_step(fds, case)
    if step is None:
        return None
    conf = 1.0 if fds.sou in (3, 4) else 0.6
    return conf, "a controlled repeat after the page settles tells flakiness from a defect"


@probe(
    "C.wait_retry",
    "C",
    "wait for the page to settle (nothing in flight or scheduled, the DOM unchanged), then repeat the step",
    3.0,
    _always,
)
async def wait_retry(ctx: ProbeContext) -> bool:
    waited = await ctx.wait_quiet(max_s=6.0, min_s=0.6)
    # Content that arrives late (a fetch, a timer) keeps the page from being quiet: a patient user waits a
    # few seconds for the control to show up before trying again. A page that went quiet without it (nothing
    # in flight, nothing scheduled within the quiet watch's horizon, the DOM unchanged) will not show it
    # before the next input.
    if ctx.target and page_grounder()(ctx.target, ctx.state, None).element is None:
        t0 = time.perf_counter()
        while (
            not ctx.session.quiet.reached
            and page_grounder()(ctx.target, ctx.state, None).element is None
            and time.perf_counter() - t0 < APPEAR_WAIT_S
        ):
            await ctx.wait_quiet(max_s=min(1.0, APPEAR_WAIT_S - (time.perf_counter() - t0)))
        # Once it is there, let it finish arriving (an animation, the rest of a list).
        waited += time.perf_counter() - t0 + await ctx.wait_quiet(max_s=2.0)
    await ctx.act(
        f"wait {waited:.1f} s for the page to settle",
        [InputEvent(kind="wait", seconds=round(waited, 2))],
        done=True,
    )
    ctx.evidence.append(f"waited {waited:.1f} s for the page to settle")
    ctx.verify_when_quiet = True
    return (await ctx.do_step()).ok


def _target_present(fds: FDS, state: PageState, case: Case) -> tuple[float, str] | None:
    found = [e for e in target_matches(fds, state, case) if e.in_viewport(0.5)]
    if not found:
        return None
    if not found[0].enabled:
        return 1.0, f"'{found[0].name}' is disabled now"
    return 0.4, "checking the control is enabled is cheap"


@probe(
    "C.enabled",
    "C",
    "check the target's enabled state; wait up to 5 s for it to be enabled (or for a check the page set for "
    "later, up to 15 s), then repeat",
    2.0,
    _target_present,
)
async def enabled(ctx: ProbeContext) -> bool:
    found = [e for e in ctx.matches() if e.rendered]
    waited = 0.0
    # A disabled control may be enabled by work the page still does (a request, a timer); on a quiet page
    # it stays as it is until the next input, unless the page has set a timeout for later that has not
    # fired yet (a name checked 6 s after the typing stops, typing the restore has just replayed).
    # The wait is bounded by ENABLE_WAIT_S, or by when the last timeout set for later falls due (plus the
    # settle of what it begins), at most PROMISED_WAIT_S.
    bound = ENABLE_WAIT_S
    if found and not found[0].enabled and (due := await ctx.session.quiet.later_due(LATER_MAX_S)):
        bound = min(PROMISED_WAIT_S, max(bound, due + 1.0))
    while found and not found[0].enabled and waited < bound:
        waited += await ctx.wait_quiet(max_s=0.5)
        found = [e for e in ctx.matches() if e.rendered]
        if ctx.session.quiet.reached and not await ctx.session.quiet.later(LATER_MAX_S):
            break
    state = "enabled" if found and found[0].enabled else "still disabled"
    ctx.evidence.append(f"'{ctx.target}' is {state} after {waited:.1f} s")
    if waited:
        await ctx.act(
            f"wait {waited:.1f} s for the control",
            [InputEvent(kind="wait", seconds=round(waited, 2))],
            done=True,
        )
    return (await ctx.do_step()).ok


def _in_view(fds: FDS, state: PageState, case: Case) -> tuple[float, str] | None:
    found = [e for e in target_matches(fds, state, case) if e.in_viewport(0.5)]
    if not found:
        return None
    if found[0].covered_by:
        return 1.0, f"a click on '{found[0].name}' lands on {found[0].covered_by}"
    return 0.5, "checking who receives the click is cheap"


@probe(
    "C.hit_test",
    "C",
    "hit-test the click point; dismiss a covering banner through its own button, then repeat",
    1.5,
    _in_view,
)
async def hit_test(ctx: ProbeContext) -> bool | None:
    found = [e for e in ctx.matches() if e.in_viewport(0.5)]
    if found and found[0].covered_by and found[0].point is not None:
        ctx.evidence.append(
            f"hit test: ({found[0].point[0]:.0f}, {found[0].point[1]:.0f}) lands on {found[0].covered_by}"
        )
        if question_open(ctx.fds):
            # The question the plan's press before opened covers it ("Cancel rental?"): closing it declines
            # what the plan asked for, and what then follows is no path of the plan (A.answer_dialog's).
            ctx.evidence.append("the covering element is the question the step before opened: not declined")
            return None
        dismiss = await ctx.session.script(_DISMISS_JS, list(found[0].point))
        if dismiss is not None and "held" in dismiss:
            # A dialog the plan opened and typed into ("Reading" = 5123) covers the control: closing it would
            # throw the plan's input away, and what then follows is no path of the plan.
            ctx.evidence.append(f"the covering element is a form holding input ('{dismiss['held']}')")
            return None
        if dismiss is None:
            # No close control named as such (an icon drawn without a name): a dialog or popup closes on
            # Escape, as the WAI-ARIA dialog pattern asks. What the overlay held goes with it, unless it held
            # no form field (a promotion with two choices, a notice): then nothing unsaved was lost.
            fields = bool(await ctx.session.script(_COVER_FIELDS_JS, list(found[0].point)))
            await ctx.act(ESCAPE_CLOSE if fields else ESCAPE_EMPTY, [InputEvent(kind="press", key="Escape")])
            await ctx.wait_quiet(max_s=2.0)
            again = [e for e in ctx.matches() if e.in_viewport(0.5)]
            if not again or again[0].covered_by:
                ctx.evidence.append("the covering element offers no close/accept control, and Escape left it")
                return False
            if fields:
                ctx.evidence.append("closed the overlay with Escape")
                ctx.discarded = DISCARDED
            else:
                ctx.evidence.append("closed the overlay with Escape; it held no field, so nothing unsaved")
        else:
            x, y = dismiss["point"]
            name = dismiss["name"]
            await ctx.act(f"dismiss the overlay with '{name}'", [InputEvent(kind="click", x=x, y=y)])
            ctx.evidence.append(f"dismissed the overlay with '{name}'")
        ctx.cleared = True
    elif found:
        ctx.evidence.append(f"hit test: the click lands on '{found[0].name}' itself")
    return (await ctx.do_step()).ok


@probe("C.hover", "C", "hover the target and read the cursor it shows, then repeat the step", 1.5, _in_view)
async def hover(ctx: ProbeContext) -> bool:
    found = [e for e in ctx.matches() if e.in_viewport(0.5) and e.point is not None]
    if found and found[0].point is not None:
        x, y = found[0].point
        await ctx.act(f"hover '{found[0].name}'", [InputEvent(kind="hover", x=x, y=y)])
        # What the hover starts (a control's code loaded on first hover, a tooltip, a prefetch) gets to
        # finish before the cursor is read and the step repeated.
        await ctx.wait_quiet(max_s=3.0)
        cursor = await ctx.session.script(_CURSOR_JS, [x, y])
        ctx.evidence.append(f"cursor over '{found[0].name}': {cursor}")
    return (await ctx.do_step()).ok


def _nowhere(fds: FDS, state: PageState, case: Case) -> tuple[float, str] | None:
    step = case_step(fds, case)
    if step is None or step.target is None or fds.error_kind != "target_not_found":
        return None
    if target_matches(fds, state, case):
        return None
    return 0.6, f"'{step.target}' is nowhere on the page: does a fresh load of it show the target?"


@probe(
    "C.reload",
    "C",
    "reload the page (the browser's reload; the tab keeps its storage); if the same page comes back, repeat "
    "the step on it",
    3.0,
    _nowhere,
    # The bluntest repeat (it loses what lived in memory), and late content is C.wait_retry's: a reload is
    # tried after the probes that answer the failure's SOU, whatever that SOU is.
    last_resort=True,
)
async def reload(ctx: ProbeContext) -> bool | None:
    """A repeat under a fresh load: content a page failed to render on the load the agent saw (a first-load
    race, a request that failed once) shows after a reload; a target that is not there comes back missing.
    A reload that does not bring back the fork's page (its state lived in memory: a list filtered, a form
    typed) tests nothing: None, no belief move."""
    before = fingerprint(ctx.state, layout=False)
    # What the page still has under way (a request, the settings it caches for its next load a moment
    # after this one) finishes before a person gets to the reload button; a restore hands the page over as
    # soon as it looks like the fork's.
    await ctx.wait_quiet(max_s=3.0)
    await ctx.act("reload the page", [InputEvent(kind="reload")])
    waited = await ctx.wait_quiet(max_s=6.0, min_s=0.6)
    if ctx.matches():
        ctx.evidence.append(f"after a reload ({waited:.1f} s to settle) '{ctx.target}' is on the page")
    elif fingerprint(ctx.state, layout=False) != before:
        ctx.evidence.append(
            "the reload did not bring back the fork's page (its state was not kept): tests nothing"
        )
        return None
    else:
        ctx.evidence.append(f"the reload brought back the same page, still without '{ctx.target}'")
    ctx.verify_when_quiet = True
    return (await ctx.do_step()).ok

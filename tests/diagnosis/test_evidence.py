"""Confirmation needs defect evidence (METHOD.md 8.3): each kind of evidence on a fixture of its own in real
Chromium, and a belief over tau_env without evidence stays unconfirmed."""

from __future__ import annotations

import time

import pytest
from playwright.async_api import Browser

from diageval.diagnosis._boosts import withdraw_boosts
from diageval.diagnosis._engine import absent_evidence
from diageval.method import FDS, Branch, BranchRun, CaseResult, DiagnosisConfig, update_fail
from diageval.runner import RunConfig, run_suites
from diageval.suite import load_suites
from tests.conftest import FIXTURES, fork_fds
from tests.diagnosis.test_reached_control import _el

SUITE = FIXTURES / "evidence" / "suite.yaml"


@pytest.fixture(scope="module")
async def diagnosed(tmp_path_factory: pytest.TempPathFactory) -> dict[str, CaseResult]:
    out = tmp_path_factory.mktemp("evidence")
    run = await run_suites(
        load_suites([SUITE]), RunConfig(out_dir=out, settle_s=0.3, workers=2, screenshots=False)
    )
    return {c.case_id: c for c in run.cases}


def _kinds(res: CaseResult) -> dict[str, list[str]]:
    assert res.diagnosis is not None, res.reason
    out: dict[str, list[str]] = {}
    for e in res.diagnosis.defect_evidence:
        out.setdefault(e.kind, []).append(e.text)
    return out


@pytest.mark.timeout(900)
@pytest.mark.parametrize(
    ("case_id", "kind", "words"),
    [
        ("dead", "actuation_verified", "did not change"),  # the control reached, nothing happened
        ("throws", "error_raised", "uncaught"),  # the click handler threw
        ("http", "error_raised", "POST /api/notes -> HTTP"),  # the save request failed
        ("wrong", "actuation_verified", "never appeared"),  # every step ran, the result is not there
        # The note listed at once, then gone when the list is read back: an update rolled back.
        ("rollback", "actuation_verified", "then removed it with no input after"),
        ("missing", "target_absent", "no element, accessible name"),  # nothing anywhere matches
        # "Delete Packing list": the note "Packing list" is the item the control would act on, not the
        # control (bundled kanban `delete-card` stayed unconfirmed, its card counted as a match).
        ("missing-item-control", "target_absent", "no element, accessible name"),
        # A page taller than the window: scrolling it applied at the first fork, not once the enlarged
        # window showed the whole page, and is then not owed.
        ("missing-tall", "target_absent", "no element, accessible name"),
    ],
)
def test_each_kind_of_evidence(diagnosed: dict[str, CaseResult], case_id: str, kind: str, words: str) -> None:
    res = diagnosed[case_id]
    assert res.verdict == "fail", res.reason
    found = _kinds(res)
    assert any(words in t for t in found.get(kind, [])), found


@pytest.mark.timeout(900)
def test_confirmed_only_with_evidence_and_belief(diagnosed: dict[str, CaseResult]) -> None:
    for case_id, res in diagnosed.items():
        d = res.diagnosis
        assert d is not None
        backed = bool(d.defect_evidence) and d.p_final >= d.parameters["tau_env"]
        assert (res.attribution == "env_fail_confirmed") == backed, (case_id, res.reason)
        if res.attribution == "env_fail_confirmed":
            assert d.defect_evidence[0].text in res.reason  # the verdict says what broke
    assert diagnosed["dead"].attribution == "env_fail_confirmed"


@pytest.mark.timeout(900)
def test_a_failure_with_evidence_weighs_more(diagnosed: dict[str, CaseResult]) -> None:
    """Each failed branch moves the belief with its type's gamma; one that found defect evidence (its input
    reached the control and nothing came, or raised an error) with ``evidence_gamma`` when that is lower."""
    boosted = plain = 0
    for case_id, res in diagnosed.items():
        d = res.diagnosis
        assert d is not None
        cfg = DiagnosisConfig.model_validate(d.parameters)
        for b in d.branches:
            if b.outcome != "fail" or b.restore in ("failed", "cold-diverged"):
                continue
            g = cfg.fail_likelihood(b.branch.type, b.branch.probe, evidence=bool(b.defect_evidence))
            assert b.p_after == pytest.approx(update_fail(b.p_before, g), abs=1e-4), (case_id, b.branch.probe)
            boosted += bool(b.defect_evidence) and g < cfg.fail_likelihood(b.branch.type, b.branch.probe)
            plain += not b.defect_evidence
    assert boosted and plain, (boosted, plain)
    # The dead button: two failures that reached it confirm the defect (the plain protocol needs four).
    dead = diagnosed["dead"].diagnosis
    assert dead is not None and dead.stop == "tau_env" and len(dead.branches) < 4, dead.belief_trace


def test_withdrawn_evidence_takes_back_its_weight() -> None:
    """A wrong pick found later withdraws the evidence of branches forked after it: their failures then
    count as plain ones of their type."""
    cfg = DiagnosisConfig()
    g, ge = cfg.fail_likelihood("C", "C.wait_retry"), cfg.fail_likelihood("C", "C.wait_retry", evidence=True)
    assert ge == cfg.evidence_gamma < g
    boosts = [(1, g / ge), (3, g / ge)]
    p = update_fail(update_fail(0.1, ge), ge)
    p = withdraw_boosts(p, boosts, 2)
    assert p == pytest.approx(update_fail(update_fail(0.1, ge), g)) and boosts == [(1, g / ge)]
    assert withdraw_boosts(p, boosts, 1) == pytest.approx(p)  # forked at the pick itself: kept


@pytest.mark.timeout(900)
def test_a_belief_without_evidence_stays_unconfirmed(diagnosed: dict[str, CaseResult]) -> None:
    """Two dead Save buttons in view: the belief climbs over tau_env, but nothing shows which button a click
    was meant for, so no actuation is verified and the Fail stays unconfirmed."""
    res = diagnosed["ambiguous"]
    assert res.diagnosis is not None
    assert res.diagnosis.p_final >= res.diagnosis.parameters["tau_env"]
    assert res.attribution == "env_fail_unconfirmed" and "not proof" in res.reason
    assert "actuation_verified" not in _kinds(res)


@pytest.mark.timeout(900)
def test_a_slow_correct_app_is_no_evidence(diagnosed: dict[str, CaseResult]) -> None:
    """The note appears 1.5 s after the click: branches give a click time to show a late reaction, so the
    slow app is recovered instead of being 'confirmed' by a click that seemed to do nothing."""
    res = diagnosed["slow"]
    assert (res.initial_verdict, res.verdict) == ("fail", "pass"), res.reason


@pytest.mark.timeout(900)
def test_a_page_still_working_is_no_evidence(diagnosed: dict[str, CaseResult]) -> None:
    """The page says "Saving..." for 3.5 s: a branch waits for it to finish instead of reading "the result
    never appeared" off a page that was still working; a stability probe recovers the case."""
    res = diagnosed["working"]
    assert (res.initial_verdict, res.verdict) == ("fail", "pass"), res.reason
    assert res.diagnosis is not None and not res.diagnosis.defect_evidence, res.diagnosis.defect_evidence


@pytest.mark.timeout(900)
@pytest.mark.parametrize("case_id", ["toast", "flash", "toast-stack", "toast-slot"])
def test_a_result_that_showed_and_went_away_is_no_evidence(
    diagnosed: dict[str, CaseResult], case_id: str
) -> None:
    """The confirmation shows for one second (a toast; 150 ms: no look catches it, as on a busy machine):
    the branches' looks or the page's record of the text it showed see the result, then not. The final page
    lacks it, so the case fails, but no branch may claim the result never came. A stack of toasts is a
    notice area too when a web component's shadow root fixes the slot they show in to the window."""
    res = diagnosed[case_id]
    assert res.initial_verdict == "fail" and res.diagnosis is not None, res.reason
    assert res.attribution != "env_fail_confirmed", res.reason
    assert "actuation_verified" not in _kinds(res)
    assert any("showed, then went away" in e for b in res.diagnosis.branches for e in b.evidence), [
        b.evidence for b in res.diagnosis.branches
    ]


@pytest.mark.parametrize(
    ("mode", "working", "late_ok"),
    [
        ("working", None, True),
        ("stuck", "Saving", False),
        ("lazy", None, False),
        ("gauge", None, False),
        ("uploading", "div#bar", False),
    ],
)
async def test_the_quiet_look_waits_for_a_page_that_says_it_is_working(
    browser: Browser, mode: str, working: str | None, late_ok: bool
) -> None:
    """The look a failed branch takes before reading evidence: "Saving..." (a status in progress) gets time
    to finish; a result that then appears is no evidence, and a page still saying it is working when the time is
    up gives no "result never appeared" evidence. Work shown before the branch acted ("Loading comments..."
    from the start) is not the step's."""
    from diageval.agents import Recorder
    from diageval.app import StaticServer
    from diageval.browser import CaseSession
    from diageval.diagnosis._quiet_look import quiet_look
    from diageval.diagnosis.probes import ProbeContext
    from diageval.method import CheckResult

    # A determinate progress bar whose value stands between two reads ("gauge") is a meter, not work; one
    # that advances ("uploading") is work.
    suite = load_suites([SUITE])[0]
    case = next(c for c in suite.cases if c.id == "working")
    with StaticServer(SUITE.parent) as srv:
        async with CaseSession(browser, viewport=(1280, 720)) as s:
            await s.goto(f"{srv.url}/index.html?{mode}")
            rec = Recorder(
                s, out_dir=None, case_id=case.id, suite="evidence", agent="t", entry_url=srv.url, settle_s=0.2
            )
            ctx = ProbeContext(s, rec, _fds("checks"), case, srv.url, 0.2, {}, await rec.start())
            began = time.perf_counter()
            await s.page.fill("#title", "Groceries")
            await s.page.click("#save")  # test set-up only; the look under test sends no input
            missing = [
                CheckResult(check="text: 'Saved 'Groceries''", ok=False, detail="not found on the page")
            ]
            quiet = await quiet_look(ctx, case, True, missing, began=began)
    assert quiet.late_ok is late_ok
    if working is None:
        assert quiet.working is None
    else:
        assert quiet.working is not None and working in quiet.working


def _fds(kind: str) -> FDS:
    return fork_fds(kind, "Export")


def _run(b: Branch, outcome: str, absent: str | None) -> BranchRun:
    return BranchRun(
        branch=b, round=1, outcome=outcome, reason="", p_before=0.1, p_after=0.2, absent_target=absent
    )


def test_target_absent_needs_every_expansion() -> None:
    a = Branch(id="a", type="A", probe="A.aria", description="", cost=1)
    b1 = Branch(id="b1", type="B", probe="B.scroll_page", description="", cost=1)
    b2 = Branch(id="b2", type="B", probe="B.expand", description="", cost=1, fallback=True)
    gone = "no element on the whole page matches 'Export'"
    both = [_run(a, "fail", None), _run(b1, "fail", gone), _run(b2, "fail", gone)]
    ev = absent_evidence(_fds("target_not_found"), [a, b1, b2], both)
    assert ev is not None and ev.kind == "target_absent" and "B.scroll_page, B.expand" in ev.text
    # An expansion that did not run, one that found the target, or another failure kind: no evidence.
    assert absent_evidence(_fds("target_not_found"), [a, b1, b2], both[:2]) is None
    seen = [both[0], both[1], _run(b2, "fail", None)]
    assert absent_evidence(_fds("target_not_found"), [a, b1, b2], seen) is None
    assert absent_evidence(_fds("target_hidden"), [a, b1, b2], both) is None
    assert absent_evidence(_fds("target_not_found"), [a], both[:1]) is None
    # An expansion that found nothing to act on does not count against it.
    idle = [both[0], both[1], _run(b2, "inapplicable", None)]
    assert absent_evidence(_fds("target_not_found"), [a, b1, b2], idle) is not None


async def _single_run(browser: Browser, tmp_path, case_id: str):  # type: ignore[no-untyped-def]
    """The single run (no diagnosis) of a case of ``evidence/single.yaml``: (the case, its failed rollout)."""
    from diageval.app import serve_app
    from diageval.runner import run_single

    suite = load_suites([SUITE.with_name("single.yaml")])[0]
    case = next(c for c in suite.cases if c.id == case_id)
    async with serve_app(suite.app) as app:
        single = await run_single(browser, suite, case, app, RunConfig(out_dir=tmp_path, screenshots=False))
    ro = single.rollout
    assert single.result.verdict == "fail" and ro is not None and ro.initial is not None, single.result.reason
    return case, ro


async def test_a_drag_whose_result_never_appears_is_actuation_verified(browser: Browser, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """In real Chromium: the card was dropped inside the named column and moved there; the column's counter
    never updated. The run's own record is the evidence (the branches record it the same way)."""
    from diageval.diagnosis._evidence import checks_evidence

    _case, ro = await _single_run(browser, tmp_path, "drag-counter")
    assert ro.steps[-1].action.effect, "the card did not move: the drop missed the column"
    failed = [c for c in ro.checks if not c.ok]
    ev = checks_evidence(ro.steps, ro.case_steps, ro.initial, failed, "trajectory")
    assert ev is not None and "dropped on 'Done (0)'" in ev.text and "never appeared" in ev.text, ev


async def test_an_upload_reaches_the_file_input_whose_chooser_took_the_file(
    browser: Browser, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    """In real Chromium: the click on 'browse' (plain text in a drop zone) opened the chooser of the file
    input the zone labels; it took the file and the counter never moved. Only a file input opens a chooser,
    so the one that took the file is the control reached, and its name carries the target's words."""
    from diageval.diagnosis._evidence import checks_evidence

    _case, ro = await _single_run(browser, tmp_path, "upload-counter")
    assert ro.steps[-1].action.chooser == "Drag photos here or browse", ro.steps[-1].action
    failed = [c for c in ro.checks if not c.ok]
    ev = checks_evidence(ro.steps, ro.case_steps, ro.initial, failed, "trajectory")
    assert ev is not None and "file input 'Drag photos here or browse'" in ev.text, ev


async def test_a_result_missing_after_a_reload_forks_at_the_input_before_it(
    browser: Browser, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    """Every step ran and the saved choice is gone after the reload: the reload only shows what the save
    stored, so the judge forks before 'Save preferences' (the last input on a control), where the probes
    have something to repeat, and every branch then reloads again."""
    from diageval.diagnosis import HeuristicJudge
    from diageval.method import DiagnosisConfig

    case, ro = await _single_run(browser, tmp_path, "prefs-after-reload")
    fds = await HeuristicJudge().diagnose(case, [ro], [], DiagnosisConfig())
    assert fds is not None and fds.error_kind == "checks"
    assert fds.resume_case_step == 2 and case.steps is not None, fds
    assert case.steps[2].target == "Save preferences"


def test_a_repaired_step_counts_by_the_attempt_that_ran() -> None:
    """The screen agent's click on 'Post' landed on a banner; the probe repaired that same case step by
    keyboard. The step counts by its repair: it reached the button, and the check still fails."""
    from diageval.diagnosis._evidence import checks_evidence
    from diageval.method import CheckResult
    from diageval.trajectory import ActionRecord, InputEvent, Observation, StepRecord

    post = _el(1, "button", "Post", covered_by="div.banner")
    seen = Observation.model_construct(elements=[post], console_errors=[], aria_snapshot='- button "Post"')

    def step(events: list[InputEvent], ok: bool, verb: str = "click") -> StepRecord:
        action = ActionRecord(
            verb=verb, description="click 'Post'", target="Post", grounded=post, events=events, ok=ok
        )
        return StepRecord.model_construct(action=action, observation=seen)

    intercepted = step([InputEvent(kind="click", x=50, y=20)], ok=False)
    tab = step([InputEvent(kind="press", key="Tab")], ok=True, verb="probe")
    by_keyboard = step([InputEvent(kind="press", key="Enter")], ok=True)
    failed = [CheckResult(check="text: 'Posted'", ok=False, detail="not found on the page")]
    ev = checks_evidence([intercepted, tab, by_keyboard], [4, None, 4], seen, failed, "A.keyboard")
    assert ev is not None and ev.kind == "actuation_verified" and "by keyboard" in ev.text
    # Without the repair, the intercepted click is the step's only attempt: it proves nothing.
    assert checks_evidence([intercepted], [4], seen, failed, "A.keyboard") is None


@pytest.mark.timeout(900)
def test_a_target_found_absent_weighs_as_evidence(diagnosed: dict[str, CaseResult]) -> None:
    """The expansions together find the fork step's target absent and the last resorts (``C.reload``) have
    run: the expansion that completed that evidence counts as a failure with evidence (``evidence_gamma``), as
    a branch that finds evidence alone does. Before, the belief stopped at 0.607 after every expansion had
    run, and the defect stayed unconfirmed (bundled attach-file, statistics, undo-delete). Weighed before the
    reload, a first-load race that a reload recovers was confirmed (``tests/diagnosis/test_reload.py``)."""
    for case_id in ("missing", "missing-tall", "missing-typed", "missing-item-control"):
        res = diagnosed[case_id]
        assert res.attribution == "env_fail_confirmed", res.reason
        d = res.diagnosis
        assert d is not None
        reload = next((b for b in d.branches if b.branch.probe == "C.reload"), None)
        assert reload is not None, [b.branch.probe for b in d.branches]
        if reload.outcome == "fail":
            continue  # the same page came back without it: that failure confirmed it, no weight needed
        # The reload brought back another page (the typed title lived in memory): it tested nothing.
        assert case_id == "missing-typed" and reload.outcome == "inapplicable", (case_id, reload.outcome)
        ev = next(e for e in d.defect_evidence if e.kind == "target_absent")
        cfg = DiagnosisConfig.model_validate(d.parameters)
        last = next(b for b in reversed(d.branches) if b.branch.probe == ev.branch)
        extra = cfg.fail_likelihood("B", last.branch.probe) / cfg.fail_likelihood(
            "B", last.branch.probe, evidence=True
        )
        # An entry of its own in the trace (no branch's update), right after the update before it.
        moved = [b.p_after for b in d.branches if b.outcome == "fail"]
        own = [k for k, p in enumerate(d.belief_trace) if k > 0 and p not in moved]
        assert len(own) == 1, (d.belief_trace, moved)
        before, after = d.belief_trace[own[0] - 1], d.belief_trace[own[0]]
        assert after / (1 - after) == pytest.approx(before / (1 - before) * extra, rel=1e-3), d.belief_trace
        # Weighed at the end of the round that ran the reload (its last update), not before.
        assert own[0] == len(d.belief_trace) - 1, d.belief_trace
        assert reload.round == max(b.round for b in d.branches), [
            (b.round, b.branch.probe) for b in d.branches
        ]


def test_a_control_shown_only_on_its_hovered_row_leaves_the_row_in_doubt() -> None:
    """The agent's click went to the "Seat" in view, one of several each drawn only while its row is hovered,
    and no step named the row: which party was seated is not known, and every branch forked past that click
    restores it, so what they see is no evidence (dev9 hoststand `seat-patel-walkin` was confirmed defective:
    another party was seated). A step that took the named row's control (``row_item``) leaves no doubt."""
    from diageval.diagnosis._hover_rows import hovered_pick
    from diageval.method import Rollout
    from diageval.trajectory import ActionRecord, Checkpoint, InputEvent, Observation, StepRecord

    seat = _el(1, "button", "Seat")
    away = _el(3, "button", "Seat", rendered=False, point=None, visible_fraction=0.0)
    page = Observation.model_construct(elements=[seat, away], console_errors=[])

    def rollout(row_item: str | None) -> Rollout:
        click = ActionRecord(
            verb="click",
            description="click 'Seat'",
            target="Seat",
            grounded=seat,
            events=[InputEvent(kind="click", x=50, y=20)],
            row_item=row_item,
        )
        start = Checkpoint(step=0, url="http://x/", storage_state={}, fingerprint="f", scroll=(0.0, 0.0))
        return Rollout(
            source="trajectory",
            start=start,
            steps=[StepRecord.model_construct(action=click, observation=page)],
            case_steps=[1],
            initial=page,
        )

    got = hovered_pick(rollout(None), before=2)
    assert got is not None and got[0] == 1 and "while their row is hovered" in got[1], got
    assert hovered_pick(rollout(None), before=1) is None  # the fork is at that step: a branch redoes it
    assert hovered_pick(rollout("Patel"), before=2) is None

"""A step that opens a dialog asking to confirm it ("Delete draft?"), which the plan does not answer. While the
question is on the screen, a missing result is no defect evidence; A.answer_dialog answers it as the suite
answers a browser's confirm(), and a dialog whose confirm button does nothing is still a defect."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.async_api import Browser

from diageval.app import serve_app
from diageval.diagnosis import HeuristicJudge
from diageval.diagnosis.probes._answer import affirmative
from diageval.method import DiagnosisConfig
from diageval.runner import RunConfig, run_single
from diageval.suite import load_suites
from diageval.trajectory import Element
from tests.conftest import FIXTURES, diagnose_fixture_suite, write_suite
from tests.diagnosis.test_patterns import _branch

SUITE = FIXTURES / "patterns" / "confirm-dialog.yaml"


@pytest.mark.timeout(600)
async def test_an_unanswered_confirmation_is_answered_and_a_dead_one_confirmed(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(SUITE, tmp_path)
    # cancel-confirmed: the confirm button named as the step, "Cancel booking", answers it; the decline word
    # in its name does not make it a "Cancel" (dev9 hoststand `cancel-lindqvist` was confirmed defective).
    # cancel-confirmed-short: "Cancel booking" answers a step "Cancel", whose name it begins with (dev11 fleet
    # `cancel-r2041`: no button answered, so the question was never answered).
    # delete-confirmed-remove: "Remove" beside "Cancel" answers a "Delete" (dev9 gradebook `delete-quiz2`).
    # cancel-confirmed-yes: "Yes, cancel" answers "Cancel this booking?" (held aside 5 gym `cancel-rowing`, a
    # correct case, was confirmed as a defect: no button answered, and the keyboard's press counted).
    for cid in (
        "delete-confirmed",
        "delete-confirmed-aria",
        "delete-confirmed-plain",
        "cancel-confirmed",
        "cancel-confirmed-short",
        "cancel-confirmed-yes",
        "delete-confirmed-remove",
        "delete-confirmed-paged",
        "delete-confirmed-typed",
    ):
        ok = res[cid]
        assert ok.initial_verdict == "fail", ok.initial_reason
        # Before, every branch stopped at the question and five of them confirmed a defect.
        assert ok.verdict == "pass" and ok.attribution == "agent_fail", (cid, ok.reason)
        assert "A.answer_dialog" in ok.reason, ok.reason
        # The question the last press opened is suspected first, before a pager below the list (dev9 fleet
        # `delete-ga781-tyres`: A.answer_dialog came seventh, after the paging the pager hint put first).
        assert ok.diagnosis is not None
        assert "leaves unanswered" in " ".join(ok.diagnosis.rounds[0].fds.evidence), (
            cid,
            ok.diagnosis.rounds[0].fds,
        )
    # Also on the page restored at the fork, whose pager's "Next" is enabled: the question stays the
    # diagnosis, and answering it is among the first round's three branches (dev9 fleet `delete-ga781-tyres`:
    # the pager took the diagnosis over on the restored page, and A.answer_dialog came seventh).
    paged = res["delete-confirmed-paged"].diagnosis
    assert paged is not None
    assert paged.rounds[0].fds.sou == 1, paged.rounds[0].fds.diagnosis
    first = [c.probe for c in paged.rounds[0].candidates[:3]]
    assert "A.answer_dialog" in first, first
    # "Type DELETE to confirm": the probe types what the dialog asks for; until then a missing result is no
    # evidence (its answer disabled, no other branch may read the question as the result that never came).
    typed = res["delete-confirmed-typed"]
    assert typed.diagnosis is not None and not typed.diagnosis.defect_evidence, (
        typed.diagnosis.defect_evidence
    )
    typed_dead = res["delete-typed-dead"]
    assert typed_dead.verdict == "fail", typed_dead.reason
    dead = res["delete-confirm-dead"]
    assert dead.verdict == "fail" and dead.attribution == "env_fail_confirmed", dead.reason
    assert dead.diagnosis is not None
    texts = [e.text for e in dead.diagnosis.defect_evidence if e.branch == "A.answer_dialog"]
    assert any("then answer the dialog with 'Delete'" in t for t in texts), dead.diagnosis.defect_evidence
    # A dialog that asks nothing (only "Close") is what the step opened: its wrong content is evidence.
    wrong = res["details-wrong-count"]
    assert wrong.verdict == "fail" and wrong.attribution == "env_fail_confirmed", wrong.reason


async def test_a_question_left_on_the_screen_is_no_defect_evidence(browser: Browser, tmp_path: Path) -> None:
    run, _ = await _branch(browser, "delete-confirmed", "A.row_context", tmp_path, SUITE)
    assert run.outcome == "fail", run.reason
    assert any("'Delete draft?' the last input opened waits for an answer" in e for e in run.evidence)
    assert not run.defect_evidence, run.defect_evidence
    run, _ = await _branch(browser, "details-wrong-count", "A.row_context", tmp_path / "details", SUITE)
    assert not any("waits for an answer" in e for e in run.evidence), run.evidence
    assert run.defect_evidence, run.evidence


def test_the_answer_is_the_steps_own_word_or_a_yes_never_a_no() -> None:
    def button(i: int, name: str, enabled: bool = True) -> Element:
        return Element.model_validate(
            dict(
                id=i,
                tag="button",
                role="button",
                names=[("text", name)],
                interactive=True,
                box=(0.0, 40.0 * i, 80.0, 30.0),
                point=(10.0, 40.0 * i + 10),
                visible_fraction=1.0,
                rendered=True,
                covered_by=None,
                editable=False,
                enabled=enabled,
                desc=f'button "{name}"',
            )
        )

    assert affirmative("Delete", [button(0, "Cancel"), button(1, "Yes, delete")]).name == "Yes, delete"  # type: ignore[union-attr]
    assert affirmative("Delete", [button(0, "Don't delete"), button(1, "OK")]).name == "OK"  # type: ignore[union-attr]
    assert affirmative("Archive", [button(0, "Cancel"), button(1, "Close")]) is None
    # A yes in words answers it, though the word after it declines elsewhere.
    yes = affirmative("Cancel booking", [button(0, "Keep booking"), button(1, "Yes, cancel")])
    assert yes is not None and yes.name == "Yes, cancel"
    # One way out and one way on: the way on answers it, whatever the plan calls the action.
    assert affirmative("Delete", [button(0, "Cancel"), button(1, "Remove")]).name == "Remove"  # type: ignore[union-attr]
    assert affirmative("Delete", [button(0, "Cancel"), button(1, "Save"), button(2, "Discard")]) is None
    # A confirm button kept disabled until the name is typed again is no answer a click gives.
    assert affirmative("Delete", [button(0, "Cancel"), button(1, "Delete", enabled=False)]) is None


@pytest.mark.timeout(600)
async def test_an_unapplied_filter_is_applied_and_a_broken_one_confirmed(tmp_path: Path) -> None:
    """Ticked filters that take effect only with the panel's "Apply", which the plan leaves out: A.commit
    presses it; while it is unpressed a missing result is no evidence; an Apply that drops a condition is a
    defect."""
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "apply-filter.yaml", tmp_path)
    ok = res["filter-applied"]
    assert ok.initial_verdict == "fail", ok.initial_reason
    assert ok.verdict == "pass" and "A.commit" in ok.reason, ok.reason
    assert ok.diagnosis is not None
    # The judge suspects the unpressed Apply first (SOU-1, so the A probes come first: A.commit had come
    # after three C probes in dev8's `filter-dining-over-30`), before the list's other parts.
    assert "may wait to be applied" in ok.diagnosis.rounds[0].fds.diagnosis, ok.diagnosis.rounds[0].fds
    assert not any(b.branch.probe == "B.paginate" for b in ok.diagnosis.branches), ok.diagnosis.branches
    assert not ok.diagnosis.defect_evidence, ok.diagnosis.defect_evidence
    broken = res["filter-broken"]
    assert broken.verdict == "fail" and broken.attribution == "env_fail_confirmed", broken.reason
    assert broken.diagnosis is not None
    texts = [e.text for e in broken.diagnosis.defect_evidence if e.branch == "A.commit"]
    assert any("then apply it with 'Apply'" in t for t in texts), broken.diagnosis.defect_evidence
    # "Add expense" beside a search box opens a new item: it applies nothing (A.commit pressed it before), and
    # the search that found nothing is a defect (dev8 budget `search-city-water` was left unconfirmed, its
    # input "waiting" for that button).
    search = res["search-broken"]
    assert search.verdict == "fail" and search.attribution == "env_fail_confirmed", search.reason
    assert search.diagnosis is not None
    pressed = [b for b in search.diagnosis.branches if b.branch.probe == "A.commit"]
    assert all(b.outcome == "inapplicable" for b in pressed), [(b.outcome, b.evidence) for b in pressed]
    assert not any("Add expense" in e.text for e in search.diagnosis.defect_evidence)
    # "Save to wishlist" beside the dates keeps the hotel, applying nothing: the nights counted short are a
    # defect (composite `four-night-stay` stayed unconfirmed, its dates "waiting" for that button).
    stay = res["stay-nights-broken"]
    assert stay.verdict == "fail" and stay.attribution == "env_fail_confirmed", stay.reason
    assert stay.diagnosis is not None
    assert not any("wishlist" in line for b in stay.diagnosis.branches for line in b.evidence), [
        b.evidence for b in stay.diagnosis.branches
    ]


async def test_the_dialog_answered_is_the_named_rows(browser: Browser, tmp_path: Path) -> None:
    """One "Delete" per row, the plan hovering the second row's item first: the probe performs the step on
    that row's Delete (the screen agent took the first row's), then answers its dialog. It deleted the first
    row's draft before, and a correct app's missing result would have been read as the dialog's doing (dev8
    budget `stop-gym`)."""
    run, _ = await _branch(browser, "delete-second-confirmed", "A.answer_dialog", tmp_path, SUITE)
    assert run.outcome == "verified_success", (run.reason, run.evidence)
    assert any("answered with 'Delete'" in e for e in run.evidence), run.evidence


LINES = f"""name: lines
app: {{static: {FIXTURES / "patterns"}}}
cases:
  - id: lines-tip
    task: "Order two Sushi with a $4 tip: the total is $36."
    steps: [{{goto: "/apply-filter.html?lines"}}, {{hover: Sushi}}, {{fill: {{target: Quantity, text: "2"}}}}, {{fill: {{target: Tip, text: "4"}}}}]
    expect: [{{text: "Total: $36"}}]
    label: pass
"""


async def test_the_unpressed_apply_forks_after_the_last_input(browser: Browser, tmp_path: Path) -> None:
    """A field repeated per line ("Quantity") before the plan's last input, all applied with "Update totals":
    the judge suspects the line's field first, then the unpressed Apply, and that round forks after the last
    input, where pressing it can be tested (dev7 `mixed-tax-invoice` forked at the line's field again, where
    A.commit had already run)."""
    suite = load_suites([write_suite(tmp_path, LINES)])[0]
    case = suite.cases[0]
    config = RunConfig(out_dir=tmp_path, settle_s=0.3, screenshots=False)
    async with serve_app(suite.app) as app:
        single = await run_single(browser, suite, case, app, config)
    assert single.rollout is not None and single.result.verdict == "fail", single.result.reason
    judge, dconf = HeuristicJudge(), DiagnosisConfig()
    fds1 = await judge.diagnose(case, [single.rollout], [], dconf)
    assert fds1 is not None and fds1.resume_case_step == 2, fds1
    assert "one per row" in fds1.diagnosis, fds1.diagnosis
    fds2 = await judge.diagnose(case, [single.rollout], [fds1], dconf)
    assert fds2 is not None and "may wait to be applied" in fds2.diagnosis, fds2.diagnosis
    assert fds2.resume_case_step == 3 and fds2.error_kind == "checks", fds2
    # The round after it counts both before it: the next hypothesis, not the Apply again.
    fds3 = await judge.diagnose(case, [single.rollout], [fds1, fds2], dconf)
    assert fds3 is not None and "may wait to be applied" not in fds3.diagnosis, fds3.diagnosis

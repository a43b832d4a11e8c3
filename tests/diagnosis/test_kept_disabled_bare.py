"""A command the plan presses with no input before it ("Delete account") that stays disabled on the quiet page
is the app refusing the action (actuation verified), unless a box of text on the page is left unread: terms
that enable the command once scrolled to their end. C.read_to_end reads them with the wheel, then repeats
the step (the bundled settings `delete-account` had a belief of 0.81 and no evidence)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite, page_element


@pytest.mark.timeout(900)
async def test_a_command_kept_disabled_with_no_input_asked_is_refused_unless_text_is_left_unread(
    tmp_path: Path,
) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "kept-disabled-bare.yaml", tmp_path)
    late = res["delete-account"]
    assert late.initial_verdict == "fail" and late.verdict == "pass", late.reason
    terms = res["delete-account-terms"]
    assert terms.initial_verdict == "fail", terms.initial_reason
    assert terms.verdict == "pass" and "C.read_to_end" in terms.reason, terms.reason
    for bad_id in ("delete-account-broken", "delete-account-terms-broken"):
        bad = res[bad_id]
        assert bad.verdict == "fail" and bad.attribution == "env_fail_confirmed", (bad_id, bad.reason)
        assert bad.diagnosis is not None
        texts = [e.text for e in bad.diagnosis.defect_evidence if e.kind == "actuation_verified"]
        assert any("'Delete account' stays disabled" in t and "left unread" in t for t in texts), texts
    # Until the terms are read, no branch takes the disabled command for a refusal.
    assert terms.diagnosis is not None
    assert not [b for b in terms.diagnosis.branches if b.defect_evidence], terms.reason


def test_a_tick_given_by_a_click_or_text_left_unread_withholds_the_refusal() -> None:
    from diageval.diagnosis._kept_disabled import kept_disabled_evidence
    from diageval.suite import Step

    page = [
        page_element(0, "I understand", "checkbox", checked=False),
        page_element(1, "Delete account", "button", enabled=False),
    ]
    bare = (Step(verb="click", target="Privacy"), Step(verb="click", target="Delete account"))
    got = kept_disabled_evidence(bare, 1, page, False, "C.enabled")
    assert got is not None and got.kind == "actuation_verified" and "'Delete account'" in got.text, got
    # Terms left unread on the page may be what enables it.
    assert kept_disabled_evidence(bare, 1, page, False, "C.enabled", None, "Deletion terms") is None
    # A click on a checkbox is a tick by another verb: the plan gave input the app may still wait for.
    ticked = (Step(verb="click", target="I understand"), Step(verb="click", target="Delete account"))
    assert kept_disabled_evidence(ticked, 1, page, False, "C.enabled") is None
    # Typed text, a key press: input before the command.
    typed = (Step(verb="press", key="Tab"), Step(verb="click", target="Delete account"))
    assert kept_disabled_evidence(typed, 1, page, False, "C.enabled") is None


def test_one_of_a_control_per_rows_menu_kept_disabled_says_nothing_of_the_plans_row() -> None:
    """A "Cancel booking" in every booking's closed menu, one of them disabled (a booking already seated), and
    a probe that opened that row's menu, not the plan's: no refusal of the plan's item (dev9 host stand
    ``cancel-lindqvist``, confirmed defective under the random branch order at 16a47a4)."""
    from diageval.diagnosis._kept_disabled import kept_disabled_evidence
    from diageval.suite import Step

    plan = (
        Step(verb="click", target="Actions for Marta Lindqvist"),
        Step(verb="click", target="Cancel booking"),
    )
    seated = page_element(1, "Cancel booking", "button", enabled=False)
    closed = page_element(2, "Cancel booking", "button", rendered=False, point=None, visible_fraction=0.0)
    assert kept_disabled_evidence(plan, 1, [seated, closed], False, "B.expand") is None
    got = kept_disabled_evidence(
        plan, 1, [seated], False, "B.expand"
    )  # the one of its name: the app's refusal
    assert got is not None and got.kind == "actuation_verified", got

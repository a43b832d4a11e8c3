"""A submit button kept disabled until the form's fields are valid. When every field the plan sets holds
exactly what it asks and the button stays disabled on the quiet page, the app refuses the plan's input:
actuation verified. A form checked by a request or a timer after the typing gets its time first."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite, page_element


@pytest.mark.timeout(600)
async def test_a_control_kept_disabled_for_the_plans_input_is_defect_evidence(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "kept-disabled.yaml", tmp_path)
    # With a hint shown on leaving the field, the click on the disabled button changes the page: the step
    # holds, and the missing result is what fails.
    # In a modal dialog over a table with a "Channel name" column, and on a wizard's second step (the first
    # step's field is gone): the field the plan set is still the one that holds the plan's text.
    for cid in (
        "channel-digits-refused",
        "channel-digits-refused-with-hint",
        "channel-digits-refused-in-dialog",
        "channel-digits-refused-after-a-step",
    ):
        broken = res[cid]
        assert broken.initial_verdict == "fail", broken.initial_reason
        # Before, four failed branches reached the belief with no evidence: env_fail_unconfirmed.
        assert broken.verdict == "fail" and broken.attribution == "env_fail_confirmed", (cid, broken.reason)
        assert broken.diagnosis is not None
        texts = [e.text for e in broken.diagnosis.defect_evidence if e.kind == "actuation_verified"]
        held = [
            t for t in texts if "'Channel name' holds 'q3-planning'" in t and "'Create' stays disabled" in t
        ]
        assert held, (cid, texts)
    for cid in ("channel-validated-on-blur", "channel-checked-by-request", "channel-checked-late"):
        ok = res[cid]
        assert ok.verdict == "pass" and ok.attribution != "env_fail_confirmed", (cid, ok.reason)
    # The check due 6 s after the typing stops: the wait for the control outlasts it (the 5 s bound of a busy
    # page would end just before it; the case then passed only when a later branch happened to come late).
    late = res["channel-checked-late"]
    assert late.initial_verdict == "fail" and "C.enabled" in late.reason, late.reason


def test_a_field_that_does_not_hold_the_plans_text_gives_no_evidence() -> None:
    from diageval.diagnosis._kept_disabled import kept_disabled_evidence
    from diageval.suite import Step
    from diageval.trajectory import Element

    def el(i: int, name: str, tag: str, **kw: object) -> Element:
        return page_element(i, name, "textbox" if tag == "input" else "button", **kw)

    plan = (
        Step(verb="fill", target="Phone", text="5551234567"),
        Step(verb="click", target="Save"),
    )
    create = el(1, "Save", "button", enabled=False)
    # A mask reformatted the text: what the app refused is not the plan's input as written.
    masked = [el(0, "Phone", "input", value="(555) 123-4567"), create]
    assert kept_disabled_evidence(plan, 1, masked, False, "C.enabled") is None
    exact = [el(0, "Phone", "input", value="5551234567"), create]
    assert kept_disabled_evidence(plan, 1, exact, False, "C.enabled") is not None
    # The focus still in a field: a form validated when the field loses it has not had its chance.
    assert kept_disabled_evidence(plan, 1, exact, True, "C.enabled") is None
    # Two fields of that name: the plan's input may be in the other one.
    twin = el(2, "Phone", "input", value="", box=(300.0, 10.0, 100.0, 30.0), point=(310.0, 20.0))
    assert kept_disabled_evidence(plan, 1, [*exact, twin], False, "C.enabled") is None
    # ...unless the other one lies under a dialog's backdrop, out of the user's reach.
    under = twin.model_copy(update={"covered_by": "div.backdrop"})
    assert kept_disabled_evidence(plan, 1, [*exact, under], False, "C.enabled") is not None
    # A field named nowhere on the page was on a page before this one; none at all on it: no evidence.
    wizard = (Step(verb="fill", target="Workspace", text="acme"), *plan)
    assert kept_disabled_evidence(wizard, 2, exact, False, "C.enabled") is not None
    assert kept_disabled_evidence(wizard, 2, [create], False, "C.enabled") is None
    # A combobox: the plan types the first letters, then clicks the suggestion they begin, which the field
    # then holds (dev10 talks `publish-tuesday`: "Ravi", then "Ravi Menon"); the letters alone were no pick.
    combo = (
        Step(verb="fill", target="Chair", text="Ravi"),
        Step(verb="click", target="Ravi Menon"),
        Step(verb="click", target="Save"),
    )
    chosen = [el(0, "Chair", "input", value="Ravi Menon"), create]
    got = kept_disabled_evidence(combo, 2, chosen, False, "C.enabled")
    assert got is not None and "'Chair' holds 'Ravi Menon'" in got.text, got
    typed_only = [el(0, "Chair", "input", value="Ravi"), create]
    assert kept_disabled_evidence(combo, 2, typed_only, False, "C.enabled") is None


@pytest.mark.timeout(600)
async def test_a_rows_action_kept_disabled_for_its_item_is_defect_evidence(tmp_path: Path) -> None:
    """One "Renew loan" per row and no field in the plan: the one in Kindred's row kept disabled on the quiet
    page is the app refusing the action for that item. A row with a checkbox of its own the plan never
    ticked (what enables the action there) proves nothing."""
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "row-disabled.yaml", tmp_path)
    refused = res["renew-second-time-refused"]
    assert refused.verdict == "fail" and refused.attribution == "env_fail_confirmed", refused.reason
    assert refused.diagnosis is not None
    texts = [e.text for e in refused.diagnosis.defect_evidence if e.kind == "actuation_verified"]
    assert any("in the row of 'Kindred' stays disabled" in t for t in texts), texts
    assert res["renew-second-time"].verdict == "pass", res["renew-second-time"].reason
    ticked = res["renew-after-ticking"]
    assert ticked.attribution != "env_fail_confirmed", ticked.reason
    assert ticked.diagnosis is not None
    assert not [e for e in ticked.diagnosis.defect_evidence if "stays disabled" in e.text]

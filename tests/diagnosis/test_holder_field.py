"""A field labelled by whose name it takes ("Pet owner", a campsite's "Lead guest") where the plan says "Owner
name" or "Guest name": ``match_target(fuzzy=True)`` finds the one text field so labelled (``holder_field``), the
probes fill it, and *target absent* is not given while it is on the page. Before, a correct booking form was
confirmed defective on *target absent* (held aside 18 ``book-patterson-h4``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from diageval.method import HOLDER_SCORE, holder_field, match_target
from tests.conftest import FIXTURES, diagnose_fixture_suite, page_element


@pytest.mark.timeout(600)
async def test_a_field_labelled_by_whose_name_it_takes_is_filled(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "holder-field.yaml", tmp_path)
    ok = res["register-rex"]
    # The check holds only with Jane Doe in the owner's field and Rex in the pet's.
    assert ok.initial_verdict == "fail" and ok.verdict == "pass", ok.reason
    dead = res["register-rex-broken"]
    assert dead.verdict == "fail" and dead.attribution != "agent_fail", dead.reason
    assert dead.diagnosis is not None, dead.reason
    assert "target_absent" not in [e.kind for e in dead.diagnosis.defect_evidence], dead.diagnosis


def test_the_holder_is_the_last_word_of_one_short_label() -> None:
    lead = page_element(1, "Lead guest", "textbox", kind="text")
    phone = page_element(2, "Phone", "textbox", kind="tel")
    assert holder_field("guest name", [lead, phone]) is lead
    assert holder_field("full name", [page_element(3, "Full", "textbox")]) is None  # which name, not whose
    assert holder_field("guest", [lead]) is None  # no name asked for
    second = page_element(4, "Second guest", "textbox", kind="text")
    assert holder_field("guest name", [lead, second]) is None  # two guests: the plan's word tells none
    notes = page_element(5, "Notes about the guest", "textbox", tag="textarea")
    assert holder_field("guest name", [notes]) is None
    arriving = page_element(6, "Arriving guest", "textbox", kind="date")
    assert holder_field("guest name", [arriving]) is None  # a date field takes no name
    (m,) = match_target("Guest name", [lead, phone], fuzzy=True)
    assert m.element is lead and m.score == HOLDER_SCORE and m.via == "holder"
    assert not match_target("Guest name", [lead, phone])  # only where a fuzzy match is asked for
    exact = page_element(7, "Guest name", "textbox")
    assert [m.element.id for m in match_target("Guest name", [lead, exact], fuzzy=True)] == [7]

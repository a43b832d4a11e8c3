"""A form inside a collapsed card, above a list whose search box, "Search by name or email", holds the names of
the form's fields: an agent that sees only what is shown types the Email and the Name into the search box and
stops at the hidden "Add subscriber". The wrong pick's exactly named field is on the page, hidden: the judge
calls it SOU-2 on the page restored at the fork, B.expand opens the card and fills the field itself, and a
branch that gets past the pick meets the later failure anew (a round from that deeper fork is one its
progress opens). Before, the correct case stayed a Fail and the dead Add stayed unconfirmed (dev8 mailer
`add-wendy`, `wendy-weekly-digest-count`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(300)
async def test_a_field_hidden_in_a_collapsed_form_is_found_and_a_dead_add_confirmed(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "collapsed-form.yaml", tmp_path)
    ok = res["add-wendy"]
    assert ok.initial_verdict == "fail", ok.initial_reason
    assert ok.verdict == "pass" and ok.attribution == "agent_fail", ok.reason
    assert "B.expand" in ok.reason, ok.reason
    assert ok.diagnosis is not None
    assert any(r.fds.error_kind == "wrong_pick" and r.fds.sou == 2 for r in ok.diagnosis.rounds), [
        (r.fds.error_kind, r.fds.sou) for r in ok.diagnosis.rounds
    ]
    dead = res["add-wendy-broken"]
    assert dead.verdict == "fail" and dead.attribution == "env_fail_confirmed", dead.reason
    assert dead.diagnosis is not None
    assert any("Add subscriber" in e.text for e in dead.diagnosis.defect_evidence), (
        dead.diagnosis.defect_evidence
    )
    # A hand-written disclosure (no aria-expanded): the button just before the undisplayed block holding the
    # field opens it (dev9 gradebook `add-quiz3-reload`: "New assessment" over a form shown with v-show).
    plain, plain_dead = res["add-wendy-plain"], res["add-wendy-plain-broken"]
    assert plain.verdict == "pass" and "B.expand" in plain.reason, plain.reason
    assert plain_dead.attribution == "env_fail_confirmed", plain_dead.reason

"""Dated sessions written as testers write them: "Hamlet Sat 5 Dec matinee" is the option "Hamlet — Sat 5 Dec,
2:30pm" and "Puppet show 28 November 11am" is "Puppet show (ages 3+) — Sat 28 Nov, 11:00am" (``method._dated``:
a time of day however written, a part of the day the option does not say), which ``A.option_words`` chooses in
a native select. A select whose options do not name the plan's option is no evidence while another select of
the app, on another tab, offers it whole (the plan's "Event" matched the orders tab's filter, which lists shows
without dates). Before, both correct cases were confirmed defective (held aside 19 ``sell-carol-matinee``,
``voucher-tiddler``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from diageval.method import names_option, option_worded_otherwise
from tests.conftest import FIXTURES, diagnose_fixture_suite, recovered_by


@pytest.mark.timeout(600)
async def test_a_session_worded_otherwise_is_no_missing_option(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "dated-session.yaml", tmp_path)
    won = recovered_by(res["sell-matinee"], "A.option_words")
    assert any("Hamlet — Sat 5 Dec, 2:30pm" in e for e in won.evidence), won.evidence
    other = res["sell-puppet-show"]
    assert other.initial_verdict == "fail" and other.attribution == "env_fail_unconfirmed", other.reason
    assert other.diagnosis is not None
    said = [e for b in other.diagnosis.branches for e in b.evidence if "elsewhere in the app" in e]
    assert said and "'Performance'" in said[0], said
    dead = res["sell-matinee-broken"]
    assert dead.verdict == "fail" and dead.attribution == "env_fail_confirmed", dead.reason
    assert dead.diagnosis is not None
    assert any("none is" in e.text for e in dead.diagnosis.defect_evidence), dead.diagnosis.defect_evidence


def test_times_and_parts_of_the_day() -> None:
    assert names_option("Hamlet Sat 5 Dec matinee", "Hamlet — Sat 5 Dec, 2:30pm")
    assert not names_option("Hamlet Sat 5 Dec matinee", "Hamlet — Sat 5 Dec, 7:30pm")
    assert names_option("Hamlet 5th December evening", "Hamlet — Sat 5 Dec, 7.30 pm")
    assert names_option("Puppet show 28 November 11am", "Puppet show (ages 3+) — Sat 28 Nov, 11:00am")
    assert names_option("Puppet show 28 November 11:00", "Puppet show (ages 3+) — Sat 28 Nov, 11am")
    assert not names_option("Puppet show 28 November 11am", "Puppet show (ages 3+) — Sat 28 Nov, 2:00pm")
    assert not names_option("Puppet show 28 November 11am", "Puppet show (ages 3+) — Sat 21 Nov, 11:00am")
    assert not names_option("Puppet show 28 November 11am", "Puppet show (ages 3+)")
    # a shorter text the plan's option holds names it, unless the option is asked for whole
    assert names_option("Hamlet Sat 5 Dec matinee", "Hamlet")
    assert not names_option("Hamlet Sat 5 Dec matinee", "Hamlet", whole=True)


def test_an_option_chosen_in_other_words_is_the_same_option_only() -> None:
    """What a select step accepts as chosen, and what ``A.option_words`` chooses: the option itself or in
    other words, never a longer text that holds it nor a shorter one it holds."""
    assert option_worded_otherwise("Hamlet Sat 5 Dec matinee", "Hamlet — Sat 5 Dec, 2:30pm")
    assert option_worded_otherwise("Card", "Card")
    assert option_worded_otherwise("Colour", "Color")
    assert not option_worded_otherwise("Card", "Gift card")
    assert not option_worded_otherwise("Hamlet Sat 5 Dec matinee", "Hamlet")
    assert not option_worded_otherwise("Hamlet Sat 5 Dec matinee", "Hamlet — Sat 5 Dec, 7:30pm")

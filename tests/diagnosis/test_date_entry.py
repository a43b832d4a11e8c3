"""A.date_entry, native date and time fields, on a fixture of its own in real Chromium: ISO text typed into
a date field (and into a date field inside a web component's shadow root) lands in the wrong segments; the probe types
each segment in the order the field shows and the case is recovered. A booking that stores another day
stays a Fail. A fill by keyboard is checked like the screen agent's: a field that kept something else is
no step done. Once the probe has repaired the fork, it takes the later date and time fills itself, before
the screen agent garbles them (a form that locks on a garbled date, ``?strict``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from diageval.diagnosis.probes._alternate import date_keys
from diageval.method import CaseResult
from tests.conftest import FIXTURES, diagnose_fixture_suite

SUITE = FIXTURES / "datefield" / "suite.yaml"
MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]


async def _diagnose(tmp_path: Path) -> dict[str, CaseResult]:
    return await diagnose_fixture_suite(SUITE, tmp_path)


@pytest.mark.timeout(400)
async def test_a_date_typed_segment_by_segment_recovers_the_booking(tmp_path: Path) -> None:
    got = await _diagnose(tmp_path)

    ok = got["book"]
    assert ok.initial_verdict == "fail" and "but its value is" in (ok.initial_reason or ""), ok.initial_reason
    assert ok.verdict == "pass" and ok.diagnosis is not None, ok.reason
    assert "recovered by A.date_entry" in ok.diagnosis.reason, ok.diagnosis.reason
    (won,) = [b for b in ok.diagnosis.branches if b.outcome == "verified_success"]
    assert any("segments typed in the order month/day/year" in e for e in won.evidence), won.evidence
    # The later time and date fields (one in a shadow root) are taken by the same probe first: the repaired
    # agent does not type ISO text into them again.
    assert any("taken by A.date_entry first" in e for e in won.evidence), won.evidence
    # A keyboard fill that left another value in the field is a failed step, not a step done.
    for b in ok.diagnosis.branches:
        if b.branch.probe == "A.keyboard":
            assert b.outcome == "fail" and "but its value is" in b.reason, b.reason

    # A form that locks on a garbled date: the follow-up date typed as ISO text once would end the branch.
    strict = got["book-strict"]
    assert strict.verdict == "pass" and strict.diagnosis is not None, strict.reason
    assert "recovered by A.date_entry" in strict.diagnosis.reason, strict.diagnosis.reason
    # ... which the repaired agent never does: one branch of the probe recovers it (without the rule, that
    # branch stops at the locked follow-up date and only a deeper round's branch recovers the case).
    assert [b.outcome for b in strict.diagnosis.branches if b.branch.probe == "A.date_entry"] == [
        "verified_success"
    ], strict.diagnosis.branches

    bad = got["book-defect"]
    assert bad.verdict == "fail" and bad.diagnosis is not None, bad.reason
    assert any(e.kind == "actuation_verified" for e in bad.diagnosis.defect_evidence), (
        bad.diagnosis.defect_evidence
    )


def test_date_keys_follow_the_fields_segment_order() -> None:
    def typed(keys: list | None) -> list[str]:  # type: ignore[type-arg]
        assert keys is not None
        return [k.text if k.kind == "type" else k.key for k in keys]

    us, gb, iso = ["month", "day", "year"], ["day", "month", "year"], ["year", "month", "day"]
    assert typed(date_keys("2025-04-14", "date", us, True, MONTHS)) == ["04", "14", "2025"]
    assert typed(date_keys("2025-04-14", "date", gb, False, MONTHS)) == ["14", "04", "2025"]
    # A year does not move on by itself: an arrow takes the keys to the next segment.
    assert typed(date_keys("2025-04-14", "date", iso, False, MONTHS)) == ["2025", "ArrowRight", "04", "14"]
    assert typed(date_keys("14:15", "time", us, True, MONTHS)) == ["02", "15", "P"]
    assert typed(date_keys("00:05", "time", us, True, MONTHS)) == ["12", "05", "A"]
    assert typed(date_keys("14:15", "time", gb, False, MONTHS)) == ["14", "15"]
    assert typed(date_keys("2025-04-14T10:30", "datetime-local", us, True, MONTHS)) == [
        "04",
        "14",
        "2025",
        "ArrowRight",
        "10",
        "30",
        "A",
    ]
    assert typed(date_keys("2025-04", "month", us, True, MONTHS)) == ["April", "ArrowRight", "2025"]
    # Text that is not that field's value: nothing to type.
    assert date_keys("14:15", "date", us, True, MONTHS) is None
    assert date_keys("2025-04-14", "time", us, True, MONTHS) is None
    assert date_keys("next Tuesday", "date", us, True, MONTHS) is None

"""A native select lists all of its options in the document: once the page is quiet (times listed after the
day and the room are chosen have come), an option the plan asks for that none of them names is *target
absent* evidence. Times listed late, or worded with more words, are no evidence."""

from __future__ import annotations

from pathlib import Path

import pytest

from diageval.method import names_option
from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_an_option_no_native_select_lists_is_target_absent(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "slot-select.yaml", tmp_path)
    for cid in ("schedule-noon", "schedule-noon-worded", "schedule-noon-listed-late"):
        ok = res[cid]
        assert ok.initial_verdict == "fail", (cid, ok.initial_reason)
        assert ok.verdict == "pass", (cid, ok.reason)
    bad = res["schedule-noon-broken"]
    assert bad.verdict == "fail" and bad.attribution == "env_fail_confirmed", bad.reason
    assert bad.diagnosis is not None
    absent = [e.text for e in bad.diagnosis.defect_evidence if e.kind == "target_absent"]
    assert any("'Time' lists 3 option(s)" in t and "none is '12:00'" in t for t in absent), absent


def test_an_option_named_otherwise_counts_as_listed() -> None:
    assert names_option("12:00", "12:00")
    assert names_option("12:00", "12:00 (lunch slot)")
    assert names_option("Room B (ground floor)", "Room B")
    assert names_option("Express shipping", "Shipping - express")
    assert not names_option("12:00", "2:00")
    assert not names_option("12:00", "11:15")
    assert not names_option("Room 1", "Room 12")

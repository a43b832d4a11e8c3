"""A list of cards shown nine at a time, the rest behind "Show more plots" (a feed-like disclosure, which
``pagers.js`` ranks as a feed's "Load more", no pager): the card the checks look for is the eleventh. A
branch's look presses it before reading the missing result as evidence; the result shown on a later part is
no evidence, and the defect (the card never freed) is still confirmed once the whole list was shown. Before,
the look turned only a pager's pages: a correct app was confirmed defective (held aside 10 plots
`cancel-s2`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_a_result_behind_show_more_is_no_evidence(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "show-more-cards.yaml", tmp_path)
    ok = res["cancel-s2"]
    assert ok.initial_verdict == "fail" and ok.attribution != "env_fail_confirmed", ok.reason
    assert ok.diagnosis is not None and not ok.diagnosis.defect_evidence, ok.diagnosis.defect_evidence
    looked = [b for b in ok.diagnosis.branches if b.outcome == "fail"]
    assert any("'show more plots'" in e.casefold() for b in looked for e in b.evidence), looked

    dead = res["cancel-s2-broken"]
    assert dead.verdict == "fail" and dead.attribution == "env_fail_confirmed", dead.reason
    assert dead.diagnosis is not None
    assert {e.kind for e in dead.diagnosis.defect_evidence} == {"actuation_verified"}, dead.diagnosis

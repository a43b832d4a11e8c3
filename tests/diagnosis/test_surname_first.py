"""A directory that writes each person surname first ("Morgan, Gwen") where a plan says "Gwen Morgan": the
same name in a list's order, matched as such (``forename_first``, at ``INVERTED_SCORE``) by the agent and the
probes, and the control reached under it is the one the plan names. Before, the single run failed on a correct
list, and the defect behind it stayed unconfirmed (held aside 18 choir ``return-all-morgan``, recalls
``decline-marsh``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from diageval.method import INVERTED_SCORE, forename_first, match_target
from tests.conftest import FIXTURES, diagnose_fixture_suite, page_element


@pytest.mark.timeout(600)
async def test_a_name_written_surname_first_is_the_plans(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "surname-first.yaml", tmp_path)
    ok = res["gwen-left"]
    assert ok.initial_verdict == "pass" and ok.verdict == "pass", ok.reason
    dead = res["gwen-left-broken"]
    assert dead.verdict == "fail" and dead.attribution == "env_fail_confirmed", dead.reason
    assert dead.diagnosis is not None
    assert "actuation_verified" in [e.kind for e in dead.diagnosis.defect_evidence], dead.diagnosis


def test_surname_first_is_the_same_name() -> None:
    assert forename_first("morgan, gwen") == "gwen morgan"
    assert forename_first("o'connor, liam") == "liam o'connor"
    assert forename_first("watson, mary jane") == "mary jane watson"
    assert forename_first("morgan, gwen, alto") is None  # a list, not a name
    assert forename_first("gwen morgan") is None
    row = page_element(1, "Morgan, Gwen", "link")
    (m,) = match_target("Gwen Morgan", [row])  # no fuzzy match needed: the agent's own grounding finds it
    assert m.score == INVERTED_SCORE
    exact = page_element(2, "Gwen Morgan", "link")
    assert [m.element.id for m in match_target("Gwen Morgan", [row, exact])] == [2, 1]

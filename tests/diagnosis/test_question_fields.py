"""A form that asks its fields as questions: a native date field labelled "When did it happen?" for a plan's
"Date", a number field labelled "How many?" for its "Quantity". The field of the one input type that takes
the named kind of value is the field meant, and "how many" is a quantity in other words; the steps take
those fields. Before, "Date" was missing from the page and every branch stopped there (held aside 13 claim
`kitchen-leak-claim`: a valid claim confirmed as a defect on that absence)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_fields_asked_as_questions_are_the_plans_date_and_quantity(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "question-fields.yaml", tmp_path)
    ok = res["log-a-fall"]
    assert ok.verdict == "pass" and ok.attribution == "agent_fail", ok.reason
    assert ok.diagnosis is not None
    assert any("'When did it happen?'" in e for b in ok.diagnosis.branches for e in b.evidence), ok.diagnosis
    dead = res["log-a-fall-broken"]
    assert dead.attribution == "env_fail_confirmed", dead.reason
    assert dead.diagnosis is not None
    kinds = {e.kind for e in dead.diagnosis.defect_evidence}
    assert kinds == {"actuation_verified"}, dead.diagnosis.defect_evidence

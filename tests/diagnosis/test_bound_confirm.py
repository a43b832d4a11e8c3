"""A confirmation dialog rendered from state clears its answer button's text as it closes: where the answer's
press went is read before the page is observed again (which renumbers its elements), so the press on the
answer is not taken for a press elsewhere, and what the answered branch saw stays evidence."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_an_answer_whose_text_the_dialog_clears_went_to_the_answer(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "bound-confirm.yaml", tmp_path)
    ok, bad = res["unschedule-kubernetes"], res["unschedule-kubernetes-broken"]
    assert ok.initial_verdict == "fail" and ok.verdict == "pass", ok.reason
    assert bad.initial_verdict == "fail", bad.initial_reason
    assert bad.verdict == "fail" and bad.attribution == "env_fail_confirmed", bad.reason
    assert bad.diagnosis is not None
    answered = [b for b in bad.diagnosis.branches if b.branch.probe == "A.answer_dialog"]
    assert answered and answered[0].defect_evidence, [b.evidence for b in answered]
    assert not any("went to" in e for b in answered for e in b.evidence), [b.evidence for b in answered]
    kinds = {e.kind for e in bad.diagnosis.defect_evidence}
    assert "error_raised" in kinds, bad.diagnosis.defect_evidence

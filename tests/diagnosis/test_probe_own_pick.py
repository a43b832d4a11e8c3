"""A branch's own input at its fork is the hypothesis its probe tests: A.alt_candidate clicking a line of help
text that speaks of "Quarantined batches" in place of the "Quarantine" button, a change the page shows
(the help opens), then the result missing. When the next round diagnoses from that branch's rollout, its
click on plain text is no doubt about the path's own step (dev10 pharmacy `quarantine-amox-nov`: that doubt
took the second round, its branch redid the step, and the failure's own probes never ran)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_a_probes_pick_of_plain_text_is_no_doubt_about_the_paths_step(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "help-quarantine.yaml", tmp_path)
    ok = res["quarantine-november"]
    assert ok.initial_verdict == "fail" and ok.verdict == "pass", ok.reason
    bad = res["quarantine-november-broken"]
    assert bad.diagnosis is not None
    doubts = [r.fds.diagnosis for r in bad.diagnosis.rounds if "clicked plain text" in r.fds.diagnosis]
    assert not doubts, doubts
    assert bad.verdict == "fail" and bad.attribution == "env_fail_confirmed", bad.reason
    texts = [e.text for e in bad.diagnosis.defect_evidence if e.kind == "actuation_verified"]
    assert any("'Quarantine'" in t for t in texts), texts

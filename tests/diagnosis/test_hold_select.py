"""A select and a button that share the plan's word ("Hold it for", "Hold this bike"), in a section shown
collapsed: the plan's select step "Hold" names the select, since a select step takes no button. Before, the
button counted as a second control named with "Hold", no branch's select was the plan's control reached,
and the defect (every hold kept for 15 minutes) ended unconfirmed (held aside 10 bikes `hold-market-20`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite, recovered_by


@pytest.mark.timeout(600)
async def test_a_button_sharing_the_selects_word_is_no_second_select(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "hold-select.yaml", tmp_path)
    recovered_by(res["hold-20"], "B.expand")
    dead = res["hold-20-broken"]
    assert dead.verdict == "fail" and dead.attribution == "env_fail_confirmed", dead.reason
    assert dead.diagnosis is not None
    ev = [e for e in dead.diagnosis.defect_evidence if e.kind == "actuation_verified"]
    assert ev and "Hold this bike" in ev[0].text, dead.diagnosis.defect_evidence

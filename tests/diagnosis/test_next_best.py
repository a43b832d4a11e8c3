"""A probe that locates the step's target its own way (the accessibility tree, OCR, the next-best match) may
land on a control named otherwise than the plan says: "Clear board" for a step "Board" whose canvas carries
that name exactly. What such a branch sees is no evidence against the app (dev5's whiteboard: a correct app
was confirmed defective on "click 'Board' reached the button 'Clear board'")."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_a_control_named_otherwise_than_the_plan_gives_no_evidence(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "next-best.yaml", tmp_path)
    dead = res["add-note-dead-board"]
    assert dead.verdict == "fail" and dead.diagnosis is not None, dead.reason
    went_elsewhere = [b for b in dead.diagnosis.branches if any("Clear board" in e for e in b.evidence)]
    assert went_elsewhere, [(b.branch.probe, b.evidence) for b in dead.diagnosis.branches]
    for b in went_elsewhere:
        assert not b.defect_evidence, (b.branch.probe, b.defect_evidence)
        assert any(e.startswith("not defect evidence") for e in b.evidence), b.evidence
    assert not any("Clear board" in e.text for e in dead.diagnosis.defect_evidence), (
        dead.diagnosis.defect_evidence
    )

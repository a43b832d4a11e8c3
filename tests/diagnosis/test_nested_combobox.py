"""A combobox drawn as a wrapper of role combobox around its text field, both labelled "Member" (ARIA 1.1,
Shoelace's select): a person sees one control, so a select that went to it reached the control the plan
names, and a result the app then gets wrong is evidence of a defect (METHOD.md 8.3, actuation verified)."""

from __future__ import annotations

from pathlib import Path

import pytest

from diageval.method import DiagnosisConfig
from diageval.runner import RunConfig, run_suites
from diageval.suite import load_suites
from tests.conftest import FIXTURES


@pytest.mark.timeout(600)
async def test_a_combobox_and_its_field_are_one_control(tmp_path: Path) -> None:
    """One round, forked at the select (the form draws late, so the agent's select found nothing): a branch
    performs the select and the click after it, and holds the evidence."""
    (suite,) = load_suites([FIXTURES / "patterns" / "nested-combobox.yaml"])
    config = RunConfig(
        out_dir=tmp_path,
        settle_s=0.3,
        workers=2,
        screenshots=False,
        diagnosis=DiagnosisConfig(rounds=1, parallel_branches=1),
    )
    res = {r.case_id: r for r in (await run_suites([suite], config)).cases}
    ok, bad = res["lend-chosen"], res["lend-chosen-defect"]
    assert ok.initial_verdict == "pass" and ok.verdict == "pass", ok.initial_reason
    assert bad.verdict == "fail" and bad.diagnosis is not None, bad.reason
    (only,) = bad.diagnosis.rounds  # forked at the select: its branches perform it
    assert only.fds.resume_case_step == 1, only.fds
    found = [(r.branch.probe, e.kind) for r in bad.diagnosis.branches for e in r.defect_evidence]
    # Every branch's restored page has had the time its form takes to draw (until_scheduled), so the first
    # branch that performs the select and the click after it holds the evidence, whichever probe it is.
    assert found and found[0][1] == "actuation_verified", [
        (r.branch.probe, r.outcome, r.reason) for r in bad.diagnosis.branches
    ]

"""The bench keeps no run store, so it writes the records of the cases DiagEval x2 did not end as it should
(the single run's rollout, the diagnosis record, a one-line reason) for reading afterwards."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from diageval.method import DiagnosisRecord
from diageval.trajectory import Trajectory

pytestmark = pytest.mark.timeout(600)

PATTERNS = Path(__file__).parents[1] / "fixtures" / "patterns"


def test_cases_that_did_not_end_as_they_should_are_kept_for_review(tmp_path: Path) -> None:
    # Two defects: a submit the browser refuses (a required field left empty) is never confirmed, a dead
    # submit handler is confirmed with evidence.
    suite = tmp_path / "suites" / "forms.yaml"
    suite.parent.mkdir()
    suite.write_text(
        f"""name: forms
app: {{static: "{PATTERNS}"}}
cases:
  - id: refused-submit
    task: "Join the club as Ada."
    steps: [{{goto: "/required.html"}}, {{fill: {{target: "Name", text: "Ada"}}}}, {{click: "Save"}}]
    expect: [{{text: "Welcome, Ada"}}]
    label: fail
  - id: dead-submit
    task: "Join the club as Ada."
    steps:
      - {{goto: "/required.html?dead"}}
      - {{fill: {{target: "Name", text: "Ada"}}}}
      - {{fill: {{target: "Email", text: "ada@example.com"}}}}
      - {{click: "Save"}}
    expect: [{{text: "Welcome, Ada"}}]
    label: fail
""",
        encoding="utf-8",
    )
    out = tmp_path / "out"
    stale = out / "review" / "old" / "case" / "why.txt"
    stale.parent.mkdir(parents=True)
    stale.write_text("from an earlier run", encoding="utf-8")
    cmd = [sys.executable, "-m", "diageval._cli", "bench", str(suite), "--workers", "2", "--out", str(out)]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-2000:]
    bench = json.loads((out / "bench.json").read_text())
    got = {c["case_id"]: c["outcomes"]["diageval"]["attribution"] for c in bench["cases"]}
    assert got == {"refused-submit": "env_fail_unconfirmed", "dead-submit": "env_fail_confirmed"}, got
    assert not stale.exists()
    kept = sorted(p.relative_to(out / "review").parts for p in (out / "review").glob("*/*/*"))
    assert len(kept) == 1 and kept[0][1:] == ("forms", "refused-submit"), kept
    folder = out / "review" / Path(*kept[0])
    assert (folder / "why.txt").read_text().startswith("defect not confirmed (env_fail_unconfirmed): ")
    single = Trajectory.model_validate_json((folder / "trajectory.json").read_text())
    assert single.case_id == "refused-submit", single.case_id
    assert [(s.action.verb, s.action.target) for s in single.steps][-1] == ("click", "Save"), single.steps
    rec = DiagnosisRecord.model_validate_json((folder / "diagnosis.json").read_text())
    assert rec.attribution == "env_fail_unconfirmed" and rec.branches, rec
    # The kept run is diagnosed again from the same recorded steps, as another harness's run would be.
    again = tmp_path / "again"
    cmd = [sys.executable, "-m", "diageval._cli", "diagnose", str(folder / "trajectory.json")]
    cmd += ["--suite", str(suite), "--out", str(again), "--fail-on", "never"]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-2000:]
    (results,) = again.glob("runs/*/results.json")
    (case,) = json.loads(results.read_text())["cases"]
    assert (case["case_id"], case["verdict"], case["initial_verdict"]) == (
        "refused-submit",
        "fail",
        "fail",
    ), case

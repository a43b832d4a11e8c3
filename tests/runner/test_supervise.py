"""Supervisor mode: failed runs recorded by another harness are replayed, verified and diagnosed, and their
verdicts stored like a run's."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from diageval.method import DiagnosisConfig
from diageval.runner import RunConfig, run_suites, supervise
from diageval.suite import load_suites
from tests.conftest import run_file

ROOT = Path(__file__).parents[2]
NOTES = ROOT / "examples" / "notes.yaml"
CLI = [sys.executable, "-m", "diageval._cli"]


def _minimal(path: Path, case: str, steps: list[dict], verdict: str = "fail") -> Path:
    doc = {"format": "diageval.trajectory.min/1", "harness": "test", "case_id": case, "verdict": verdict}
    path.write_text(json.dumps({**doc, "steps": steps}))
    return path


async def test_minimal_runs_are_replayed_verified_and_diagnosed(tmp_path: Path) -> None:
    suite = load_suites([NOTES])
    runs = [
        # The harness never saw the button below the fold: a false Fail, recovered by a branch.
        _minimal(
            tmp_path / "export.json",
            "export-notes",
            [{"action": "click", "target": "Export notes", "error": "not in view"}],
        ),
        # The harness did every step of a real defect; the checks fail on the replay and the diagnosis
        # keeps it Fail.
        _minimal(
            tmp_path / "delete.json",
            "delete-all",
            [
                {"action": "click", "target": "New note", "x": 1105, "y": 32},
                {"action": "fill", "target": "Note title", "x": 640, "y": 140, "text": "Temp"},
                {"action": "click", "target": "Save", "x": 308, "y": 290},
                {"action": "click", "target": "Delete all", "x": 1210, "y": 32},
            ],
        ),
    ]
    config = RunConfig(out_dir=tmp_path / "out", settle_s=0.3, workers=2, diagnosis=DiagnosisConfig(rounds=2))
    run = await supervise(runs, suite, config)
    got = {c.case_id: c for c in run.cases}
    export, delete = got["export-notes"], got["delete-all"]
    assert (export.initial_verdict, export.verdict, export.attribution) == ("fail", "pass", "agent_fail")
    assert export.diagnosis is not None and export.diagnosis.rounds[0].fds.error_kind == "target_offscreen"
    assert delete.initial_verdict == "fail" and delete.verdict == "fail", delete.reason
    assert delete.diagnosis is not None and delete.diagnosis.rounds[0].fds.error_kind == "checks"
    assert all(b.outcome != "verified_success" for b in delete.diagnosis.branches)
    traj = json.loads((tmp_path / "out" / "runs" / run.run_id / str(export.trajectory)).read_text())
    assert (
        traj["agent"] == "replay of test" and traj["steps"][0]["action"]["error_kind"] == "target_offscreen"
    )


async def test_a_run_whose_input_reaches_the_goal_is_not_a_fail(tmp_path: Path) -> None:
    # The harness clicked Save after filling the title, but called the run a Fail: the replay meets the
    # checks, so the harness's Fail is its own mistake.
    steps = [
        {"action": "click", "target": "New note", "x": 1105, "y": 32},
        {"action": "fill", "target": "Note title", "x": 640, "y": 140, "text": "Groceries"},
        {"action": "click", "target": "Save", "x": 308, "y": 290},
    ]
    path = _minimal(tmp_path / "add.json", "add-note", steps)
    run = await supervise([path], load_suites([NOTES]), RunConfig(out_dir=tmp_path / "out", settle_s=0.3))
    res = run.cases[0]
    assert (res.initial_verdict, res.verdict, res.attribution) == ("fail", "pass", "agent_fail")
    assert "not reproduced" in res.reason and res.diagnosis is None


async def test_diageval_trajectory_json_is_read_too(tmp_path: Path) -> None:
    first = await run_suites(
        load_suites([NOTES]),
        RunConfig(out_dir=tmp_path / "first", settle_s=0.3, workers=2, diagnosis=DiagnosisConfig(rounds=0)),
    )
    export = next(c for c in first.cases if c.case_id == "export-notes")
    assert export.verdict == "fail"
    traj = tmp_path / "first" / "runs" / first.run_id / str(export.trajectory)
    run = await supervise([traj], load_suites([NOTES]), RunConfig(out_dir=tmp_path / "out", settle_s=0.3))
    assert (run.cases[0].verdict, run.cases[0].attribution) == ("pass", "agent_fail")


@pytest.mark.parametrize(
    ("doc", "extra", "msg"),
    [
        ({"steps": [{"action": "tap", "x": 1, "y": 1}]}, [], "steps[0].action"),
        ({"steps": [{"action": "click"}]}, [], "a 'click' step without an error needs x, y"),
        ({"steps": []}, [], "names no case; give --case ID"),
        ({"case_id": "nope", "steps": []}, [], "no suite given has a case 'nope'"),
        ({"format": "other/2", "steps": []}, [], "unknown format 'other/2'"),
    ],
)
def test_bad_trajectories_exit_2_naming_the_field(
    tmp_path: Path, doc: dict, extra: list[str], msg: str
) -> None:
    path = tmp_path / "t.json"
    path.write_text(json.dumps(doc))
    proc = subprocess.run(
        [*CLI, "diagnose", str(path), "--suite", str(NOTES), "--out", str(tmp_path / "o"), *extra],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 2, proc.stderr
    assert msg in " ".join(proc.stderr.split()) and "Traceback" not in proc.stderr


def test_cli_diagnose_stores_a_run(tmp_path: Path) -> None:
    out = tmp_path / "out"
    proc = subprocess.run(
        [
            *CLI,
            "diagnose",
            str(ROOT / "examples" / "export-run.json"),
            "--suite",
            str(NOTES),
            "--out",
            str(out),
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr
    results = json.loads(run_file(out, "results.json").read_text())
    assert [(c["case_id"], c["verdict"], c["attribution"]) for c in results["cases"]] == [
        ("export-notes", "pass", "agent_fail")
    ]
    show = subprocess.run(
        [*CLI, "show", "latest", "export-notes", "--out", str(out)], capture_output=True, text=True
    )
    assert show.returncode == 0 and "replay of a Playwright test" in show.stdout + (
        (run_file(out, "") / results["cases"][0]["trajectory"]).read_text()
    )


def test_a_case_id_in_two_suites_is_paired_by_the_trajectorys_suite_field(tmp_path: Path) -> None:
    from diageval.runner._supervise import pair_runs

    other = tmp_path / "notes-copy.yaml"
    text = NOTES.read_text().replace("name: notes", "name: notes-copy", 1)
    other.write_text(text.replace("../src/diageval", str(ROOT / "src" / "diageval")))
    suites = load_suites([NOTES, other])
    plain = _minimal(tmp_path / "a.json", "add-note", [])
    with pytest.raises(Exception, match="in several suites"):
        pair_runs([plain], suites)
    named = tmp_path / "b.json"
    named.write_text(json.dumps({**json.loads(plain.read_text()), "suite": "notes-copy"}))
    assert list(pair_runs([named], suites)) == [("notes-copy", "add-note")]
    wrong = tmp_path / "c.json"
    wrong.write_text(json.dumps({**json.loads(plain.read_text()), "suite": "nope"}))
    with pytest.raises(Exception, match="no suite given is named 'nope'"):
        pair_runs([wrong], suites)

"""Exit codes a CI gate can use: 1 on a defect, 3 on a harness fault, 0 otherwise, as --fail-on chooses;
every result is written before the command exits."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from junitparser import Error, Failure, JUnitXml

from diageval._cli._gate import gate_status
from diageval.app import free_port
from diageval.runner import CaseResult, RunResult
from tests.conftest import FIXTURES, run_file, write_suite

CLI = [sys.executable, "-m", "diageval._cli"]
FAST = ["--rounds", "0", "--settle", "0.1", "--workers", "2"]


def _case(case_id: str, verdict: str, attribution: str = "none") -> CaseResult:
    return CaseResult(
        suite="s", case_id=case_id, task="t", verdict=verdict, attribution=attribution, reason="r"
    )  # type: ignore[arg-type]


PASS = _case("p", "pass")
RECOVERED = _case("r", "pass", "agent_fail")
DEFECT = _case("d", "fail", "env_fail_confirmed")
UNCONFIRMED = _case("u", "fail", "env_fail_unconfirmed")
FAULT = _case("f", "error", "harness_fault")
CAPPED = _case("c", "error", "budget_stop")
UNVERIFIABLE = _case("v", "unverifiable")


@pytest.mark.parametrize(
    ("cases", "defect", "fault", "never"),
    [
        ([PASS, RECOVERED, UNVERIFIABLE], 0, 0, 0),
        ([PASS, DEFECT], 1, 0, 0),
        ([UNCONFIRMED], 1, 0, 0),
        ([PASS, FAULT], 3, 3, 0),
        ([DEFECT, FAULT], 1, 3, 0),  # a defect wins over a fault
        ([PASS, CAPPED], 0, 0, 0),  # the spending cap has its own status (4), raised before the gate
        ([], 0, 0, 0),
    ],
)
def test_gate_status(cases: list[CaseResult], defect: int, fault: int, never: int) -> None:
    run = RunResult(run_id="r", started_at="2026-01-01T00:00:00+00:00", cases=cases)
    assert (gate_status(run, "defect"), gate_status(run, "fault"), gate_status(run, "never")) == (
        defect,
        fault,
        never,
    )


def _suites(tmp_path: Path) -> tuple[Path, Path]:
    widgets = write_suite(
        tmp_path,
        f"name: w\napp: {{static: {FIXTURES / 'widgets'}}}\ncases:\n"
        "  - {id: one-click, task: t, steps: [{click: Click me}], expect: [{text: 'clicks: 1'}]}\n"
        "  - {id: nine-clicks, task: t, steps: [{click: Click me}], expect: [{text: 'clicks: 9'}]}\n",
        "w.yaml",
    )
    down = write_suite(
        tmp_path,
        f"name: d\napp: {{url: 'http://127.0.0.1:{free_port()}/'}}\n"
        "cases: [{id: app-down, task: t, steps: [{click: X}], expect: [{text: X}]}]\n",
        "d.yaml",
    )
    return widgets, down


def _run(*args: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*CLI, *map(str, args)], capture_output=True, text=True, timeout=180)


def test_a_defect_exits_1_after_every_result_is_written(tmp_path: Path) -> None:
    widgets, _ = _suites(tmp_path)
    out = tmp_path / "o1"
    proc = _run("run", widgets, "--out", out, *FAST)
    assert proc.returncode == 1, proc.stderr
    assert "1 case(s) ended 'fail'" in " ".join(proc.stderr.split())
    results = json.loads(run_file(out, "results.json").read_text())
    assert {c["case_id"]: c["verdict"] for c in results["cases"]} == {
        "one-click": "pass",
        "nine-clicks": "fail",
    }
    junit = JUnitXml.fromfile(str(run_file(out, "junit.xml")))
    assert (junit.tests, junit.failures, junit.errors) == (2, 1, 0)
    csv_rows = run_file(out, "verdicts.csv").read_text().splitlines()
    assert len(csv_rows) == 3 and ",nine-clicks,,fail," in csv_rows[2]
    assert len(run_file(out, "verdicts.jsonl").read_text().splitlines()) == 2
    assert run_file(out, "run.log.jsonl").stat().st_size > 0
    listed = json.loads(_run("runs", "--out", out, "--json").stdout)
    assert [(r["status"], r["done"], r["counts"]) for r in listed] == [
        ("finished", 2, {"fail": 1, "pass": 1})
    ]

    # With --fail-on fault a defect is data: the gate passes.
    proc = _run("run", widgets, "--out", tmp_path / "o2", *FAST, "--fail-on", "fault")
    assert proc.returncode == 0, proc.stderr


def test_a_fault_exits_3_and_a_defect_wins_over_it(tmp_path: Path) -> None:
    widgets, down = _suites(tmp_path)
    proc = _run("run", down, "--out", tmp_path / "o1", *FAST)
    assert proc.returncode == 3, proc.stderr
    (suite,) = list(JUnitXml.fromfile(str(run_file(tmp_path / "o1", "junit.xml"))))
    (err,) = next(iter(suite)).result
    assert (
        isinstance(err, Error)
        and err.type == "harness_fault"
        and (err.message or "").startswith("harness fault")
    )

    both = ("run", widgets, down, *FAST)
    assert _run(*both, "--out", tmp_path / "o2").returncode == 1
    assert _run(*both, "--out", tmp_path / "o3", "--fail-on", "fault").returncode == 3
    # Bad input is 2 whatever --fail-on says; a bad --fail-on value is bad input too.
    assert _run("run", tmp_path / "missing.yaml", "--fail-on", "never").returncode == 2
    assert _run("run", widgets, "--fail-on", "sometimes").returncode == 2


def test_diagnose_exits_1_on_a_defect(tmp_path: Path) -> None:
    widgets, _ = _suites(tmp_path)
    trajectory = tmp_path / "t.json"
    doc = {
        "format": "diageval.trajectory.min/1",
        "harness": "test",
        "case_id": "nine-clicks",
        "verdict": "fail",
    }
    trajectory.write_text(json.dumps({**doc, "steps": []}))
    out = tmp_path / "o"
    proc = _run("diagnose", trajectory, "--suite", widgets, "--out", out, *FAST)
    assert proc.returncode == 1, proc.stderr
    (suite,) = list(JUnitXml.fromfile(str(run_file(out, "junit.xml"))))
    (fail,) = next(iter(suite)).result
    assert isinstance(fail, Failure) and "text: 'clicks: 9' (not found on the page)" in (fail.message or "")
    proc = _run("diagnose", trajectory, "--suite", widgets, "--out", out, *FAST, "--fail-on", "never")
    assert proc.returncode == 0, proc.stderr

"""The pytest plugin: suite files collected as tests (one item per case), pytest's outcomes and exit codes,
and the same verdicts as ``diageval run`` on the demo suites. pytest runs in a subprocess, as a user runs it,
against real Chromium and real servers."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from junitparser import Error, Failure, JUnitXml, Properties, Skipped, TestCase

from diageval._cli.main import demo_suite_files
from diageval.app import free_port
from tests.conftest import FIXTURES, write_suite

DEMO = demo_suite_files()[0].parent
CLI = [sys.executable, "-m", "diageval._cli"]


def _pytest(cwd: Path, *args: str | Path, ini: str = "") -> subprocess.CompletedProcess[str]:
    """pytest with only its own ini file (not this repository's), in ``cwd``."""
    (cwd / "pytest.ini").write_text("[pytest]\n" + ini)
    cmd = [
        sys.executable,
        "-m",
        "pytest",
        "-c",
        str(cwd / "pytest.ini"),
        "-p",
        "no:cacheprovider",
        *map(str, args),
    ]
    return subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=900)


def _props(case: TestCase) -> dict[str, str]:
    return {p.name: p.value for props in case.iterchildren(Properties) for p in props}


def _outcome(case: TestCase) -> str:
    """The diageval verdict a JUnit testcase stands for."""
    if case.is_passed:
        return "pass"
    (res,) = case.result
    return {Failure: "fail", Error: "error", Skipped: "unverifiable"}[type(res)]


def test_collects_suites_by_pattern_and_leaves_other_yaml_alone(tmp_path: Path) -> None:
    widgets = f"app: {{static: {FIXTURES / 'widgets'}}}\n"
    write_suite(
        tmp_path,
        f"name: a\n{widgets}cases: [{{id: one, task: t}}, {{id: two, task: t}}]\n",
        "a.diageval.yaml",
    )
    write_suite(tmp_path, f"name: b\n{widgets}cases: [{{id: three, task: t}}]\n", "b.yaml")
    write_suite(tmp_path, "services: {web: {image: nginx}}\n", "compose.yaml")
    write_suite(tmp_path, "name: c\nsettings: {x: 1}\n", "settings.diageval.yaml")  # no cases: not a suite

    proc = _pytest(tmp_path, "--collect-only", "-q")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert [x for x in proc.stdout.splitlines() if "::" in x] == [
        "a.diageval.yaml::one",
        "a.diageval.yaml::two",
    ]
    # The pattern is configurable (command line over ini); a YAML that is not a suite still is not collected.
    proc = _pytest(
        tmp_path, "--collect-only", "-q", "--diageval-suites", "*.yaml", ini="diageval_suites = x\n"
    )
    assert [x for x in proc.stdout.splitlines() if "::" in x] == [
        "a.diageval.yaml::one",
        "a.diageval.yaml::two",
        "b.yaml::three",
    ]
    proc = _pytest(tmp_path, "--collect-only", "-q", ini="diageval_suites = b.*\n")
    assert [x for x in proc.stdout.splitlines() if "::" in x] == ["b.yaml::three"]
    # A file named on the command line is a suite whatever its name.
    proc = _pytest(tmp_path, "--collect-only", "-q", "b.yaml", "-k", "three")
    assert [x for x in proc.stdout.splitlines() if "::" in x] == ["b.yaml::three"]


def test_a_bad_suite_is_a_collection_error_naming_file_case_and_field(tmp_path: Path) -> None:
    write_suite(
        tmp_path,
        f"name: a\napp: {{static: {FIXTURES / 'widgets'}}}\ncases:\n  - id: tapper\n    task: t\n    steps: [{{tap: X}}]\n",
        "bad.diageval.yaml",
    )
    proc = _pytest(tmp_path, "-q")
    assert proc.returncode == 2, proc.stdout  # pytest's "interrupted by collection errors"
    out = " ".join(proc.stdout.split())
    assert "bad.diageval.yaml: case 'tapper': steps[0]: unknown step 'tap'" in out
    assert "Traceback" not in proc.stdout
    proc = _pytest(tmp_path, "-q", "--diageval-rounds", "11")
    assert proc.returncode == 4 and "--diageval-rounds must be between 0 and 10" in proc.stderr


def test_pass_defect_fault_and_unverifiable_are_pass_failure_error_and_skip(tmp_path: Path) -> None:
    write_suite(
        tmp_path,
        f"name: w\napp: {{static: {FIXTURES / 'widgets'}}}\ncases:\n"
        "  - {id: one-click, task: t, steps: [{click: Click me}], expect: [{text: 'clicks: 1'}]}\n"
        "  - {id: nine-clicks, task: t, steps: [{click: Click me}], expect: [{text: 'clicks: 9'}]}\n"
        "  - {id: no-steps, task: t}\n"
        "  - {id: deselected, task: t, steps: [{click: Click me}], expect: [{text: 'clicks: 1'}]}\n",
        "w.diageval.yaml",
    )
    write_suite(
        tmp_path,
        f"name: d\napp: {{url: 'http://127.0.0.1:{free_port()}/'}}\n"
        "cases: [{id: app-down, task: t, steps: [{click: X}], expect: [{text: X}]}]\n",
        "d.diageval.yaml",
    )
    out = tmp_path / "out"
    args = (
        "--diageval-rounds",
        "0",
        "--diageval-settle",
        "0.1",
        "--diageval-out",
        out,
        "-k",
        "not deselected",
    )
    proc = _pytest(tmp_path, *args, "--junitxml", tmp_path / "j.xml")
    assert proc.returncode == 1, proc.stdout + proc.stderr
    (suite,) = list(JUnitXml.fromfile(str(tmp_path / "j.xml")))
    cases = {c.name: c for c in suite}
    assert {k: _outcome(c) for k, c in cases.items()} == {
        "one-click": "pass",
        "nine-clicks": "fail",
        "no-steps": "unverifiable",
        "app-down": "error",
    }
    (fail,) = cases["nine-clicks"].result
    assert (fail.message or "").startswith("check failed: text: 'clicks: 9' (not found on the page)")
    assert "artifacts: " in fail.text and "nine-clicks" in fail.text
    # diageval's log is in each run's run.log.jsonl, not repeated in pytest's output.
    assert "Captured log" not in proc.stdout and len(list(out.glob("runs/*/run.log.jsonl"))) == 2
    (err,) = cases["app-down"].result
    assert "harness fault" in (err.message or "")
    assert _props(cases["nine-clicks"]) == {"diageval.verdict": "fail", "diageval.attribution": "undiagnosed"}
    assert _props(cases["app-down"])["diageval.attribution"] == "harness_fault"
    # One diageval run per suite file, of the selected cases only, in the run store diageval reads.
    listed = subprocess.run(
        [*CLI, "runs", "--out", str(out), "--json"], capture_output=True, text=True, timeout=60
    )
    runs = json.loads(listed.stdout)
    assert sorted((r["total"], r["command"].startswith("pytest ")) for r in runs) == [(1, True), (3, True)]


NOTES_VERDICTS = {"add-note": "pass", "delete-all": "fail", "export-notes": "pass"}
"""The demo's notes suite's verdicts with diagnosis, as ``diageval run`` gives them (test_engine.py runs every
demo suite through the runner and checks the same recoveries and defects): a plain pass, an agent mistake the
diagnosis recovers and a defect."""


@pytest.mark.timeout(1800)
def test_a_demo_suite_gives_the_verdicts_of_diageval_run(tmp_path: Path) -> None:
    proc = _pytest(
        tmp_path,
        DEMO / "notes.yaml",
        "--rootdir",
        DEMO,
        "--diageval-settle",
        "0.3",
        "--diageval-workers",
        "2",
        "--diageval-out",
        tmp_path / "out",
        "--junitxml",
        tmp_path / "j.xml",
        "-p",
        "no:timeout",
        ini="diageval_suites = *.yaml\n",
    )
    assert proc.returncode == 1, proc.stdout[-3000:] + proc.stderr[-3000:]
    cases = {c.name: c for s in JUnitXml.fromfile(str(tmp_path / "j.xml")) for c in s}
    # The recovered agent mistake passes, the defect fails, in pytest's outcome and in diageval's verdict.
    assert {k: _outcome(c) for k, c in cases.items()} == NOTES_VERDICTS
    assert {k: _props(c)["diageval.verdict"] for k, c in cases.items()} == NOTES_VERDICTS
    assert _props(cases["export-notes"])["diageval.attribution"] == "agent_fail"
    assert _props(cases["export-notes"])["diageval.recovered_by"]
    (fail,) = cases["delete-all"].result
    assert "click 'Delete all' reached the button" in (fail.message or ""), fail.message

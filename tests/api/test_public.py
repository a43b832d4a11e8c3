"""The public API: what ``import diageval`` offers, a plug-in agent, and bad agent names."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import diageval
from diageval.method import DiagnosisConfig
from tests.conftest import run_file

ROOT = Path(__file__).parents[2]
CLI = [sys.executable, "-m", "diageval._cli"]


def test_public_names() -> None:
    assert set(diageval.__all__) >= {
        "run",
        "run_async",
        "diagnose",
        "diagnose_async",
        "load_suites",
        "RunConfig",
        "DiagnosisConfig",
        "RunResult",
        "CaseResult",
        "DiagnosisRecord",
        "Agent",
        "DiagevalError",
        "SuiteError",
        "ConfigError",
    }
    for name in diageval.__all__:
        assert getattr(diageval, name) is not None, name
    assert issubclass(diageval.SuiteError, diageval.DiagevalError)
    assert diageval.DiagnosisConfig is DiagnosisConfig


def test_a_plug_in_agent_runs_the_cases(tmp_path: Path) -> None:
    examples = ROOT / "examples"
    proc = subprocess.run(
        [
            *CLI,
            "run",
            str(examples / "notes.yaml"),
            "--agent",
            f"{examples / 'scrolling_agent.py'}:ScrollingAgent",
            "--rounds",
            "0",
            "--settle",
            "0.2",
            "--out",
            str(tmp_path / "out"),
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 1, proc.stderr  # delete-all is a real defect: the gate fails
    results = json.loads(run_file(tmp_path / "out", "results.json").read_text())
    # The scripted agent misses the button below the fold; the plug-in scrolls to it.
    got = {c["case_id"]: c["initial_verdict"] for c in results["cases"]}
    assert got == {"add-note": "pass", "delete-all": "fail", "export-notes": "pass"}
    traj = json.loads((run_file(tmp_path / "out", "") / results["cases"][2]["trajectory"]).read_text())
    assert traj["agent"] == "scrolling" and traj["steps"][0]["action"]["verb"] == "scroll"
    result = diageval.run(
        ROOT / "examples" / "notes.yaml",
        out_dir=tmp_path / "api",
        agent=str(ROOT / "examples" / "scrolling_agent.py") + ":ScrollingAgent",
        diagnosis=DiagnosisConfig(rounds=0),
    )
    got = {c.case_id: (c.verdict, c.initial_verdict) for c in result.cases}
    assert got["export-notes"] == ("pass", "pass")
    assert got["delete-all"][0] == "fail"
    assert result.parameters["agent"].endswith("scrolling_agent.py:ScrollingAgent")


@pytest.mark.parametrize(
    ("spec", "msg"),
    [
        ("nosuchmodule:Agent", "cannot import nosuchmodule"),
        ("json:dumps", "not an agent"),
        ("no-colon", "expected module:Class"),
    ],
)
def test_a_bad_agent_is_a_config_error(spec: str, msg: str, tmp_path: Path) -> None:
    with pytest.raises(diageval.ConfigError, match=msg):
        diageval.run(ROOT / "examples" / "notes.yaml", out_dir=tmp_path, agent=spec)
    proc = subprocess.run(
        [*CLI, "run", str(ROOT / "examples" / "notes.yaml"), "--agent", spec, "--out", str(tmp_path / "o")],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 2 and msg in " ".join(proc.stderr.split()) and "Traceback" not in proc.stderr

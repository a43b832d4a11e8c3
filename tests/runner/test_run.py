"""Whole runs: the demo's verdicts, replay to a checkpoint, the CLI's exit codes, harness faults."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from playwright.async_api import Browser

from diageval._cli.main import demo_suite_files
from diageval.app import free_port, serve_app
from diageval.browser import CaseSession, fingerprint, replay
from diageval.runner import RunConfig, run_suites
from diageval.runner._case import run_agent
from diageval.suite import load_suites
from tests.conftest import FIXTURES, run_file, write_suite

CLI = [sys.executable, "-m", "diageval._cli"]


async def test_replay_to_each_checkpoint_reproduces_its_fingerprint(browser: Browser, tmp_path: Path) -> None:
    suite = next(s for s in load_suites(demo_suite_files()) if s.name == "demo-notes")
    case = suite.cases[0]  # add-note: three steps that change the page
    config = RunConfig(out_dir=tmp_path, settle_s=0.2)
    async with serve_app(suite.app) as app:
        traj, session = await run_agent(browser, suite, case, app, config, None)
        await session.close()
        assert traj.finished and len(traj.steps) == 3
        prints = {traj.checkpoint(t).fingerprint for t in range(4)}
        assert len(prints) == 4, "each step must change the page"
        for t in range(4):
            async with CaseSession(browser, viewport=suite.viewport) as s:
                await s.goto(app.entry_url)
                await replay(s.page, traj.events_until(t), config.settle_s)
                assert fingerprint(await s.read_state()) == traj.checkpoint(t).fingerprint, f"step {t}"


async def test_case_without_steps_is_unverifiable_and_app_down_is_an_error(tmp_path: Path) -> None:
    ok = write_suite(
        tmp_path,
        f"name: a\napp: {{static: {FIXTURES / 'widgets'}}}\ncases: [{{id: nosteps, task: t}}]\n",
        "a.yaml",
    )
    down = write_suite(
        tmp_path,
        f"name: b\napp: {{url: 'http://127.0.0.1:{free_port()}/'}}\ncases: [{{id: c1, task: t, steps: [{{click: X}}]}}]\n",
        "b.yaml",
    )
    run = await run_suites(load_suites([ok, down]), RunConfig(out_dir=tmp_path / "out"))
    got = {c.case_id: c for c in run.cases}
    assert got["nosteps"].verdict == "unverifiable"
    assert got["c1"].verdict == "error" and got["c1"].attribution == "harness_fault"
    assert "does not answer" in got["c1"].reason


async def test_command_app_suite(tmp_path: Path) -> None:
    site = tmp_path / "site"
    site.mkdir()
    (site / "index.html").write_text("<button onclick=\"this.textContent='Done!'\">Go</button>")
    suite = write_suite(
        tmp_path,
        f"name: cmd\napp:\n  command: '{sys.executable} -m http.server {{port}} --bind 127.0.0.1 -d {site}'\n"
        "cases: [{id: go, task: t, steps: [{click: Go}], expect: [{text: Done!}]}]\n",
    )
    run = await run_suites(load_suites([suite]), RunConfig(out_dir=tmp_path / "out", settle_s=0.2))
    assert run.cases[0].verdict == "pass", run.cases[0].reason


def test_cli_bad_input_exits_2_without_running(tmp_path: Path) -> None:
    bad = write_suite(
        tmp_path, "name: s\napp: {static: .}\ncases:\n  - id: a\n    task: t\n    steps: [{tap: X}]\n"
    )
    out = tmp_path / "out"
    proc = subprocess.run(
        [*CLI, "run", str(bad), "--out", str(out)], capture_output=True, text=True, timeout=60
    )
    assert proc.returncode == 2
    assert f"{bad}: case 'a': steps[0]: unknown step 'tap'" in " ".join(proc.stderr.split())
    assert "Traceback" not in proc.stderr
    assert not (out / "diageval.db").exists()


def test_cli_run_exit_1_and_3(tmp_path: Path) -> None:
    good = write_suite(
        tmp_path,
        f"name: g\napp: {{static: {FIXTURES / 'widgets'}}}\ncases: [{{id: c, task: t, steps: [{{click: Click me}}], expect: [{{text: 'clicks: 9'}}]}}]\n",
        "g.yaml",
    )
    proc = subprocess.run(
        [*CLI, "run", str(good), "--out", str(tmp_path / "o1"), "--settle", "0.1", "--rounds", "0"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 1, proc.stderr  # a defect fails the gate (tests/cli/test_gate.py: --fail-on)
    assert "fail" in proc.stdout
    assert json.loads(run_file(tmp_path / "o1", "results.json").read_text())["cases"][0]["verdict"] == "fail"
    down = write_suite(
        tmp_path,
        f"name: d\napp: {{url: 'http://127.0.0.1:{free_port()}/'}}\ncases: [{{id: c, task: t}}]\n",
        "d.yaml",
    )
    proc = subprocess.run(
        [*CLI, "run", str(down), "--out", str(tmp_path / "o2")], capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 3


def test_cli_diagnosis_options_and_config_file(tmp_path: Path) -> None:
    bad = tmp_path / "diag.yaml"
    bad.write_text("diagnosis:\n  tau_env: high\n")
    good = write_suite(
        tmp_path, f"name: g\napp: {{static: {FIXTURES / 'widgets'}}}\ncases: [{{id: c, task: t}}]\n"
    )
    proc = subprocess.run(
        [*CLI, "run", str(good), "--config", str(bad)], capture_output=True, text=True, timeout=60
    )
    assert proc.returncode == 2
    assert f"{bad}: diagnosis.tau_env:" in " ".join(proc.stderr.split())
    conf = tmp_path / "ok.yaml"
    conf.write_text("diagnosis:\n  tau_env: 0.8\n  gamma: {A: 0.5, B: 0.5, C: 0.5}\n")
    out = tmp_path / "o"
    proc = subprocess.run(
        [
            *CLI,
            "run",
            str(good),
            "--config",
            str(conf),
            "--rounds",
            "1",
            "--ordering",
            "fixed",
            "--out",
            str(out),
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    params = json.loads(run_file(out, "results.json").read_text())["parameters"]["diagnosis"]
    assert (params["tau_env"], params["rounds"], params["ordering"], params["gamma"]["A"]) == (
        0.8,
        1,
        "fixed",
        0.5,
    )


@pytest.mark.timeout(120)
async def test_the_diagnosis_has_a_timeout_of_its_own_and_a_timeout_keeps_the_agents_run(
    tmp_path: Path,
) -> None:
    """The agent's run and the diagnosis are guarded apart (a long case's diagnosis replays its path for
    every branch). A diagnosis that reaches the case's time concludes unconfirmed with what it found (here
    nothing: 3 s leave no room for a branch); one that overruns even its wrap-up (a restore still loading) is
    a harness fault. Either way it is never a defect, and the result still says what the agent's own run
    found."""
    from diageval.method import DiagnosisConfig
    from diageval.suite import load_suites
    from tests.conftest import FIXTURES

    (suite,) = load_suites([FIXTURES / "paging" / "suite.yaml"])
    suite = suite.model_copy(update={"cases": tuple(c for c in suite.cases if c.id == "third-page")})
    config = RunConfig(
        out_dir=tmp_path,
        settle_s=0.3,
        workers=1,
        screenshots=False,
        case_timeout_s=3.0,
        diagnosis=DiagnosisConfig(parallel_branches=1),
    )
    (res,) = (await run_suites([suite], config)).cases
    if res.attribution == "harness_fault":
        assert res.verdict == "error" and "timed out after 3 s" in res.reason, res.reason
    else:
        assert res.verdict == "fail" and res.attribution == "env_fail_unconfirmed", res.reason
        assert res.diagnosis is not None and res.diagnosis.stop == "time", res.diagnosis
        assert "when the diagnosis's time ran out" in res.reason, res.reason
    assert res.initial_verdict == "fail" and "'Invoice 1023' is not on the page" in (res.initial_reason or "")

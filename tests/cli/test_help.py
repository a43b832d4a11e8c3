"""Help that matches the code: -h on every command, the defaults it names are the ones used, and every
command's output folder is the same one."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from diageval._cli.main import cli
from diageval._constants import DEFAULT_OUT_DIR
from diageval.method import DEFAULT_BUDGET, DiagnosisConfig
from diageval.runner import default_workers
from tests.conftest import FIXTURES, write_suite

CLI = [sys.executable, "-m", "diageval._cli"]
COMMANDS = sorted(cli.commands)


def _help(*args: str) -> str:
    res = CliRunner().invoke(cli, [*args, "-h"], terminal_width=200)
    assert res.exit_code == 0, res.output
    return " ".join(res.output.split())


@pytest.mark.parametrize("command", ["", *COMMANDS])
def test_dash_h_is_help_on_every_command(command: str) -> None:
    text = _help(*([command] if command else []))
    assert text.startswith(f"Usage: cli {command}".strip())
    assert "-h, --help" in text


def test_the_commands_are_all_there() -> None:
    assert set(COMMANDS) >= {
        "run",
        "demo",
        "diagnose",
        "bench",
        "runs",
        "show",
        "report",
        "export",
        "calibrate",
    }


def _option(command: str, name: str) -> click.Option:
    (opt,) = [p for p in cli.commands[command].params if isinstance(p, click.Option) and name in p.opts]
    return opt


def test_help_defaults_are_the_configs_defaults() -> None:
    text = _help("run")
    d = DiagnosisConfig()
    assert f"Diagnosis rounds R (0: no diagnosis). [{d.rounds}]" in text
    assert f"Branches per round K. [{d.branches_per_round}]" in text
    # The budget is DEFAULT_BUDGET unless R*K is larger: with the defaults, exactly DEFAULT_BUDGET.
    assert d.max_branches == DEFAULT_BUDGET == 12 and f"[{DEFAULT_BUDGET}, or R*K when larger]" in text
    assert DiagnosisConfig(rounds=5, branches_per_round=4).max_branches == 20
    assert f"Belief that confirms a defect. [{d.tau_env}]" in text
    assert f"Branch order. [{d.ordering}]" in text and f"[{d.method}]" in text and f"[{d.seed}]" in text
    assert "[two per CPU core, fewer if memory is short, at most 16]" in text
    assert 1 <= default_workers() <= 16


def test_every_command_has_the_same_default_output_folder() -> None:
    for command in COMMANDS:
        opt = _option(command, "--out")
        if opt.default is None:  # resolved by the command: the help says which
            assert f"[{DEFAULT_OUT_DIR}]" in (opt.help or ""), command
        else:
            assert Path(str(opt.default)) == Path(DEFAULT_OUT_DIR), command


def test_run_then_runs_show_report_without_out_use_one_folder(tmp_path: Path) -> None:
    suite = write_suite(
        tmp_path,
        f"name: w\napp: {{static: {FIXTURES / 'widgets'}}}\n"
        "cases: [{id: c, task: t, steps: [{click: Click me}], expect: [{text: 'clicks: 1'}]}]\n",
    )
    fast = ["--rounds", "0", "--settle", "0.1", "--workers", "1"]
    run = subprocess.run(
        [*CLI, "run", str(suite), *fast], cwd=tmp_path, capture_output=True, text=True, timeout=180
    )
    assert run.returncode == 0, run.stderr
    assert (tmp_path / DEFAULT_OUT_DIR / "diageval.db").is_file()
    listed = subprocess.run(
        [*CLI, "runs", "--json"], cwd=tmp_path, capture_output=True, text=True, timeout=60
    )
    assert listed.returncode == 0, listed.stderr
    (info,) = json.loads(listed.stdout)
    assert (info["status"], info["total"], info["counts"]) == ("finished", 1, {"pass": 1})
    assert info["suite_files"] == [str(suite)] and info["command"].startswith("diageval run")
    for cmd in (["show", "latest"], ["report", "latest"]):
        proc = subprocess.run([*CLI, *cmd], cwd=tmp_path, capture_output=True, text=True, timeout=60)
        assert proc.returncode == 0, (cmd, proc.stderr)
    assert (tmp_path / DEFAULT_OUT_DIR / "runs" / info["run_id"] / "report" / "index.html").is_file()


def test_the_readmes_ci_example_uses_real_commands_and_options() -> None:
    import shlex

    import yaml

    readme = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")
    block = readme.split("A GitHub Actions job", 1)[1].split("```yaml\n", 1)[1].split("```", 1)[0]
    steps = yaml.safe_load(block)["jobs"]["diageval"]["steps"]
    commands = [shlex.split(s["run"]) for s in steps if s.get("run", "").startswith("diageval ")]
    assert [c[1] for c in commands] == ["run", "report"]
    for args in commands:
        command = cli.commands[args[1]]
        with command.make_context(args[1], args[2:]) as ctx:  # raises on an unknown option or bad value
            assert ctx.params["out_dir"] == Path("diageval-out")
    junit = next(s for s in steps if s.get("uses", "").startswith("mikepenz/action-junit-report"))
    assert junit["with"]["report_paths"] == "diageval-out/runs/*/junit.xml"
    uploaded = next(s for s in steps if s.get("uses", "").startswith("actions/upload-artifact"))
    assert uploaded["with"]["path"] == "diageval-out/" and uploaded["if"] == "always()"

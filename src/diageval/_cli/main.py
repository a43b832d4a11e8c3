"""The ``diageval`` command line: run, demo, bench, and the store commands (``_store_cmds``)."""

from __future__ import annotations

import sys
from importlib import resources
from pathlib import Path
from typing import Any, TypeVar

import click
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from .. import __version__
from .._constants import DEFAULT_OUT_DIR
from .._exceptions import ConfigError, StoreError
from ..agents import load_agent
from ..runner import (
    CaseResult,
    RunConfig,
    RunPlan,
    RunResult,
    default_workers,
    resumed_config,
    run_suites,
    supervise,
)
from ..store import STORE_FILE
from ..suite import Suite
from ._bench_cmd import bench
from ._budget import exit_if_budget_stopped
from ._calibrate import calibrate
from ._gate import EXIT_CODES, FailOn, gate_option, gate_status
from ._inputs import (
    agent_profile_option,
    common_options,
    console,
    err_console,
    fail,
    llm_options,
    open_store,
    read_inputs,
    read_profile,
    run_config,
)
from ._render import _STYLE, print_run
from ._running import setup_logging, until_done
from ._store_cmds import diff, export, report, runs, show

T = TypeVar("T")


def _execute(
    suites: list[Suite],
    config: RunConfig,
    verbose: bool,
    *,
    resume: str | None = None,
    fresh: bool = False,
    executor: str = "local",
    address: str | None = None,
) -> RunResult:
    """Run under a progress bar with cases done, counts by verdict and the running LLM cost."""
    setup_logging(verbose)
    counts = {"pass": 0, "fail": 0, "unverifiable": 0, "error": 0}
    cost = [0.0]
    with Progress(
        TextColumn("[bold]running"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("{task.fields[counts]}"),
        TimeElapsedColumn(),
        console=console,
        transient=True,
    ) as progress:
        task = progress.add_task("cases", total=None, counts="")

        def text() -> str:
            parts = [f"[{_STYLE[k]}]{k} {v}[/]" for k, v in counts.items() if v]
            if config.llm.enabled:
                parts.append(f"${cost[0]:.4f}")
            return " ".join(parts)

        def on_plan(plan: RunPlan) -> None:
            for r in plan.finished:
                counts[r.verdict] += 1
                cost[0] += r.llm_cost_usd
            verb = "resuming" if plan.resumed else "run"
            console.print(
                f"{verb} [bold]{escape(plan.run_id)}[/]: {len(plan.todo)} cases to run"
                + (f", {len(plan.finished)} already finished" if plan.finished else "")
                + f" ({executor}, {config.workers} workers)"
            )
            progress.update(task, total=plan.total, completed=len(plan.finished), counts=text())

        def on_result(res: CaseResult) -> None:
            counts[res.verdict] += 1
            cost[0] += res.llm_cost_usd
            progress.update(task, advance=1, counts=text())

        return until_done(
            run_suites(
                suites,
                config,
                resume=resume,
                fresh=fresh,
                executor=executor,  # type: ignore[arg-type]
                ray_address=address,
                command=" ".join(["diageval", *sys.argv[1:]]),
                on_plan=on_plan,
                on_result=on_result,
            ),
            "finished cases are kept in the store; run the same command again "
            f"(or 'diageval run --resume RUN --out {config.out_dir}') to continue",
        )


def _finish(run: RunResult, config: RunConfig, fail_on: FailOn) -> None:
    """Print the verdicts and where everything was written (the store, exports and log are complete by
    now), then exit with the gate's status (``_gate``)."""
    print_run(console, run)
    folder = config.out_dir / "runs" / run.run_id
    console.print(
        f"run {run.run_id} in {config.out_dir / STORE_FILE}; results, junit.xml, verdicts.csv/jsonl and "
        f"run.log.jsonl in {folder}",
        markup=False,
    )
    console.print(f"report: diageval report {run.run_id} --out {config.out_dir}", markup=False)
    exit_if_budget_stopped(run, config.out_dir)
    counts = run.counts()
    if counts["fail"]:
        err_console.print(f"[red]{counts['fail']} case(s) ended 'fail': the app is defective (see above)[/]")
    if counts["error"]:
        err_console.print("[magenta]harness faults occurred (verdict 'error'); see the reasons above[/]")
    sys.exit(gate_status(run, fail_on))


def _run_and_report(
    suites: list[Suite], config: RunConfig, verbose: bool, fail_on: FailOn, **how: Any
) -> None:
    _finish(_execute(suites, config, verbose, **how), config, fail_on)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="diageval")
def cli() -> None:
    """Evaluate web apps with GUI agents and tell an app defect from an agent's mistake."""


@cli.command(epilog=EXIT_CODES)
@click.argument("suite_files", nargs=-1, type=click.Path(path_type=Path))
@common_options
@llm_options
@click.option("--resume", "resume", default=None, metavar="RUN", help="Continue run RUN of the --out store.")
@click.option("--fresh", is_flag=True, help="Start a new run even when an interrupted one matches.")
@click.option("--trace", is_flag=True, help="Record a Playwright trace.zip per case and per branch.")
@click.option(
    "--executor",
    type=click.Choice(["local", "ray"]),
    default="local",
    show_default=True,
    help="Where cases run: this machine, or a Ray cluster (pip install 'diageval[ray]').",
)
@click.option("--address", default=None, help="Ray cluster address (default: start a local Ray instance).")
@gate_option
@click.option(
    "--agent",
    "agent",
    default=None,
    metavar="MODULE:CLASS",
    help="A plug-in agent (module:Class or path/to/file.py:Class) instead of the scripted screen agent.",
)
@agent_profile_option
@click.option(
    "--agent-seed",
    "agent_seed",
    type=int,
    default=None,
    help="Seed of a sampling --agent-profile: the same seed gives the same runs. [0]",
)
@click.option(
    "--noisy-branches",
    "noisy_branches",
    is_flag=True,
    default=None,
    help="Inside DiagEval's branches, finish the case with the sampling agent too (default: the"
    " deterministic step executor of the probe layer).",
)
def run(
    suite_files: tuple[Path, ...],
    out_dir: Path | None,
    workers: int | None,
    settle_s: float | None,
    verbose: bool,
    config_file: Path | None,
    resume: str | None,
    fresh: bool,
    trace: bool,
    executor: str,
    address: str | None,
    fail_on: FailOn,
    agent: str | None,
    agent_profile: str | None,
    agent_seed: int | None,
    noisy_branches: bool | None,
    **opts: Any,
) -> None:
    """Run SUITE files (.yaml native, .json AppEvalPilot, .jsonl WebDevJudge-Unit); diagnose failures.

    Results go to the run store in --out; re-running the same command after an interruption continues
    the interrupted run (finished cases are kept, the others redone). Every result is written before the
    command exits."""
    out = out_dir or Path(DEFAULT_OUT_DIR)
    if executor == "ray":
        from ..runner import import_ray

        try:
            import_ray()  # before the run is recorded: a missing extra is bad input, not a half-made run
        except ConfigError as exc:
            fail(exc)
    if agent is not None:
        try:
            load_agent(agent)  # a bad name is bad input: exit 2 before a run is recorded
        except ConfigError as exc:
            fail(exc)
    profile = read_profile(agent_profile)
    if resume is None:
        _check_sampling(agent_profile, profile, agent_seed, noisy_branches, agent)
    sampling = {"agent_profile": agent_profile, "agent_seed": agent_seed, "noisy_branches": noisy_branches}
    if resume is not None:
        config, files = _resumed_config(
            out, resume, config_file, settle_s, {**opts, "agent": agent, **sampling}
        )
        files = list(suite_files) or files
        suites, _d, _l = read_inputs(files, None, {})
        config = config.model_copy(
            update={"workers": workers or default_workers(), "trace": trace or config.trace, "out_dir": out}
        )
    else:
        if not suite_files:
            fail("give SUITE files to run, or --resume RUN")
        suites, dconf, llm = read_inputs(list(suite_files), config_file, opts)
        config = run_config(
            out,
            workers,
            settle_s,
            diagnosis=dconf,
            llm=llm,
            trace=trace,
            agent=agent,
            agent_profile=profile,
            agent_seed=agent_seed or 0,
            noisy_branches=bool(noisy_branches),
        )
    _run_and_report(
        suites, config, verbose, fail_on, resume=resume, fresh=fresh, executor=executor, address=address
    )


def _check_sampling(
    spec: str | None,
    profile: object,
    seed: int | None,
    noisy_branches: bool | None,
    agent: str | None,
) -> None:
    """Options of the sampling agent that would do nothing are bad input, not silently ignored."""
    if profile is not None and agent is not None:
        fail(f"--agent-profile {spec} samples the scripted agent; it cannot apply to --agent {agent}")
    if profile is None and (seed is not None or noisy_branches):
        what = "--agent-seed" if seed is not None else "--noisy-branches"
        fail(f"{what} needs a sampling --agent-profile (stochastic, or a profile file)")


def _resumed_config(
    out: Path, run_id: str, config_file: Path | None, settle_s: float | None, opts: dict[str, Any]
) -> tuple[RunConfig, list[Path]]:
    """Run ``run_id`` as it was started; the runner refuses any option that could change a verdict."""
    changes = {**opts, "config": config_file, "settle": settle_s}
    store = open_store(out)
    try:
        return resumed_config(store, run_id, changes=changes)
    except (StoreError, ConfigError) as exc:
        fail(exc)
    finally:
        store.close()


@cli.command(epilog=EXIT_CODES)
@click.argument("trajectories", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option(
    "--suite",
    "suite_files",
    required=True,
    multiple=True,
    type=click.Path(path_type=Path),
    help="A suite file with the cases (their app, checks and steps); repeat for several.",
)
@click.option(
    "--case", "case_id", default=None, help="The case id of a single trajectory (default: the one it names)."
)
@common_options
@llm_options
@gate_option
def diagnose(
    trajectories: tuple[Path, ...],
    suite_files: tuple[Path, ...],
    case_id: str | None,
    fail_on: FailOn,
    out_dir: Path | None,
    workers: int | None,
    settle_s: float | None,
    verbose: bool,
    config_file: Path | None,
    **opts: Any,
) -> None:
    """Diagnose failed runs recorded by another harness: each TRAJECTORY is diageval's trajectory.json or
    the minimal format of docs/supervisor.md, of a case of the --suite files. The verdicts are stored as a
    run in --out, like 'diageval run'."""
    suites, dconf, llm = read_inputs(list(suite_files), config_file, opts)
    config = run_config(out_dir or Path(DEFAULT_OUT_DIR), workers, settle_s, diagnosis=dconf, llm=llm)
    setup_logging(verbose)
    command = " ".join(["diageval", *sys.argv[1:]])
    result = until_done(
        supervise(list(trajectories), suites, config, case_id=case_id, command=command),
        "the cases diagnosed so far are kept in the store",
    )
    _finish(result, config, fail_on)


def demo_suite_files() -> list[Path]:
    """The bundled demo suites."""
    root = Path(str(resources.files("diageval").joinpath("demo")))
    return sorted(root.glob("*.yaml"))


@cli.command(epilog=EXIT_CODES)
@common_options
@gate_option
def demo(
    fail_on: FailOn,
    out_dir: Path | None,
    workers: int | None,
    settle_s: float | None,
    verbose: bool,
    config_file: Path | None,
    **diag: Any,
) -> None:
    """Run the bundled demo suites (notes, shop, settings) with diagnosis. Three of their cases are real
    defects, so the exit status is 1 unless --fail-on says otherwise."""
    suites, dconf, _llm = read_inputs(demo_suite_files(), config_file, diag)
    out = out_dir or Path(DEFAULT_OUT_DIR)
    _run_and_report(suites, run_config(out, workers, settle_s, diagnosis=dconf), verbose, fail_on)


def main() -> None:
    cli()


for _command in (bench, runs, show, export, report, diff, calibrate):
    cli.add_command(_command)

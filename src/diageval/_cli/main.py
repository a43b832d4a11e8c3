"""The ``diageval`` command line."""

from __future__ import annotations

import asyncio
import logging
import sys
from collections.abc import Callable
from importlib import resources
from pathlib import Path
from typing import Any, TypeVar

import click
import pydantic
import yaml
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from .. import __version__
from .._constants import DEFAULT_OUT_DIR, DEFAULT_SETTLE_S
from .._exceptions import ConfigError, DiagevalError, StoreError, SuiteError
from ..diagnosis import DiagnosisConfig
from ..llm import LLMConfig, ModelSpec
from ..runner import CaseResult, RunConfig, RunResult, default_workers, execute, plan_run
from ..store import STORE_FILE, RunStore
from ..suite import Suite, load_suites
from ._render import _STYLE, print_case, print_run, runs_table

EXIT_BAD_INPUT = 2
EXIT_HARNESS = 3

# Piped output (CI logs, files) gets a wide table instead of rich's 80-column default.
console = Console(width=None if sys.stdout.isatty() else 160)
err_console = Console(stderr=True, width=None if sys.stderr.isatty() else 160)


def _setup_logging(verbose: bool) -> None:
    """The run's structured log (``run.log.jsonl`` in its folder) is attached by the runner; ``-v`` adds
    readable lines on stderr."""
    root = logging.getLogger("diageval")
    root.setLevel(logging.DEBUG)
    if verbose:
        sh = logging.StreamHandler(sys.stderr)
        sh.setLevel(logging.INFO)
        sh.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
        root.addHandler(sh)


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
    """Plan the run against the store, then run it under a progress bar with verdict counts and cost."""
    _setup_logging(verbose)
    store = RunStore.open(config.out_dir)
    try:
        plan = plan_run(
            store,
            suites,
            config,
            resume=resume,
            fresh=fresh,
            command=" ".join(["diageval", *sys.argv[1:]]),
            executor=executor,
        )
        counts = {"pass": 0, "fail": 0, "unverifiable": 0, "error": 0}
        cost = [0.0]
        for r in plan.finished:
            counts[r.verdict] += 1
            cost[0] += r.llm_cost_usd
        verb = "resuming" if plan.resumed else "run"
        console.print(
            f"{verb} [bold]{plan.run_id}[/]: {len(plan.todo)} cases to run"
            + (f", {len(plan.finished)} already finished" if plan.finished else "")
            + f" ({executor}, {config.workers} workers)"
        )
        with Progress(
            TextColumn("[bold]running"),
            BarColumn(),
            MofNCompleteColumn(),
            TextColumn("{task.fields[counts]}"),
            TimeElapsedColumn(),
            console=console,
            transient=True,
        ) as progress:

            def text() -> str:
                parts = [f"[{_STYLE[k]}]{k} {v}[/]" for k, v in counts.items() if v]
                if config.llm.enabled:
                    parts.append(f"${cost[0]:.4f}")
                return " ".join(parts)

            task = progress.add_task("cases", total=plan.total, completed=len(plan.finished), counts=text())

            def on_result(res: CaseResult) -> None:
                counts[res.verdict] += 1
                cost[0] += res.llm_cost_usd
                progress.update(task, advance=1, counts=text())

            return asyncio.run(
                execute(
                    plan,
                    config,
                    executor=executor,  # type: ignore[arg-type]
                    ray_address=address,
                    on_result=on_result,
                )
            )
    finally:
        store.close()


def _finish(run: RunResult, config: RunConfig) -> None:
    print_run(console, run)
    folder = config.out_dir / "runs" / run.run_id
    console.print(
        f"run {run.run_id} in {config.out_dir / STORE_FILE}; results, junit.xml, verdicts.csv/jsonl and "
        f"run.log.jsonl in {folder}"
    )
    console.print(f"report: diageval report {run.run_id} --out {config.out_dir}")
    if run.counts()["error"]:
        err_console.print("[magenta]harness faults occurred (verdict 'error'); see the reasons above[/]")
        sys.exit(EXIT_HARNESS)


_common = [
    click.option("--out", "out_dir", type=click.Path(path_type=Path), default=None, help="Output folder."),
    click.option(
        "--workers",
        type=click.IntRange(1, 64),
        default=None,
        help="Cases in parallel, one browser each. [one per CPU core, fewer if memory is short]",
    ),
    click.option(
        "--settle",
        "settle_s",
        type=click.FloatRange(0),
        default=None,
        help=f"Seconds the scripted agent waits after each action. [{DEFAULT_SETTLE_S}]",
    ),
    click.option("-v", "--verbose", is_flag=True, help="Log to stderr too."),
    click.option(
        "--config",
        "config_file",
        type=click.Path(exists=True, dir_okay=False, path_type=Path),
        default=None,
        help="YAML file with a 'diagnosis:' mapping of DiagnosisConfig fields.",
    ),
    click.option(
        "--rounds", type=click.IntRange(0, 10), default=None, help="Diagnosis rounds R (0: no diagnosis). [2]"
    ),
    click.option(
        "--branches",
        "branches_per_round",
        type=click.IntRange(1, 20),
        default=None,
        help="Branches per round K. [3]",
    ),
    click.option("--budget", type=click.IntRange(1, 200), default=None, help="Most branches per case. [R*K]"),
    click.option(
        "--tau-env",
        "tau_env",
        type=click.FloatRange(0.0, 1.0),
        default=None,
        help="Belief that confirms a defect. [0.70]",
    ),
    click.option(
        "--ordering", type=click.Choice(["eig", "random", "fixed"]), default=None, help="Branch order. [eig]"
    ),
    click.option(
        "--method",
        type=click.Choice(["diageval", "nr", "nr_ie", "best_of_n"]),
        default=None,
        help="Diagnosis, or a baseline. [diageval]",
    ),
    click.option("--seed", type=int, default=None, help="Seed of the random ordering. [0]"),
]

_llm_options = [
    click.option(
        "--verifier-model", default=None, help="provider/model of the LLM verifier for cases without checks."
    ),
    click.option(
        "--agent-model",
        default=None,
        help="provider/model of the vision GUI agent (default: scripted agent).",
    ),
    click.option(
        "--judge-model", default=None, help="provider/model of the LLM judge (default: heuristic judge)."
    ),
    click.option("--llm-base-url", default=None, help="Base URL of an OpenAI-compatible or proxy endpoint."),
    click.option(
        "--max-cost",
        type=click.FloatRange(min=0, min_open=True),
        default=None,
        help="Stop the run cleanly once LLM spending reaches this many US dollars.",
    ),
    click.option(
        "--llm-cache",
        type=click.Path(file_okay=False, path_type=Path),
        default=None,
        help="Folder of the on-disk LLM response cache (replays spend nothing).",
    ),
    click.option(
        "--prices",
        type=click.Path(exists=True, dir_okay=False, path_type=Path),
        default=None,
        help="YAML/JSON of extra prices: {provider/model: [input, output]} per million tokens.",
    ),
]


def llm_options(fn: F) -> F:
    for opt in reversed(_llm_options):
        fn = opt(fn)
    return fn


LLM_KEYS = ("verifier_model", "agent_model", "judge_model", "llm_base_url", "max_cost", "llm_cache", "prices")


def _llm_config(**opts: Any) -> LLMConfig:
    """LLM settings; keys come from the environment or a .env file (read only when a model is set)."""
    cfg = LLMConfig(
        verifier_model=opts["verifier_model"],
        agent_model=opts["agent_model"],
        judge_model=opts["judge_model"],
        base_url=opts["llm_base_url"],
        max_cost_usd=opts["max_cost"],
        cache_dir=opts["llm_cache"],
        prices=opts["prices"],
    )
    if cfg.enabled:
        try:
            from dotenv import load_dotenv

            load_dotenv(override=False)
        except ImportError:
            pass
        for model in (cfg.verifier_model, cfg.agent_model, cfg.judge_model):
            if model:
                ModelSpec.parse(model, cfg.base_url).api_key()
    return cfg


def _diagnosis_config(config_file: Path | None, **flags: Any) -> DiagnosisConfig:
    """METHOD.md defaults, then the config file's 'diagnosis:' mapping, then command-line flags."""
    values: dict[str, Any] = {}
    if config_file is not None:
        try:
            raw = yaml.safe_load(config_file.read_text(encoding="utf-8")) or {}
        except yaml.YAMLError as exc:
            raise SuiteError(f"invalid YAML: {exc}", file=str(config_file)) from None
        if not isinstance(raw, dict) or not isinstance(raw.get("diagnosis", {}), dict):
            raise SuiteError("must be a mapping with a 'diagnosis:' mapping", file=str(config_file))
        values.update(raw.get("diagnosis", {}))
    values.update({k: v for k, v in flags.items() if v is not None})
    try:
        return DiagnosisConfig(**values)
    except pydantic.ValidationError as exc:
        err = exc.errors()[0]
        field = ".".join(str(x) for x in err["loc"])
        raise SuiteError(
            err["msg"], file=str(config_file or "command line"), field=f"diagnosis.{field}"
        ) from None


F = TypeVar("F", bound=Callable[..., Any])
T = TypeVar("T")


def _inputs(
    suite_files: list[Path], config_file: Path | None, opts: dict[str, Any]
) -> tuple[list[Suite], DiagnosisConfig, LLMConfig]:
    """Read and validate everything before anything runs; bad input exits 2 with a one-line error."""
    try:
        suites = load_suites(suite_files)
        llm = _llm_config(**{k: opts.pop(k, None) for k in LLM_KEYS})
        return suites, _diagnosis_config(config_file, **opts), llm
    except (SuiteError, ConfigError) as exc:
        err_console.print(f"[red]error:[/] {exc}")
        sys.exit(EXIT_BAD_INPUT)


def _run_and_report(suites: list[Suite], config: RunConfig, verbose: bool, **how: Any) -> None:
    try:
        result = _execute(suites, config, verbose, **how)
    except KeyboardInterrupt:
        err_console.print(
            "[yellow]interrupted:[/] finished cases are kept in the store; run the same command again "
            f"(or 'diageval run --resume RUN --out {config.out_dir}') to continue"
        )
        sys.exit(130)
    except (StoreError, ConfigError) as exc:
        err_console.print(f"[red]error:[/] {exc}")
        sys.exit(EXIT_BAD_INPUT)
    except DiagevalError as exc:
        err_console.print(f"[red]error:[/] {exc}")
        sys.exit(EXIT_HARNESS)
    _finish(result, config)


def _open_store(out_dir: Path) -> RunStore:
    try:
        return RunStore.open(out_dir, create=False)
    except StoreError as exc:
        err_console.print(f"[red]error:[/] {exc}")
        sys.exit(EXIT_BAD_INPUT)


def common_options(fn: F) -> F:
    for opt in reversed(_common):
        fn = opt(fn)
    return fn


@click.group()
@click.version_option(__version__, prog_name="diageval")
def cli() -> None:
    """Evaluate web apps with GUI agents and tell an app defect from an agent's mistake."""


@cli.command()
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
    **opts: Any,
) -> None:
    """Run SUITE files (.yaml native, .json AppEvalPilot, .jsonl WebDevJudge-Unit); diagnose failures.

    Results go to the run store in --out; re-running the same command after an interruption continues
    the interrupted run (finished cases are kept, the others redone)."""
    out = out_dir or Path(DEFAULT_OUT_DIR)
    n = workers or default_workers()
    if executor == "ray":
        from ..runner._ray import import_ray

        try:
            import_ray()  # before the run is recorded: a missing extra is bad input, not a half-made run
        except ConfigError as exc:
            err_console.print(f"[red]error:[/] {exc}")
            sys.exit(EXIT_BAD_INPUT)
    if resume is not None:
        config, files = _resumed_config(out, resume, config_file, settle_s, opts)
        files = list(suite_files) or files
        suites, _d, _l = _inputs(files, None, {})
        config = config.model_copy(update={"workers": n, "trace": trace or config.trace})
    else:
        if not suite_files:
            err_console.print("[red]error:[/] give SUITE files to run, or --resume RUN")
            sys.exit(EXIT_BAD_INPUT)
        suites, dconf, llm = _inputs(list(suite_files), config_file, opts)
        config = RunConfig(
            out_dir=out,
            workers=n,
            settle_s=DEFAULT_SETTLE_S if settle_s is None else settle_s,
            diagnosis=dconf,
            llm=llm,
            trace=trace,
        )
    _run_and_report(suites, config, verbose, resume=resume, fresh=fresh, executor=executor, address=address)


def _resumed_config(
    out: Path, run_id: str, config_file: Path | None, settle_s: float | None, opts: dict[str, Any]
) -> tuple[RunConfig, list[Path]]:
    """A resumed run keeps its own parameters; options that would change its verdicts are refused."""
    max_cost = opts.pop("max_cost", None)
    given = [k for k, v in opts.items() if v is not None]
    if config_file is not None or settle_s is not None or given:
        names = [f"--{k.replace('_', '-')}" for k in given] + (["--config"] if config_file else [])
        names += ["--settle"] if settle_s is not None else []
        err_console.print(
            f"[red]error:[/] --resume continues run {run_id} with its own parameters; drop {', '.join(names)}"
        )
        sys.exit(EXIT_BAD_INPUT)
    store = _open_store(out)
    try:
        info = store.run(run_id)
    except StoreError as exc:
        err_console.print(f"[red]error:[/] {exc}")
        sys.exit(EXIT_BAD_INPUT)
    finally:
        store.close()
    params = dict(info.parameters)
    params["out_dir"] = str(out)
    if max_cost is not None:  # a run stopped by its spending cap continues with a higher one
        params["llm"] = {**params["llm"], "max_cost_usd": max_cost}
    config = RunConfig.model_validate(params)
    if config.llm.enabled:
        _llm_config(
            verifier_model=config.llm.verifier_model,
            agent_model=config.llm.agent_model,
            judge_model=config.llm.judge_model,
            llm_base_url=config.llm.base_url,
            max_cost=config.llm.max_cost_usd,
            llm_cache=config.llm.cache_dir,
            prices=config.llm.prices,
        )
    return config, [Path(f) for f in info.suite_files if f]


def demo_suite_files() -> list[Path]:
    """The bundled demo suites."""
    root = Path(str(resources.files("diageval").joinpath("demo")))
    return sorted(root.glob("*.yaml"))


@cli.command()
@common_options
def demo(
    out_dir: Path | None,
    workers: int | None,
    settle_s: float | None,
    verbose: bool,
    config_file: Path | None,
    **diag: Any,
) -> None:
    """Run the bundled demo suites (notes, shop, settings) with diagnosis."""
    suites, dconf, _llm = _inputs(demo_suite_files(), config_file, diag)
    out = out_dir or Path(DEFAULT_OUT_DIR) / "demo"
    config = RunConfig(
        out_dir=out,
        workers=workers or default_workers(),
        settle_s=DEFAULT_SETTLE_S if settle_s is None else settle_s,
        diagnosis=dconf,
    )
    _run_and_report(suites, config, verbose)


@cli.command()
@click.argument("suite_files", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option(
    "--quick", is_flag=True, help="Only the fixed quick subset (first pass and first fail case per suite)."
)
@common_options
def bench(
    suite_files: tuple[Path, ...],
    quick: bool,
    out_dir: Path | None,
    workers: int | None,
    settle_s: float | None,
    verbose: bool,
    config_file: Path | None,
    **diag: Any,
) -> None:
    """Run every method (single run, DiagEval x1/x2, NR, NR+IE, Best-of-3, orderings) on the same cases."""
    import platform
    import time
    from importlib.metadata import version

    from ..bench import quick_subset, run_bench, tables, write

    suites, dconf, _llm = _inputs(list(suite_files), config_file, diag)
    if quick:
        suites = quick_subset(suites)
    out = out_dir or Path(DEFAULT_OUT_DIR) / "bench"
    workers = workers or default_workers()
    settle_s = DEFAULT_SETTLE_S if settle_s is None else settle_s
    config = RunConfig(out_dir=out, workers=workers, settle_s=settle_s, diagnosis=dconf, screenshots=False)
    _setup_logging(verbose)
    out.mkdir(parents=True, exist_ok=True)
    fh = logging.FileHandler(out / "bench.log", encoding="utf-8")
    fh.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logging.getLogger("diageval").addHandler(fh)
    total = sum(len(s.cases) for s in suites)
    t0 = time.perf_counter()
    with Progress(
        TextColumn("[bold]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=console,
        transient=True,
    ) as progress:
        task = progress.add_task("single runs", total=total)

        def on_progress(what: str) -> None:
            if what.startswith("phase2:"):
                progress.update(task, description="diagnoses", total=int(what.split(":")[1]), completed=0)
            else:
                progress.update(task, advance=1)

        try:
            cases, versions, _wall = asyncio.run(run_bench(suites, config, on_progress=on_progress))
        except DiagevalError as exc:
            err_console.print(f"[red]error:[/] {exc}")
            sys.exit(EXIT_HARNESS)
    versions = {
        "diageval": __version__,
        "playwright": version("playwright"),
        **versions,
        "python": platform.python_version(),
    }
    argv = " ".join(["diageval", *sys.argv[1:]])
    data = {
        "command": argv,
        "wall_s": round(time.perf_counter() - t0, 1),
        "versions": versions,
        "parameters": {
            "workers": workers,
            "settle_s": settle_s,
            "quick": quick,
            "diagnosis": dconf.model_dump(),
        },
        "tables": tables(cases),
        "cases": [c.model_dump() for c in cases],
    }
    js, md = write(out, data)
    from ..bench._report import markdown

    console.print(markdown(data))
    console.print(f"written: {md} and {js}")


def main() -> None:
    cli()


_store_option = click.option(
    "--out",
    "out_dir",
    type=click.Path(path_type=Path),
    default=Path(DEFAULT_OUT_DIR),
    show_default=True,
    help="Output folder holding the run store.",
)


def _with_store(out_dir: Path, fn: Callable[[RunStore], T]) -> T:
    store = _open_store(out_dir)
    try:
        return fn(store)
    except StoreError as exc:
        err_console.print(f"[red]error:[/] {exc}")
        sys.exit(EXIT_BAD_INPUT)
    finally:
        store.close()


@cli.command()
@_store_option
def runs(out_dir: Path) -> None:
    """List the runs of a store, newest first."""
    infos = _with_store(out_dir, lambda s: s.runs())
    console.print(runs_table(infos, out_dir / STORE_FILE))


@cli.command()
@click.argument("run_id", metavar="RUN")
@click.argument("case_ref", metavar="[CASE]", required=False)
@_store_option
def show(run_id: str, case_ref: str | None, out_dir: Path) -> None:
    """Print run RUN ('latest' for the newest), or one CASE of it (CASE_ID or SUITE/CASE_ID)."""

    def read(store: RunStore) -> tuple[Any, ...]:
        info = store.run(run_id)
        if case_ref is None:
            return info, store.run_result(info.run_id), store.attempts(info.run_id)
        return info, store.case(info.run_id, case_ref), store.run_dir(info.run_id)

    info, what, extra = _with_store(out_dir, read)
    if case_ref is None:
        print_run(console, what)
        console.print(
            f"status {info.status}, {info.done}/{info.total} cases finished"
            + (f", LLM cost ${info.cost_usd:.4f}" if info.cost_usd else "")
            + f"; command: {info.command}"
        )
        for a in extra:
            console.print(f"[dim]{a['at']} {a['suite']}/{a['case_id']}: {a['event']}: {a['detail']}[/]")
    else:
        print_case(console, what, extra)


@cli.command()
@click.argument("run_id", metavar="RUN")
@_store_option
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["junit", "jsonl", "csv", "json"]),
    default="junit",
    show_default=True,
)
@click.option(
    "-o", "--output", type=click.Path(dir_okay=False, path_type=Path), default=None, help="[stdout]"
)
def export(run_id: str, out_dir: Path, fmt: str, output: Path | None) -> None:
    """Export the verdicts of RUN: JUnit XML, JSON Lines, CSV, or the full results JSON."""
    from ..store._export import render

    run = _with_store(out_dir, lambda s: s.run_result(s.run(run_id).run_id))
    text = run.model_dump_json(indent=1) if fmt == "json" else render(run, fmt)
    if output is None:
        sys.stdout.write(text)
    else:
        output.write_text(text, encoding="utf-8")
        console.print(f"written: {output}")


@cli.command()
@click.argument("run_id", metavar="RUN")
@_store_option
@click.option(
    "--dest",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Folder to write. [OUT/runs/RUN/report]",
)
def report(run_id: str, out_dir: Path, dest: Path | None) -> None:
    """Write a static HTML report of RUN (open its index.html; no server needed)."""
    from ..store._report import write_report

    def build(store: RunStore) -> Path:
        rid = store.run(run_id).run_id
        return write_report(store, rid, dest or store.run_dir(rid) / "report")

    index = _with_store(out_dir, build)
    console.print(f"report: {index}")

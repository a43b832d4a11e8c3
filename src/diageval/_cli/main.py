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
from .._exceptions import ConfigError, DiagevalError, SuiteError
from ..diagnosis import DiagnosisConfig
from ..llm import LLMConfig, ModelSpec
from ..runner import CaseResult, RunConfig, RunResult, run_suites
from ..suite import Suite, load_suites
from ._render import print_run

EXIT_BAD_INPUT = 2
EXIT_HARNESS = 3

# Piped output (CI logs, files) gets a wide table instead of rich's 80-column default.
console = Console(width=None if sys.stdout.isatty() else 160)
err_console = Console(stderr=True, width=None if sys.stderr.isatty() else 160)


def _setup_logging(out_dir: Path, verbose: bool) -> None:
    out_dir.mkdir(parents=True, exist_ok=True)
    root = logging.getLogger("diageval")
    root.setLevel(logging.DEBUG)
    fh = logging.FileHandler(out_dir / "run.log", encoding="utf-8")
    fh.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(fh)
    if verbose:
        sh = logging.StreamHandler(sys.stderr)
        sh.setLevel(logging.INFO)
        root.addHandler(sh)


def _execute(suites: list[Suite], config: RunConfig, verbose: bool) -> RunResult:
    _setup_logging(config.out_dir, verbose)
    total = sum(len(s.cases) for s in suites)
    counts = {"pass": 0, "fail": 0, "unverifiable": 0, "error": 0}
    with Progress(
        TextColumn("[bold]running"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("{task.fields[counts]}"),
        TimeElapsedColumn(),
        console=console,
        transient=True,
    ) as progress:
        task = progress.add_task("cases", total=total, counts="")

        def on_result(res: CaseResult) -> None:
            counts[res.verdict] += 1
            text = " ".join(f"{k} {v}" for k, v in counts.items() if v)
            progress.update(task, advance=1, counts=text)

        return asyncio.run(run_suites(suites, config, on_result=on_result))


def _finish(run: RunResult, config: RunConfig) -> None:
    print_run(console, run)
    console.print(f"results: {config.out_dir / 'results.json'}")
    if run.counts()["error"]:
        err_console.print("[magenta]harness faults occurred (verdict 'error'); see the reasons above[/]")
        sys.exit(EXIT_HARNESS)


_common = [
    click.option("--out", "out_dir", type=click.Path(path_type=Path), default=None, help="Output folder."),
    click.option(
        "--workers", type=click.IntRange(1, 64), default=1, show_default=True, help="Browsers in parallel."
    ),
    click.option(
        "--settle",
        "settle_s",
        type=click.FloatRange(0),
        default=DEFAULT_SETTLE_S,
        show_default=True,
        help="Seconds the scripted agent waits after each action.",
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


def _run_and_report(suites: list[Suite], config: RunConfig, verbose: bool) -> None:
    try:
        result = _execute(suites, config, verbose)
    except DiagevalError as exc:
        err_console.print(f"[red]error:[/] {exc}")
        sys.exit(EXIT_HARNESS)
    _finish(result, config)


def common_options(fn: F) -> F:
    for opt in reversed(_common):
        fn = opt(fn)
    return fn


@click.group()
@click.version_option(__version__, prog_name="diageval")
def cli() -> None:
    """Evaluate web apps with GUI agents and tell an app defect from an agent's mistake."""


@cli.command()
@click.argument("suite_files", nargs=-1, required=True, type=click.Path(path_type=Path))
@common_options
@llm_options
def run(
    suite_files: tuple[Path, ...],
    out_dir: Path | None,
    workers: int,
    settle_s: float,
    verbose: bool,
    config_file: Path | None,
    **opts: Any,
) -> None:
    """Run SUITE files (.yaml native, .json AppEvalPilot, .jsonl WebDevJudge-Unit); diagnose failures."""
    suites, dconf, llm = _inputs(list(suite_files), config_file, opts)
    out = out_dir or Path(DEFAULT_OUT_DIR)
    config = RunConfig(out_dir=out, workers=workers, settle_s=settle_s, diagnosis=dconf, llm=llm)
    _run_and_report(suites, config, verbose)


def demo_suite_files() -> list[Path]:
    """The bundled demo suites."""
    root = Path(str(resources.files("diageval").joinpath("demo")))
    return sorted(root.glob("*.yaml"))


@cli.command()
@common_options
def demo(
    out_dir: Path | None, workers: int, settle_s: float, verbose: bool, config_file: Path | None, **diag: Any
) -> None:
    """Run the bundled demo suites (notes, shop, settings) with diagnosis."""
    suites, dconf, _llm = _inputs(demo_suite_files(), config_file, diag)
    out = out_dir or Path(DEFAULT_OUT_DIR) / "demo"
    config = RunConfig(out_dir=out, workers=workers, settle_s=settle_s, diagnosis=dconf)
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
    workers: int,
    settle_s: float,
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
    config = RunConfig(out_dir=out, workers=workers, settle_s=settle_s, diagnosis=dconf, screenshots=False)
    _setup_logging(out, verbose)
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

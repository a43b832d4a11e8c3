"""What every command shares: consoles, exit codes, options, and reading its inputs before anything runs."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, NoReturn, TypeVar

import click
import pydantic
import yaml
from rich.console import Console
from rich.markup import escape

from .._constants import DEFAULT_OUT_DIR, DEFAULT_SETTLE_S
from .._exceptions import ConfigError, StoreError, SuiteError
from ..agents import AgentProfile, load_profile
from ..llm import LLMConfig
from ..method import DEFAULT_BUDGET, DiagnosisConfig
from ..runner import RunConfig, default_workers
from ..store import RunStore
from ..suite import Suite, load_suites, read_text

EXIT_BAD_INPUT = 2
EXIT_HARNESS = 3

# Piped output (CI logs, files) gets a wide table instead of rich's 80-column default.
console = Console(width=None if sys.stdout.isatty() else 160)
err_console = Console(stderr=True, width=None if sys.stderr.isatty() else 160)

F = TypeVar("F", bound=Callable[..., Any])


def fail(message: object, code: int = EXIT_BAD_INPUT) -> NoReturn:
    """A one-line error on stderr and the exit code; never a traceback."""
    err_console.print(f"[red]error:[/] {escape(str(message))}")
    sys.exit(code)


def _default(field: str) -> object:
    """The default of a diagnosis parameter, as the help text shows it (read from the config itself)."""
    return DiagnosisConfig.model_fields[field].default


OUT_HELP = (
    f"Output folder: the run store and each run's files (bench: bench.json, bench.md). [{DEFAULT_OUT_DIR}]"
)

_common = [
    click.option("--out", "out_dir", type=click.Path(path_type=Path), default=None, help=OUT_HELP),
    click.option(
        "--workers",
        type=click.IntRange(1, 64),
        default=None,
        help="Cases in parallel, one browser each. [two per CPU core, fewer if memory is short, at most 16]",
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
        "--rounds",
        type=click.IntRange(0, 10),
        default=None,
        help=f"Diagnosis rounds R (0: no diagnosis). [{_default('rounds')}]",
    ),
    click.option(
        "--branches",
        "branches_per_round",
        type=click.IntRange(1, 20),
        default=None,
        help=f"Branches per round K. [{_default('branches_per_round')}]",
    ),
    click.option(
        "--budget",
        type=click.IntRange(1, 200),
        default=None,
        help=f"Most branches per case, in all rounds. [{DEFAULT_BUDGET}, or R*K when larger]",
    ),
    click.option(
        "--parallel-branches",
        "parallel_branches",
        type=click.IntRange(1, 20),
        default=None,
        help="Branches of a round run at once, each in its own browser context; verdicts do not depend on"
        f" it (1: one by one). [{_default('parallel_branches')}]",
    ),
    click.option(
        "--tau-env",
        "tau_env",
        type=click.FloatRange(0.0, 1.0),
        default=None,
        help=f"Belief that confirms a defect. [{_default('tau_env')}]",
    ),
    click.option(
        "--ordering",
        type=click.Choice(["eig", "random", "fixed"]),
        default=None,
        help=f"Branch order. [{_default('ordering')}]",
    ),
    click.option(
        "--method",
        type=click.Choice(["diageval", "nr", "nr_ie", "best_of_n"]),
        default=None,
        help=f"Diagnosis, or a baseline. [{_default('method')}]",
    ),
    click.option("--seed", type=int, default=None, help=f"Seed of the random ordering. [{_default('seed')}]"),
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


def llm_config(**opts: Any) -> LLMConfig:
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
    cfg.require_keys()
    return cfg


def _diagnosis_config(config_file: Path | None, **flags: Any) -> DiagnosisConfig:
    """METHOD.md defaults, then the config file's 'diagnosis:' mapping, then command-line flags."""
    values: dict[str, Any] = {}
    if config_file is not None:
        try:
            raw = yaml.safe_load(read_text(config_file, what="config")) or {}
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


def expand_folders(paths: list[Path] | tuple[Path, ...]) -> list[Path]:
    """Suite files as given; a folder stands for its own ``*.yaml``/``*.yml`` files, sorted (not its
    subfolders). A folder with none is bad input."""
    out: list[Path] = []
    for p in paths:
        if p.is_dir():
            found = sorted(q for q in p.iterdir() if q.suffix.lower() in (".yaml", ".yml") and q.is_file())
            if not found:
                fail(f"{p}: a folder with no suite files (*.yaml) in it")
            out += found
        else:
            out.append(p)
    return out


def read_inputs(
    suite_files: list[Path], config_file: Path | None, opts: dict[str, Any], *, per_folder: bool = False
) -> tuple[list[Suite], DiagnosisConfig, LLMConfig]:
    """Read and validate everything before anything runs; bad input exits 2 with a one-line error. With
    ``per_folder`` (a bench's corpora), suite names need be unique only within a folder."""
    try:
        suites = load_suites(suite_files, per_folder=per_folder)
        llm = llm_config(**{k: opts.pop(k, None) for k in LLM_KEYS})
        return suites, _diagnosis_config(config_file, **opts), llm
    except (SuiteError, ConfigError) as exc:
        fail(exc)


def run_config(out: Path, workers: int | None, settle_s: float | None, **fields: Any) -> RunConfig:
    """A run's configuration with the defaults of unset options (workers that fit this machine)."""
    return RunConfig(
        out_dir=out,
        workers=workers or default_workers(),
        settle_s=DEFAULT_SETTLE_S if settle_s is None else settle_s,
        **fields,
    )


def open_store(out_dir: Path) -> RunStore:
    try:
        return RunStore.open(out_dir, create=False)
    except StoreError as exc:
        fail(exc)


def agent_profile_option(fn: F) -> F:
    """``--agent-profile``: how the scripted agent samples (read by :func:`read_profile`)."""
    return click.option(
        "--agent-profile",
        "agent_profile",
        default=None,
        metavar="NAME|FILE",
        help="How the scripted agent errs: 'scripted' (deterministic), 'stochastic' (samples per step; see"
        " docs/agents.md), or a YAML file of profile fields. [scripted]",
    )(fn)


def read_profile(spec: str | None) -> AgentProfile | None:
    """The profile ``--agent-profile`` names; bad input exits 2 naming the option, file and field."""
    if spec is None:
        return None
    try:
        return load_profile(spec)
    except ConfigError as exc:
        fail(exc)


def parse_seeds(text: str) -> list[int]:
    """``--seeds 0,1,2``: distinct integers, in the order given."""
    try:
        seeds = [int(x) for x in text.replace(" ", ",").split(",") if x.strip()]
    except ValueError:
        fail(f"--seeds {text}: give seeds as integers separated by commas, e.g. --seeds 0,1,2")
    if not seeds or len(set(seeds)) != len(seeds):
        fail(f"--seeds {text}: give one or more distinct integers, e.g. --seeds 0,1,2")
    return seeds


def common_options(fn: F) -> F:
    for opt in reversed(_common):
        fn = opt(fn)
    return fn

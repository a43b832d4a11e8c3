"""The Python API behind ``diageval.run`` and ``diageval.diagnose`` (re-exported by the package)."""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path
from typing import Any, ParamSpec, TypeVar

from ._exceptions import ConfigError
from .method import CaseResult, DiagnosisConfig, RunResult
from .suite import Suite, load_suites

SuiteLike = str | Path | Suite
P = ParamSpec("P")
T = TypeVar("T")


def _suites(suites: SuiteLike | Sequence[SuiteLike]) -> list[Suite]:
    items: Sequence[SuiteLike] = [suites] if isinstance(suites, str | Path | Suite) else suites
    out: list[Suite] = []
    files = [Path(s) for s in items if not isinstance(s, Suite)]
    loaded = iter(load_suites(files)) if files else iter(())
    for s in items:
        out.append(s if isinstance(s, Suite) else next(loaded))
    return out


def _config(config: Any, out_dir: str | Path | None, agent: str | type | None, **fields: Any) -> Any:
    from .agents import agent_spec, load_agent
    from .runner import RunConfig

    cfg = config if config is not None else RunConfig()
    update: dict[str, Any] = {k: v for k, v in fields.items() if v is not None}
    if out_dir is not None:
        update["out_dir"] = Path(out_dir)
    if agent is not None:
        update["agent"] = agent if isinstance(agent, str) else agent_spec(agent)
    cfg = cfg.model_copy(update=update)
    if cfg.agent:
        load_agent(cfg.agent)  # a bad agent is a ConfigError now, not a harness fault in every case
    cfg.llm.require_keys()
    return cfg


async def run_async(
    suites: SuiteLike | Sequence[SuiteLike],
    config: Any = None,
    *,
    out_dir: str | Path | None = None,
    agent: str | type | None = None,
    diagnosis: DiagnosisConfig | None = None,
    workers: int | None = None,
    resume: str | None = None,
    fresh: bool = False,
    on_result: Callable[[CaseResult], None] | None = None,
) -> RunResult:
    """Run suites (files or :class:`Suite` objects) and diagnose every failure, as ``diageval run`` does;
    returns the run's results.

    ``config`` is a :class:`RunConfig` (defaults otherwise); ``out_dir``, ``diagnosis`` and ``workers``
    override its fields. ``agent`` is a plug-in agent class implementing :class:`diageval.agents.Agent`
    (or its ``"module:Class"`` name), used for the run and, when it can resume, inside diagnosis branches.
    Every case is committed to the run store of ``out_dir`` as it finishes; an interrupted run of the same
    suites and parameters is continued unless ``fresh``.

    >>> result = diageval.run("suite.yaml", out_dir="results")
    >>> [(c.case_id, c.verdict, c.attribution) for c in result.cases]
    """
    from .runner import run_suites

    cfg = _config(config, out_dir, agent, diagnosis=diagnosis, workers=workers)
    return await run_suites(_suites(suites), cfg, resume=resume, fresh=fresh, on_result=on_result)


async def diagnose_async(
    trajectory: str | Path,
    suite: SuiteLike,
    *,
    case: str | None = None,
    config: Any = None,
    out_dir: str | Path | None = None,
    diagnosis: DiagnosisConfig | None = None,
) -> CaseResult:
    """Diagnose a failed run recorded by another harness (``docs/supervisor.md``): diageval's own
    ``trajectory.json`` or the minimal JSON format. The run is replayed on diageval's server of the suite's
    app, verified by the case's checks, and a Fail is diagnosed; the verdict is stored in ``out_dir``'s run
    store like a run's and returned.

    >>> res = diageval.diagnose("run-42.json", "suite.yaml", case="export-notes", out_dir="results")
    >>> res.verdict, res.attribution, res.reason
    """
    from .runner import supervise

    cfg = _config(config, out_dir, None, diagnosis=diagnosis)
    path = Path(trajectory)
    if not path.is_file():
        raise ConfigError(f"{path}: trajectory file not found")
    result = await supervise([path], _suites(suite), cfg, case_id=case)
    return result.cases[0]


def _sync(fn: Callable[P, Awaitable[T]]) -> Callable[P, T]:
    """The blocking form of an ``async`` API function (it runs its own event loop)."""

    @functools.wraps(fn)
    def call(*args: P.args, **kwargs: P.kwargs) -> T:
        return asyncio.run(fn(*args, **kwargs))  # type: ignore[arg-type]

    return call


run = _sync(run_async)
diagnose = _sync(diagnose_async)

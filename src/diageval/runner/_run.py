"""A run from start to end: plan it against the store, execute its cases, commit each as it finishes."""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import datetime as dt
import json
import logging
import time
from collections.abc import Callable, Iterator
from decimal import Decimal
from pathlib import Path
from typing import Any, Literal

from .._exceptions import ConfigError
from ..report import write_exports
from ..store import RunStore
from ..suite import Case, Secrets, Suite
from ._case import CaseFn, run_case
from ._config import RunConfig
from ._llm import LLMServices, calls_cost, calls_of, run_totals
from ._local import run_local
from ._models import CaseResult, RunResult
from ._plan import RunPlan, plan_run

logger = logging.getLogger(__name__)

Executor = Literal["local", "ray"]
OnResult = Callable[[CaseResult], None]

current_case: contextvars.ContextVar[str | None] = contextvars.ContextVar("diageval_case", default=None)


class JsonLogFormatter(logging.Formatter):
    """One JSON object per line: time, level, logger, run, case, message (and exception text)."""

    def __init__(self, run_id: str, secrets: Secrets | None = None) -> None:
        super().__init__()
        self.run_id = run_id
        self.secrets = secrets or Secrets()

    def format(self, record: logging.LogRecord) -> str:
        data: dict[str, Any] = {
            "ts": dt.datetime.fromtimestamp(record.created, dt.UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname.lower(),
            "logger": record.name,
            "run": self.run_id,
            "case": current_case.get(),
            "msg": record.getMessage(),
        }
        if record.exc_info:
            data["exc"] = self.formatException(record.exc_info)
        return self.secrets.redact_json(json.dumps(data))


@contextlib.contextmanager
def structured_log(run_dir: Path, run_id: str, secrets: Secrets | None = None) -> Iterator[Path]:
    """Append the ``diageval`` loggers' records to ``run_dir/run.log.jsonl`` while the block runs (with
    the values of ``secrets`` masked)."""
    run_dir.mkdir(parents=True, exist_ok=True)
    path = run_dir / "run.log.jsonl"
    handler = logging.FileHandler(path, encoding="utf-8")
    handler.setFormatter(JsonLogFormatter(run_id, secrets))
    handler.setLevel(logging.DEBUG)
    root = logging.getLogger("diageval")
    if root.level == logging.NOTSET or root.level > logging.DEBUG:
        root.setLevel(logging.DEBUG)
    root.addHandler(handler)
    try:
        yield path
    finally:
        root.removeHandler(handler)
        handler.close()


@contextlib.contextmanager
def masked_folder(folder: Path, secrets: Secrets) -> Iterator[None]:
    """When the block ends (however it ends), mask ``secrets`` in every file under ``folder`` that still
    holds one: what diageval does not write itself, such as the output of a ``command`` app."""
    try:
        yield
    finally:
        if secrets:
            for path in (p for p in folder.rglob("*") if p.is_file() and p.suffix != ".zip"):
                data = path.read_bytes()
                masked = secrets.redact_bytes(data)
                if masked != data:
                    path.write_bytes(masked)
                    logger.info("masked the suite's secrets in %s", path)


def case_steps(run_dir: Path, result: CaseResult) -> list[dict[str, Any]]:
    """The steps of a case's trajectory as rows for the store (empty without a trajectory)."""
    if not result.trajectory:
        return []
    try:
        traj = json.loads((run_dir / result.trajectory).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    rows = []
    base = Path(result.trajectory).parent
    for s in traj.get("steps", []):
        a = s["action"]
        shot = s["observation"].get("screenshot")
        rows.append(
            {
                "verb": a["verb"],
                "description": a["description"],
                "target": a.get("target"),
                "ok": int(a.get("ok", True)),
                "error_kind": a.get("error_kind"),
                "error": a.get("error"),
                "screenshot": str(base / shot) if shot else None,
            }
        )
    return rows


async def execute(
    plan: RunPlan,
    config: RunConfig,
    *,
    executor: Executor = "local",
    ray_address: str | None = None,
    on_result: OnResult | None = None,
    case_fn: CaseFn = run_case,
) -> RunResult:
    """Run the plan's remaining cases and commit each to the store the moment it finishes. ``case_fn``
    runs one case (default: the run's agent, then diagnosis)."""
    t0 = time.perf_counter()
    store, run_id, run_dir = plan.store, plan.run_id, plan.run_dir
    run_config = config.model_copy(update={"out_dir": run_dir})
    llm = LLMServices.build(config.llm)
    before = store.results(run_id) if plan.resumed else []
    kept = {(r.suite, r.case_id) for r in plan.finished}
    # A case run again (it ended in a harness fault, or the spending cap stopped it) keeps the calls its
    # earlier attempts paid for: they were spent, and the run's totals are the sum of its records.
    earlier = {
        (r.suite, r.case_id): [dict(c, earlier_attempt=True) for c in calls_of(r.llm_calls)]
        for r in before
        if (r.suite, r.case_id) not in kept
    }
    if llm is not None:
        # A resumed run keeps counting what it already spent against --max-cost.
        llm.spending.cost_usd = Decimal(str(run_totals(before, None)["cost_usd"]))

    # What the suites' ${ENV_VAR} references hold is masked in every result before it is stored, whatever
    # page text, URL or message carried it there.
    secrets = Secrets.from_env({n for s, _ in plan.todo for n in s.secrets})

    async def done(res: CaseResult) -> None:
        if secrets:
            res = CaseResult.model_validate_json(secrets.redact_json(res.model_dump_json()))
        carried = earlier.pop((res.suite, res.case_id), [])
        if carried:
            res.llm_calls[:0] = carried
            res.llm_cost_usd = calls_cost(res.llm_calls)
        store.save_case(run_id, res, case_steps(run_dir, res))
        logger.info(
            "case %s/%s: %s (%s) %s", res.suite, res.case_id, res.verdict, res.attribution, res.reason
        )
        if on_result is not None:
            on_result(res)

    def on_start(suite: Suite, case: Case, worker: str) -> None:
        current_case.set(f"{suite.name}/{case.id}")
        store.start_case(run_id, suite.name, case.id, worker)

    with structured_log(run_dir, run_id, secrets), masked_folder(run_dir, secrets):
        logger.info(
            "run %s %s: %d cases to run, %d finished before (executor %s, %d workers)",
            run_id,
            "resumed" if plan.resumed else "started",
            len(plan.todo),
            len(plan.finished),
            executor,
            config.workers,
        )
        try:
            if executor == "ray" and case_fn is not run_case:
                raise ConfigError("supervised runs (diageval diagnose) run on this machine only")
            if executor == "ray":
                from ._ray import run_ray

                versions = await run_ray(plan, run_config, done, on_start, address=ray_address)
            else:
                versions = await run_local(plan.todo, run_config, done, llm, on_start, case_fn)
        except BaseException:
            # Interrupted (Ctrl-C, a fault of the harness): the session's time still counts for the run.
            store.add_duration(run_id, time.perf_counter() - t0)
            raise
        if versions:
            store.set_versions(run_id, versions)
        llm_totals = None
        if llm is not None:
            llm_totals = run_totals(store.results(run_id), config.llm.max_cost_usd)
        store.finish_run(run_id, time.perf_counter() - t0, llm_totals)
        run = store.run_result(run_id)
        write_exports(run, run_dir)
        logger.info("run %s: session done in %.1f s", run_id, time.perf_counter() - t0)
    return run


async def run_suites(
    suites: list[Suite],
    config: RunConfig,
    *,
    resume: str | None = None,
    fresh: bool = False,
    executor: Executor = "local",
    ray_address: str | None = None,
    command: str = "",
    on_plan: Callable[[RunPlan], None] | None = None,
    on_result: OnResult | None = None,
) -> RunResult:
    """Run every case of ``suites`` into the store of ``config.out_dir``, continuing an interrupted run of
    the same suites and parameters unless ``fresh``. Artifacts go to ``out_dir/runs/RUN_ID/``.
    ``on_plan`` sees the plan (run id, cases finished before, cases to run) before any case starts."""
    store = await asyncio.to_thread(RunStore.open, config.out_dir)
    try:
        plan = plan_run(store, suites, config, resume=resume, fresh=fresh, command=command, executor=executor)
        if on_plan is not None:
            on_plan(plan)
        return await execute(plan, config, executor=executor, ray_address=ray_address, on_result=on_result)
    finally:
        store.close()


async def supervise(
    trajectories: list[Path],
    suites: list[Suite],
    config: RunConfig,
    *,
    case_id: str | None = None,
    command: str = "",
    on_plan: Callable[[RunPlan], None] | None = None,
    on_result: OnResult | None = None,
) -> RunResult:
    """Diagnose failed runs recorded by another harness (``docs/supervisor.md``): each trajectory is
    replayed as its case's first run, verified, a Fail diagnosed, and the verdicts stored as one new run in
    ``config.out_dir`` (cases run in parallel on ``config.workers`` browsers)."""
    from ._supervise import pair_runs, supervised

    runs = pair_runs(trajectories, suites, case_id)
    chosen = [
        s.model_copy(update={"cases": tuple(c for c in s.cases if (s.name, c.id) in runs)}) for s in suites
    ]
    chosen = [s for s in chosen if s.cases]
    store = await asyncio.to_thread(RunStore.open, config.out_dir)
    try:
        plan = plan_run(store, chosen, config, fresh=True, command=command)
        if on_plan is not None:
            on_plan(plan)
        return await execute(plan, config, on_result=on_result, case_fn=supervised(runs))
    finally:
        store.close()

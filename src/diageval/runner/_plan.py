"""Which run a command continues or starts, and which of its cases still need to run.

A run is identified by its id in the store of the output folder. Its key is a hash of the run's parameters
and of the suites' content: a run is only ever continued with the same suites and parameters, so a resumed
run gives the verdicts one uninterrupted run would have given.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import logging
import secrets
import shutil
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .._exceptions import ConfigError, StoreError
from ..store import RunStore
from ..suite import Case, Suite
from ._case import case_dir
from ._config import RunConfig
from ._models import CaseResult

logger = logging.getLogger(__name__)

_NOT_IN_KEY = {"out_dir", "workers", "trace"}
"""Settings that change how a run is carried out, never its verdicts."""


RESUME_MAY_CHANGE = frozenset({"out_dir", "workers", "trace", "max_cost"})
"""What a resumed run may do differently from its first session (never anything that changes a verdict):
where and how wide it runs, traces, and a higher spending cap for a run the cap stopped."""


def resumed_config(
    store: RunStore, run_id: str, *, changes: dict[str, Any] | None = None
) -> tuple[RunConfig, list[Path]]:
    """The configuration and suite files of run ``run_id`` to continue it with, changed only as
    ``changes`` asks (keys of :data:`RESUME_MAY_CHANGE`; any other is a :class:`ConfigError`)."""
    changes = {k: v for k, v in (changes or {}).items() if v is not None}
    refused = sorted(set(changes) - RESUME_MAY_CHANGE)
    if refused:
        raise ConfigError(
            f"--resume continues run {run_id} with its own parameters; drop "
            + ", ".join("--" + k.replace("_", "-") for k in refused)
        )
    info = store.run(run_id)
    params = dict(info.parameters)
    params["out_dir"] = str(changes.get("out_dir", store.path.parent))
    if "max_cost" in changes:
        params["llm"] = {**params["llm"], "max_cost_usd": changes["max_cost"]}
    for key in ("workers", "trace"):
        if key in changes:
            params[key] = changes[key]
    config = RunConfig.model_validate(params)
    config.llm.require_keys()
    return config, [Path(f) for f in info.suite_files if f]


def run_parameters(config: RunConfig) -> dict[str, Any]:
    out: dict[str, Any] = json.loads(config.model_dump_json())
    return out


def run_key(suites: list[Suite], config: RunConfig) -> str:
    """``PARAMS-SUITES``: two short hashes, so a mismatch can say which half changed."""
    params = {k: v for k, v in run_parameters(config).items() if k not in _NOT_IN_KEY}
    # The spending cap and the cache folder change what is spent, never a verdict: a run stopped by
    # --max-cost can be continued with a higher cap.
    params["llm"] = {k: v for k, v in params["llm"].items() if k not in ("max_cost_usd", "cache_dir")}
    # The login fields are left out when unused, so a suite without them keeps the key it had before they
    # existed (a run stored then can still be resumed).
    login = ("setup", "storage_state", "http_headers", "http_credentials", "secrets")
    content = [
        s.model_dump(mode="json", exclude={"source", *(k for k in login if getattr(s, k) in (None, ()))})
        for s in suites
    ]

    def h(obj: Any) -> str:
        return hashlib.sha256(json.dumps(obj, sort_keys=True, default=str).encode()).hexdigest()[:16]

    return f"{h(params)}-{h(content)}"


def new_run_id() -> str:
    return dt.datetime.now().strftime("%Y%m%d-%H%M%S-") + secrets.token_hex(2)


@dataclass
class RunPlan:
    """A run about to (re)start: its id and folder, what is done, and what remains."""

    store: RunStore
    run_id: str
    todo: list[tuple[Suite, Case]]
    finished: list[CaseResult] = field(default_factory=list)
    resumed: bool = False

    @property
    def run_dir(self) -> Path:
        return self.store.run_dir(self.run_id)

    @property
    def total(self) -> int:
        return len(self.todo) + len(self.finished)


def plan_run(
    store: RunStore,
    suites: list[Suite],
    config: RunConfig,
    *,
    resume: str | None = None,
    fresh: bool = False,
    command: str = "",
    executor: str = "local",
) -> RunPlan:
    """Continue run ``resume``; else the newest interrupted run with the same key (unless ``fresh``);
    else start a new run. Cases finished with a verdict are kept; the others (never started, cut off
    mid-way, or a harness fault) are redone, their partial artifacts removed first."""
    key = run_key(suites, config)
    chosen: str | None = None
    if resume is not None:
        info = store.run(resume)
        if info.status == "running":
            raise StoreError(f"{store.path}: run {info.run_id} is still running (pid of another process)")
        if info.run_key != key:
            what = "parameters" if info.run_key.split("-")[0] != key.split("-")[0] else "suites"
            raise StoreError(
                f"{store.path}: run {info.run_id} was started with other {what}; resume it with the same "
                "suite files and options (or 'diageval run --resume RUN' alone), or start a new run"
            )
        chosen = info.run_id
    elif not fresh:
        for info in store.runs():
            if info.run_key == key and info.status == "interrupted":
                chosen = info.run_id
                logger.info("continuing interrupted run %s", chosen)
                break
    keys = [(s.name, c.id) for s in suites for c in s.cases]
    if chosen is None:
        run_id = new_run_id()
        store.create_run(
            run_id,
            command=command,
            executor=executor,
            suite_files=[str(s.source.resolve()) if s.source.name != "<memory>" else "" for s in suites],
            parameters=run_parameters(config),
            run_key=key,
            suites=[
                {
                    "name": s.name,
                    "file": str(s.source),
                    "isolation": s.isolation,
                    "app": s.app.model_dump(mode="json"),
                }
                for s in suites
            ],
            cases=[
                {"suite": s.name, "case_id": c.id, "task": c.task, "label": c.label}
                for s in suites
                for c in s.cases
            ],
        )
        return RunPlan(store, run_id, [(s, c) for s in suites for c in s.cases])
    if store.planned_keys(chosen) != keys:
        raise StoreError(f"{store.path}: run {chosen} planned other cases than these suites hold")
    store.reopen_run(chosen, executor=executor)
    done = store.finished_keys(chosen)
    finished = [r for r in store.results(chosen) if (r.suite, r.case_id) in done]
    todo = [(s, c) for s in suites for c in s.cases if (s.name, c.id) not in done]
    run_dir = store.run_dir(chosen)
    for s, c in todo:
        partial = case_dir(run_dir, s, c)
        if partial.exists():
            shutil.rmtree(partial, ignore_errors=True)
            store.record_attempt(chosen, s.name, c.id, "resumed", "partial artifacts removed; case redone")
    logger.info("run %s: %d cases finished, %d to run", chosen, len(finished), len(todo))
    return RunPlan(store, chosen, todo, finished, resumed=True)

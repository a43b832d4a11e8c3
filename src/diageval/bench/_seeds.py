"""The benchmark over several seeds of the sampling agent: every method per seed, then mean and spread.

With a sampling agent (``--agent-profile stochastic``) one bench is one draw: the single run's false
negatives, and what each method recovers of them, vary with the seed. ``--seeds 0,1,2`` runs the whole bench
once per seed (the same seeds give the same runs) and reports, per corpus and for all corpora together,
each method's recovery as mean, standard deviation and range over the seeds, and DiagEval x2's margin over
the best baseline of the same seed.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from typing import Any

from ..metrics import BenchCase
from ..runner import RunConfig
from ..suite import Suite
from ._provenance import provenance
from ._report import tables
from ._run import OnProgress, parameters, run_bench

SPREAD_METHODS = ("NR x2", "NR+IE x2", "Best-of-3", "DiagEval x2")
"""The methods of the seeded Table 2, in its order; DiagEval's margin is over the best of the others."""


def spread(values: list[float]) -> dict[str, float | None]:
    """Mean, sample standard deviation (0 for one value), minimum and maximum (None for no values)."""
    if not values:
        return {"mean": None, "sd": None, "min": None, "max": None}
    return {
        "mean": round(statistics.fmean(values), 4),
        "sd": round(statistics.stdev(values), 4) if len(values) > 1 else 0.0,
        "min": round(min(values), 4),
        "max": round(max(values), 4),
    }


def seed_rows(per_seed: dict[int, dict[str, Any]]) -> dict[str, Any]:
    """Table 2 over seeds from each seed's tables: per method its recovery per seed and their spread, and
    DiagEval x2's margin over the best baseline of each seed."""
    rows = []
    by_seed = {seed: {r["method"]: r for r in t["table2"]} for seed, t in per_seed.items()}
    # A seed whose single run had no false negative has no recovery to measure: it is left out of the
    # spread (its row shows 0/0), never counted as a recovery of 0.
    measured = [s for s in per_seed if by_seed[s]["DiagEval x2"]["false_negatives"] > 0]
    for method in SPREAD_METHODS:
        rates = [by_seed[s][method]["recovery"] for s in measured]
        rows.append(
            {
                "method": method,
                "recovered": [by_seed[s][method]["recovered"] for s in per_seed],
                "false_negatives": [by_seed[s][method]["false_negatives"] for s in per_seed],
                "recovery": [by_seed[s][method]["recovery"] if s in measured else None for s in per_seed],
                **spread(rates),
                "false_pass": [by_seed[s][method]["false_pass"] for s in per_seed],
            }
        )
    margins, best = [], []
    for s in measured:
        baselines = {m: by_seed[s][m]["recovery"] for m in SPREAD_METHODS if m != "DiagEval x2"}
        top = max(baselines, key=lambda m: baselines[m])
        margins.append(round(by_seed[s]["DiagEval x2"]["recovery"] - baselines[top], 4))
        best.append(top)
    return {
        "seeds": list(per_seed),
        "measured_seeds": measured,
        "table2": rows,
        "margin": {"per_seed": margins, "best_baseline": best, **spread(margins)},
    }


def _document(
    per_seed: dict[int, list[BenchCase]],
    walls: dict[int, float],
    versions: dict[str, str],
    head: dict[str, Any],
) -> dict[str, Any]:
    """The bench document of the seeds run so far."""
    seeds = list(per_seed)
    names = list(dict.fromkeys(c.corpus for cs in per_seed.values() for c in cs))
    pooled = [c for cs in per_seed.values() for c in cs]
    seeded: dict[str, dict[str, Any]] = {
        str(seed): {
            "wall_s": walls[seed],
            "tables": tables(cs),
            "corpora": {n: tables([c for c in cs if c.corpus == n]) for n in names},
            "cases": [c.model_dump() for c in cs],
        }
        for seed, cs in per_seed.items()
    }
    return {
        **head,
        "versions": versions,
        "spread": {
            "all": seed_rows({s: seeded[str(s)]["tables"] for s in seeds}),
            "corpora": {n: seed_rows({s: seeded[str(s)]["corpora"][n] for s in seeds}) for n in names},
        },
        "seeds": seeded,
        "tables": tables(pooled),
        "corpora": {n: tables([c for c in pooled if c.corpus == n]) for n in names},
        "cases": [c.model_dump() for c in pooled],
    }


async def seeded_document(
    suites: list[Suite],
    run_config: RunConfig,
    seeds: list[int],
    *,
    quick: bool = False,
    command: str = "",
    on_progress: OnProgress | None = None,
    on_seed: OnProgress | None = None,
    on_partial: Callable[[dict[str, Any]], object] | None = None,
) -> dict[str, Any]:
    """Run the bench once per seed of the sampling agent; the document holds each seed's tables and cases,
    the spread over seeds (``spread``), and the tables of all seeds' cases pooled (``tables``, ``cases``).

    After each seed but the last, ``on_partial`` gets the document of the seeds done so far (marked
    ``partial``), so a long run that is stopped keeps its finished seeds."""
    if run_config.agent_profile is None:
        raise ValueError("seeds need a sampling agent profile")
    t0 = time.perf_counter()
    head: dict[str, Any] = {
        "command": command,
        "source": provenance(),
        "parameters": parameters(run_config, quick=quick, seeds=seeds),
    }
    per_seed: dict[int, list[BenchCase]] = {}
    versions: dict[str, str] = {}
    walls: dict[int, float] = {}
    for seed in seeds:
        if on_seed is not None:
            on_seed(str(seed))
        cases, versions, wall = await run_bench(
            suites,
            run_config.model_copy(update={"agent_seed": seed}),
            on_progress=on_progress,
            ablations=False,  # Table 2 compares methods, not branch orderings
        )
        per_seed[seed] = cases
        walls[seed] = round(wall, 1)
        if on_partial is not None and len(per_seed) < len(seeds):
            stamp = {"wall_s": round(time.perf_counter() - t0, 1), "partial": list(per_seed)}
            on_partial(_document(per_seed, walls, versions, {**head, **stamp}))
    return _document(per_seed, walls, versions, {**head, "wall_s": round(time.perf_counter() - t0, 1)})


def merge_seeded(docs: list[dict[str, Any]], command: str = "") -> dict[str, Any]:
    """One seeded bench document from several runs of the same source and parameters that each measured
    other seeds (a run stopped part-way, completed by a run of the missing seeds). Each seed's cases and
    tables are kept as they were measured; the spread and the pooled tables are computed over all of them.
    Raises ``ValueError`` when the runs differ in source or parameters (seeds aside), or share a seed."""
    if not docs:
        raise ValueError("nothing to merge")
    first = docs[0]

    def same(d: dict[str, Any]) -> dict[str, Any]:
        p = {k: v for k, v in d["parameters"].items() if k not in ("seeds", "agent_seed")}
        return {"source": d["source"].get("source_sha256"), "parameters": p}

    per_seed: dict[int, list[BenchCase]] = {}
    walls: dict[int, float] = {}
    for d in docs:
        if same(d) != same(first):
            raise ValueError(f"runs differ: {same(d)} vs {same(first)}")
        for seed in _done(d):
            if seed in per_seed:
                raise ValueError(f"seed {seed} is in more than one run")
            block = d["seeds"][str(seed)]
            per_seed[seed] = [BenchCase.model_validate(c) for c in block["cases"]]
            walls[seed] = block["wall_s"]
    seeds = sorted(per_seed)
    per_seed = {s: per_seed[s] for s in seeds}
    head = {
        "command": command or " + ".join(d["command"] for d in docs),
        "source": first["source"],
        "parameters": {**first["parameters"], "seeds": seeds},
        "wall_s": round(sum(walls.values()), 1),
        "merged_from": [{"command": d["command"], "seeds": _done(d)} for d in docs],
    }
    return _document(per_seed, walls, first["versions"], head)


def _done(doc: dict[str, Any]) -> list[int]:
    """The seeds a seeded bench document measured."""
    return [int(s) for s in (doc.get("partial") or doc["seeds"])]

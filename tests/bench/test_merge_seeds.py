"""Seeded bench documents of one source, each with other seeds, merge into the table over all seeds."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from diageval.bench import merge_seeded

STOCHASTIC = Path(__file__).parents[2] / "benchmarks" / "results" / "stochastic" / "bench.json"


def _one_seed(doc: dict, seed: str) -> dict:
    d = copy.deepcopy(doc)
    d["seeds"] = {seed: d["seeds"][seed]}
    d["partial"] = [int(seed)]
    return d


def test_runs_of_single_seeds_merge_into_the_whole_table() -> None:
    doc = json.loads(STOCHASTIC.read_text())
    seeds = list(doc["seeds"])
    assert len(seeds) >= 2
    merged = merge_seeded([_one_seed(doc, s) for s in reversed(seeds)])
    assert merged["parameters"]["seeds"] == sorted(int(s) for s in seeds)
    assert merged["spread"] == doc["spread"] and merged["tables"] == doc["tables"]
    assert [m["seeds"] for m in merged["merged_from"]] == [[int(s)] for s in reversed(seeds)]


def test_other_source_or_a_seed_twice_is_refused() -> None:
    doc = json.loads(STOCHASTIC.read_text())
    s0, s1 = list(doc["seeds"])[:2]
    other = _one_seed(doc, s1)
    other["source"] = {**other["source"], "source_sha256": "0" * 16}
    with pytest.raises(ValueError, match="runs differ"):
        merge_seeded([_one_seed(doc, s0), other])
    with pytest.raises(ValueError, match="more than one run"):
        merge_seeded([_one_seed(doc, s0), _one_seed(doc, s0)])

"""`diageval bench --agent-profile stochastic --seeds ...`: every method per seed, mean and spread."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from diageval.bench import seed_rows, spread
from tests.conftest import FIXTURES

ROWS = ("NR x1", "NR+IE x1", "DiagEval x1", "NR x2", "NR+IE x2", "DiagEval x2", "Best-of-3")


def _tables(recovered: dict[str, int], fns: int) -> dict:
    return {
        "table2": [
            {
                "method": m,
                "false_negatives": fns,
                "recovered": recovered.get(m, 0),
                "recovery": recovered.get(m, 0) / fns if fns else 0.0,
                "false_pass": 0,
            }
            for m in ROWS
        ]
    }


def test_spread_is_mean_sample_sd_and_range() -> None:
    assert spread([0.5, 0.25, 0.75]) == {"mean": 0.5, "sd": 0.25, "min": 0.25, "max": 0.75}
    assert spread([0.4]) == {"mean": 0.4, "sd": 0.0, "min": 0.4, "max": 0.4}
    assert spread([]) == {"mean": None, "sd": None, "min": None, "max": None}


def test_seed_rows_margin_over_the_best_baseline_of_each_seed() -> None:
    got = seed_rows(
        {
            0: _tables({"NR x2": 1, "NR+IE x2": 2, "Best-of-3": 1, "DiagEval x2": 3}, 4),
            1: _tables({"NR x2": 2, "NR+IE x2": 1, "Best-of-3": 2, "DiagEval x2": 2}, 4),
            2: _tables({}, 0),  # no false negative: nothing to recover, left out of the spread
        }
    )
    rows = {r["method"]: r for r in got["table2"]}
    assert got["measured_seeds"] == [0, 1]
    assert rows["DiagEval x2"]["recovery"] == [0.75, 0.5, None]
    assert rows["DiagEval x2"]["mean"] == 0.625
    assert rows["NR+IE x2"]["recovered"] == [2, 1, 0]
    assert got["margin"]["per_seed"] == [0.25, 0.0]
    assert got["margin"]["best_baseline"] == ["NR+IE x2", "NR x2"]
    assert got["margin"]["mean"] == 0.125


@pytest.fixture(scope="module")
def seeded(tmp_path_factory: pytest.TempPathFactory) -> dict:
    """The bench on one case whose target is below the fold, with two seeds of the sampling agent."""
    tmp = tmp_path_factory.mktemp("seeded")
    suite = tmp / "tiny.yaml"
    suite.write_text(
        f"""name: tiny
app:
  static: {FIXTURES / "stochastic"}
cases:
  - id: export
    task: "Save, then export."
    steps: [{{click: Save}}, {{click: Export}}]
    expect: [{{text: exported}}]
    label: pass
""",
        encoding="utf-8",
    )
    out = tmp / "out"
    cmd = [sys.executable, "-m", "diageval._cli", "bench", str(suite), "--agent-profile", "stochastic"]
    cmd += ["--seeds", "1,2", "--workers", "2", "--out", str(out)]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-2000:]
    data = json.loads((out / "bench.json").read_text())
    data["markdown"] = (out / "bench.md").read_text()
    return data


def test_seeded_bench_reports_each_seed_and_the_spread(seeded: dict) -> None:
    p = seeded["parameters"]
    assert p["seeds"] == [1, 2] and p["agent_profile"]["name"] == "stochastic"
    assert set(seeded["seeds"]) == {"1", "2"}
    # Each seed ran the single run of the one case; the pooled cases are every seed's.
    assert [len(seeded["seeds"][s]["cases"]) for s in ("1", "2")] == [1, 1]
    assert len(seeded["cases"]) == 2
    block = next(iter(seeded["spread"]["corpora"].values()))
    assert block["seeds"] == [1, 2]
    fns = [seeded["seeds"][s]["tables"]["table2"][0]["false_negatives"] for s in ("1", "2")]
    assert block["measured_seeds"] == [s for s, n in zip((1, 2), fns, strict=True) if n]
    for row in block["table2"]:
        assert row["false_negatives"] == fns
    assert "## Table 2 with the sampling agent (profile `stochastic`, seeds 1, 2)" in seeded["markdown"]
    # Table 2 compares methods: the branch-ordering ablations are not run per seed, and not reported.
    assert not any(k.startswith("diageval/") for c in seeded["cases"] for k in c["outcomes"])
    assert seeded["tables"]["orderings"] == [] or seeded["tables"]["orderings"][0]["ordering"] == "EIG"
    assert "partial" not in seeded  # the finished document replaces the per-seed checkpoint
    assert "DiagEval x2's margin" in seeded["markdown"] or "no margin, to measure" in seeded["markdown"]


def test_seeded_bench_reruns_a_failed_single_run(seeded: dict) -> None:
    """NR and NR+IE rerun exactly the cases whose single run failed (their reruns are the sampling agent's
    own runs: tests/agents/test_stochastic.py)."""
    reruns = [
        b
        for c in seeded["cases"]
        for name in ("nr", "nr_ie")
        for b in c["outcomes"].get(name, {}).get("branches", [])
    ]
    fails = [c for c in seeded["cases"] if c["single_verdict"] == "fail"]
    assert all(b["probe"] == "rerun" for b in reruns)
    assert bool(reruns) == bool(fails)


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--seeds", "0,1"], ["--seeds needs a sampling --agent-profile"]),
        (["--agent-profile", "clumsy"], ["--agent-profile clumsy", "not a profile name"]),
        (["--agent-profile", "stochastic", "--seeds", "0,x"], ["--seeds 0,x", "integers"]),
        (["--agent-profile", "stochastic", "--seeds", "1,1"], ["--seeds 1,1", "distinct"]),
    ],
)
def test_bad_bench_options_exit_2(tmp_path: Path, args: list[str], words: list[str]) -> None:
    cmd = [sys.executable, "-m", "diageval._cli", "bench", str(FIXTURES / "stochastic"), *args]
    proc = subprocess.run([*cmd, "--out", str(tmp_path)], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2, proc.stderr
    for w in words:
        assert w in proc.stderr

"""`diageval bench --quick` end to end: the pipeline runs every method and its tables are consistent.

This guards the pipeline, not the target numbers (those are in benchmarks/RESULTS.md)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from benchmarks.partial import tally

# The module's fixture runs whole suites with diagnosis (about 2 min on an idle 2-core machine): the
# timeout guards against a hang, not a speed target (those are benchmarks/).
pytestmark = pytest.mark.timeout(600)

CORPUS = Path(__file__).parents[2] / "benchmarks" / "corpus"
SUITES = ["settings.yaml"]  # its first correct case is a false Fail the diagnosis recovers


@pytest.fixture(scope="module")
def bench(tmp_path_factory: pytest.TempPathFactory) -> dict:
    out = tmp_path_factory.mktemp("bench")
    cmd = [
        sys.executable,
        "-m",
        "diageval._cli",
        "bench",
        *(str(CORPUS / s) for s in SUITES),
        "--quick",
        "--workers",
        "3",
        "--out",
        str(out),
    ]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert (out / "bench.md").read_text().startswith("# diageval benchmark")
    doc = json.loads((out / "bench.json").read_text())
    doc["_journal"] = [json.loads(t) for t in (out / "bench.progress.jsonl").read_text().splitlines()]
    return doc


def test_quick_subset_is_one_pass_and_one_fail_per_suite(bench: dict) -> None:
    t = bench["tables"]
    assert t["cases"] == 2 * len(SUITES) and t["labels"] == {"pass": len(SUITES), "fail": len(SUITES)}
    assert bench["parameters"]["quick"] is True and bench["versions"]["chromium"]
    assert len(bench["source"]["source_sha256"]) == 16 and "commit" in bench["source"]


def test_table1_time_split_adds_up(bench: dict) -> None:
    """The diagnosis's wall time is at most its parts summed (branches of a round may run at once) and at
    least its judging plus its slowest branch."""
    single = bench["tables"]["table1"][0]["wall_s_per_case"]
    for row in bench["tables"]["table1"][1:]:
        parts = row["judge_s"] + row["restore_s"] + row["branch_s"]
        assert parts > 0
        assert single < row["wall_s_per_case"] <= single + parts + 0.05
        assert 0 <= row["wait_s"] <= row["branch_s"]


def test_table1_is_internally_consistent(bench: dict) -> None:
    t = bench["tables"]
    assert [r["method"] for r in t["table1"]] == ["Single run", "DiagEval x1", "DiagEval x2"]
    for row in t["table1"]:
        assert row["TP"] + row["FN"] + row["TN"] + row["FP"] + row["other"] == row["n"] == t["cases"]
        assert (
            row["TN"]
            + row["FP"]
            + sum(1 for c in bench["cases"] if c["label"] == "fail" and _is_other(c, row["method"]))
            == t["labels"]["fail"]
        )
        assert row["accuracy"] == pytest.approx((row["TP"] + row["TN"]) / row["n"], abs=1e-4)
    single = t["table1"][0]
    assert single["branches_per_case"] == 0


def _is_other(case: dict, method: str) -> bool:
    if method == "Single run" or case["single_verdict"] != "fail":
        return case["single_verdict"] not in ("pass", "fail")
    return case["outcomes"]["diageval"]["verdict"] not in ("pass", "fail")


def test_table2_and_orderings_agree_with_table1(bench: dict) -> None:
    t = bench["tables"]
    fn = t["table1"][0]["FN"]
    rows = {r["method"]: r for r in t["table2"]}
    assert set(rows) == {"NR x1", "NR+IE x1", "DiagEval x1", "NR x2", "NR+IE x2", "DiagEval x2", "Best-of-3"}
    for r in rows.values():
        assert r["false_negatives"] == fn and 0 <= r["recovered"] <= fn
    # x2 only adds rounds: it recovers at least what x1 did, for every method.
    for m in ("NR", "NR+IE", "DiagEval"):
        assert rows[f"{m} x2"]["recovered"] >= rows[f"{m} x1"]["recovered"]
    # Recovered false negatives are exactly the cases Table 1 moved from FN to TP.
    assert rows["DiagEval x2"]["recovered"] == t["table1"][2]["TP"] - t["table1"][0]["TP"]
    # Defects turned into a Pass are exactly the cases Table 1 moved from TN to FP.
    assert rows["DiagEval x2"]["false_pass"] == t["table1"][2]["FP"] - t["table1"][0]["FP"]
    for r in rows.values():
        assert 0 <= r["false_pass"] <= r["defects"]
    orders = {r["ordering"]: r for r in t["orderings"]}
    assert orders["EIG"]["recovered"] == rows["DiagEval x2"]["recovered"]
    for r in orders.values():
        assert 0 <= r["first_branch_hit"] <= 1
        assert r["recovered"] == 0 or r["branches_per_recovered"] >= 1
    assert sum(s["total"] for s in t["per_sou"]) == fn


def test_every_failure_has_every_method(bench: dict) -> None:
    # Correct cases measure recovery, defects measure false Passes: every method runs on both; the
    # branch-ordering ablations only on the correct cases.
    methods = {"diageval", "nr", "nr_ie", "best_of_3"}
    for c in bench["cases"]:
        if c["single_verdict"] != "fail":
            assert c["outcomes"] == {}
        elif c["label"] == "pass":
            assert set(c["outcomes"]) == methods | {"diageval/random", "diageval/fixed"}
        else:
            assert set(c["outcomes"]) == methods
        if c["outcomes"]:
            # Best-of-3 is the single run and NR's two reruns from scratch: read off them, not run again.
            bo3, nr = c["outcomes"]["best_of_3"], c["outcomes"]["nr"]
            assert (bo3["verdict"], bo3["branches"]) == (nr["verdict"], nr["branches"])


def test_the_journal_holds_every_run_as_it_ended(bench: dict) -> None:
    # A bench stopped before bench.json still says what it measured: one line per single run and per
    # method outcome, with the source first.
    lines = bench["_journal"]
    assert lines[0]["run"] == "source" and lines[0]["commit"] == bench["source"]["commit"]
    singles = {(d["suite"], d["case"]): d for d in lines if d["run"] == "single"}
    assert len(singles) == len(bench["cases"])
    for c in bench["cases"]:
        assert singles[(c["suite"], c["case_id"])]["verdict"] == c["single_verdict"]
        for method, out in c["outcomes"].items():
            if method == "best_of_3":
                continue  # read off NR's outcome, not run
            (line,) = [d for d in lines if d["run"] == method and d["case"] == c["case_id"]]
            assert (line["verdict"], line["attribution"]) == (out["verdict"], out["attribution"])
    rows = tally(lines, "diageval")
    t2 = bench["tables"]["table2"]
    x2 = next(r for r in t2 if r["method"] == "DiagEval x2")
    assert sum(r.get("recovered", 0) for r in rows.values()) == x2["recovered"]

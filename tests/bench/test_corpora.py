"""Each corpus (suite folder) of a bench is reported on its own and can be selected; no browser."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from diageval.bench import corpora, corpus_rows, markdown, quick_subset, tables
from diageval.metrics import BenchCase, BranchBrief, MethodOutcome
from diageval.suite import load_suites

SUITE = """name: {name}
app: {{static: .}}
cases:
  - id: ok
    label: pass
    task: t
    steps: [{{goto: /}}]
  - id: broken
    label: fail
    task: t
    steps: [{{goto: /}}]
"""


@pytest.fixture
def two_corpora(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    files = []
    for folder, names in (("alpha", ["a1", "a2", "a3"]), ("beta", ["b1", "b2", "b3", "b4", "b5"])):
        (tmp_path / folder).mkdir()
        for n in names:
            f = tmp_path / folder / f"{n}.yaml"
            f.write_text(SUITE.format(name=n))
            files.append(f)
    monkeypatch.chdir(tmp_path)
    return files


def test_suites_group_by_their_folder(two_corpora: list[Path]) -> None:
    groups = corpora(load_suites(two_corpora))
    assert list(groups) == ["alpha", "beta"]
    assert [s.name for s in groups["beta"]] == ["b1", "b2", "b3", "b4", "b5"]


def test_quick_subset_takes_suites_from_every_corpus(two_corpora: list[Path]) -> None:
    quick = quick_subset(load_suites(two_corpora))
    # 8 quick suites shared by 2 corpora: the first 4 of each (alpha has only 3).
    assert [s.name for s in quick] == ["a1", "a2", "a3", "b1", "b2", "b3", "b4"]
    assert all(len(s.cases) == 2 for s in quick)


def _case(corpus: str, cid: str, label: str, single: str, verdict: str) -> BenchCase:
    outcome = "verified_success" if verdict == "pass" else "fail"
    branch = BranchBrief(round=1, type="B", probe="B.x", outcome=outcome, p_after=0.05, duration_s=1.0)
    out = MethodOutcome(method="diageval", verdict=verdict, p0=0.1, p_final=0.05, stop="x", branches=[branch])
    outcomes = {m: out.model_copy(update={"method": m}) for m in ("diageval", "best_of_3")}
    return BenchCase(
        suite=corpus,
        case_id=cid,
        label=label,
        corpus=corpus,
        single_verdict=single,
        single_wall_s=1.0,
        single_reason="",
        outcomes=outcomes if single == "fail" else {},
    )


def test_each_corpus_gets_its_own_line_and_tables() -> None:
    cases = [
        _case("alpha", "1", "pass", "fail", "pass"),
        _case("alpha", "2", "pass", "fail", "fail"),
        _case("alpha", "3", "fail", "fail", "fail"),
        _case("beta", "1", "pass", "fail", "pass"),
        _case("beta", "2", "fail", "fail", "pass"),
        _case("beta", "3", "pass", "pass", "pass"),
    ]
    data = {
        "command": "diageval bench alpha beta",
        "wall_s": 1.0,
        "versions": {},
        "parameters": {"workers": 1},
        "tables": tables(cases),
        "corpora": {n: tables([c for c in cases if c.corpus == n]) for n in ("alpha", "beta")},
    }
    rows = {r["corpus"]: r for r in corpus_rows(data)}
    assert rows["alpha"]["DiagEval x2"] == "1/2" and rows["alpha"]["x2 false Pass"] == "0/1"
    assert rows["beta"]["DiagEval x2"] == "1/1" and rows["beta"]["x2 false Pass"] == "1/1"
    md = markdown(data)
    assert md.index("## Corpora") < md.index("## Corpus `alpha`") < md.index("## Corpus `beta`")
    assert md.index("## Corpus `beta`") < md.index("## All corpora together")


def test_unknown_corpus_is_bad_input(two_corpora: list[Path], tmp_path: Path) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "diageval._cli", "bench", "alpha", "beta", "--corpus", "gamma"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=60,
    )
    assert proc.returncode == 2
    assert "--corpus gamma matches none of the corpora: alpha, beta" in proc.stderr


def test_a_folder_without_suites_is_bad_input(tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    proc = subprocess.run(
        [sys.executable, "-m", "diageval._cli", "bench", "empty"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=60,
    )
    assert proc.returncode == 2 and "empty: a folder with no suite files" in proc.stderr

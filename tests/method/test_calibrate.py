"""Likelihoods learnt from labelled runs (METHOD.md 8.4): Laplace-smoothed counts, the belief replayed with
them, Brier score and reliability leaving one app out, and the config written for --config."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from diageval.method import DiagnosisConfig
from diageval.method import calibration as cal
from diageval.metrics import BenchCase, BranchBrief, MethodOutcome

B = cal.Branched


def _cases() -> list[cal.LabelledDiagnosis]:
    # Two apps. On correct cases B.scroll_page succeeds 3 times in 4; A.aria fails 3 times in 3 before
    # another probe succeeds. On defects every branch fails.
    out = []
    for app in ("a", "b"):
        out += [
            cal.LabelledDiagnosis(
                app, "ok1", False, "insufficient_exploration", (B("B", "B.scroll_page", True),)
            ),
            cal.LabelledDiagnosis(
                app, "ok2", False, "wrong_target", (B("A", "A.aria", False), B("B", "B.scroll_page", True))
            ),
            cal.LabelledDiagnosis(
                app, "bad", True, "wrong_target", (B("A", "A.aria", False), B("C", "C.wait_retry", False))
            ),
        ]
    out.append(
        cal.LabelledDiagnosis(
            "a", "ok3", False, "wrong_target", (B("B", "B.scroll_page", False), B("A", "A.aria", False))
        )
    )
    return out


def test_fit_counts_with_laplace_smoothing() -> None:
    k = cal.fit(_cases())
    # B.scroll_page on correct apps: 4 successes in 5 -> (4+1)/(5+2).
    assert k.probe_weight["B.scroll_page"] == pytest.approx(5 / 7, abs=1e-4)
    assert k.probe_gamma["B.scroll_page"] == pytest.approx(2 / 7, abs=1e-4)
    # A.aria: 0 successes in 3 on correct apps.
    assert k.probe_weight["A.aria"] == pytest.approx(1 / 5, abs=1e-4)
    # beta: no success among the 4 branches on defects -> 1/6.
    assert k.beta == pytest.approx(1 / 6, abs=1e-4)
    # Prior of wrong_target: 2 defects in 5 cases -> 3/7.
    assert k.prior("wrong_target") == pytest.approx(3 / 7, abs=1e-4)
    # No failure on a correct app found defect evidence: 0 of the 8 branches there -> 1/10.
    assert k.evidence_gamma == pytest.approx(1 / 10, abs=1e-4)
    # The config accepts it and the engine reads the per-probe likelihood first.
    assert k.fail_likelihood("A", "A.aria") == pytest.approx(4 / 5, abs=1e-4)
    assert k.fail_likelihood("A", "A.never_seen") == k.gamma["A"]


def test_a_strength_pulls_each_estimate_toward_the_paper_values() -> None:
    default = DiagnosisConfig()
    k = cal.fit(_cases(), default, strength=10)
    # Type A on correct apps: 3 failures in 3 (A.aria); the paper's gamma_A is 0.6 -> (3 + 10*0.6)/(3+10).
    assert k.gamma["A"] == pytest.approx(9 / 13, abs=1e-4)
    # A probe is pulled toward its fitted type: A.aria fails 3 of 3 -> (3 + 10*9/13)/13.
    assert k.probe_gamma["A.aria"] == pytest.approx((3 + 10 * 9 / 13) / 13, abs=1e-4)
    assert k.probe_weight["A.aria"] == pytest.approx(1 - k.probe_gamma["A.aria"], abs=1e-4)
    # beta: no success in 4 branches on defects, the paper's 0.1 -> 1/14; prior of wrong_target: 2 of 5.
    assert k.beta == pytest.approx(1 / 14, abs=1e-4)
    assert k.prior("wrong_target") == pytest.approx((2 + 1) / 15, abs=1e-4)
    # The stronger the pull, the closer to the paper's values; Laplace smoothing stays the default.
    far = cal.fit(_cases(), default, strength=1000)
    assert abs(far.gamma["A"] - 0.6) < abs(k.gamma["A"] - 0.6) < abs(cal.fit(_cases()).gamma["A"] - 0.6)
    # auto: the grid's pseudo-count with the best leave-one-app-out score, ties to the stronger pull.
    best = cal.choose_strength(_cases(), default)
    scores = {s: cal.brier(cal.leave_one_app_out(_cases(), default, s)) for s in cal.STRENGTHS}
    assert scores[best] == min(scores.values())
    assert best == max(s for s, v in scores.items() if v == min(scores.values()))


def test_replayed_belief_and_scores() -> None:
    default = DiagnosisConfig()
    bad = _cases()[2]
    # Two failures: 0.1 -> 0.1/(0.1+0.9*0.6) -> then gamma C 0.4.
    p1 = 0.1 / (0.1 + 0.9 * 0.6)
    assert cal.predict(bad, default) == pytest.approx(p1 / (p1 + (1 - p1) * 0.4))
    assert cal.brier([(1.0, True), (0.0, False)]) == 0.0
    assert cal.brier([(0.5, True), (0.5, False)]) == 0.25
    pairs = cal.leave_one_app_out(_cases())
    assert len(pairs) == len(_cases())
    bins = cal.reliability(pairs)
    assert sum(b.n for b in bins) == len(pairs) and len(bins) == 5


def test_cli_writes_a_config_that_run_accepts(tmp_path: Path) -> None:
    def case(suite: str, cid: str, label: str, outcomes: list[str]) -> dict:
        briefs = [
            BranchBrief(round=1, type="B", probe="B.scroll_page", outcome=o, p_after=0.1, duration_s=1.0)
            for o in outcomes
        ]
        out = MethodOutcome(
            method="diageval",
            verdict="fail",
            p0=0.1,
            p_final=0.1,
            stop="rounds",
            branches=briefs,
            category="insufficient_exploration",
        )
        return BenchCase(
            suite=suite,
            case_id=cid,
            label=label,
            single_verdict="fail",
            single_wall_s=1.0,
            single_reason="",
            outcomes={"diageval": out},
            corpus=f"corpora/{suite[0]}",
        ).model_dump()

    bench = tmp_path / "bench.json"
    cases = [
        case(s, f"c{i}", lab, outs)
        for s in ("x", "y")
        for i, (lab, outs) in enumerate([("pass", ["fail", "verified_success"]), ("fail", ["fail", "fail"])])
    ]
    bench.write_text(json.dumps({"cases": cases}))
    cfg = tmp_path / "calibrated.yaml"
    cli = [sys.executable, "-m", "diageval._cli"]
    proc = subprocess.run(
        [*cli, "calibrate", "--bench", str(bench), "--write", str(cfg)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    assert "Brier score, calibrated (leave one app out)" in proc.stdout
    from diageval._cli._inputs import _diagnosis_config

    # Learnt on one corpus (apps x1, x2), measured on another (y1).
    more = [case(s, "c0", "pass", ["fail", "verified_success"]) for s in ("x1", "x2", "y1")]
    split = tmp_path / "split.json"
    split.write_text(json.dumps({"cases": more}))
    by_corpus = subprocess.run(
        [*cli, "calibrate", "--bench", str(split), "--corpus", "x", "--measure-on", "y"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert by_corpus.returncode == 0, by_corpus.stderr
    assert "2 labelled diagnoses" in by_corpus.stdout and "measured on y (1 cases)" in by_corpus.stdout
    loaded = _diagnosis_config(cfg)
    assert loaded.probe_weight["B.scroll_page"] == pytest.approx(2 / 4)  # 1 success in 2 on correct apps
    # Too little to learn from: a clear error, exit 2.
    one = tmp_path / "one.json"
    one.write_text(json.dumps({"cases": cases[:2]}))
    bad = subprocess.run([*cli, "calibrate", "--bench", str(one)], capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and "at least 2 apps" in bad.stderr
    # --strength: auto names the pseudo-count it chose; a bad value is a clear error, exit 2.
    auto = subprocess.run(
        [*cli, "calibrate", "--bench", str(bench), "--strength", "auto", "--write", str(tmp_path / "k.yaml")],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert auto.returncode == 0, auto.stderr
    assert "pulled toward the paper's values with strength" in auto.stdout
    assert "with strength" in (tmp_path / "k.yaml").read_text().splitlines()[0]
    neg = subprocess.run(
        [*cli, "calibrate", "--bench", str(bench), "--strength", "-3"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert neg.returncode == 2 and "--strength" in neg.stderr


def test_failures_with_evidence_are_learnt_and_replayed() -> None:
    """How often a branch on a correct app fails *and* finds defect evidence is learnt (``evidence_gamma``),
    and the replayed belief weighs such a failure with it."""
    cases = _cases()
    ok = cal.LabelledDiagnosis("b", "ok3", False, "wrong_target", (B("C", "C.wait_retry", False, True),))
    k = cal.fit([*cases, ok])
    assert k.evidence_gamma == pytest.approx(2 / 11, abs=1e-4)  # 1 of the 9 branches on correct apps
    bad = cal.LabelledDiagnosis("c", "bad", True, "wrong_target", (B("C", "C.wait_retry", False, True),))
    plain = cal.LabelledDiagnosis("c", "bad", True, "wrong_target", (B("C", "C.wait_retry", False),))
    g = k.fail_likelihood("C", "C.wait_retry")
    assert k.evidence_gamma < g and cal.predict(bad, k) > cal.predict(plain, k)
    got = cal.from_case(
        "c",
        "x",
        "fail",
        "unknown",
        [("C", "C.wait_retry", "fail", True), ("A", "A.aria", "inapplicable", True)],
    )
    assert got is not None and got.branches == (B("C", "C.wait_retry", False, True),)

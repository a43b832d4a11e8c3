"""The benchmark metrics on hand-made records: exact values, and x1 read off as the prefix of x2."""

from __future__ import annotations

import pytest

from diageval.method import entropy
from diageval.metrics import (
    BenchCase,
    BranchBrief,
    MethodOutcome,
    caught_defects,
    confusion,
    cost,
    false_negatives,
    false_passes,
    per_sou,
    recovery,
    view,
)


def _b(round_: int, t: str, outcome: str, p: float) -> BranchBrief:
    return BranchBrief(
        round=round_, type=t, probe=f"{t}.x", outcome=outcome, p_after=p, duration_s=1.0, restore_s=0.5
    )


def _case(
    cid: str, label: str, single: str, branches: list[BranchBrief], verdict: str, sou: int | None = 2
) -> BenchCase:
    out = MethodOutcome(
        method="diageval",
        verdict=verdict,
        p0=0.1,
        p_final=branches[-1].p_after if branches else 0.1,
        stop="x",
        branches=branches,
        wall_s=float(len(branches)),
        round_s=[0.25, 0.25] if any(b.round == 2 for b in branches) else [0.25],
    )
    return BenchCase(
        suite="s",
        case_id=cid,
        label=label,
        single_verdict=single,
        single_wall_s=2.0,
        single_reason="",
        sou=sou,
        outcomes={"diageval": out} if single == "fail" else {},
    )


CASES = [
    # recovered by the first branch of round 1
    _case("a", "pass", "fail", [_b(1, "B", "verified_success", 0.0526)], "pass"),
    # recovered only in round 2, after three failed branches
    _case(
        "b",
        "pass",
        "fail",
        [
            _b(1, "A", "fail", 0.1562),
            _b(1, "B", "fail", 0.2703),
            _b(1, "C", "fail", 0.4808),
            _b(2, "A", "verified_success", 0.2),
        ],
        "pass",
        sou=1,
    ),
    # a defect confirmed in round 2
    _case(
        "c",
        "fail",
        "fail",
        [
            _b(1, "C", "fail", 0.2174),
            _b(1, "C", "fail", 0.4098),
            _b(1, "C", "fail", 0.6345),
            _b(2, "C", "fail", 0.8127),
        ],
        "fail",
    ),
    # the single run already passed
    _case("d", "pass", "pass", [], "pass"),
    # a defect the diagnosis wrongly passed (a false positive)
    _case(
        "e", "fail", "fail", [_b(1, "A", "inapplicable", 0.1), _b(1, "A", "verified_success", 0.02)], "pass"
    ),
]


def test_x1_is_the_prefix_of_x2() -> None:
    b = CASES[1]
    assert view(b, "diageval", 1).verdict == "fail"
    assert view(b, "diageval", 1).p_final == 0.4808
    assert view(b, "diageval", 2).verdict == "pass"
    assert view(b, "diageval", 2).branches == 4
    # Judging (0.25 s a round) and restores (0.5 s a branch) count, not only the branches (1 s each).
    assert view(b, "diageval", 1).wall_s == 2.0 + 0.25 + 3 * (0.5 + 1.0)
    assert view(b, "diageval", 2).wall_s == 2.0 + 0.5 + 4 * (0.5 + 1.0)


def test_cost_splits_the_diagnosis_time() -> None:
    k = cost([CASES[1], CASES[3]], "diageval", 1)
    assert (k.judge_s, k.restore_s, k.branch_s) == (0.125, 0.75, 1.5)
    assert k.wall_s == pytest.approx(2.0 + k.judge_s + k.restore_s + k.branch_s)


def test_false_passes_on_defects() -> None:
    defects = caught_defects(CASES)
    assert [c.case_id for c in defects] == ["c", "e"]
    assert false_passes(defects, "diageval", 1) == 1  # e: a branch "recovered" a real defect


def test_confusion_per_method() -> None:
    single = confusion(CASES, None)
    assert (single.tp, single.fn, single.tn, single.fp) == (1, 2, 2, 0)
    x1 = confusion(CASES, "diageval", 1)
    assert (x1.tp, x1.fn, x1.tn, x1.fp) == (2, 1, 1, 1)
    x2 = confusion(CASES, "diageval", 2)
    assert (x2.tp, x2.fn, x2.tn, x2.fp) == (3, 0, 1, 1)
    assert x2.accuracy == pytest.approx(4 / 5)
    assert x2.tn + x2.fp == sum(1 for c in CASES if c.label == "fail")


def test_recovery_dh_and_first_hit() -> None:
    fns = false_negatives(CASES)
    assert [c.case_id for c in fns] == ["a", "b"]
    r1 = recovery(fns, "diageval", 1)
    assert (r1.recovered, r1.first_hits) == (1, 1)
    assert r1.dh == pytest.approx(((entropy(0.1) - entropy(0.0526)) + (entropy(0.1) - entropy(0.4808))) / 2)
    r2 = recovery(fns, "diageval", 2)
    assert (r2.recovered, r2.rate, r2.first_hit_rate) == (2, 1.0, 0.5)
    assert r2.branches_recovered == pytest.approx((1 + 4) / 2)
    assert per_sou(fns, "diageval", 1) == {1: (0, 1), 2: (1, 1)}


def test_inapplicable_branches_are_not_counted() -> None:
    v = view(CASES[4], "diageval", 2)
    assert v.branches == 1 and v.first_hit


def test_confirmation_counts_what_backs_a_fail() -> None:
    from diageval.metrics import confirmation

    def case(cid: str, label: str, verdict: str, attribution: str, evidence: list[str]) -> BenchCase:
        c = _case(cid, label, "fail", [_b(1, "A", "fail", 0.8)], verdict)
        out = c.outcomes["diageval"].model_copy(update={"attribution": attribution, "evidence": evidence})
        return c.model_copy(update={"outcomes": {"diageval": out}})

    cases = [
        case("d1", "fail", "fail", "env_fail_confirmed", ["actuation_verified", "error_raised"]),
        case("d2", "fail", "fail", "env_fail_confirmed", ["error_raised"]),
        case("d3", "fail", "fail", "env_fail_unconfirmed", []),
        case("d4", "fail", "pass", "agent_fail", []),
        case("c1", "pass", "fail", "env_fail_confirmed", ["target_absent"]),  # a false confirmation
        case("c2", "pass", "fail", "env_fail_unconfirmed", []),
        _case("c3", "pass", "pass", [], "pass"),  # the single run passed: not diagnosed
    ]
    k = confirmation(cases, "diageval")
    assert (k.defects, k.confirmed, k.unconfirmed, k.passed, k.false_confirmations) == (4, 2, 1, 1, 1)
    assert k.precision == pytest.approx(2 / 3)
    assert k.evidence == {"actuation_verified": 1, "error_raised": 2}
    assert confirmation(cases[5:], "diageval").precision == 1.0  # nothing confirmed, nothing wrong


def test_parallel_rounds_take_as_long_as_their_slowest_branch() -> None:
    """Branches of a round that ran at once: the round's wall time is its slowest branch with its restore,
    never the sum; the parts are still reported summed."""
    slow = BranchBrief(
        round=1, type="A", probe="A.x", outcome="fail", p_after=0.2, duration_s=3.0, restore_s=1.0
    )
    quick = BranchBrief(
        round=1, type="B", probe="B.x", outcome="fail", p_after=0.3, duration_s=1.0, restore_s=0.5
    )
    last = BranchBrief(
        round=2, type="C", probe="C.x", outcome="fail", p_after=0.4, duration_s=2.0, restore_s=0.5
    )
    case = _case("p", "fail", "fail", [slow, quick, last], "fail")
    out = case.outcomes["diageval"].model_copy(update={"parallel": 3, "wall_s": 100.0})
    case = case.model_copy(update={"outcomes": {"diageval": out}})
    v = view(case, "diageval", 2)
    assert v.wall_s == 2.0 + 0.5 + (3.0 + 1.0) + (2.0 + 0.5)
    assert (v.restore_s, v.branch_s) == (2.0, 6.0)
    assert view(case, "diageval", 1).wall_s == 2.0 + 0.25 + 4.0
    # When the diagnosis as measured took less than the rounds' spans, the measured time counts.
    fast = case.model_copy(update={"outcomes": {"diageval": out.model_copy(update={"wall_s": 3.0})}})
    assert view(fast, "diageval", 2).wall_s == 5.0

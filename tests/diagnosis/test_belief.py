"""METHOD.md's test vectors and fail sequences, exactly to 4 decimals, and the ranking they imply."""

from __future__ import annotations

import random

import pytest

from diageval.diagnosis import rank
from diageval.method import Branch, DiagnosisConfig, eig, entropy, update_fail, update_success

CFG = DiagnosisConfig()
W = CFG.weights["wrong_target"]

VECTORS = [
    (0.10, "A", 0.1562, 0.0182, +0.1155),
    (0.10, "B", 0.1818, 0.0526, -0.1416),
    (0.10, "C", 0.2174, 0.0526, -0.1994),
    (0.30, "A", 0.4167, 0.0667, +0.1834),
    (0.60, "A", 0.7143, 0.2000, +0.1502),
    (0.60, "B", 0.7500, 0.4286, +0.1353),
    (0.60, "C", 0.7895, 0.4286, +0.1945),
]


@pytest.mark.parametrize(("p", "t", "after_fail", "after_success", "gain"), VECTORS)
def test_method_vectors(p: float, t: str, after_fail: float, after_success: float, gain: float) -> None:
    assert round(update_fail(p, CFG.gamma[t]), 4) == after_fail
    assert round(update_success(p, W[t], CFG.beta), 4) == after_success
    assert round(eig(p, W[t], CFG.gamma[t], CFG.beta), 4) == gain


@pytest.mark.parametrize(
    ("types", "expected"),
    [
        ("CCCC", [0.2174, 0.4098, 0.6345, 0.8127]),
        ("ABCABC", [0.1562, 0.2703, 0.4808, 0.6068, 0.7553, 0.8853]),
    ],
)
def test_fail_sequences(types: str, expected: list[float]) -> None:
    p, got = 0.10, []
    for t in types:
        p = update_fail(p, CFG.gamma[t])
        got.append(round(p, 4))
    assert got == expected


def test_tau_env_is_first_crossed_after_the_fifth_branch_of_abcabc() -> None:
    p, crossed = 0.10, None
    for i, t in enumerate("ABCABC", start=1):
        p = update_fail(p, CFG.gamma[t])
        if crossed is None and p >= CFG.tau_env:
            crossed = i
    assert crossed == 5


def test_defaults_match_method() -> None:
    assert CFG.gamma == {"A": 0.60, "B": 0.50, "C": 0.40}
    assert (CFG.beta, CFG.tau_env, CFG.branches_per_round) == (0.10, 0.70, 3)
    assert CFG.weights["insufficient_exploration"] == {"A": 0.1818, "B": 0.7273, "C": 0.0909}
    assert all(v == 0.10 for v in CFG.priors.values())
    assert CFG.max_branches == 12  # METHOD.md 8.2: the total branch budget


def test_entropy_bounds() -> None:
    assert entropy(0.5) == 1.0
    assert entropy(0.0) == entropy(1.0) == 0.0


def _branches() -> list[Branch]:
    return [
        Branch(id="c", type="C", probe="C.wait_retry", description="", cost=3.0),
        Branch(id="b", type="B", probe="B.scroll_page", description="", cost=2.0),
        Branch(id="a", type="A", probe="A.keyboard", description="", cost=2.0),
    ]


def test_eig_ranking_follows_the_category_weights() -> None:
    ordered = rank(_branches(), 0.10, "wrong_target", CFG, random.Random(0))
    assert [b.type for b in ordered] == ["A", "B", "C"]
    assert ordered[0].eig == 0.1155
    ordered = rank(_branches(), 0.10, "insufficient_exploration", CFG, random.Random(0))
    assert ordered[0].type == "B"


def test_ties_go_to_the_cheaper_branch() -> None:
    a1 = Branch(id="x", type="A", probe="A.ocr", description="", cost=3.0)
    a2 = Branch(id="y", type="A", probe="A.fuzzy_text", description="", cost=1.0)
    assert [b.id for b in rank([a1, a2], 0.1, "unknown", CFG, random.Random(0))] == ["y", "x"]


def test_random_ordering_is_seeded_and_fixed_follows_the_catalogue() -> None:
    rnd = CFG.model_copy(update={"ordering": "random"})
    one = [b.id for b in rank(_branches(), 0.1, "unknown", rnd, random.Random(7))]
    two = [b.id for b in rank(_branches(), 0.1, "unknown", rnd, random.Random(7))]
    assert one == two
    fixed = CFG.model_copy(update={"ordering": "fixed"})
    assert [b.type for b in rank(_branches(), 0.1, "insufficient_exploration", fixed, random.Random(0))] == [
        "A",
        "B",
        "C",
    ]

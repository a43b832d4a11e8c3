"""Likelihoods learnt from labelled runs (METHOD.md 8.4). Pure functions: no browser, no I/O.

The paper's ``gamma``, ``w`` and ``beta`` are heuristics. Every diagnosed case with a label says, branch by
branch, how often a probe fails or succeeds on a correct app (AgentFail) and how often a branch "succeeds" on
a defective one (``beta``). The fit is Laplace-smoothed counts. Calibration is measured offline: the
belief of each held-out case is replayed over the branches that actually ran, with the fitted parameters,
and scored against its label (Brier score, reliability table), leaving one app out at a time.

The replay keeps the branches that ran: with other parameters the live protocol could have ranked and
stopped differently. The score measures the likelihoods, not the whole protocol.

With a ``strength``, each estimate is pulled toward a prior mean instead of toward 1/2: the paper's value for
a type's ``gamma``, ``beta`` and the priors, and the fitted type's value for each of its probes, as if
``strength`` cases had been seen at that mean. A few apps give a few branches per probe; counts alone then
say "this probe never fails on a correct app" after six branches. :func:`choose_strength` picks it by the
same leave-one-app-out score, on the training cases only.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field

from ._belief import update_fail, update_success
from ._config import BRANCH_TYPES, CATEGORIES, DiagnosisConfig


@dataclass(frozen=True)
class Branched:
    """One branch that moved (or would move) the belief: its type, probe and whether it succeeded."""

    type: str
    probe: str
    success: bool
    evidence: bool = False
    """A failure that found defect evidence."""


@dataclass(frozen=True)
class LabelledDiagnosis:
    """A diagnosed case with its label: the app it belongs to, the first round's category, its branches."""

    app: str
    case: str
    defect: bool
    category: str
    branches: tuple[Branched, ...] = field(default_factory=tuple)


STRENGTHS = (2.0, 5.0, 10.0, 20.0, 50.0, 100.0)
"""The pseudo-counts :func:`choose_strength` tries."""


def _laplace(hits: int, n: int) -> float:
    return (hits + 1) / (n + 2)


def fit(
    cases: list[LabelledDiagnosis], base: DiagnosisConfig | None = None, strength: float | None = None
) -> DiagnosisConfig:
    """Per-type and per-probe likelihoods, ``beta`` and per-category priors from labelled diagnoses:
    Laplace-smoothed counts, or with ``strength``, counts pulled toward ``base`` (see the module)."""
    base = base or DiagnosisConfig()

    def est(hits: int, n: int, mean: float) -> float:
        return _laplace(hits, n) if strength is None else (hits + strength * mean) / (n + strength)

    probe_type: dict[str, str] = {}
    by_type: dict[str, list[int]] = defaultdict(lambda: [0, 0])  # type -> [fails, n] on correct apps
    by_probe: dict[str, list[int]] = defaultdict(lambda: [0, 0])  # probe -> [successes, n]
    false_success = [0, 0]  # on defects: [successes, n]
    with_evidence = [0, 0]  # on correct apps: [failures that found defect evidence, n]
    prior: dict[str, list[int]] = defaultdict(lambda: [0, 0])  # category -> [defects, n]
    for c in cases:
        prior[c.category][0] += c.defect
        prior[c.category][1] += 1
        for b in c.branches:
            if c.defect:
                false_success[0] += b.success
                false_success[1] += 1
                continue
            by_type[b.type][0] += not b.success
            by_type[b.type][1] += 1
            with_evidence[0] += not b.success and b.evidence
            with_evidence[1] += 1
            by_probe[b.probe][0] += b.success
            by_probe[b.probe][1] += 1
            probe_type[b.probe] = b.type
    gamma = {**base.gamma}
    gamma |= {t: round(est(f, n, base.gamma[t]), 4) for t in BRANCH_TYPES for f, n in [by_type[t]] if n}
    fails = {p: est(n - s, n, gamma[probe_type[p]]) for p, (s, n) in sorted(by_probe.items())}
    probe_gamma = {p: round(g, 4) for p, g in fails.items()}
    # A probe's success and failure likelihoods on a correct app add up to one.
    probe_weight = {p: round(1 - g, 4) for p, g in fails.items()}
    priors = {k: round(est(d, n, base.prior(k)), 4) for k, (d, n) in prior.items() if k in CATEGORIES}
    return base.model_copy(
        update={
            "gamma": gamma,
            "beta": round(est(false_success[0], false_success[1], base.beta), 4),
            "evidence_gamma": round(est(with_evidence[0], with_evidence[1], base.evidence_gamma), 4),
            "priors": {**base.priors, **priors},
            "probe_gamma": probe_gamma,
            "probe_weight": probe_weight,
        }
    )


def predict(case: LabelledDiagnosis, config: DiagnosisConfig) -> float:
    """The belief p(EnvFail) after the case's branches, replayed with ``config``'s likelihoods."""
    p = config.prior(case.category)
    for b in case.branches:
        if b.success:
            w = config.success_likelihood(case.category, b.type, b.probe)
            p = update_success(p, w, config.beta)
        else:
            p = update_fail(p, config.fail_likelihood(b.type, b.probe, evidence=b.evidence))
    return p


def brier(pairs: list[tuple[float, bool]]) -> float:
    """Mean squared distance between the predicted p(EnvFail) and the truth (1 for a defect)."""
    return sum((p - float(y)) ** 2 for p, y in pairs) / len(pairs) if pairs else 0.0


def leave_one_app_out(
    cases: list[LabelledDiagnosis], base: DiagnosisConfig | None = None, strength: float | None = None
) -> list[tuple[float, bool]]:
    """Each case's prediction from a fit on every other app's cases."""
    out = []
    for app in sorted({c.app for c in cases}):
        train = [c for c in cases if c.app != app]
        config = fit(train, base, strength)
        out += [(predict(c, config), c.defect) for c in cases if c.app == app]
    return out


def choose_strength(
    cases: list[LabelledDiagnosis], base: DiagnosisConfig | None = None, grid: Sequence[float] = STRENGTHS
) -> float:
    """The pseudo-count with the best leave-one-app-out Brier score on ``cases`` (on a tie, the stronger
    pull toward the paper's values)."""
    scored = [(brier(leave_one_app_out(cases, base, k)), -k) for k in grid]
    return -min(scored)[1]


@dataclass(frozen=True)
class Bin:
    low: float
    high: float
    n: int
    mean_p: float
    defect_rate: float


def reliability(pairs: list[tuple[float, bool]], bins: int = 5) -> list[Bin]:
    """Predictions grouped by p: in a calibrated model each bin's defect rate is close to its mean p."""
    out = []
    for i in range(bins):
        lo, hi = i / bins, (i + 1) / bins
        got = [(p, y) for p, y in pairs if lo <= p < hi or (i == bins - 1 and p == 1.0)]
        if got:
            mean = sum(p for p, _ in got) / len(got)
            rate = sum(y for _, y in got) / len(got)
            out.append(Bin(lo, hi, len(got), round(mean, 4), round(rate, 4)))
        else:
            out.append(Bin(lo, hi, 0, 0.0, 0.0))
    return out


def from_case(
    app: str,
    case: str,
    label: str | None,
    category: str | None,
    branches: Sequence[tuple[str, str, str, bool]],
) -> LabelledDiagnosis | None:
    """A labelled diagnosis from a case's label, first-round category and ``(type, probe, outcome, found
    evidence)`` of its branches; None when the case has no label or no category (not diagnosed)."""
    if label not in ("pass", "fail") or category is None:
        return None
    moved = tuple(
        Branched(t, probe, outcome == "verified_success", outcome == "fail" and evidence)
        for t, probe, outcome, evidence in branches
        if outcome in ("fail", "verified_success")
    )
    return LabelledDiagnosis(app, case, label == "fail", category, moved)

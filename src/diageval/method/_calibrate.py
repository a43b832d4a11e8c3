"""Likelihoods learnt from labelled runs (METHOD.md 8.4). Pure functions: no browser, no I/O.

The paper's ``gamma``, ``w`` and ``beta`` are heuristics. Every diagnosed case with a label says, branch by
branch, how often a probe fails or succeeds on a correct app (AgentFail) and how often a branch "succeeds" on
a defective one (``beta``). The fit is Laplace-smoothed counts. Calibration is measured offline: the
belief of each held-out case is replayed over the branches that actually ran, with the fitted parameters,
and scored against its label (Brier score, reliability table), leaving one app out at a time.

The replay keeps the branches that ran: with other parameters the live protocol could have ranked and
stopped differently. The score measures the likelihoods, not the whole protocol.
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


@dataclass(frozen=True)
class LabelledDiagnosis:
    """A diagnosed case with its label: the app it belongs to, the first round's category, its branches."""

    app: str
    case: str
    defect: bool
    category: str
    branches: tuple[Branched, ...] = field(default_factory=tuple)


def _laplace(hits: int, n: int) -> float:
    return (hits + 1) / (n + 2)


def fit(cases: list[LabelledDiagnosis], base: DiagnosisConfig | None = None) -> DiagnosisConfig:
    """Per-type and per-probe likelihoods, ``beta`` and per-category priors from labelled diagnoses."""
    base = base or DiagnosisConfig()
    by_type: dict[str, list[int]] = defaultdict(lambda: [0, 0])  # type -> [fails, n] on correct apps
    by_probe: dict[str, list[int]] = defaultdict(lambda: [0, 0])  # probe -> [successes, n]
    false_success = [0, 0]  # on defects: [successes, n]
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
            by_probe[b.probe][0] += b.success
            by_probe[b.probe][1] += 1
    gamma = {t: round(_laplace(*by_type[t]), 4) for t in BRANCH_TYPES if by_type[t][1]}
    probe_weight = {p: round(_laplace(s, n), 4) for p, (s, n) in sorted(by_probe.items())}
    probe_gamma = {p: round(_laplace(n - s, n), 4) for p, (s, n) in sorted(by_probe.items())}
    priors = {k: round(_laplace(d, n), 4) for k, (d, n) in prior.items() if k in CATEGORIES}
    return base.model_copy(
        update={
            "gamma": {**base.gamma, **gamma},
            "beta": round(_laplace(*false_success), 4),
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
            p = update_fail(p, config.fail_likelihood(b.type, b.probe))
    return p


def brier(pairs: list[tuple[float, bool]]) -> float:
    """Mean squared distance between the predicted p(EnvFail) and the truth (1 for a defect)."""
    return sum((p - float(y)) ** 2 for p, y in pairs) / len(pairs) if pairs else 0.0


def leave_one_app_out(
    cases: list[LabelledDiagnosis], base: DiagnosisConfig | None = None
) -> list[tuple[float, bool]]:
    """Each case's prediction from a fit on every other app's cases."""
    out = []
    for app in sorted({c.app for c in cases}):
        train = [c for c in cases if c.app != app]
        config = fit(train, base)
        out += [(predict(c, config), c.defect) for c in cases if c.app == app]
    return out


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
    app: str, case: str, label: str | None, category: str | None, branches: Sequence[tuple[str, str, str]]
) -> LabelledDiagnosis | None:
    """A labelled diagnosis from a case's label, first-round category and ``(type, probe, outcome)`` of its
    branches; None when the case has no label or no category (not diagnosed)."""
    if label not in ("pass", "fail") or category is None:
        return None
    moved = tuple(
        Branched(t, probe, outcome == "verified_success")
        for t, probe, outcome in branches
        if outcome in ("fail", "verified_success")
    )
    return LabelledDiagnosis(app, case, label == "fail", category, moved)

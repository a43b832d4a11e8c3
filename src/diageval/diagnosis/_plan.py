"""Candidate branches for an FDS (dispatched by SOU, weighted by category) and their ordering (EIG)."""

from __future__ import annotations

import random
from collections.abc import Callable

from ..method import FDS, Branch, BranchType, DiagnosisConfig, eig
from ..suite import Case
from ..trajectory import PageState
from .probes import CATALOGUE

SOU_TYPES: dict[int, tuple[BranchType, ...]] = {1: ("A",), 2: ("B",), 3: ("A", "C"), 4: ("C",)}
"""Branch types that answer each source of uncertainty (METHOD.md section 2)."""
SECONDARY = 0.25
"""Confidence factor of a fallback probe whose type does not answer the diagnosed SOU."""


def candidates(
    fds: FDS,
    state: PageState,
    case: Case,
    *,
    exclude: set[str] = frozenset(),  # type: ignore[assignment]
) -> tuple[list[Branch], list[str]]:
    """The probes that can apply to this page at the fork point, and the pruned ones.

    Dispatched by SOU: the probes of the types that answer the diagnosed SOU come first; probes of the
    other types follow at lower confidence (every ordering ranks them after). A round runs the first K of
    them that turn out to apply, so the fallbacks fill the round when fewer answer the SOU, rather than a
    round running a single branch while others could apply."""
    primary = SOU_TYPES[fds.sou]
    out, pruned = _feasible(fds, state, case, exclude, lambda t: t in primary)
    more, pruned2 = _feasible(fds, state, case, exclude, lambda t: t not in primary)
    return out + more, pruned + pruned2


def _feasible(
    fds: FDS, state: PageState, case: Case, exclude: set[str], want: Callable[[str], bool]
) -> tuple[list[Branch], list[str]]:
    out: list[Branch] = []
    pruned: list[str] = []
    primary = SOU_TYPES[fds.sou]
    for name, probe in CATALOGUE.items():
        if not want(probe.type):
            continue
        if name in exclude:
            pruned.append(f"{name}: already run on this failure")
            continue
        feas = probe.feasible(fds, state, case)
        if feas is None:
            pruned.append(f"{name}: does not apply to this page")
            continue
        conf, why = feas
        fallback = probe.type not in primary or probe.last_resort
        if fallback:
            conf *= SECONDARY
        out.append(
            Branch(
                id=f"{name}",
                type=probe.type,
                probe=name,
                description=f"{probe.description} - {why}",
                cost=probe.cost,
                confidence=round(conf, 4),
                fallback=fallback,
            )
        )
    return out, pruned


def rank(
    branches: list[Branch], p: float, category: str, config: DiagnosisConfig, rng: random.Random
) -> list[Branch]:
    """Order branches: by EIG at belief ``p`` (ties: cheaper first), seeded random, or catalogue order."""
    scored = []
    for b in branches:
        w = config.success_likelihood(category, b.type, b.probe) * b.confidence
        g = config.fail_likelihood(b.type, b.probe)
        scored.append(
            b.model_copy(update={"weight": round(w, 4), "eig": round(eig(p, w, g, config.beta), 4)})
        )
    # In every ordering the probes that answer the diagnosed SOU come before the fallbacks.
    if config.ordering == "random":
        rng.shuffle(scored)
        return sorted(scored, key=lambda b: b.fallback)
    if config.ordering == "fixed":
        order = list(CATALOGUE)
        return sorted(scored, key=lambda b: (b.fallback, order.index(b.probe)))
    return sorted(scored, key=lambda b: (b.fallback, -(b.eig or 0.0), b.cost))

"""The paper's tables computed from benchmark records (METHOD.md, "Metrics"). Pure functions.

Positive = Pass. A method run with R rounds also yields every smaller R: diagnosis is sequential, so the
first r rounds of an R-round run are exactly an r-round run (same judge, same seeded order).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..method import entropy
from ._records import BenchCase, MethodOutcome


@dataclass(frozen=True)
class View:
    """A method's outcome on a case after at most ``rounds`` rounds."""

    verdict: str
    p0: float
    p_final: float
    branches: int
    first_hit: bool
    wall_s: float
    """The single run plus every part of the diagnosis below."""
    judge_s: float = 0.0
    """Judging and planning (and restores no branch used)."""
    restore_s: float = 0.0
    branch_s: float = 0.0
    wait_s: float = 0.0


def view(case: BenchCase, method: str | None, rounds: int | None = None) -> View:
    """The verdict after ``rounds`` rounds of ``method`` (None: the single run).

    Its time counts everything the diagnosis did in those rounds: judging, restores and branches."""
    if method is None or case.single_verdict != "fail" or method not in case.outcomes:
        return View(case.single_verdict, 0.1, 0.1, 0, False, case.single_wall_s)
    out: MethodOutcome = case.outcomes[method]
    if out.verdict == "error":
        return View("error", out.p0, out.p0, 0, False, case.single_wall_s + out.wall_s, judge_s=out.wall_s)
    runs = [b for b in out.branches if rounds is None or b.round <= rounds]
    evidence = [b for b in runs if b.outcome in ("fail", "verified_success", "progress")]
    success = any(b.outcome == "verified_success" for b in evidence)
    p_final = evidence[-1].p_after if evidence else out.p0
    judge = sum(out.round_s if rounds is None else out.round_s[:rounds])
    restore = sum(b.restore_s for b in runs)
    branch = sum(b.duration_s for b in runs)
    wait = sum(b.wait_s for b in runs)
    if out.parallel > 1:
        # Branches of a round ran at once: the round took as long as its slowest branch (with its restore).
        spans: dict[int, float] = {}
        for b in runs:
            spans[b.round] = max(spans.get(b.round, 0.0), b.restore_s + b.duration_s)
        wall = case.single_wall_s + judge + sum(spans.values())
        if rounds is None or not any(b.round > rounds for b in out.branches):
            wall = min(wall, case.single_wall_s + out.wall_s)  # the whole diagnosis, measured as it ran
    else:
        wall = case.single_wall_s + judge + restore + branch
    first_hit = bool(evidence) and evidence[0].outcome == "verified_success"
    return View(
        "pass" if success else "fail",
        out.p0,
        p_final,
        len(evidence),
        first_hit,
        wall,
        judge,
        restore,
        branch,
        wait,
    )


@dataclass(frozen=True)
class Confusion:
    tp: int
    fn: int
    tn: int
    fp: int
    other: int
    """Labelled cases whose verdict is unverifiable or error."""

    @property
    def n(self) -> int:
        return self.tp + self.fn + self.tn + self.fp + self.other

    @property
    def accuracy(self) -> float:
        return (self.tp + self.tn) / self.n if self.n else 0.0


def confusion(cases: list[BenchCase], method: str | None, rounds: int | None = None) -> Confusion:
    tp = fn = tn = fp = other = 0
    for c in cases:
        if c.label not in ("pass", "fail"):
            continue
        v = view(c, method, rounds).verdict
        if v not in ("pass", "fail"):
            other += 1
        elif c.label == "pass":
            tp, fn = (tp + 1, fn) if v == "pass" else (tp, fn + 1)
        else:
            tn, fp = (tn + 1, fp) if v == "fail" else (tn, fp + 1)
    return Confusion(tp, fn, tn, fp, other)


def false_negatives(cases: list[BenchCase]) -> list[BenchCase]:
    """Correct apps the single run judged Fail: the set the recovery metrics are measured on."""
    return [c for c in cases if c.label == "pass" and c.single_verdict == "fail"]


@dataclass(frozen=True)
class Recovery:
    n: int
    recovered: int
    dh: float
    """Mean entropy reduction H(p0) - H(p_final) in bits."""
    first_hits: int
    branches_recovered: float
    """Mean executed branches per recovered case (up to and including the success)."""

    @property
    def rate(self) -> float:
        return self.recovered / self.n if self.n else 0.0

    @property
    def first_hit_rate(self) -> float:
        return self.first_hits / self.recovered if self.recovered else 0.0


def recovery(fns: list[BenchCase], method: str, rounds: int | None = None) -> Recovery:
    views = [view(c, method, rounds) for c in fns]
    rec = [v for v in views if v.verdict == "pass"]
    dh = sum(entropy(v.p0) - entropy(v.p_final) for v in views) / len(views) if views else 0.0
    per = sum(v.branches for v in rec) / len(rec) if rec else 0.0
    return Recovery(len(views), len(rec), dh, sum(1 for v in rec if v.first_hit), per)


@dataclass(frozen=True)
class Cost:
    """Means per case: wall seconds (single run + diagnosis) and its diagnosis split, executed branches."""

    wall_s: float = 0.0
    judge_s: float = 0.0
    restore_s: float = 0.0
    branch_s: float = 0.0
    branches: float = 0.0
    wait_s: float = 0.0


def cost(cases: list[BenchCase], method: str | None, rounds: int | None = None) -> Cost:
    """Mean time (with where the diagnosis spent it) and mean executed branches per case."""
    views = [view(c, method, rounds) for c in cases]
    if not views:
        return Cost()
    n = len(views)
    return Cost(
        sum(v.wall_s for v in views) / n,
        sum(v.judge_s for v in views) / n,
        sum(v.restore_s for v in views) / n,
        sum(v.branch_s for v in views) / n,
        sum(v.branches for v in views) / n,
        sum(v.wait_s for v in views) / n,
    )


def caught_defects(cases: list[BenchCase]) -> list[BenchCase]:
    """Defects the single run judged Fail: the set on which a method's false Passes are measured."""
    return [c for c in cases if c.label == "fail" and c.single_verdict == "fail"]


def false_passes(defects: list[BenchCase], method: str, rounds: int | None = None) -> int:
    """Defects that ``method`` turned into a Pass (a branch "recovered" a real defect)."""
    return sum(1 for c in defects if view(c, method, rounds).verdict == "pass")


def per_sou(fns: list[BenchCase], method: str, rounds: int | None = None) -> dict[int, tuple[int, int]]:
    """SOU -> (recovered, total) over the false negatives, by the first-round diagnosis."""
    out: dict[int, tuple[int, int]] = {}
    for c in fns:
        if c.sou is None:
            continue
        r, t = out.get(c.sou, (0, 0))
        out[c.sou] = (r + (view(c, method, rounds).verdict == "pass"), t + 1)
    return dict(sorted(out.items()))


@dataclass(frozen=True)
class Confirmation:
    """What backs a method's Fails (METHOD.md 8.3), after all its rounds."""

    defects: int
    """Defects the single run judged Fail."""
    confirmed: int
    """Of those, ``env_fail_confirmed`` (with defect evidence)."""
    unconfirmed: int
    passed: int
    false_confirmations: int
    """Correct cases that ended ``env_fail_confirmed``: a developer sent after a bug that does not exist."""
    evidence: dict[str, int]
    """Confirmed defects per kind of evidence they recorded."""

    @property
    def precision(self) -> float:
        """Of the confirmed verdicts, the share that are real defects (1.0 when nothing was confirmed)."""
        total = self.confirmed + self.false_confirmations
        return self.confirmed / total if total else 1.0


def confirmation(cases: list[BenchCase], method: str) -> Confirmation:
    confirmed = unconfirmed = passed = false_conf = 0
    kinds: dict[str, int] = {}
    for c in cases:
        out = c.outcomes.get(method)
        if c.single_verdict != "fail" or out is None:
            continue
        sure = out.attribution == "env_fail_confirmed"
        if c.label == "pass":
            false_conf += sure
        elif c.label == "fail":
            if out.verdict == "pass":
                passed += 1
            elif sure:
                confirmed += 1
                for k in sorted(set(out.evidence)):
                    kinds[k] = kinds.get(k, 0) + 1
            elif out.verdict == "fail":
                unconfirmed += 1
    defects = sum(1 for c in caught_defects(cases) if method in c.outcomes)
    return Confirmation(defects, confirmed, unconfirmed, passed, false_conf, kinds)

"""What changed between two runs: new defects, fixed cases, verdict and attribution flips, slower cases.

Cases are matched by suite and case id. Each changed case is listed under one heading, the first that
applies:

- **new defect**: a Fail (a product defect, whatever its attribution) in B that was not a Fail in A, or a
  Fail in a case A did not have;
- **fixed**: a Fail in A that passes in B;
- **verdict flip**: any other change of verdict (pass -> error, fail -> unverifiable, ...);
- **attribution flip**: the same verdict with another attribution (``pass`` on the single run ->
  ``pass``/``agent_fail``; ``env_fail_unconfirmed`` -> ``env_fail_confirmed``).

A case whose verdict and attribution did not change is **slower** when it took at least ``slower_ratio``
times as long in B (default 1.5) *and* at least ``slower_s`` seconds more (default 5 s): the ratio alone
would flag a 0.4 s case taking 0.7 s, the seconds alone every long diagnosis that ran one branch more. A
case listed above is not also called slower: its change (a diagnosis that ran, or did not) explains the
time.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from ..method import CaseResult, RunResult
from ._groups import Group, group

SLOWER_RATIO = 1.5
SLOWER_S = 5.0

ChangeKind = Literal["new_defect", "fixed", "verdict_flip", "attribution_flip"]


class CaseSide(BaseModel):
    """One case as one run ended it."""

    verdict: str
    attribution: str
    group: Group
    reason: str
    duration_s: float


class CaseChange(BaseModel):
    """One case in both runs (or in one of them), and what changed."""

    suite: str
    case_id: str
    kind: ChangeKind | Literal["slower"]
    a: CaseSide | None
    """The case in run A (None: A did not have it)."""
    b: CaseSide | None
    """The case in run B (None: B did not have it)."""

    @property
    def ref(self) -> str:
        return f"{self.suite}/{self.case_id}"


class RunDiff(BaseModel):
    """Run B against run A."""

    run_a: str
    run_b: str
    compared: int
    """Cases in both runs."""
    new_defects: list[CaseChange] = Field(default_factory=list)
    fixed: list[CaseChange] = Field(default_factory=list)
    verdict_flips: list[CaseChange] = Field(default_factory=list)
    attribution_flips: list[CaseChange] = Field(default_factory=list)
    slower: list[CaseChange] = Field(default_factory=list)
    only_in_a: list[str] = Field(default_factory=list)
    """Cases run A had and B did not (``suite/case``)."""
    only_in_b: list[str] = Field(default_factory=list)
    slower_ratio: float = SLOWER_RATIO
    slower_s: float = SLOWER_S

    def sections(self) -> list[tuple[str, str, list[CaseChange]]]:
        """(id, title, changes) of each kind of change, in the order a reader wants them."""
        return [
            ("new-defects", "New defects", self.new_defects),
            ("fixed", "Fixed", self.fixed),
            ("verdict-flips", "Verdict flips", self.verdict_flips),
            ("attribution-flips", "Attribution flips", self.attribution_flips),
            (
                "slower",
                f"Slower (at least {self.slower_ratio:g}x and {self.slower_s:g} s more)",
                self.slower,
            ),
        ]


def _side(c: CaseResult) -> CaseSide:
    return CaseSide(
        verdict=c.verdict, attribution=c.attribution, group=group(c), reason=c.reason, duration_s=c.duration_s
    )


def _kind(a: CaseResult | None, b: CaseResult) -> ChangeKind | None:
    if b.verdict == "fail" and (a is None or a.verdict != "fail"):
        return "new_defect"
    if a is None:
        return None
    if a.verdict == "fail" and b.verdict == "pass":
        return "fixed"
    if a.verdict != b.verdict:
        return "verdict_flip"
    if a.attribution != b.attribution:
        return "attribution_flip"
    return None


def _slower(a_s: float, b_s: float, ratio: float, seconds: float) -> bool:
    return b_s >= a_s * ratio and b_s >= a_s + seconds


def diff_runs(
    a: RunResult, b: RunResult, *, slower_ratio: float = SLOWER_RATIO, slower_s: float = SLOWER_S
) -> RunDiff:
    """Compare run ``b`` with run ``a`` (see the module docstring for what each change means)."""
    in_a = {(c.suite, c.case_id): c for c in a.cases}
    in_b = {(c.suite, c.case_id): c for c in b.cases}
    out = RunDiff(
        run_a=a.run_id,
        run_b=b.run_id,
        compared=len(in_a.keys() & in_b.keys()),
        only_in_a=[f"{s}/{c}" for s, c in in_a if (s, c) not in in_b],
        only_in_b=[f"{s}/{c}" for s, c in in_b if (s, c) not in in_a],
        slower_ratio=slower_ratio,
        slower_s=slower_s,
    )
    lists: dict[ChangeKind, list[CaseChange]] = {
        "new_defect": out.new_defects,
        "fixed": out.fixed,
        "verdict_flip": out.verdict_flips,
        "attribution_flip": out.attribution_flips,
    }
    for key, cb in in_b.items():
        ca = in_a.get(key)
        kind = _kind(ca, cb)
        side_a = None if ca is None else _side(ca)
        if kind is not None:
            lists[kind].append(CaseChange(suite=key[0], case_id=key[1], kind=kind, a=side_a, b=_side(cb)))
        if ca is not None and kind is None and _slower(ca.duration_s, cb.duration_s, slower_ratio, slower_s):
            out.slower.append(CaseChange(suite=key[0], case_id=key[1], kind="slower", a=side_a, b=_side(cb)))
    out.slower.sort(key=lambda ch: -((ch.b.duration_s if ch.b else 0) - (ch.a.duration_s if ch.a else 0)))
    return out


def _state(s: CaseSide | None) -> str:
    if s is None:
        return "(not in the run)"
    return s.verdict + ("" if s.attribution == "none" else f" ({s.attribution})")


def change_line(ch: CaseChange) -> str:
    """One line for a change, e.g. ``notes/save: pass -> fail (env_fail_confirmed): <reason>``."""
    if ch.kind == "slower":
        a, b = ch.a.duration_s if ch.a else 0.0, ch.b.duration_s if ch.b else 0.0
        times = f"x{b / a:.1f}" if a > 0 else "new"
        return f"{ch.ref}: {a:.1f} s -> {b:.1f} s ({times}, +{b - a:.1f} s)"
    reason = f": {ch.b.reason}" if ch.b is not None and ch.b.reason else ""
    return f"{ch.ref}: {_state(ch.a)} -> {_state(ch.b)}{reason}"


def diff_text(d: RunDiff) -> str:
    """The diff as plain text, a heading per kind of change (empty kinds say none)."""
    lines = [
        f"run {d.run_b} against run {d.run_a}: {d.compared} cases in both"
        + (f", {len(d.only_in_b)} only in {d.run_b}" if d.only_in_b else "")
        + (f", {len(d.only_in_a)} only in {d.run_a}" if d.only_in_a else "")
    ]
    for _id, title, changes in d.sections():
        lines.append(f"{title}: {len(changes) or 'none'}")
        lines += [f"  {change_line(ch)}" for ch in changes]
    if d.only_in_a:
        lines.append(f"Only in {d.run_a}: " + ", ".join(d.only_in_a))
    if d.only_in_b:
        lines.append(f"Only in {d.run_b}: " + ", ".join(d.only_in_b))
    return "\n".join(lines) + "\n"

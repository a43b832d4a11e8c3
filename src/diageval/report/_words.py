"""A case's result in words, for people reading a CI log: what broke (and what shows it), the agent's
mistake on a recovered case and the branch that found the path, and the full record as text."""

from __future__ import annotations

from ..method import BranchRun, CaseResult, DiagnosisRecord, RoundRecord


def round_line(rnd: RoundRecord) -> str:
    """One diagnosis round as a line: fork, source of uncertainty, category, prior, diagnosis."""
    f = rnd.fds
    return (
        f"round {rnd.round}: fork after step {f.fork_step}, SOU-{f.sou} ({f.category}), "
        f"p0 {f.p0:.2f}: {f.diagnosis}"
    )


def belief_text(diagnosis: DiagnosisRecord) -> str:
    """The belief trace: p before any branch, then after each."""
    return " -> ".join(f"{p:.2f}" for p in diagnosis.belief_trace)


def single_run_failure(c: CaseResult) -> str:
    """Why the agent's own run failed: its reason, kept when a diagnosis gave the case another one."""
    if c.initial_reason:
        return c.initial_reason
    d = c.diagnosis
    if d is not None and d.rounds and d.rounds[0].fds.evidence:
        return d.rounds[0].fds.evidence[0]  # results written before the single run's reason was kept
    return c.reason


def _failed_checks(c: CaseResult, said: str) -> list[str]:
    """The checks that failed, each unless ``said`` already names it."""
    return [f"{k.check} ({k.detail})" for k in c.checks if not k.ok and k.check not in said]


def _last_failed_branch(d: DiagnosisRecord) -> BranchRun | None:
    fails = [b for b in d.branches if b.outcome == "fail"]
    return fails[-1] if fails else None


def what_broke(c: CaseResult) -> str:
    """A Fail in words, its evidence first: "click 'Save' reached the button 'Save' (enabled, nothing
    covering it) and the page did not change; check failed: text: 'Saved' (not found on the page)".

    A confirmed defect says what each kind of defect evidence showed; an unconfirmed one what stopped the
    deepest branch (else the single run); an undiagnosed one what stopped the single run."""
    d = c.diagnosis
    parts: list[str] = []
    if d is not None and d.defect_evidence:
        kinds: set[str] = set()
        for ev in d.defect_evidence:
            if ev.kind not in kinds:
                kinds.add(ev.kind)
                parts.append(ev.text)
    else:
        last = _last_failed_branch(d) if d is not None else None
        parts.append(last.reason if last is not None else single_run_failure(c))
    checks = _failed_checks(c, " ".join(parts))
    if checks:
        parts.append("check failed: " + "; ".join(checks))
    text = "; ".join(parts)
    if c.attribution == "env_fail_unconfirmed" and d is not None:
        text += f" (no valid path found in {len(d.branches)} branches; no defect evidence either)"
    elif c.attribution == "undiagnosed":
        text += " (not diagnosed)"
    return text


def recovering_branch(c: CaseResult) -> BranchRun | None:
    """The branch that reached the goal, on a case the diagnosis recovered (verdict pass, agent_fail)."""
    d = c.diagnosis
    if d is None or c.attribution != "agent_fail":
        return None
    return next((b for b in d.branches if b.outcome == "verified_success"), None)


def recovery_text(c: CaseResult) -> str | None:
    """On a recovered case, the agent's mistake and the path a branch found; None on any other case."""
    b = recovering_branch(c)
    if b is None:
        return None
    action = b.branch.description.split(" - ")[0]
    return (
        f"the agent's mistake: {single_run_failure(c)}; the branch {b.branch.probe} found a valid path "
        f"({action}): {b.reason}"
    )


def case_details(c: CaseResult) -> str:
    """Everything about a case as lines of text: verdict, checks, evidence, rounds, branches, belief."""
    lines = [f"verdict: {c.verdict} ({c.attribution})"]
    recovered = recovery_text(c)
    if recovered:
        lines.append(recovered)  # first: why a case that failed once passes
    lines.append(f"reason: {c.reason}")
    if c.initial_verdict and c.diagnosis and not recovered:
        lines.append(f"single run: {c.initial_verdict}: {single_run_failure(c)}")
    # The checks are those of the single run; after a diagnosis say so (a recovered case passed later).
    where = "single run " if c.diagnosis else ""
    for chk in c.checks:
        lines.append(f"{where}check {'ok' if chk.ok else 'FAILED'}: {chk.check} {chk.detail}")
    d = c.diagnosis
    if d is None:
        return "\n".join(lines)
    lines += [f"defect evidence ({e.kind.replace('_', ' ')}): {e.text}" for e in d.defect_evidence]
    lines += [round_line(rnd) for rnd in d.rounds]
    for b in d.branches:
        br = b.branch
        lines.append(
            f"branch {br.id} {br.type}/{br.probe}: {b.outcome} "
            f"(p {b.p_before:.2f} -> {b.p_after:.2f}): {b.reason}"
        )
    lines.append(f"belief: {belief_text(d)}")
    return "\n".join(lines)

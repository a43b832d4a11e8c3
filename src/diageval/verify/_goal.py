"""Whether a case's goal is reached: its deterministic checks when it has them, else an LLM verifier.

One function decides this for the agent's own run and for every diagnosis branch, so a branch's success
is judged exactly as the run's is. The agent's own claim is never an input."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from ..browser import CaseSession, screenshot
from ..llm import LLMVerifier
from ..method import CheckResult
from ..suite import Case, Check
from ._checks import evaluate_checks

VERIFIER_CHECK = "LLM verifier"
"""The name of the check an LLM verifier's decision is recorded as."""

Evaluate = Callable[[CaseSession, tuple[Check, ...]], Awaitable[list[CheckResult]]]


async def _at_once(session: CaseSession, expect: tuple[Check, ...]) -> list[CheckResult]:
    return await evaluate_checks(session, expect)


async def verify_goal(
    session: CaseSession, case: Case, verifier: LLMVerifier | None, *, evaluate: Evaluate = _at_once
) -> list[CheckResult]:
    """The evidence that the case's goal holds on the page now: every check of ``case.expect`` (through
    ``evaluate``, e.g. one that waits for the result to settle), else the verifier's decision as one
    check. Empty when nothing can decide (no checks, no verifier): the case is unverifiable."""
    if case.expect:
        return await evaluate(session, case.expect)
    if verifier is None:
        return []
    # The verifier sees the final page, never an agent's opinion of it.
    shot = await screenshot(session.page)
    v = await verifier.verify(case.task, case.expected, shot, (await session.read_state()).text)
    return [CheckResult(check=VERIFIER_CHECK, ok=v.success, detail=f"{v.reason} (evidence: {v.evidence!r})")]

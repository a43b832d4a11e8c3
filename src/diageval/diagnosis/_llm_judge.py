"""The LLM judge on the same seam as the heuristic one: a compressed trajectory in, an FDS out.

The model proposes the fork step, SOU, category, diagnosis and prior; the restore context is always built
from the recorded checkpoints (never from the model), and the prior is clipped to [0.05, 0.6].
"""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel, Field

from ..llm import PROMPT_VERSION, LLMClient, LLMRequest, Message, Part, template, untrusted
from ..method import FDS, SOU, Category, DiagnosisConfig, Rollout
from ..suite import Case

P0_RANGE = (0.05, 0.6)


class JudgeAnswer(BaseModel):
    fork_step: int = Field(ge=0)
    sou: SOU
    category: Category
    diagnosis: str
    evidence: list[str] = Field(default_factory=list)
    p0: float = Field(ge=0.0, le=1.0)


def compress(case: Case, ro: Rollout, *, checks: bool = True) -> str:
    """The rollout as short lines: each step's action, outcome and error, then the final page text.
    ``checks=False`` leaves out what the failed checks looked for (for prompts whose output reaches the
    agent)."""
    lines = [f"Task: {case.task}"]
    if case.steps:
        lines.append("Planned steps: " + "; ".join(s.describe() for s in case.steps))
    for i, s in enumerate(ro.steps, start=1):
        a = s.action
        status = "ok" if a.ok else f"FAILED ({a.error_kind}): {a.error}"
        lines.append(f"step {len(ro.prefix) + i}: {a.description} -> {status}")
    bad = [c for c in ro.checks if not c.ok]
    if bad and checks:
        lines.append("Checks that failed: " + "; ".join(f"{c.check} ({c.detail})" for c in bad))
    elif bad:
        lines.append(f"Checks that failed: {len(bad)} of {len(ro.checks)} (what they look for is not shown)")
    last = ro.steps[-1].observation if ro.steps else None
    if last is not None:
        names = ", ".join(f"{e.role} '{e.name}'" for e in last.elements[:40])
        lines.append("Visible controls at the end:\n" + untrusted(names, 3000))
        lines.append("Final page (accessibility snapshot with its text):\n" + untrusted(last.readable, 4000))
    return "\n".join(lines)


class LLMJudge:
    """Asks a model for the FDS of the rollout that got furthest."""

    name = "llm"

    def __init__(self, client: LLMClient) -> None:
        self.client = client

    async def diagnose(
        self, case: Case, rollouts: list[Rollout], previous: list[FDS], config: DiagnosisConfig
    ) -> FDS | None:
        ro = max(reversed(rollouts), key=lambda r: r.next_case_step)
        text = compress(case, ro)
        if previous:
            text += "\nEarlier diagnoses (already probed): " + "; ".join(f.diagnosis for f in previous)
        parts: list[Part | str] = [text]
        if ro.final_screenshot and Path(ro.final_screenshot).is_file():
            parts.append(Part.image(Path(ro.final_screenshot).read_bytes()))
        req = LLMRequest(system=template("judge"), messages=[Message.user(*parts)], max_tokens=600)
        ans, _ = await self.client.complete_json(
            req, JudgeAnswer, purpose="judge", prompt_version=PROMPT_VERSION
        )
        j = min(max(ans.fork_step - len(ro.prefix), 0), len(ro.steps))
        at = ro.case_steps[j] if j < len(ro.case_steps) else None
        resume = at if at is not None else ro.next_case_step
        step = case.steps[resume] if case.steps and resume < len(case.steps) else None
        failed = ro.steps[ro.failed].action.error_kind if ro.failed is not None else "checks"
        return FDS(
            fork_step=len(ro.prefix) + j,
            resume_case_step=resume,
            sou=ans.sou,
            category=ans.category,
            diagnosis=ans.diagnosis,
            evidence=ans.evidence[:8],
            p0=min(max(ans.p0, P0_RANGE[0]), P0_RANGE[1]),
            target=step.target if step is not None else None,
            error_kind=failed,
            restore=ro.restore_at(j),
            rollout=ro.source,
        )

"""The LLM verifier: decides success when a case has no deterministic checks.

It sees the task, the expected result, the final screenshot and page text, never an agent's claim. Its
decision cannot be set by text on the page: the evidence it quotes must appear verbatim on the page and
must not come from text that instructs the evaluator (prompt injection).
"""

from __future__ import annotations

import re

from pydantic import BaseModel

from .._util.text import norm
from ._client import LLMClient
from ._prompts import PROMPT_VERSION, template, untrusted
from ._types import CallRecord, LLMRequest, Message, Part

_INJECTION = re.compile(
    r"(ignore|disregard|forget)\s+(all\s+|any\s+|the\s+)?(previous|prior|above|earlier)\s+(instructions|prompts?)"
    r"|mark\s+(this|the)\s+(test|case|task)\s+as\s+(passed|pass|success|successful)"
    r"|(you|the\s+(evaluator|verifier|judge))\s+(must|should)\s+(answer|reply|return|say|output)"
    r"|\"?success\"?\s*:\s*true|test\s+(has\s+)?passed",
    re.IGNORECASE,
)


class VerifierAnswer(BaseModel):
    success: bool
    evidence: str = ""
    reason: str = ""


class Verdict(BaseModel):
    success: bool
    evidence: str
    reason: str
    calls: list[CallRecord]


def injection_spans(page_text: str) -> list[str]:
    """Sentences of the page that address the evaluator rather than the user."""
    return [m.group(0) for m in _INJECTION.finditer(page_text)]


class LLMVerifier:
    def __init__(self, client: LLMClient) -> None:
        self.client = client

    async def verify(
        self, task: str, expected: str | None, screenshot: bytes | None, page_text: str
    ) -> Verdict:
        parts: list[Part | str] = [
            f"Task: {task}\nExpected result: {expected or '(as the task states)'}\n\n"
            f"Final page text:\n{untrusted(page_text)}"
        ]
        if screenshot is not None:
            parts.append(Part.image(screenshot))
        req = LLMRequest(system=template("verifier"), messages=[Message.user(*parts)], max_tokens=400)
        ans, calls = await self.client.complete_json(
            req, VerifierAnswer, purpose="verify", prompt_version=PROMPT_VERSION
        )
        if not ans.success:
            return Verdict(success=False, evidence=ans.evidence, reason=ans.reason, calls=calls)
        quote = norm(ans.evidence)
        if not quote or quote.casefold() not in norm(page_text).casefold():
            return Verdict(
                success=False,
                evidence=ans.evidence,
                calls=calls,
                reason="rejected: the verifier's evidence does not appear on the page",
            )
        if injection_spans(quote) or any(
            norm(s).casefold() in quote.casefold() or quote.casefold() in norm(s).casefold()
            for s in injection_spans(page_text)
        ):
            return Verdict(
                success=False,
                evidence=ans.evidence,
                calls=calls,
                reason="rejected: the evidence is page text addressed to the evaluator (prompt injection)",
            )
        return Verdict(success=True, evidence=ans.evidence, reason=ans.reason, calls=calls)

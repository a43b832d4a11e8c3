"""The LLM verifier: decides success when a case has no deterministic checks.

It sees the task, the expected result, the final screenshot and page text, never an agent's claim. Its
decision cannot be set by text on the page: a success stands only when the evidence it quotes appears
verbatim on the page, shows the expected result, and does not come from text that talks to an evaluator
(``_evidence``).
"""

from __future__ import annotations

from pydantic import BaseModel, model_validator

from .._util.text import norm
from ._client import LLMClient
from ._evidence import contexts, evaluator_talk, shows_expected
from ._prompts import PROMPT_VERSION, template, untrusted
from ._scope import current_scope
from ._types import CallRecord, LLMRequest, Message, Part


class VerifierAnswer(BaseModel):
    success: bool
    evidence: str = ""
    """A verbatim quote of the page that shows the expected result."""
    shows: str = ""
    """Which part of the expected result the quote shows, in the expected result's own words."""
    reason: str = ""

    @model_validator(mode="after")
    def _grounded(self) -> VerifierAnswer:
        if self.success and not (self.evidence.strip() and self.shows.strip()):
            raise ValueError(
                "a success needs 'evidence' (a verbatim quote of the page) and 'shows' (the part of the "
                "expected result that quote shows)"
            )
        return self


class Verdict(BaseModel):
    success: bool
    evidence: str
    reason: str
    calls: list[CallRecord]


def rejection(quote: str, shows: str, expected: str, page_text: str) -> str | None:
    """Why ``quote`` cannot prove that the page shows ``expected`` (None when it can)."""
    q = norm(quote).casefold()
    if not q or q not in norm(page_text).casefold():
        return "the verifier's evidence does not appear on the page"
    found = [(c, evaluator_talk(c)) for c in contexts(quote, page_text)]
    if all(kinds for _, kinds in found):
        kinds = sorted({k for _, ks in found for k in ks})
        return f"the evidence is page text addressed to the evaluator (prompt injection: {', '.join(kinds)})"
    return shows_expected(quote, shows, expected)


class LLMVerifier:
    def __init__(self, client: LLMClient) -> None:
        self.client = client

    async def verify(
        self, task: str, expected: str | None, screenshot: bytes | None, page_text: str
    ) -> Verdict:
        scope = current_scope()
        if scope is not None:
            # The model sees the app's origin replaced; its quote is checked against what it saw.
            page_text = scope.scrub_text(page_text)
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
        if ans.success:
            why = rejection(ans.evidence, ans.shows, expected or task, page_text)
            if why is not None:
                return Verdict(success=False, evidence=ans.evidence, reason=f"rejected: {why}", calls=calls)
        return Verdict(success=ans.success, evidence=ans.evidence, reason=ans.reason, calls=calls)

"""Requests, replies and call records of the LLM seam (provider-neutral)."""

from __future__ import annotations

import base64
import hashlib
from typing import Literal

from pydantic import BaseModel, Field


class Part(BaseModel):
    """A piece of a message: text, or a PNG image."""

    kind: Literal["text", "image"]
    text: str = ""
    png_b64: str = ""

    @classmethod
    def image(cls, png: bytes) -> Part:
        return cls(kind="image", png_b64=base64.b64encode(png).decode())

    def digest(self) -> str:
        body = self.text if self.kind == "text" else hashlib.sha256(self.png_b64.encode()).hexdigest()
        return f"{self.kind}:{body}"


class Message(BaseModel):
    role: Literal["user", "assistant"]
    parts: list[Part]

    @classmethod
    def user(cls, *parts: Part | str) -> Message:
        return cls(
            role="user", parts=[p if isinstance(p, Part) else Part(kind="text", text=p) for p in parts]
        )

    @classmethod
    def assistant(cls, text: str) -> Message:
        return cls(role="assistant", parts=[Part(kind="text", text=text)])


class LLMRequest(BaseModel):
    system: str
    messages: list[Message]
    max_tokens: int = 1024
    temperature: float = 0.0
    json_mode: bool = True


class LLMReply(BaseModel):
    text: str
    input_tokens: int
    output_tokens: int


class CallRecord(BaseModel):
    """One call as recorded in every result: model, prompt version, tokens, cost, cache hit or miss."""

    purpose: str
    model: str
    prompt_version: str
    input_tokens: int
    output_tokens: int
    cost_usd: float
    cached: bool
    attempts: int = 1
    latency_s: float = 0.0
    reasks: int = Field(default=0, description="Times malformed output was re-asked.")

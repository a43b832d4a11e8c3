"""Model strings ``provider/model`` and where each provider is reached."""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Literal

from .._exceptions import ConfigError

Provider = Literal["openai", "anthropic", "google", "openai-compatible"]
GEMINI_OPENAI_URL = "https://generativelanguage.googleapis.com/v1beta/openai/"
_KEYS: dict[str, tuple[str, ...]] = {
    "openai": ("OPENAI_API_KEY",),
    "anthropic": ("ANTHROPIC_API_KEY",),
    "google": ("GEMINI_API_KEY", "GOOGLE_API_KEY"),
    "openai-compatible": ("DIAGEVAL_LLM_API_KEY", "OPENAI_API_KEY"),
}


@dataclass(frozen=True)
class ModelSpec:
    """A model and its endpoint, e.g. ``openai/gpt-5-mini``, ``anthropic/claude-sonnet-4-6``,
    ``google/gemini-3-flash`` (through Gemini's OpenAI-compatible endpoint) or ``openai-compatible/NAME``
    with a base URL (vLLM, Ollama, OpenRouter and other OpenAI-compatible servers)."""

    provider: Provider
    model: str
    base_url: str | None = None

    @property
    def name(self) -> str:
        return f"{self.provider}/{self.model}"

    @classmethod
    def parse(cls, text: str, base_url: str | None = None) -> ModelSpec:
        provider, sep, model = text.partition("/")
        if not sep or not model:
            raise ConfigError(f"model must be 'provider/model', got {text!r}")
        if provider not in _KEYS:
            raise ConfigError(
                f"unknown provider {provider!r} in {text!r} (expected one of: {', '.join(_KEYS)})"
            )
        url = base_url or os.environ.get("DIAGEVAL_LLM_BASE_URL")
        if provider == "google":
            url = url or GEMINI_OPENAI_URL
        if provider == "openai-compatible" and not url:
            raise ConfigError(
                f"{text}: an openai-compatible model needs --llm-base-url (or DIAGEVAL_LLM_BASE_URL)"
            )
        return cls(provider, model, url)  # type: ignore[arg-type]

    def api_key(self) -> str:
        """The key from the provider's usual environment variables (a ``.env`` file is read by the CLI)."""
        for var in _KEYS[self.provider]:
            if os.environ.get(var):
                return os.environ[var]
        if self.provider == "openai-compatible":
            return "not-needed"  # local servers (vLLM, Ollama) accept any key
        raise ConfigError(f"{self.name}: set {' or '.join(_KEYS[self.provider])} to use this model")

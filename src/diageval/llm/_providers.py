"""Provider backends: one ``ModelAPI`` per wire protocol, on the official SDKs, imported lazily.

Each does a single attempt; retries, timeouts, caching and cost live in :class:`LLMClient`, so they
behave the same for every provider. SDK-side retries are switched off for that reason.
"""

from __future__ import annotations

import abc
import datetime as dt
import email.utils
import importlib
from typing import Any

from .._exceptions import ConfigError, LLMError
from ._spec import ModelSpec
from ._types import LLMReply, LLMRequest


class RetryableError(LLMError):
    """A 429, a 5xx, a timeout or a dropped connection: worth another attempt (after ``retry_after_s``
    when the provider said how long to wait)."""

    def __init__(self, message: str, *, retry_after_s: float | None = None) -> None:
        super().__init__(message, retry_after_s=retry_after_s)
        self.retry_after_s = retry_after_s


def retry_after(headers: Any) -> float | None:
    """Seconds a response asks the client to wait: ``retry-after-ms`` (OpenAI), else ``Retry-After`` in
    seconds or as an HTTP date."""
    if headers is None:
        return None
    try:
        ms = headers.get("retry-after-ms")
        if ms is not None:
            return max(0.0, float(ms) / 1000)
        value = headers.get("retry-after")
        if value is None:
            return None
        try:
            return max(0.0, float(value))
        except ValueError:
            when = email.utils.parsedate_to_datetime(value)
            return max(0.0, (when - dt.datetime.now(dt.UTC)).total_seconds())
    except (TypeError, ValueError, OverflowError):
        return None


def _import(module: str, package: str) -> Any:
    try:
        return importlib.import_module(module)
    except ImportError:
        raise ConfigError(f"this provider needs the '{package}' package: pip install {package}") from None


class ModelAPI(abc.ABC):
    """One wire protocol. ``generate`` makes exactly one attempt."""

    def __init__(self, spec: ModelSpec, timeout_s: float) -> None:
        self.spec = spec
        self.timeout_s = timeout_s

    @abc.abstractmethod
    async def generate(self, req: LLMRequest) -> LLMReply: ...

    @staticmethod
    def _classify(exc: Exception, sdk: Any) -> LLMError:
        status = getattr(exc, "status_code", None)
        if (
            isinstance(exc, sdk.APITimeoutError | sdk.APIConnectionError)
            or status == 429
            or (status or 0) >= 500
        ):
            response = getattr(exc, "response", None)
            return RetryableError(
                f"{type(exc).__name__}: {str(exc)[:200]}",
                retry_after_s=retry_after(getattr(response, "headers", None)),
            )
        return LLMError(f"{type(exc).__name__}: {str(exc)[:300]}")


class OpenAIChatAPI(ModelAPI):
    """OpenAI chat completions: OpenAI, Gemini's OpenAI-compatible endpoint, vLLM, Ollama, OpenRouter."""

    def __init__(self, spec: ModelSpec, timeout_s: float) -> None:
        super().__init__(spec, timeout_s)
        self._sdk = _import("openai", "openai")
        self._client = self._sdk.AsyncOpenAI(
            api_key=spec.api_key(), base_url=spec.base_url, max_retries=0, timeout=timeout_s
        )

    async def generate(self, req: LLMRequest) -> LLMReply:
        messages: list[dict[str, Any]] = [{"role": "system", "content": req.system}]
        for m in req.messages:
            content = [
                {"type": "text", "text": p.text}
                if p.kind == "text"
                else {"type": "image_url", "image_url": {"url": f"data:image/png;base64,{p.png_b64}"}}
                for p in m.parts
            ]
            messages.append({"role": m.role, "content": content if m.role == "user" else m.parts[0].text})
        kwargs: dict[str, Any] = {
            "model": self.spec.model,
            "messages": messages,
            "max_tokens": req.max_tokens,
            "temperature": req.temperature,
        }
        if req.json_mode:
            kwargs["response_format"] = {"type": "json_object"}
        try:
            resp = await self._client.chat.completions.create(**kwargs)
        except self._sdk.APIError as exc:
            raise self._classify(exc, self._sdk) from exc
        if not resp.choices:
            raise RetryableError("the response has no choices")
        usage = resp.usage
        return LLMReply(
            text=resp.choices[0].message.content or "",
            input_tokens=int(getattr(usage, "prompt_tokens", 0) or 0),
            output_tokens=int(getattr(usage, "completion_tokens", 0) or 0),
        )


class AnthropicMessagesAPI(ModelAPI):
    """Anthropic messages. No sampling temperature is sent: current Claude models fix it themselves."""

    def __init__(self, spec: ModelSpec, timeout_s: float) -> None:
        super().__init__(spec, timeout_s)
        self._sdk = _import("anthropic", "anthropic")
        self._client = self._sdk.AsyncAnthropic(
            api_key=spec.api_key(), base_url=spec.base_url, max_retries=0, timeout=timeout_s
        )

    async def generate(self, req: LLMRequest) -> LLMReply:
        messages = []
        for m in req.messages:
            blocks = [
                {"type": "text", "text": p.text}
                if p.kind == "text"
                else {
                    "type": "image",
                    "source": {"type": "base64", "media_type": "image/png", "data": p.png_b64},
                }
                for p in m.parts
            ]
            messages.append({"role": m.role, "content": blocks})
        try:
            resp = await self._client.messages.create(
                model=self.spec.model,
                system=req.system,
                messages=messages,
                max_tokens=req.max_tokens,
            )
        except self._sdk.APIError as exc:
            raise self._classify(exc, self._sdk) from exc
        text = "".join(getattr(b, "text", "") for b in resp.content)
        return LLMReply(
            text=text, input_tokens=int(resp.usage.input_tokens), output_tokens=int(resp.usage.output_tokens)
        )


def make_api(spec: ModelSpec, timeout_s: float) -> ModelAPI:
    if spec.provider == "anthropic":
        return AnthropicMessagesAPI(spec, timeout_s)
    return OpenAIChatAPI(spec, timeout_s)

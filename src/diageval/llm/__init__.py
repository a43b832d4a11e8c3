"""The LLM side: model strings, provider backends, the client (retries, cache, cost), prompts, verifier."""

from ._client import ClientSettings, Gates, LLMClient, Spending, retry_delay
from ._config import LLMConfig
from ._evidence import evaluator_talk
from ._prices import DEFAULT_PRICES, PriceTable
from ._prompts import PROMPT_VERSION, template, untrusted
from ._providers import AnthropicMessagesAPI, ModelAPI, OpenAIChatAPI, RetryableError, make_api
from ._scope import APP_ORIGIN, CallScope, call_scope, current_scope
from ._spec import ModelSpec
from ._types import CallRecord, LLMReply, LLMRequest, Message, Part
from ._verifier import LLMVerifier, Verdict

__all__ = [
    "APP_ORIGIN",
    "DEFAULT_PRICES",
    "PROMPT_VERSION",
    "AnthropicMessagesAPI",
    "CallRecord",
    "CallScope",
    "ClientSettings",
    "Gates",
    "LLMClient",
    "LLMConfig",
    "LLMReply",
    "LLMRequest",
    "LLMVerifier",
    "Message",
    "ModelAPI",
    "ModelSpec",
    "OpenAIChatAPI",
    "Part",
    "PriceTable",
    "RetryableError",
    "Spending",
    "Verdict",
    "call_scope",
    "current_scope",
    "evaluator_talk",
    "make_api",
    "retry_delay",
    "template",
    "untrusted",
]

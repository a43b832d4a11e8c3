"""The LLM side: model strings, provider backends, the client (retries, cache, cost), prompts, verifier."""

from ._client import ClientSettings, LLMClient, Spending
from ._config import LLMConfig
from ._evidence import evaluator_talk
from ._prices import DEFAULT_PRICES, PriceTable
from ._prompts import PROMPT_VERSION, untrusted
from ._providers import AnthropicMessagesAPI, ModelAPI, OpenAIChatAPI, make_api
from ._spec import ModelSpec
from ._types import CallRecord, LLMReply, LLMRequest, Message, Part
from ._verifier import LLMVerifier, Verdict

__all__ = [
    "DEFAULT_PRICES",
    "PROMPT_VERSION",
    "AnthropicMessagesAPI",
    "CallRecord",
    "ClientSettings",
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
    "Spending",
    "Verdict",
    "evaluator_talk",
    "make_api",
    "untrusted",
]

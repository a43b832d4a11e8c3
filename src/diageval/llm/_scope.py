"""What the LLM calls made for one case share: where their records go, and what their prompts leave out.

A run's clients (verifier, judge, agent, planner) are shared by cases running at the same time, so a
client cannot tell which case a call belongs to from its own state. The runner opens a :func:`call_scope`
around each case; every call made inside it, in any task the case starts, is recorded in that scope, and
only there. The scope also names the app's origin, which the client replaces in every prompt with
:data:`APP_ORIGIN`: the app is served on a random port, and a prompt that held it would never match a
cached answer again.

Used as ``with call_scope(app.origin) as scope: ...``; afterwards ``scope.calls`` holds that case's calls
and no other case's.
"""

from __future__ import annotations

import contextlib
import contextvars
from collections.abc import Iterator
from dataclasses import dataclass, field
from urllib.parse import urlsplit

from .._exceptions import BudgetExceeded
from ._types import CallRecord, LLMRequest

APP_ORIGIN = "http://app.test"
"""What a model sees instead of the app's origin."""


@dataclass
class CallScope:
    """The calls of one case, and what its prompts must not carry."""

    origins: tuple[str, ...] = ()
    calls: list[CallRecord] = field(default_factory=list)
    refused: BudgetExceeded | None = None
    """Set when a call of this case was refused by the spending cap: the case did not finish."""

    def scrub(self, req: LLMRequest) -> LLMRequest:
        """``req`` with the app's origin replaced by :data:`APP_ORIGIN` in every text part."""
        if not self.origins:
            return req
        messages = [
            m.model_copy(
                update={
                    "parts": [
                        p.model_copy(update={"text": self.scrub_text(p.text)}) if p.kind == "text" else p
                        for p in m.parts
                    ]
                }
            )
            for m in req.messages
        ]
        return req.model_copy(update={"system": self.scrub_text(req.system), "messages": messages})

    def scrub_text(self, text: str) -> str:
        """``text`` as a model of this case sees it."""
        for origin in self.origins:
            text = text.replace(origin, APP_ORIGIN)
            host = urlsplit(origin).netloc
            # The same server named without its scheme, or as localhost ("127.0.0.1:41873/cart").
            for alias in {host, host.replace("127.0.0.1", "localhost")}:
                text = text.replace(alias, "app.test")
        return text


_LOOPBACK = {"127.0.0.1", "localhost", "::1"}
_current: contextvars.ContextVar[CallScope | None] = contextvars.ContextVar(
    "diageval_llm_scope", default=None
)


def current_scope() -> CallScope | None:
    return _current.get()


@contextlib.contextmanager
def call_scope(*origins: str) -> Iterator[CallScope]:
    """Collect the LLM calls made inside the block (and tasks it starts) and keep ``origins`` out of
    their prompts."""
    # Only an app on this machine has a port that changes from run to run; a remote app's origin is part
    # of what the model should see.
    local = tuple(o.rstrip("/") for o in origins if urlsplit(o).hostname in _LOOPBACK)
    scope = CallScope(origins=local)
    token = _current.set(scope)
    try:
        yield scope
    finally:
        _current.reset(token)

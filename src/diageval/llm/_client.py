"""The LLM client every LLM component uses: retries with backoff, one concurrency cap per endpoint, a
per-request timeout, an on-disk response cache, JSON re-asking, and exact token and money accounting with
a spending cap.

Each call's record goes to the :class:`~diageval.llm._scope.CallScope` of the case it was made for (the
run's totals are the sum of those records), and the app's origin is replaced in the prompt before the
cache key is taken, so a replay of the same case hits the cache.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import random
import time
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path
from typing import TypeVar

from pydantic import BaseModel, ValidationError

from .._exceptions import BudgetExceeded, LLMError
from ._prices import PriceTable
from ._providers import ModelAPI, RetryableError, make_api
from ._scope import current_scope
from ._spec import ModelSpec
from ._types import CallRecord, LLMReply, LLMRequest, Message

logger = logging.getLogger(__name__)
M = TypeVar("M", bound=BaseModel)


@dataclass
class Spending:
    """Running totals of one process's calls, shared by every client of the run, checked against the cap.
    (What a run spent, across sessions and Ray workers, is the sum of its cases' call records.)"""

    max_cost_usd: Decimal | None = None
    cost_usd: Decimal = Decimal(0)
    input_tokens: int = 0
    output_tokens: int = 0
    calls: int = 0
    cache_hits: int = 0

    def check(self) -> None:
        if self.max_cost_usd is not None and self.cost_usd >= self.max_cost_usd:
            raise BudgetExceeded(
                f"LLM spending reached ${self.cost_usd:.4f} (--max-cost ${self.max_cost_usd}); stopping",
                cost_usd=self.cost_usd,
                max_cost_usd=self.max_cost_usd,
            )


@dataclass
class ClientSettings:
    retries: int = 4
    backoff_s: float = 1.0
    """First retry delay; doubles each attempt, with jitter (capped at ``max_delay_s``)."""
    max_delay_s: float = 60.0
    """Longest wait before a retry, also when a provider's ``Retry-After`` asks for more."""
    timeout_s: float = 60.0
    concurrency: int = 4
    """Requests in flight at once to one endpoint (provider and base URL), over all roles of a run."""
    reasks: int = 2
    """How many times malformed JSON is re-asked before it is a harness fault."""
    cache_dir: Path | None = None


def retry_delay(
    attempt: int,
    settings: ClientSettings,
    retry_after_s: float | None = None,
    rng: random.Random | None = None,
) -> float:
    """Seconds to wait after failed attempt ``attempt`` (1-based).

    Exponential backoff with "equal jitter" (half the step fixed, half random), so clients that failed
    together do not retry together; a provider's ``Retry-After`` is a floor, plus up to 10 % so a crowd
    told the same time spreads out. Never more than ``max_delay_s``."""
    r = rng.random() if rng is not None else random.random()
    step = min(settings.max_delay_s, settings.backoff_s * 2.0 ** (attempt - 1))
    delay = step / 2 + step / 2 * r
    if retry_after_s is not None:
        delay = max(delay, retry_after_s * (1 + 0.1 * r))
    return min(settings.max_delay_s, delay)


@dataclass
class Gates:
    """One concurrency cap per endpoint, shared by every client of a run: the verifier, judge and agent
    of one provider together keep to ``concurrency`` requests in flight."""

    concurrency: int = 4
    _sems: dict[tuple[str, str | None], asyncio.Semaphore] = field(
        default_factory=dict, init=False, repr=False
    )

    def gate(self, spec: ModelSpec) -> asyncio.Semaphore:
        key = (spec.provider, spec.base_url)
        if key not in self._sems:
            self._sems[key] = asyncio.Semaphore(self.concurrency)
        return self._sems[key]


class LLMClient:
    """Calls one model. ``complete_json`` returns a validated pydantic model and the call records."""

    def __init__(
        self,
        spec: ModelSpec,
        *,
        settings: ClientSettings | None = None,
        prices: PriceTable | None = None,
        spending: Spending | None = None,
        gates: Gates | None = None,
        api: ModelAPI | None = None,
    ) -> None:
        self.spec = spec
        self.settings = settings or ClientSettings()
        self.prices = prices or PriceTable()
        self.spending = spending or Spending()
        self.api = api or make_api(spec, self.settings.timeout_s)
        self._sem = (gates or Gates(self.settings.concurrency)).gate(spec)
        if not self.prices.known(spec.name):
            logger.warning("no price known for %s: its cost is counted as 0", spec.name)

    def _key(self, req: LLMRequest) -> str:
        body = {
            "model": self.spec.name,
            "base_url": self.spec.base_url,
            "system": req.system,
            "messages": [[m.role, [p.digest() for p in m.parts]] for m in req.messages],
            "params": [req.max_tokens, req.temperature, req.json_mode],
        }
        return hashlib.sha256(json.dumps(body, sort_keys=True).encode()).hexdigest()

    def _cache_path(self, key: str) -> Path | None:
        d = self.settings.cache_dir
        return None if d is None else d / key[:2] / f"{key}.json"

    def _record(
        self,
        reply: LLMReply,
        purpose: str,
        prompt_version: str,
        cost: Decimal,
        *,
        cached: bool,
        attempts: int,
    ) -> CallRecord:
        return CallRecord(
            purpose=purpose,
            model=self.spec.name,
            prompt_version=prompt_version,
            input_tokens=reply.input_tokens,
            output_tokens=reply.output_tokens,
            cost_usd=float(cost),
            cached=cached,
            attempts=attempts,
        )

    async def complete(self, req: LLMRequest, *, purpose: str, prompt_version: str) -> tuple[str, CallRecord]:
        """One answer, from the cache when this exact request was made before (costing nothing)."""
        scope = current_scope()
        if scope is not None:
            req = scope.scrub(req)
        key = self._key(req)
        path = self._cache_path(key)
        if path is not None and path.is_file():
            reply = LLMReply.model_validate_json(path.read_text(encoding="utf-8"))
            rec = self._record(reply, purpose, prompt_version, Decimal(0), cached=True, attempts=0)
            self._account(rec, Decimal(0))
            return reply.text, rec
        try:
            self.spending.check()
        except BudgetExceeded as exc:
            if scope is not None:
                scope.refused = exc
            raise
        t0 = time.perf_counter()
        reply, attempts = await self._attempts(req)
        cost = self.prices.cost(self.spec.name, reply.input_tokens, reply.output_tokens)
        rec = self._record(reply, purpose, prompt_version, cost, cached=False, attempts=attempts)
        rec.latency_s = round(time.perf_counter() - t0, 3)
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(f".{id(rec)}.tmp")
            tmp.write_text(reply.model_dump_json(), encoding="utf-8")
            tmp.replace(path)
        self._account(rec, cost)
        return reply.text, rec

    def _account(self, rec: CallRecord, cost: Decimal) -> None:
        s = self.spending
        s.calls += 1
        s.cache_hits += rec.cached
        s.input_tokens += 0 if rec.cached else rec.input_tokens
        s.output_tokens += 0 if rec.cached else rec.output_tokens
        s.cost_usd += cost
        scope = current_scope()
        if scope is not None:
            scope.calls.append(rec)

    async def _attempts(self, req: LLMRequest) -> tuple[LLMReply, int]:
        last: Exception | None = None
        for attempt in range(1, self.settings.retries + 2):
            retry_after = None
            try:
                async with self._sem:
                    return await asyncio.wait_for(self.api.generate(req), self.settings.timeout_s), attempt
            except TimeoutError:
                last = RetryableError(f"no answer within {self.settings.timeout_s:g} s")
            except RetryableError as exc:
                last, retry_after = exc, exc.retry_after_s
            if attempt <= self.settings.retries:
                delay = retry_delay(attempt, self.settings, retry_after)
                logger.info("%s: %s; retrying in %.2f s", self.spec.name, last, delay)
                await asyncio.sleep(delay)
        raise LLMError(f"{self.spec.name}: gave up after {self.settings.retries + 1} attempts: {last}")

    async def complete_json(
        self, req: LLMRequest, schema: type[M], *, purpose: str, prompt_version: str
    ) -> tuple[M, list[CallRecord]]:
        """An answer validated against ``schema``; malformed output is re-asked a bounded number of times."""
        records: list[CallRecord] = []
        for ask in range(self.settings.reasks + 1):
            text, rec = await self.complete(req, purpose=purpose, prompt_version=prompt_version)
            rec.reasks = ask
            records.append(rec)
            try:
                return schema.model_validate_json(_strip_fence(text)), records
            except ValidationError as exc:
                problem = "; ".join(
                    f"{'.'.join(map(str, e['loc'])) or 'reply'}: {e['msg']}" for e in exc.errors()[:3]
                )
            req = req.model_copy(
                update={
                    "messages": [
                        *req.messages,
                        Message.assistant(text),
                        Message.user(
                            f"Your reply was not valid: {problem}. "
                            "Reply again with only a JSON object of the required form."
                        ),
                    ]
                }
            )
        raise LLMError(
            f"{self.spec.name}: output stayed malformed after {self.settings.reasks} re-asks ({purpose})"
        )


def _strip_fence(text: str) -> str:
    t = text.strip()
    if t.startswith("```"):
        t = t.split("\n", 1)[1] if "\n" in t else ""
        t = t.rsplit("```", 1)[0]
    return t.strip()

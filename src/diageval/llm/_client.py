"""The LLM client every LLM component uses: retries with backoff, a concurrency cap, a per-request timeout,
an on-disk response cache, JSON re-asking, and exact token and money accounting with a spending cap."""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import time
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path
from typing import TypeVar

from pydantic import BaseModel, ValidationError

from .._exceptions import BudgetExceeded, LLMError
from ._prices import PriceTable
from ._providers import ModelAPI, RetryableError, make_api
from ._spec import ModelSpec
from ._types import CallRecord, LLMReply, LLMRequest, Message

logger = logging.getLogger(__name__)
M = TypeVar("M", bound=BaseModel)


@dataclass
class Spending:
    """Running totals of a run, shared by every client of the run."""

    max_cost_usd: Decimal | None = None
    cost_usd: Decimal = Decimal(0)
    input_tokens: int = 0
    output_tokens: int = 0
    calls: int = 0
    cache_hits: int = 0
    records: list[CallRecord] = field(default_factory=list)

    def check(self) -> None:
        if self.max_cost_usd is not None and self.cost_usd >= self.max_cost_usd:
            raise BudgetExceeded(
                f"LLM spending reached ${self.cost_usd} (--max-cost ${self.max_cost_usd}); stopping"
            )


@dataclass
class ClientSettings:
    retries: int = 4
    backoff_s: float = 1.0
    """First retry delay; doubles each attempt (capped at 30 s)."""
    timeout_s: float = 60.0
    concurrency: int = 4
    reasks: int = 2
    """How many times malformed JSON is re-asked before it is a harness fault."""
    cache_dir: Path | None = None


class LLMClient:
    """Calls one model. ``complete_json`` returns a validated pydantic model and the call record."""

    def __init__(
        self,
        spec: ModelSpec,
        *,
        settings: ClientSettings | None = None,
        prices: PriceTable | None = None,
        spending: Spending | None = None,
        api: ModelAPI | None = None,
    ) -> None:
        self.spec = spec
        self.settings = settings or ClientSettings()
        self.prices = prices or PriceTable()
        self.spending = spending or Spending()
        self.api = api or make_api(spec, self.settings.timeout_s)
        self._sem = asyncio.Semaphore(self.settings.concurrency)
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
        key = self._key(req)
        path = self._cache_path(key)
        if path is not None and path.is_file():
            reply = LLMReply.model_validate_json(path.read_text(encoding="utf-8"))
            rec = self._record(reply, purpose, prompt_version, Decimal(0), cached=True, attempts=0)
            self._account(rec, Decimal(0))
            return reply.text, rec
        self.spending.check()
        t0 = time.perf_counter()
        reply, attempts = await self._attempts(req)
        cost = self.prices.cost(self.spec.name, reply.input_tokens, reply.output_tokens)
        rec = self._record(reply, purpose, prompt_version, cost, cached=False, attempts=attempts)
        rec.latency_s = round(time.perf_counter() - t0, 3)
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(".tmp")
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
        s.records.append(rec)

    async def _attempts(self, req: LLMRequest) -> tuple[LLMReply, int]:
        last: Exception | None = None
        for attempt in range(1, self.settings.retries + 2):
            try:
                async with self._sem:
                    return await asyncio.wait_for(self.api.generate(req), self.settings.timeout_s), attempt
            except TimeoutError:
                last = RetryableError(f"no answer within {self.settings.timeout_s:g} s")
            except RetryableError as exc:
                last = exc
            if attempt <= self.settings.retries:
                delay = min(30.0, self.settings.backoff_s * 2 ** (attempt - 1))
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

"""The LLM client against real loopback servers speaking the providers' protocols through the real SDKs."""

from __future__ import annotations

import asyncio
import json
import random
from decimal import Decimal
from pathlib import Path

import pytest
from pydantic import BaseModel

from diageval._exceptions import BudgetExceeded, ConfigError, HarnessError, LLMError
from diageval.llm import (
    ClientSettings,
    Gates,
    LLMClient,
    LLMConfig,
    LLMRequest,
    Message,
    ModelSpec,
    PriceTable,
    Spending,
    retry_delay,
)
from diageval.runner._llm import LLMServices
from tests.llm.server import ScriptedLLMServer

FAST = ClientSettings(retries=2, backoff_s=0.01, timeout_s=5.0)


class Answer(BaseModel):
    ok: bool
    n: int


def _client(srv: ScriptedLLMServer, model: str, settings: ClientSettings = FAST, **kw: object) -> LLMClient:
    return LLMClient(ModelSpec.parse(model, base_url=srv.base_url), settings=settings, **kw)  # type: ignore[arg-type]


def _req(text: str = "hello") -> LLMRequest:
    return LLMRequest(system="Reply with JSON.", messages=[Message.user(text)])


async def test_malformed_json_is_reasked_then_recovers(oai: ScriptedLLMServer) -> None:
    oai.push("this is not json")
    oai.push('{"ok": true, "n": 3}')
    ans, calls = await _client(oai, "openai/gpt-5-mini").complete_json(
        _req(), Answer, purpose="t", prompt_version="1"
    )
    assert ans == Answer(ok=True, n=3)
    assert [c.reasks for c in calls] == [0, 1]
    second = oai.requests[1]["body"]["messages"]
    assert second[-2] == {"role": "assistant", "content": "this is not json"}
    assert "not valid" in json.dumps(second[-1])


async def test_malformed_forever_is_a_harness_fault(oai: ScriptedLLMServer) -> None:
    for _ in range(3):
        oai.push('{"ok": "maybe"}')
    with pytest.raises(HarnessError, match="malformed after 2 re-asks"):
        await _client(oai, "openai/gpt-5-mini").complete_json(_req(), Answer, purpose="t", prompt_version="1")


async def test_429_then_success(oai: ScriptedLLMServer) -> None:
    oai.push("slow down", status=429)
    oai.push("busy", status=503)
    oai.push('{"ok": true, "n": 1}')
    _, calls = await _client(oai, "openai/gpt-5-mini").complete_json(
        _req(), Answer, purpose="t", prompt_version="1"
    )
    assert calls[0].attempts == 3 and len(oai.requests) == 3


async def test_timeout_is_a_harness_fault(oai: ScriptedLLMServer) -> None:
    for _ in range(2):
        oai.push('{"ok": true, "n": 1}', delay_s=1.5)
    settings = ClientSettings(retries=1, backoff_s=0.01, timeout_s=0.4)
    with pytest.raises(LLMError, match="gave up after 2 attempts"):
        await _client(oai, "openai/gpt-5-mini", settings).complete(_req(), purpose="t", prompt_version="1")


async def test_cost_sums_exactly_to_the_token(oai: ScriptedLLMServer) -> None:
    oai.push('{"ok": true, "n": 1}', usage=(1234, 567))
    oai.push('{"ok": true, "n": 2}', usage=(1, 1))
    spending = Spending()
    client = _client(oai, "openai/gpt-5-mini", spending=spending)
    await client.complete(_req("a"), purpose="t", prompt_version="1")
    await client.complete(_req("b"), purpose="t", prompt_version="1")
    # gpt-5-mini: $0.25 in, $2.00 out per million tokens
    want = (Decimal("0.25") * 1235 + Decimal("2.00") * 568) / 1_000_000
    assert spending.cost_usd == want == Decimal("0.00144475")
    assert (spending.input_tokens, spending.output_tokens, spending.calls) == (1235, 568, 2)


async def test_price_table_can_be_extended(oai: ScriptedLLMServer, tmp_path: Path) -> None:
    table = tmp_path / "prices.yaml"
    table.write_text("openai-compatible/local: ['1', '3']\n")
    oai.push('{"ok": true, "n": 1}', usage=(1000, 1000))
    spending = Spending()
    client = LLMClient(
        ModelSpec.parse("openai-compatible/local", base_url=oai.base_url),
        settings=FAST,
        prices=PriceTable.load(table),
        spending=spending,
    )
    await client.complete(_req(), purpose="t", prompt_version="1")
    assert spending.cost_usd == Decimal("0.004")


async def test_cache_replay_spends_nothing(oai: ScriptedLLMServer, tmp_path: Path) -> None:
    oai.push('{"ok": true, "n": 7}', usage=(500, 50))
    settings = ClientSettings(retries=0, backoff_s=0.01, timeout_s=5, cache_dir=tmp_path / "cache")
    first = Spending()
    await _client(oai, "openai/gpt-5-mini", settings, spending=first).complete(
        _req(), purpose="t", prompt_version="1"
    )
    again = Spending()
    text, rec = await _client(oai, "openai/gpt-5-mini", settings, spending=again).complete(
        _req(), purpose="t", prompt_version="1"
    )
    assert json.loads(text)["n"] == 7 and rec.cached and rec.cost_usd == 0
    assert again.cost_usd == 0 and again.cache_hits == 1 and len(oai.requests) == 1


async def test_max_cost_stops_cleanly(oai: ScriptedLLMServer) -> None:
    oai.push('{"ok": true, "n": 1}', usage=(1_000_000, 0))
    spending = Spending(max_cost_usd=Decimal("0.20"))
    client = _client(oai, "openai/gpt-5-mini", spending=spending)
    await client.complete(_req("a"), purpose="t", prompt_version="1")  # $0.25: crosses the cap
    with pytest.raises(BudgetExceeded, match="max-cost"):
        await client.complete(_req("b"), purpose="t", prompt_version="1")
    assert len(oai.requests) == 1


async def test_anthropic_protocol(ant: ScriptedLLMServer) -> None:
    ant.push("not json")
    ant.push('{"ok": false, "n": 0}', usage=(1000, 100))
    spending = Spending()
    ans, calls = await _client(ant, "anthropic/claude-sonnet-4-6", spending=spending).complete_json(
        _req(), Answer, purpose="t", prompt_version="1"
    )
    assert ans.n == 0 and len(calls) == 2
    assert (
        ant.requests[0]["path"] == "/v1/messages" and ant.requests[0]["body"]["system"] == "Reply with JSON."
    )
    assert spending.cost_usd == (Decimal(3) * 1100 + Decimal(15) * 120) / 1_000_000


def test_model_strings_and_missing_keys(monkeypatch: pytest.MonkeyPatch) -> None:
    for var in ("OPENAI_API_KEY", "GEMINI_API_KEY", "GOOGLE_API_KEY", "DIAGEVAL_LLM_BASE_URL"):
        monkeypatch.delenv(var, raising=False)
    assert ModelSpec.parse("google/gemini-3-flash").base_url.startswith("https://generativelanguage")  # type: ignore[union-attr]
    with pytest.raises(ConfigError, match="needs --llm-base-url"):
        ModelSpec.parse("openai-compatible/llama")
    with pytest.raises(ConfigError, match="unknown provider"):
        ModelSpec.parse("acme/x")
    with pytest.raises(ConfigError, match="set OPENAI_API_KEY"):
        ModelSpec.parse("openai/gpt-5-mini").api_key()


@pytest.mark.parametrize(
    ("headers", "wait_s"), [({"Retry-After": "1"}, 1.0), ({"retry-after-ms": "700", "Retry-After": "9"}, 0.7)]
)
async def test_retry_after_is_honoured(
    oai: ScriptedLLMServer, headers: dict[str, str], wait_s: float
) -> None:
    oai.push("slow down", status=429, headers=headers)
    oai.push('{"ok": true, "n": 1}')
    _, rec = await _client(oai, "openai/gpt-5-mini").complete(_req(), purpose="t", prompt_version="1")
    gap = oai.requests[1]["t"] - oai.requests[0]["t"]
    assert rec.attempts == 2 and wait_s <= gap < wait_s * 1.1 + 0.5


async def test_retry_after_over_the_anthropic_protocol(ant: ScriptedLLMServer) -> None:
    ant.push("overloaded", status=429, headers={"Retry-After": "1"})
    ant.push('{"ok": true, "n": 1}')
    await _client(ant, "anthropic/claude-sonnet-4-6").complete(_req(), purpose="t", prompt_version="1")
    assert ant.requests[1]["t"] - ant.requests[0]["t"] >= 1.0


def test_retry_delays_are_jittered_and_bounded() -> None:
    rng = random.Random(7)
    s = ClientSettings(backoff_s=1.0, max_delay_s=60.0)
    third = [retry_delay(3, s, None, rng) for _ in range(200)]
    assert all(2.0 <= d <= 4.0 for d in third) and max(third) - min(third) > 1.5
    told = [retry_delay(1, s, 5.0, rng) for _ in range(200)]
    assert all(5.0 <= d <= 5.5 for d in told) and len(set(told)) > 100
    assert retry_delay(1, s, 3600.0, rng) == 60.0 and retry_delay(30, s, None, rng) <= 60.0


async def test_every_role_shares_one_cap_per_endpoint(oai: ScriptedLLMServer) -> None:
    """Verifier, judge and agent on one provider together keep to the run's concurrency cap."""
    for _ in range(6):
        oai.push('{"ok": true, "n": 1}', delay_s=0.4)
    cfg = LLMConfig(
        base_url=oai.base_url,
        concurrency=2,
        verifier_model="openai/gpt-5-mini",
        judge_model="openai/gpt-5-mini",
        agent_model="openai/gpt-5",
    )
    llm = LLMServices.build(cfg)
    assert llm is not None and llm.verifier is not None and llm.judge is not None and llm.agent_client
    clients = [llm.verifier.client, llm.judge.client, llm.agent_client] * 2
    await asyncio.gather(
        *(c.complete(_req(f"q{i}"), purpose="t", prompt_version="1") for i, c in enumerate(clients))
    )
    assert len(oai.requests) == 6 and oai.max_in_flight == 2


def test_other_endpoints_have_their_own_cap() -> None:
    gates = Gates(2)
    a = ModelSpec.parse("openai/gpt-5-mini", base_url="http://127.0.0.1:1/v1")
    a2 = ModelSpec.parse("openai/gpt-5", base_url="http://127.0.0.1:1/v1")
    b = ModelSpec.parse("openai/gpt-5-mini", base_url="http://127.0.0.1:2/v1")
    assert gates.gate(a) is gates.gate(a2) and gates.gate(a) is not gates.gate(b)

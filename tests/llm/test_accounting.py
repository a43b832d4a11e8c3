"""LLM accounting: each case's record holds exactly the calls made for it (also with cases running side by
side, and when it ends in a harness fault), and a run's totals are the sum of its records across
sessions."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path
from typing import Any

from diageval.llm import LLMConfig
from diageval.method import DiagnosisConfig
from diageval.runner import RunConfig, RunResult, run_suites
from diageval.suite import load_suites
from tests.conftest import run_file, write_suite
from tests.llm.server import ScriptedLLMServer
from tests.llm.test_run_llm import _site

JUDGE = json.dumps(
    {"fork_step": 0, "sou": 1, "category": "wrong_target", "diagnosis": "no such button", "p0": 0.3}
)


def _config(
    tmp_path: Path, oai: ScriptedLLMServer, *, workers: int = 1, rounds: int = 0, **llm: Any
) -> RunConfig:
    return RunConfig(
        out_dir=tmp_path / "out",
        settle_s=0.1,
        workers=workers,
        diagnosis=DiagnosisConfig(rounds=rounds, branches_per_round=1),
        llm=LLMConfig(base_url=oai.base_url, retries=0, **llm),
    )


def assert_totals_are_the_records(run: RunResult, tmp_path: Path) -> list[dict[str, Any]]:
    """results.json's totals equal the sum of the case records; returns every call record."""
    calls = [c for case in run.cases for c in case.llm_calls if "cost_usd" in c]
    paid = [c for c in calls if not c["cached"]]
    totals = json.loads(run_file(tmp_path / "out", "results.json").read_text())["llm"]
    assert totals["calls"] == len(calls)
    assert totals["input_tokens"] == sum(c["input_tokens"] for c in paid)
    assert totals["output_tokens"] == sum(c["output_tokens"] for c in paid)
    by_case = sum((Decimal(str(case.llm_cost_usd)) for case in run.cases), Decimal(0))
    by_call = sum((Decimal(str(c["cost_usd"])) for c in calls), Decimal(0))
    assert Decimal(str(totals["cost_usd"])) == by_case == by_call
    return calls


async def test_a_shared_judge_is_not_sliced_between_parallel_cases(
    oai: ScriptedLLMServer, tmp_path: Path
) -> None:
    site = _site(tmp_path)
    suite = write_suite(
        tmp_path,
        f"""name: par
app: {{static: {site}}}
cases:
  - {{id: a, task: Press Nope, steps: [{{click: Nope}}], expect: [{{text: Done}}]}}
  - {{id: b, task: Press Nope, steps: [{{click: Nope}}], expect: [{{text: Done}}]}}
  - {{id: c, task: Press Nope, steps: [{{click: Nope}}], expect: [{{text: Done}}]}}
""",
    )
    # Slow answers, so the three cases' judge calls are in flight together.
    for i in range(3):
        oai.push(JUDGE, usage=(1000 + i, 10), delay_s=1.0)
    cfg = _config(tmp_path, oai, workers=3, rounds=1, judge_model="openai/gpt-5-mini")
    run = await run_suites(load_suites([suite]), cfg)
    assert len(oai.requests) == 3
    for case in run.cases:
        assert [c["purpose"] for c in case.llm_calls] == ["judge"], case.case_id
    calls = assert_totals_are_the_records(run, tmp_path)
    assert sorted(c["input_tokens"] for c in calls) == [1000, 1001, 1002]


async def test_calls_of_a_harness_fault_stay_on_its_record_across_sessions(
    oai: ScriptedLLMServer, tmp_path: Path
) -> None:
    site = _site(tmp_path)
    suite = write_suite(
        tmp_path,
        f"""name: hf
app: {{static: {site}}}
cases:
  - {{id: a, task: Order, steps: [{{click: Order}}]}}
""",
    )
    for _ in range(3):  # malformed, re-asked twice, then a harness fault
        oai.push("not json", usage=(1000, 100))
    cfg = _config(tmp_path, oai, verifier_model="openai/gpt-5-mini")
    run = await run_suites(load_suites([suite]), cfg)
    res = run.cases[0]
    assert (res.verdict, res.attribution) == ("error", "harness_fault"), res.reason
    assert [c["reasks"] for c in res.llm_calls] == [0, 1, 2]
    assert res.llm_cost_usd == float((Decimal("0.25") * 3000 + Decimal(2) * 300) / 1_000_000)
    assert_totals_are_the_records(run, tmp_path)
    # Run again: the case is redone, and what its first attempt paid for is still on its record.
    oai.push(
        json.dumps({"success": True, "evidence": "Order placed: 3 packs", "shows": "Order", "reason": "ok"}),
        usage=(1000, 100),
    )
    again = await run_suites(load_suites([suite]), cfg, resume=run.run_id)
    res = again.cases[0]
    assert res.verdict == "pass", res.reason
    assert [bool(c.get("earlier_attempt")) for c in res.llm_calls] == [True, True, True, False]
    assert len(assert_totals_are_the_records(again, tmp_path)) == 4

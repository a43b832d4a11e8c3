"""Baseline reruns with the sampling agent: each rerun is that agent's own run, from a stream of its own."""

from __future__ import annotations

from pathlib import Path

import yaml
from playwright.async_api import Browser

from diageval.agents import AgentProfile
from diageval.agents._profile import draw_step, stream_key
from diageval.app import RunningApp, StaticServer
from diageval.method import DiagnosisConfig
from diageval.runner import RunConfig, run_case
from diageval.suite import load_suites
from tests.conftest import FIXTURES

# Only the partial-view draw is left: the single run and each rerun either give up on the off-screen
# 'Export' or scroll to it (any scroll of the profile brings it into view on the fixture page).
HALF = AgentProfile(
    name="half", click_miss=0, wrong_match=0, settle_short=0, type_pauses=0, offscreen_give_up=0.5
)
EXPORT_STEP = 1


def _gives_up(seed: int, attempt: int) -> bool:
    return draw_step(HALF, stream_key(seed, "one", "export", attempt), EXPORT_STEP).give_up


async def test_nr_rerun_draws_a_new_stream_and_recovers(browser: Browser, tmp_path: Path) -> None:
    # A seed whose single run gives up and whose first rerun scrolls: the draws alone decide it.
    seed = next(s for s in range(200) if _gives_up(s, 0) and not _gives_up(s, 1))
    path = tmp_path / "one.yaml"
    path.write_text(
        yaml.safe_dump(
            {
                "name": "one",
                "app": {"static": str(FIXTURES / "stochastic")},
                "cases": [
                    {
                        "id": "export",
                        "task": "save, then export",
                        "steps": [{"click": "Save"}, {"click": "Export"}],
                        "expect": [{"text": "exported"}],
                    }
                ],
            }
        ),
        encoding="utf-8",
    )
    suite = load_suites([path])[0]
    config = RunConfig(
        out_dir=tmp_path / "out",
        settle_s=0.1,
        agent_profile=HALF,
        agent_seed=seed,
        diagnosis=DiagnosisConfig(method="nr", rounds=2),
    )
    with StaticServer(FIXTURES / "stochastic") as srv:
        res = await run_case(browser, suite, suite.cases[0], RunningApp(srv.url, srv.url + "/"), config)
    assert res.initial_verdict == "fail" and "not in the viewport" in (res.initial_reason or "")
    assert (res.verdict, res.attribution) == ("pass", "agent_fail"), res.reason
    assert res.diagnosis is not None
    first = res.diagnosis.branches[0]
    assert first.outcome == "verified_success"
    want = f"rerun by scripted:half:seed={seed}, stream {stream_key(seed, 'one', 'export', 1)}"
    assert want in first.evidence

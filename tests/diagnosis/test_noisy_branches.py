"""DiagEval's branches with a sampling agent: the probe layer finishes the case unless --noisy-branches."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import yaml
from playwright.async_api import Browser

from diageval.agents import BRANCH_ATTEMPT, AgentProfile, ScriptedAgent
from diageval.agents._profile import draw_step, stream_key
from diageval.app import RunningApp, StaticServer
from diageval.method import DiagnosisConfig
from diageval.runner import RunConfig, branch_agent, run_case
from diageval.suite import load_suites
from tests.conftest import FIXTURES

HALF = AgentProfile(
    name="half", click_miss=0, wrong_match=0, settle_short=0, type_pauses=0, offscreen_give_up=0.5
)


def test_branch_agent_only_when_configured() -> None:
    assert branch_agent(RunConfig(agent_profile=HALF)) is None
    assert branch_agent(RunConfig(noisy_branches=True)) is None  # nothing samples without a profile
    agent = branch_agent(RunConfig(agent_profile=HALF, agent_seed=3, noisy_branches=True))
    assert isinstance(agent, ScriptedAgent)
    assert (agent.profile, agent.seed, agent.attempt) == (HALF, 3, BRANCH_ATTEMPT)


async def _recovered_branch_steps(browser: Browser, tmp_path: Path, noisy: bool) -> list[dict[str, Any]]:
    """Save, Export (below the fold: the single run gives up), Export again. A branch scrolls to it; the
    third step is then finished by the step executor or, with noisy branches, by the sampling agent."""
    seed = next(s for s in range(200) if draw_step(HALF, stream_key(s, "n", "c", 0), 1).give_up)
    path = tmp_path / "n.yaml"
    steps = [{"click": "Save"}, {"click": "Export"}, {"click": "Export"}]
    case = {"id": "c", "task": "t", "steps": steps, "expect": [{"text": "exported"}]}
    path.write_text(yaml.safe_dump({"name": "n", "app": {"static": "."}, "cases": [case]}), encoding="utf-8")
    suite = load_suites([path])[0]
    out = tmp_path / ("noisy" if noisy else "plain")
    config = RunConfig(
        out_dir=out,
        settle_s=0.1,
        agent_profile=HALF,
        agent_seed=seed,
        noisy_branches=noisy,
        diagnosis=DiagnosisConfig(rounds=1),
    )
    with StaticServer(FIXTURES / "stochastic") as srv:
        res = await run_case(browser, suite, suite.cases[0], RunningApp(srv.url, srv.url + "/"), config)
    assert res.initial_verdict == "fail" and res.verdict == "pass", res.reason
    assert res.diagnosis is not None
    won = [b for b in res.diagnosis.branches if b.outcome == "verified_success"]
    traj = json.loads((out / won[0].screenshots[0]).parent.joinpath("trajectory.json").read_text())
    steps_done: list[dict[str, Any]] = traj["steps"]
    return steps_done


async def test_branches_finish_with_the_probe_layer_by_default(browser: Browser, tmp_path: Path) -> None:
    last = (await _recovered_branch_steps(browser, tmp_path, noisy=False))[-1]["action"]
    assert last["description"].startswith("click") and last["ok"]
    click = next(e for e in last["events"] if e["kind"] == "click")
    assert (click["x"], click["y"]) == tuple(last["grounded"]["point"])  # the centre: no draw
    assert last["sampled"] == []


async def test_noisy_branches_finish_with_the_sampling_agent(browser: Browser, tmp_path: Path) -> None:
    last = (await _recovered_branch_steps(browser, tmp_path, noisy=True))[-1]["action"]
    click = next(e for e in last["events"] if e["kind"] == "click")
    assert (click["x"], click["y"]) != tuple(last["grounded"]["point"])  # drawn around the centre

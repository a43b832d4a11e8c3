"""The sampling scripted agent: reproducible per seed, different across seeds, in real Chromium."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from playwright.async_api import Browser

from diageval._exceptions import ConfigError
from diageval.agents import STOCHASTIC, AgentProfile, ScriptedAgent, load_profile
from diageval.agents._profile import draw_step, stream_key, typing_pieces
from diageval.app import RunningApp, StaticServer
from diageval.method import DiagnosisConfig
from diageval.runner import RunConfig, run_case
from diageval.suite import load_suites
from tests.conftest import FIXTURES

NOISY = AgentProfile(
    name="noisy",
    click_miss=0.3,
    wrong_match=0.6,
    settle_short=0.3,
    offscreen_give_up=0.4,
    type_pauses=0.8,
)
"""Error rates far above the default, so a few steps show every kind of draw."""

STEPS: list[dict[str, Any]] = [
    {"click": "Save"},
    {"click": "Open"},
    {"fill": {"target": "Title", "text": "Groceries list"}},
    {"click": "Export"},
    {"click": "Save"},
]


@pytest.fixture(scope="module")
def site_url() -> Iterator[str]:
    with StaticServer(FIXTURES / "stochastic") as srv:
        yield srv.url


def _suite(tmp_path: Path, cases: int) -> Path:
    path = tmp_path / "s.yaml"
    body = {
        "name": "sampling",
        "app": {"static": str(FIXTURES / "stochastic")},
        "cases": [
            {
                "id": f"c{i}",
                "task": "save, open a row, title it, export",
                "steps": STEPS,
                "expect": [{"text": "saved: 2"}, {"text": "opened: Alpha"}, {"text": "exported"}],
            }
            for i in range(cases)
        ],
    }
    path.write_text(yaml.safe_dump(body), encoding="utf-8")
    return path


async def _runs(browser: Browser, url: str, tmp_path: Path, seed: int, tag: str) -> list[dict[str, Any]]:
    """Run every case of the suite once (no diagnosis); per case its verdict and what the agent did."""
    suite = load_suites([_suite(tmp_path, 3)])[0]
    out = tmp_path / tag
    config = RunConfig(
        out_dir=out,
        settle_s=0.05,
        agent_profile=NOISY,
        agent_seed=seed,
        diagnosis=DiagnosisConfig(rounds=0),
    )
    got = []
    for case in suite.cases:
        res = await run_case(browser, suite, case, RunningApp(url, url + "/"), config)
        traj = json.loads((out / str(res.trajectory)).read_text(encoding="utf-8"))
        got.append(
            {
                "verdict": res.verdict,
                "agent": traj["agent"],
                "steps": [
                    {
                        "ok": s["action"]["ok"],
                        "grounded": (s["action"]["grounded"] or {}).get("desc"),
                        "sampled": s["action"]["sampled"],
                        "settle_s": s["settle_s"],
                        # The time a step started is the machine's business; what was sent is the agent's.
                        "events": [{k: v for k, v in e.items() if k != "at"} for e in s["action"]["events"]],
                    }
                    for s in traj["steps"]
                ],
            }
        )
    return got


async def test_same_seed_same_runs_other_seed_other_runs(
    browser: Browser, site_url: str, tmp_path: Path
) -> None:
    first = await _runs(browser, site_url, tmp_path, seed=7, tag="a")
    again = await _runs(browser, site_url, tmp_path, seed=7, tag="b")
    other = await _runs(browser, site_url, tmp_path, seed=8, tag="c")
    assert first == again
    assert first != other
    # The profile's draws show in the trajectories: the rates are high enough that three cases sample.
    sampled = " | ".join(t for run in first for s in run["steps"] for t in s["sampled"])
    for kind in ("click landed off", "visible elements match 'Open': took", "shorter than usual"):
        assert kind in sampled, (kind, sampled)
    assert first[0]["agent"] == "scripted:noisy:seed=7"
    # Each case draws its own stream: the cases of one seed do not all do the same thing.
    assert len({json.dumps(r["steps"], sort_keys=True) for r in first}) > 1


async def test_plain_agent_is_unchanged(browser: Browser, site_url: str, tmp_path: Path) -> None:
    """No profile: clicks at the centre, the fixed settle, and the off-screen target is given up on."""
    suite = load_suites([_suite(tmp_path, 1)])[0]
    config = RunConfig(out_dir=tmp_path / "o", settle_s=0.05, diagnosis=DiagnosisConfig(rounds=0))
    res = await run_case(browser, suite, suite.cases[0], RunningApp(site_url, site_url + "/"), config)
    traj = json.loads((tmp_path / "o" / str(res.trajectory)).read_text(encoding="utf-8"))
    assert res.verdict == "fail" and res.failing_step == 4
    assert traj["agent"] == "scripted"
    assert all(not s["action"]["sampled"] for s in traj["steps"])
    assert [s["settle_s"] for s in traj["steps"]] == [0.05, 0.05, 0.05, 0.0]  # nothing sent, no wait
    assert traj["steps"][-1]["action"]["error_kind"] == "target_offscreen"


def test_step_draws_are_per_stream_and_step() -> None:
    key = stream_key(3, "suite", "case", 0)
    assert draw_step(STOCHASTIC, key, 2) == draw_step(STOCHASTIC, key, 2)
    assert draw_step(STOCHASTIC, key, 2) != draw_step(STOCHASTIC, key, 3)
    assert draw_step(STOCHASTIC, key, 2) != draw_step(STOCHASTIC, stream_key(3, "suite", "case", 1), 2)
    assert draw_step(STOCHASTIC, key, 2) != draw_step(STOCHASTIC, stream_key(4, "suite", "case", 0), 2)


def test_default_rates_over_many_steps() -> None:
    """The default profile's draws come out at its documented rates (10,000 steps, 3 sigma)."""
    n = 10_000
    draws = [draw_step(STOCHASTIC, stream_key(0, "s", "c", 0), i) for i in range(n)]
    for rate, hits in [
        (STOCHASTIC.click_miss, sum(d.miss for d in draws)),
        (STOCHASTIC.wrong_match, sum(d.wrong_pick for d in draws)),
        (STOCHASTIC.settle_short, sum(d.settle_short for d in draws)),
        (STOCHASTIC.offscreen_give_up, sum(d.give_up for d in draws)),
        (STOCHASTIC.type_pauses, sum(d.pauses for d in draws)),
    ]:
        sd = (rate * (1 - rate) / n) ** 0.5
        assert abs(hits / n - rate) < 3 * sd + 1e-9, (rate, hits / n)


def test_typing_pieces_keep_the_text() -> None:
    d = next(draw_step(NOISY, "k", i) for i in range(100) if draw_step(NOISY, "k", i).pauses)
    pieces = typing_pieces(NOISY, d, "Groceries list")
    assert "".join(p for p, _ in pieces) == "Groceries list"
    assert 2 <= len(pieces) <= 4
    assert all(NOISY.type_pause_s[0] <= w <= NOISY.type_pause_s[1] for _, w in pieces[:-1])
    assert pieces[-1][1] == 0.0


def test_reruns_draw_their_own_streams() -> None:
    agent = ScriptedAgent(profile=STOCHASTIC, seed=5)
    assert agent.attempt == 0
    assert [agent.for_attempt(i).attempt for i in (1, 2)] == [1, 2]
    assert agent.for_attempt(1).profile is STOCHASTIC and agent.for_attempt(1).seed == 5


def test_profiles_by_name_and_file(tmp_path: Path) -> None:
    assert load_profile("scripted") is None
    assert load_profile("stochastic") == STOCHASTIC
    good = tmp_path / "clumsy.yaml"
    good.write_text("click_miss: 0.2\n", encoding="utf-8")
    prof = load_profile(str(good))
    assert prof is not None and prof.click_miss == 0.2 and prof.name == "clumsy"
    assert prof.wrong_match == STOCHASTIC.wrong_match


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("click_miss: 1.5\n", ["bad.yaml", "click_miss"]),
        ("clik_miss: 0.1\n", ["bad.yaml", "clik_miss"]),
        ("scroll_fraction: [0.9, 0.2]\n", ["bad.yaml", "scroll_fraction"]),
        ("- 1\n", ["bad.yaml", "mapping"]),
    ],
)
def test_bad_profile_file_names_file_and_field(tmp_path: Path, text: str, words: list[str]) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text(text, encoding="utf-8")
    with pytest.raises(ConfigError) as err:
        load_profile(str(bad))
    for w in words:
        assert w in str(err.value)


def test_unknown_profile_name() -> None:
    with pytest.raises(ConfigError, match="--agent-profile clumsy: not a profile name"):
        load_profile("clumsy")


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    cmd = [sys.executable, "-m", "diageval._cli", *args]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=120)


def test_run_records_profile_and_seed(tmp_path: Path) -> None:
    suite = tmp_path / "one.yaml"
    suite.write_text(
        f"name: one\napp: {{static: {FIXTURES / 'stochastic'}}}\ncases:\n"
        "  - {id: save, task: save, steps: [{click: Save}], expect: [{text: 'saved: 1'}]}\n",
        encoding="utf-8",
    )
    out = tmp_path / "out"
    proc = _cli(
        "run",
        str(suite),
        "--agent-profile",
        "stochastic",
        "--agent-seed",
        "4",
        "--rounds",
        "0",
        "--out",
        str(out),
    )
    assert proc.returncode in (0, 1), proc.stderr
    results = json.loads(next((out / "runs").glob("*/results.json")).read_text())
    assert results["parameters"]["agent_profile"] == STOCHASTIC.model_dump(mode="json")
    assert results["parameters"]["agent_seed"] == 4
    assert results["parameters"]["noisy_branches"] is False
    # A run continues only with its own profile and seed.
    again = _cli("run", "--resume", results["run_id"], "--agent-seed", "5", "--out", str(out))
    assert again.returncode == 2 and "drop --agent-seed" in again.stderr, again.stderr


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--agent-seed", "3"], ["--agent-seed needs a sampling --agent-profile"]),
        (["--noisy-branches"], ["--noisy-branches needs a sampling --agent-profile"]),
        (["--agent-profile", "nope.yaml"], ["--agent-profile nope.yaml"]),
        (
            ["--agent-profile", "stochastic", "--agent", "examples/scrolling_agent.py:ScrollingAgent"],
            ["cannot apply to --agent"],
        ),
    ],
)
def test_bad_run_options_exit_2(tmp_path: Path, args: list[str], words: list[str]) -> None:
    proc = _cli("run", str(tmp_path / "none.yaml"), *args, "--out", str(tmp_path))
    assert proc.returncode == 2, proc.stderr
    for w in words:
        assert w in proc.stderr

"""A wrong pick among several matching controls before the fork point is no defect evidence.

Pattern: one page, two fields whose labels share a word ("Amount" and "Bill amount"). An agent that
fills the partly matching one leaves the right one empty; every branch restores that input, so every
branch sees the wrong result, and "every remaining step reached its control; the result never appeared"
would confirm a defect on a correct app. The judge names the doubtful step and the branches record no
defect evidence while it stands: the case may end Fail, never ``env_fail_confirmed``."""

from __future__ import annotations

from pathlib import Path

from diageval.agents import AgentProfile
from diageval.runner import RunConfig, run_suites
from diageval.suite import load_suites
from tests.conftest import FIXTURES, write_suite

WRONG_PICK = AgentProfile(
    name="wrong-pick",
    click_miss=0.0,
    click_jitter=0.0,
    wrong_match=1.0,
    settle_sigma=0.0,
    settle_short=0.0,
    offscreen_give_up=1.0,
    type_pauses=0.0,
)
"""Always takes another control than the best match when several match; no other error."""

SUITE = f"""name: doubt
app: {{static: {FIXTURES / "doubt"}}}
cases:
  - id: loan
    task: "The monthly payment of 1200 over 12 months is 100.00."
    steps: [{{fill: {{target: Amount, text: "1200"}}}}, {{fill: {{target: Months, text: "12"}}}}, {{click: Monthly payment}}]
    expect: [{{text: "Monthly payment: $100.00"}}]
    label: pass
"""


async def _run(tmp_path: Path, profile: AgentProfile | None) -> object:
    suites = load_suites([write_suite(tmp_path, SUITE)])
    config = RunConfig(out_dir=tmp_path / "out", settle_s=0.3, workers=1, agent_profile=profile)
    (res,) = (await run_suites(suites, config)).cases
    return res


async def test_a_wrong_pick_before_the_fork_confirms_no_defect(tmp_path: Path) -> None:
    res = await _run(tmp_path, WRONG_PICK)
    assert res.initial_verdict == "fail", res.reason  # type: ignore[attr-defined]
    d = res.diagnosis  # type: ignore[attr-defined]
    assert d is not None
    assert res.attribution != "env_fail_confirmed", res.reason  # type: ignore[attr-defined]
    assert d.defect_evidence == []
    doubt = d.rounds[0].fds.prefix_doubt
    assert doubt and "'Bill amount'" in doubt and "'Amount'" in doubt
    assert any("not defect evidence" in e for b in d.branches for e in b.evidence)


async def test_the_exact_pick_has_no_doubt(tmp_path: Path) -> None:
    """The deterministic agent takes the exact name: the case passes, nothing to diagnose."""
    res = await _run(tmp_path, None)
    assert res.verdict == "pass" and res.diagnosis is None, res.reason  # type: ignore[attr-defined]

"""The diagnosis end to end in real Chromium: false Fails recovered by the right branch type, real defects
kept Fail, an invalid-only path kept Fail, the stop rules, and the baselines in the same engine."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from diageval._cli.main import demo_suite_files
from diageval.method import DiagnosisConfig
from diageval.runner import CaseResult, RunConfig, run_suites
from diageval.suite import load_suites
from tests.conftest import FIXTURES

# The module's fixture runs whole suites with diagnosis (about 2 min on an idle 2-core machine): the
# timeout guards against a hang, not a speed target (those are benchmarks/).
pytestmark = pytest.mark.timeout(600)

DIAG_SUITE = FIXTURES / "diag" / "suite.yaml"


async def _run(
    tmp: Path, files: list[Path], only: set[str] | None = None, **diag: object
) -> dict[str, CaseResult]:
    suites = load_suites(files)
    if only is not None:
        suites = [s.model_copy(update={"cases": tuple(c for c in s.cases if c.id in only)}) for s in suites]
        suites = [s for s in suites if s.cases]
    config = RunConfig(out_dir=tmp, settle_s=0.5, workers=2, diagnosis=DiagnosisConfig(**diag))  # type: ignore[arg-type]
    run = await run_suites(suites, config)
    # Artifact paths in results are relative to the run folder; make them absolute for the assertions.
    run_dir = tmp / "runs" / run.run_id
    for c in run.cases:
        for b in c.diagnosis.branches if c.diagnosis else []:
            b.screenshots = [str(run_dir / s) for s in b.screenshots]
    return {c.case_id: c for c in run.cases}


@pytest.fixture(scope="module")
def engine_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("diag")


@pytest.fixture(scope="module")
async def diagnosed(engine_dir: Path) -> dict[str, CaseResult]:
    return await _run(engine_dir, [DIAG_SUITE, *demo_suite_files()])


def test_demo_single_run_verdicts_and_files(diagnosed: dict[str, CaseResult], engine_dir: Path) -> None:
    """The single run of each demo case (before any diagnosis), and what the run wrote."""
    demo = {c.id for s in load_suites(demo_suite_files()) for c in s.cases}
    assert {k: diagnosed[k].initial_verdict for k in demo} == {
        "add-note": "pass",
        "delete-all": "fail",
        "export-notes": "fail",  # a false Fail: the button is below the fold
        "cart-total": "fail",
        "coupon": "pass",
        "dark-mode": "pass",
        "language": "pass",
        "save-settings": "fail",  # a false Fail: below the fold
        "reset-defaults": "fail",
    }
    assert diagnosed["delete-all"].failing_step == 4
    assert "no visible effect" in (diagnosed["delete-all"].initial_reason or "")
    assert "Total: $12.00" in (diagnosed["cart-total"].initial_reason or "")
    (rd,) = (engine_dir / "runs").iterdir()
    saved = json.loads((rd / "results.json").read_text())
    assert (
        saved["versions"]["chromium"]
        and saved["versions"]["chromium_build"] != "unknown"
        and len(saved["cases"]) == len(diagnosed)
    )
    traj = json.loads((rd / diagnosed["add-note"].trajectory).read_text())  # type: ignore[operator]
    assert traj["schema_version"] == "1" and len(traj["steps"]) == 3
    assert all(
        (rd / "cases/demo-notes/add-note" / s["observation"]["screenshot"]).is_file() for s in traj["steps"]
    )
    assert traj["steps"][0]["action"]["events"][0]["kind"] == "click"


def _winner(res: CaseResult) -> dict:
    assert res.diagnosis is not None
    last = res.diagnosis.branches[-1]
    assert last.outcome == "verified_success"
    return last


@pytest.mark.parametrize(
    ("case_id", "sou", "btype"),
    [
        ("sou1-banner", 1, "A"),  # click intercepted by a cookie banner -> keyboard path
        ("sou1-label", 1, "A"),  # "Sign in" vs "Sign-in" -> fuzzy text
        ("sou2-container", 2, "B"),  # end of a scroll container -> scroll it
        ("sou2-details", 2, "B"),  # inside a collapsed <details> -> expand
        ("export-notes", 2, "B"),  # demo: below the fold -> scroll the page
        ("save-settings", 2, "B"),  # demo: below the fold, after a first step
        ("sou3-delayed", 3, "C"),  # result arrives late, every step ran -> settle and repeat
        ("sou4-late", 4, "C"),  # button added 3 s after load -> settle and repeat
    ],
)
def test_false_fail_recovered_by_the_right_branch(
    diagnosed: dict[str, CaseResult], case_id: str, sou: int, btype: str
) -> None:
    res = diagnosed[case_id]
    assert res.initial_verdict == "fail"
    assert (res.verdict, res.attribution) == ("pass", "agent_fail"), res.reason
    assert res.diagnosis is not None
    assert res.diagnosis.rounds[0].fds.sou == sou
    win = _winner(res)
    assert win.branch.type == btype
    assert win.restore in ("hot", "cold")
    assert all(Path(s).is_file() for s in win.screenshots)
    # One picture per branch, the final page's: its steps are recorded in full without a capture each.
    assert len(win.screenshots) == 1
    traj = json.loads(Path(win.screenshots[0]).parent.joinpath("trajectory.json").read_text())
    assert traj["steps"] and traj["steps"][-1]["observation"]["screenshot"] == Path(win.screenshots[0]).name
    assert not any(s["observation"]["screenshot"] for s in traj["steps"][:-1])
    assert not traj["initial"]["screenshot"]
    assert all(b.outcome != "verified_success" for b in res.diagnosis.branches[:-1]), "success stops at once"
    assert res.diagnosis.stop == "success"


@pytest.mark.parametrize("case_id", ["delete-all", "cart-total", "reset-defaults", "invalid-only"])
def test_defects_stay_fail(diagnosed: dict[str, CaseResult], case_id: str) -> None:
    res = diagnosed[case_id]
    assert res.verdict == "fail", res.reason
    assert res.attribution in ("env_fail_confirmed", "env_fail_unconfirmed")
    d = res.diagnosis
    assert d is not None and d.branches, "a defect is only confirmed by branches that ran"
    assert all(b.outcome != "verified_success" for b in d.branches)
    trace = d.belief_trace
    assert trace[0] == pytest.approx(0.10) and trace == sorted(trace), "failures only raise the belief"
    if res.attribution == "env_fail_confirmed":
        assert trace[-1] >= 0.70 and all(p < 0.70 for p in trace[:-1]), "p >= tau_env stops at once"
        assert d.stop == "tau_env"


def test_passing_cases_are_not_diagnosed(diagnosed: dict[str, CaseResult]) -> None:
    for cid in ("add-note", "coupon", "dark-mode", "language"):
        assert diagnosed[cid].verdict == "pass" and diagnosed[cid].diagnosis is None


def test_parameters_are_recorded(diagnosed: dict[str, CaseResult]) -> None:
    d = diagnosed["delete-all"].diagnosis
    assert d is not None
    assert d.parameters["tau_env"] == 0.70 and d.parameters["gamma"]["C"] == 0.40
    fds = d.rounds[0].fds
    assert {"fork_step", "sou", "category", "diagnosis", "evidence", "p0", "restore"} <= set(fds.model_dump())
    assert fds.restore.fingerprint


async def test_budget_exhausted_is_unconfirmed(tmp_path: Path) -> None:
    got = await _run(
        tmp_path, demo_suite_files(), {"delete-all"}, tau_env=0.99, rounds=1, branches_per_round=2
    )
    res = got["delete-all"]
    assert (res.verdict, res.attribution) == ("fail", "env_fail_unconfirmed")
    assert res.diagnosis is not None
    ran = [b for b in res.diagnosis.branches if b.outcome in ("fail", "verified_success")]
    assert len(ran) == 2 and res.diagnosis.p_final < 0.99


@pytest.mark.parametrize(("method", "verdict"), [("nr", "fail"), ("nr_ie", "fail"), ("best_of_n", "fail")])
async def test_baselines_do_not_recover_a_below_the_fold_miss(
    tmp_path: Path, method: str, verdict: str
) -> None:
    # A deterministic screen agent repeats its miss: reruns, from scratch or from the fork, cannot recover it.
    got = await _run(tmp_path, demo_suite_files(), {"export-notes"}, method=method, best_of_n=2, rounds=1)
    res = got["export-notes"]
    assert res.verdict == verdict and res.diagnosis is not None
    assert res.diagnosis.method.startswith(method)
    assert all(b.branch.probe == "rerun" for b in res.diagnosis.branches)
    assert len(res.diagnosis.branches) == (2 if method == "best_of_n" else 1)


@pytest.mark.parametrize("ordering", ["random", "fixed"])
async def test_other_orderings_still_recover(tmp_path: Path, ordering: str) -> None:
    got = await _run(tmp_path, demo_suite_files(), {"export-notes"}, ordering=ordering, seed=3)
    res = got["export-notes"]
    assert res.verdict == "pass"
    assert res.diagnosis is not None and res.diagnosis.method == f"diageval/{ordering}"

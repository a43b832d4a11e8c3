"""Verdict rules from real runs: a js check that is not JavaScript is the suite's fault, an undiagnosed Fail
says so, an upload gets one click, a stability branch passes only on a result that settles and holds."""

from __future__ import annotations

from pathlib import Path

from diageval.method import DiagnosisConfig
from diageval.runner import RunConfig, run_suites
from diageval.suite import load_suites
from tests.conftest import FIXTURES, write_suite

HOSTILE = FIXTURES / "hostile"


def _config(tmp: Path, rounds: int = 0) -> RunConfig:
    return RunConfig(out_dir=tmp, settle_s=0.3, workers=2, diagnosis=DiagnosisConfig(rounds=rounds))


async def test_js_checks_syntax_error_is_a_harness_fault_and_a_throw_is_a_failure(tmp_path: Path) -> None:
    suite = write_suite(
        tmp_path,
        f"name: js\napp: {{static: {FIXTURES / 'widgets'}}}\ncases:\n"
        "  - {id: syntax, task: t, steps: [{click: Click me}], expect: [{js: 'document.title ==== ('}]}\n"
        "  - {id: throws, task: t, steps: [{click: Click me}], expect: [{js: \"JSON.parse('{oops')\"}]}\n"
        "  - {id: holds, task: t, steps: [{click: Click me}], expect: [{js: 'document.body !== null'}]}\n",
    )
    run = await run_suites(load_suites([suite]), _config(tmp_path / "out"))
    got = {c.case_id: c for c in run.cases}
    assert (got["syntax"].verdict, got["syntax"].attribution) == ("error", "harness_fault")
    assert "is not a valid expression" in got["syntax"].reason
    assert got["throws"].verdict == "fail" and "SyntaxError" in got["throws"].checks[0].detail
    assert got["holds"].verdict == "pass"


async def test_an_undiagnosed_fail_says_so(tmp_path: Path) -> None:
    suite = write_suite(
        tmp_path,
        f"name: u\napp: {{static: {FIXTURES / 'widgets'}}}\n"
        "cases: [{id: c, task: t, steps: [{click: Click me}], expect: [{text: 'clicks: 7'}]}]\n",
    )
    run = await run_suites(load_suites([suite]), _config(tmp_path / "out", rounds=0))
    assert (run.cases[0].verdict, run.cases[0].attribution) == ("fail", "undiagnosed")
    assert run.cases[0].diagnosis is None  # rounds 0 keeps the single run's verdict, and no branch ran


async def test_an_upload_control_that_ignores_the_first_click_fails_the_step(tmp_path: Path) -> None:
    suite = write_suite(
        tmp_path,
        f"name: up\napp: {{static: {HOSTILE}, entry: /upload.html}}\n"
        f"cases: [{{id: c, task: t, steps: [{{upload: {{target: Choose avatar, file: {HOSTILE / 'avatar.txt'}}}}}], "
        "expect: [{text: Uploaded avatar.txt}], label: fail}]\n",
    )
    run = await run_suites(load_suites([suite]), _config(tmp_path / "out", rounds=0))
    res = run.cases[0]
    assert res.verdict == "fail" and res.failing_step == 1
    assert "no filechooser opened" in res.reason


async def test_a_result_that_flashes_up_and_is_replaced_by_an_error_is_no_success(tmp_path: Path) -> None:
    suite = write_suite(
        tmp_path,
        f"name: flash\napp: {{static: {HOSTILE}, entry: /flash.html}}\n"
        "cases: [{id: save, task: t, steps: [{click: Save profile}], expect: [{text: Saved}], label: fail}]\n",
    )
    run = await run_suites(load_suites([suite]), _config(tmp_path / "out", rounds=2))
    res = run.cases[0]
    assert res.initial_verdict == "fail"
    assert res.verdict == "fail", res.reason
    assert res.diagnosis is not None
    stability = [b for b in res.diagnosis.branches if b.branch.probe == "C.wait_retry"]
    assert stability, "the late button is a SOU-4 case: a settle-and-repeat branch must run"
    assert stability[0].outcome == "fail"
    assert "check failed" in stability[0].reason

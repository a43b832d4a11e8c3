"""The HTML report opened in real Chromium, the JUnit/JSONL/CSV exports read back, traces per case/branch."""

from __future__ import annotations

import csv
import io
import json
import zipfile
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from junitparser import Error, Failure, JUnitXml, Properties, Skipped, TestCase
from PIL import Image, ImageStat
from playwright.async_api import Browser

from diageval._cli.main import demo_suite_files
from diageval.report import render, write_exports, write_report
from diageval.runner import RunConfig, RunResult, run_suites
from diageval.store import RunStore
from diageval.suite import load_suites


@pytest.fixture(scope="module")
async def notes_run(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[tuple[Path, RunResult]]:
    """The demo notes suite with diagnosis and --trace: a pass, a confirmed defect, a recovered false Fail."""
    out = tmp_path_factory.mktemp("report")
    suites = [s for s in load_suites(demo_suite_files()) if s.name == "demo-notes"]
    run = await run_suites(suites, RunConfig(out_dir=out, settle_s=0.3, workers=2, trace=True))
    yield out, run


async def test_report_in_chromium(
    notes_run: tuple[Path, RunResult], browser: Browser, tmp_path: Path
) -> None:
    out, run = notes_run
    store = RunStore.open(out, create=False)
    index = write_report(store, run.run_id, tmp_path / "report")
    store.close()
    assert not any(
        "http" in p.read_text() and "<script src" in p.read_text()
        for p in (tmp_path / "report").rglob("*.html")
    )
    ctx = await browser.new_context(viewport={"width": 1300, "height": 900})
    page = await ctx.new_page()
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    failed: list[str] = []
    page.on("requestfailed", lambda r: failed.append(r.url))
    await page.goto(index.as_uri())
    assert await page.locator("#summary #n-pass b").inner_text() == "2"
    assert await page.locator("#summary #n-fail b").inner_text() == "1"
    assert "100.0%" in await page.locator("#accuracy").inner_text()
    rows = page.locator("#cases tbody tr")
    assert await rows.count() == 3
    await page.select_option("#f-verdict", "fail")
    assert await page.locator("#cases tbody tr:visible").count() == 1
    assert await page.locator("#shown").inner_text() == "1"
    await page.select_option("#f-verdict", "")
    await page.fill("#f-text", "scroll_page")
    assert await page.locator("#cases tbody tr:visible td:nth-child(2)").inner_text() == "export-notes"
    await page.fill("#f-text", "")

    # The confirmed defect: filmstrip with click marks, FDS, branch tree, belief curve against tau_env.
    await page.click("text=delete-all")
    await page.wait_for_load_state("load")
    assert "env_fail_confirmed" in await page.locator("#verdict").inner_text()
    figures = page.locator("#filmstrip figure")
    assert await figures.count() == 5  # four steps on the screen they acted on, then the final page
    loaded = await page.eval_on_selector_all("#filmstrip img", "imgs => imgs.map(i => i.naturalWidth)")
    assert loaded and all(w == 1280 for w in loaded)
    assert await page.locator("#filmstrip svg circle.click").count() >= 4
    assert await page.locator("#filmstrip svg rect.box").count() >= 3
    case = next(c for c in run.cases if c.case_id == "delete-all")
    n_branches = len(case.diagnosis.branches)
    assert await page.locator("#branches li.branch").count() == n_branches
    assert await page.locator("#belief polyline").count() == 1
    assert await page.locator("#belief circle").count() == n_branches + 1
    assert "tau_env 0.7" in (await page.locator("#belief").text_content() or "")
    assert "SOU-" in await page.locator("#branches").inner_text()
    assert await page.locator("#checks").inner_text() != ""
    shot = tmp_path / "case.png"
    await page.screenshot(path=str(shot), full_page=True)
    img = Image.open(shot).convert("L")
    assert img.height > 1500 and ImageStat.Stat(img).stddev[0] > 20  # a real page, not a blank one
    assert errors == [] and failed == []
    await ctx.close()


def _props(case: TestCase) -> dict[str, str]:
    return {p.name: p.value for props in case.iterchildren(Properties) for p in props}


def test_junit_jsonl_csv(notes_run: tuple[Path, RunResult], tmp_path: Path) -> None:
    out, run = notes_run
    paths = write_exports(run, tmp_path)
    # The run's own junit.xml, as the run wrote it, is what a CI system reads.
    written = out / "runs" / run.run_id / "junit.xml"
    assert written.read_text() == paths["junit"].read_text()
    xml = JUnitXml.fromfile(str(written))
    suites = list(xml)
    assert len(suites) == 1 and suites[0].name == "demo-notes"
    assert (suites[0].tests, suites[0].failures, suites[0].errors) == (3, 1, 0)
    cases = {c.name: c for c in suites[0]}
    assert set(cases) == {"add-note", "delete-all", "export-notes"}
    assert cases["add-note"].is_passed and cases["export-notes"].is_passed  # the agent failed, not the app
    results = {c.case_id: c for c in run.cases}

    # A defect says what broke, in words, with its evidence; the belief is a property, not the message.
    (fail,) = cases["delete-all"].result
    assert isinstance(fail, Failure) and fail.type == "env_fail_confirmed"
    msg = fail.message or ""
    assert "click 'Delete all' reached the button" in msg and "the page did not change" in msg, msg
    assert "text: 'No notes yet.' (not found on the page)" in msg, msg
    assert not msg[:1].isdigit() and "p(EnvFail)" not in msg and not msg.startswith("env_fail"), msg
    assert "branch" in fail.text and "belief:" in fail.text
    assert cases["delete-all"].classname == "demo-notes"
    props = _props(cases["delete-all"])
    delete_all = results["delete-all"].diagnosis
    assert delete_all is not None
    assert props["diageval.attribution"] == "env_fail_confirmed" and props["diageval.verdict"] == "fail"
    assert float(props["diageval.p_final"]) == pytest.approx(delete_all.p_final, abs=1e-4)
    assert float(props["diageval.p_final"]) >= delete_all.parameters["tau_env"]
    assert props["diageval.defect_evidence"] == "actuation_verified"

    # A recovered case passes, naming the agent's mistake and the branch that found the path.
    props = _props(cases["export-notes"])
    export = results["export-notes"].diagnosis
    assert export is not None
    (winner,) = [b.branch.probe for b in export.branches if b.outcome == "verified_success"]
    assert props["diageval.attribution"] == "agent_fail" and props["diageval.single_run"] == "fail"
    assert props["diageval.recovered_by"] == winner
    assert "'Export notes' is on the page but not in the viewport" in props["diageval.agent_mistake"]
    system_out = cases["export-notes"].system_out or ""
    assert system_out.splitlines()[1].startswith("the agent's mistake: ") and winner in system_out
    assert float(props["diageval.p_final"]) < 0.5
    # An undiagnosed pass has the verdict and attribution, and no belief.
    assert _props(cases["add-note"]) == {"diageval.verdict": "pass", "diageval.attribution": "none"}

    lines = [json.loads(x) for x in paths["jsonl"].read_text().splitlines()]
    assert [(x["case_id"], x["verdict"], x["attribution"]) for x in lines] == [
        ("add-note", "pass", "none"),
        ("delete-all", "fail", "env_fail_confirmed"),
        ("export-notes", "pass", "agent_fail"),
    ]
    rows = list(csv.DictReader(io.StringIO(paths["csv"].read_text())))
    assert [r["verdict"] for r in rows] == ["pass", "fail", "pass"]
    assert rows[2]["initial_verdict"] == "fail" and int(rows[2]["branches"]) >= 1


def test_junit_error_and_skipped() -> None:
    from diageval.runner import CaseResult

    run = RunResult(
        run_id="r",
        started_at="2026-01-01T00:00:00+00:00",
        cases=[
            CaseResult(
                suite="s",
                case_id="down",
                task="t",
                verdict="error",
                attribution="harness_fault",
                reason="harness fault: app down",
            ),
            CaseResult(suite="s", case_id="nochk", task="t", verdict="unverifiable", reason="no checks"),
        ],
    )
    xml = JUnitXml.fromstring(render(run, "junit"))
    (suite,) = list(xml)
    res = {c.name: c.result[0] for c in suite}
    assert isinstance(res["down"], Error) and res["down"].type == "harness_fault"
    assert res["down"].message == "harness fault: app down"
    assert isinstance(res["nochk"], Skipped)
    assert (suite.errors, suite.skipped, suite.failures) == (1, 1, 0)


def test_traces_per_case_and_per_branch(notes_run: tuple[Path, RunResult]) -> None:
    out, run = notes_run
    case_dir = out / "runs" / run.run_id / "cases" / "demo-notes"
    for case in ("add-note", "delete-all", "export-notes"):
        with zipfile.ZipFile(case_dir / case / "trace.zip") as z:
            names = z.namelist()
            assert any(n.endswith(".trace") for n in names) and any(n.endswith(".network") for n in names)
            trace = z.read(next(n for n in names if n.endswith(".trace"))).decode()
            assert '"screencast-frame"' in trace and '"type":"before"' in trace  # frames and actions
    branch_traces = list((case_dir / "delete-all" / "branches").glob("*/trace.zip"))
    d = next(c for c in run.cases if c.case_id == "delete-all").diagnosis
    assert d is not None
    # Every branch taken has its trace; a branch run ahead and discarded may have one too (it ran).
    assert len(d.branches) <= len(branch_traces) <= len(d.branches) + len(d.discarded)
    for t in branch_traces:
        assert zipfile.is_zipfile(t)

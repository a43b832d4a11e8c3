"""Two real runs of one suite against an app whose behaviour changed between them: ``diageval diff`` (text,
JSON and its HTML page) names what changed, and the report of the second run, opened in Chromium at 800
and 1440 px, groups the cases, labels the single run, and stays readable."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from playwright.async_api import Browser, Page

from diageval.method import DiagnosisConfig
from diageval.report import write_report
from diageval.runner import RunConfig, RunResult, run_suites
from diageval.store import RunStore
from diageval.suite import load_suites
from tests.conftest import write_suite
from tests.report.switch_app import SUITE, SwitchApp

CLI = [sys.executable, "-m", "diageval._cli"]

CONTRAST_JS = """() => {
  const parse = c => { const m = c.match(/rgba?\\(([^)]+)\\)/); if (!m) return null;
    const p = m[1].split(/[ ,\\/]+/).filter(Boolean).map(Number);
    return {r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1}; };
  const lum = ({r, g, b}) => { const f = v => { v /= 255;
    return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b); };
  const bg = el => { for (let e = el; e; e = e.parentElement) {
    const c = parse(getComputedStyle(e).backgroundColor); if (c && c.a > 0) return c; }
    return {r: 255, g: 255, b: 255, a: 1}; };
  const bad = [];
  for (const el of document.querySelectorAll('body *')) {
    if (el.closest('svg')) continue;
    if (![...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim())) continue;
    const r = el.getBoundingClientRect(); if (!r.width || !r.height) continue;
    const st = getComputedStyle(el); if (st.visibility === 'hidden') continue;
    const l1 = lum(parse(st.color)), l2 = lum(bg(el));
    const ratio = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
    if (ratio < 4.5) bad.push(el.tagName + '.' + el.className + ' ' + ratio.toFixed(2) + ': '
      + el.textContent.trim().slice(0, 40));
  }
  return bad;
}"""


@pytest.fixture(scope="module")
async def two_runs(
    tmp_path_factory: pytest.TempPathFactory,
) -> AsyncIterator[tuple[Path, RunResult, RunResult]]:
    tmp = tmp_path_factory.mktemp("diff")
    out = tmp / "out"
    config = RunConfig(
        out_dir=out, settle_s=0.2, workers=2, diagnosis=DiagnosisConfig(rounds=1, branches_per_round=2)
    )
    with SwitchApp() as app:
        suites = load_suites([write_suite(tmp, SUITE.format(url=app.url))])
        command = f"diageval run {tmp / 'suite.yaml'} --out {out} --settle 0.2 --rounds 1 --branches 2"
        run_a = await run_suites(suites, config, fresh=True, command=command)
        app.mode = "b"
        run_b = await run_suites(suites, config, fresh=True, command=command)
    yield out, run_a, run_b


def _diff(out: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*CLI, "diff", *args, "--out", str(out)], capture_output=True, text=True, timeout=60, check=False
    )


def test_the_runs_differ_as_the_app_did(two_runs: tuple[Path, RunResult, RunResult]) -> None:
    _, a, b = two_runs
    got = {run.run_id: {c.case_id: (c.verdict, c.attribution) for c in run.cases} for run in (a, b)}
    assert got[a.run_id] == {
        "save": ("pass", "none"),
        "load": ("fail", got[a.run_id]["load"][1]),
        "export": ("pass", "none"),
        "slow": ("pass", "none"),
        "bad-check": ("error", "harness_fault"),
    }
    assert got[b.run_id]["save"][0] == "fail" and got[b.run_id]["load"] == ("pass", "none")
    assert got[b.run_id]["export"] == ("pass", "agent_fail")


def test_diff_json_and_text(two_runs: tuple[Path, RunResult, RunResult], tmp_path: Path) -> None:
    out, a, b = two_runs
    # A page 15 s late is slower by any threshold; the unchanged case beside it (about 1.5 s) is not, even
    # on a busy machine, by these (twice as long and 4 s more).
    proc = _diff(out, a.run_id, b.run_id, "--json", "--slower-ratio", "2", "--slower-s", "4")
    assert proc.returncode == 0, proc.stderr
    d = json.loads(proc.stdout)
    names = {k: [f"{c['suite']}/{c['case_id']}" for c in d[k]] for k in d if isinstance(d[k], list)}
    assert names["new_defects"] == ["switch/save"]
    assert names["fixed"] == ["switch/load"]
    assert names["verdict_flips"] == []
    assert names["attribution_flips"] == ["switch/export"]
    assert d["attribution_flips"][0]["a"]["attribution"] == "none"
    assert d["attribution_flips"][0]["b"]["attribution"] == "agent_fail"
    assert names["slower"] == ["switch/slow"]
    assert d["compared"] == 5 and d["only_in_a"] == [] and d["only_in_b"] == []
    proc = _diff(out, a.run_id, "latest", "--slower-s", "100", "--html", str(tmp_path / "diff.html"))
    assert proc.returncode == 0, proc.stderr
    text = proc.stdout
    assert f"run {b.run_id} against run {a.run_id}: 5 cases in both" in text
    assert "New defects: 1\n  switch/save: pass -> fail" in text
    assert "Fixed: 1\n  switch/load: fail (" in text
    assert "Attribution flips: 1\n  switch/export: pass -> pass (agent_fail)" in text
    assert "Slower (at least 1.5x and 100 s more): none" in text
    assert (tmp_path / "diff.html").is_file()
    bad = _diff(out, a.run_id, "no-such-run")
    assert bad.returncode != 0 and "no run 'no-such-run'" in bad.stderr


async def _open(browser: Browser, width: int, url: str) -> tuple[Page, list[str]]:
    ctx = await browser.new_context(viewport={"width": width, "height": 900})
    page = await ctx.new_page()
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.on("requestfailed", lambda r: errors.append(f"failed: {r.url}"))
    await page.goto(url, wait_until="load")
    return page, errors


async def _readable(page: Page) -> None:
    """No horizontal overflow, every image loaded, every text at 4.5:1 or more against its background."""
    assert await page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"), page.url
    broken = await page.evaluate(
        "[...document.images].filter(i => !i.complete || i.naturalWidth === 0).map(i => i.src)"
    )
    assert broken == []
    assert await page.evaluate(CONTRAST_JS) == [], page.url


@pytest.mark.parametrize("width", [800, 1440])
async def test_report_pages_at_800_and_1440(
    two_runs: tuple[Path, RunResult, RunResult], browser: Browser, tmp_path: Path, width: int
) -> None:
    out, _a, b = two_runs
    store = RunStore.open(out, create=False)
    index = write_report(store, b.run_id, tmp_path / "report")
    store.close()
    page, errors = await _open(browser, width, index.as_uri())
    await _readable(page)
    groups = {
        g: await page.locator(f"#group-{g} .n").inner_text()
        for g in ("defect", "agent_mistake", "harness_fault")
    }
    assert groups == {"defect": "1", "agent_mistake": "1", "harness_fault": "1"}
    assert "switch/save" in await page.locator("#group-defect").inner_text()
    assert "switch/export" in await page.locator("#group-agent_mistake").inner_text()
    assert await page.locator("#cases .a-agent_fail").count() == 1  # attribution as a badge
    assert "diageval run" in await page.locator("#command").inner_text()  # checked for contrast above
    params = await page.locator("#params").inner_text()
    effective = DiagnosisConfig(rounds=1, branches_per_round=2).max_branches  # the run's budget left unset
    assert "None" not in params and f"rounds 1, branches_per_round 2, max_branches {effective}," in params
    pages = await page.eval_on_selector_all("#cases a", "as => as.map(a => a.href)")
    assert len(pages) == 5
    for url in pages:
        case_page, case_errors = await _open(browser, width, url)
        await _readable(case_page)
        assert case_errors == []
        for link in await case_page.eval_on_selector_all("a.full", "as => as.map(a => a.href)"):
            assert Path(link.removeprefix("file://")).is_file()  # the screenshot at full size
        await case_page.context.close()

    # The recovered case: the header says pass, the checks table is labelled as the single run's, and the
    # branch that found the path is named.
    export = next(u for u in pages if "export" in u)
    page2, _ = await _open(browser, width, export)
    assert "pass" in await page2.locator("header h1").inner_text()
    assert "single run" in await page2.locator("#checks caption").inner_text()
    assert "FAILED" in await page2.locator("#checks").inner_text()
    found = await page2.locator("#found-by").inner_text()
    assert "Path found by a diagnosis branch" in found and "round 1" in found
    assert await page2.locator("#found-branch .o-verified_success").count() == 1
    pruned = page2.locator("details.pruned")
    assert await pruned.count() >= 1
    assert not await pruned.first.locator("ul").is_visible()  # folded until opened
    await page2.context.close()

    # The defect: the failing step (the fourth, a click that did nothing) is scrolled into view in the
    # filmstrip, with its click point drawn.
    save = next(u for u in pages if "save" in u)
    page3, _ = await _open(browser, width, save)
    failing = page3.locator("#failing-step")
    assert "step 4" in await failing.inner_text()
    assert await failing.locator("svg circle.click").count() >= 1
    box = await page3.evaluate(
        "(() => { const s = document.getElementById('filmstrip').getBoundingClientRect(),"
        " f = document.getElementById('failing-step').getBoundingClientRect();"
        " return [document.getElementById('filmstrip').scrollLeft, f.left >= s.left - 1,"
        " f.left + Math.min(f.width, s.width) <= s.right + 1]; })()"
    )
    assert box[0] > 0 and box[1] and box[2], box
    await page3.context.close()
    assert errors == []
    await page.context.close()


@pytest.mark.parametrize("width", [800, 1440])
async def test_diff_page_at_800_and_1440(
    two_runs: tuple[Path, RunResult, RunResult], browser: Browser, tmp_path: Path, width: int
) -> None:
    out, a, b = two_runs
    dest = tmp_path / "diff.html"
    proc = _diff(out, a.run_id, b.run_id, "--html", str(dest))
    assert proc.returncode == 0, proc.stderr
    page, errors = await _open(browser, width, dest.as_uri())
    await _readable(page)
    assert "switch" in await page.locator("#new-defects + .tablewrap").inner_text()
    counts = await page.locator("#counts").inner_text()
    assert "1\nNew defects" in counts and "1\nFixed" in counts
    assert "slow" in await page.locator("#slower + .tablewrap").inner_text()  # 15 s more: slower by default
    assert errors == []
    await page.context.close()

"""Pages that must not break a run: SVG and odd markup, dialogs (in a loop, confirm answered as the suite
says), a page that no restore can reproduce, case ids that sanitise alike, an unexpected error in a case."""

from __future__ import annotations

import json
from pathlib import Path

from playwright.async_api import Browser

from diageval._util.paths import folder_name
from diageval.app import StaticServer
from diageval.browser import CaseSession
from diageval.method import DiagnosisConfig
from diageval.runner import CaseResult, RunConfig, guarded, run_suites
from diageval.suite import load_suites
from tests.conftest import FIXTURES, write_suite

HOSTILE = FIXTURES / "hostile"


def _config(tmp: Path, rounds: int = 0, workers: int = 1) -> RunConfig:
    return RunConfig(out_dir=tmp, settle_s=0.3, workers=workers, diagnosis=DiagnosisConfig(rounds=rounds))


async def test_svg_mathml_and_odd_inputs_are_observed(browser: Browser) -> None:
    with StaticServer(HOSTILE) as srv:
        async with CaseSession(browser, viewport=(1280, 720)) as s:
            await s.goto(srv.url + "/icons.html")
            state = await s.read_state()
    svgs = [e for e in state.elements if e.tag in ("svg", "path", "use")]
    assert svgs and all(e.editable is False for e in svgs)
    slider = next(e for e in state.elements if e.role == "slider")
    assert slider.range == (0.0, 100.0, 1.0)  # min="low" max="high" step="any": the browser's defaults
    assert any(e.name == "Star" for e in state.elements)


async def test_diageval_scripts_are_invisible_to_the_app(browser: Browser) -> None:
    with StaticServer(HOSTILE) as srv:
        async with CaseSession(browser, viewport=(1280, 720)) as s:
            await s.goto(srv.url + "/icons.html")
            await s.read_state()
            assert await s.script("() => window.__dg.elems.length") > 0  # kept, but in diageval's world
            seen = await s.page.evaluate(
                "() => [Object.getOwnPropertyNames(window).filter(k => k.startsWith('__dg')), "
                "'__dg' in window, '__dgMut' in window]"
            )
    assert seen == [[], False, False]


async def test_a_run_with_an_svg_page_goes_on_to_the_next_suite(tmp_path: Path) -> None:
    icons = write_suite(
        tmp_path,
        f"name: icons\napp: {{static: {HOSTILE}, entry: /icons.html}}\n"
        "cases: [{id: star, task: t, steps: [{click: Star}], expect: [{text: Starred}]}]\n",
        "icons.yaml",
    )
    widgets = write_suite(
        tmp_path,
        f"name: widgets\napp: {{static: {FIXTURES / 'widgets'}}}\n"
        "cases: [{id: click, task: t, steps: [{click: Click me}], expect: [{text: 'clicks: 1'}]}]\n",
        "widgets.yaml",
    )
    run = await run_suites(load_suites([icons, widgets]), _config(tmp_path / "out"))
    assert {c.case_id: c.verdict for c in run.cases} == {"star": "pass", "click": "pass"}


async def test_an_unexpected_error_is_that_cases_harness_fault() -> None:
    async def broken() -> None:
        raise ValueError("observer returned nonsense")

    base = CaseResult(suite="s", case_id="c", task="t", verdict="error", reason="")
    got = await guarded(base, 10, broken)
    assert got.verdict == "error" and got.attribution == "harness_fault"  # type: ignore[union-attr]
    assert "ValueError: observer returned nonsense" in got.reason  # type: ignore[union-attr]


async def test_dialogs_are_recorded_and_a_dialog_loop_touches_no_other_case(tmp_path: Path) -> None:
    nag = "{id: nag%d, task: t, steps: [{click: Start}], expect: [{text: Nagging page}]}"
    plain = "{id: plain%d, task: t, steps: [{click: Click me}], expect: [{text: 'clicks: 1'}]}"
    alerts = write_suite(
        tmp_path,
        f"name: alerts\napp: {{static: {HOSTILE}, entry: /alerts.html}}\n"
        f"cases: [{', '.join(nag % i for i in range(3))}]\n",
        "alerts.yaml",
    )
    widgets = write_suite(
        tmp_path,
        f"name: widgets\napp: {{static: {FIXTURES / 'widgets'}}}\n"
        f"cases: [{', '.join(plain % i for i in range(3))}]\n",
        "widgets.yaml",
    )
    run = await run_suites(load_suites([alerts, widgets]), _config(tmp_path / "out"))
    got = {c.case_id: c for c in run.cases}
    assert {k: c.verdict for k, c in got.items()} == {k: "pass" for k in got}, {
        k: c.reason for k, c in got.items()
    }
    rd = tmp_path / "out" / "runs" / run.run_id
    traj = json.loads((rd / str(got["nag0"].trajectory)).read_text())
    dialogs = traj["steps"][0]["observation"]["dialogs"]
    assert dialogs and dialogs[0] == "alert (accepted): Are you still there?"


async def test_the_suite_chooses_how_dialogs_are_answered(tmp_path: Path) -> None:
    def suite(name: str, answer: str, expect: str) -> Path:
        return write_suite(
            tmp_path,
            f"name: {name}\napp: {{static: {HOSTILE}, entry: /confirm.html}}\ndialogs: {answer}\n"
            f"cases: [{{id: {name}, task: t, steps: [{{click: Delete all}}], expect: [{{text: {expect}}}]}}]\n",
            f"{name}.yaml",
        )

    run = await run_suites(
        load_suites([suite("ok", "accept", "Deleted"), suite("cancel", "dismiss", "Kept")]),
        _config(tmp_path / "out"),
    )
    got = {c.case_id: c for c in run.cases}
    assert got["ok"].verdict == "pass" and got["cancel"].verdict == "pass", [c.reason for c in run.cases]
    rd = tmp_path / "out" / "runs" / run.run_id
    traj = json.loads((rd / str(got["cancel"].trajectory)).read_text())
    assert traj["steps"][0]["observation"]["dialogs"] == ["confirm (dismissed): Delete every item?"]


async def test_a_restore_that_diverges_moves_no_belief(tmp_path: Path) -> None:
    random_suite = write_suite(
        tmp_path,
        f"name: random\napp: {{static: {HOSTILE}, entry: /random.html}}\n"
        "cases: [{id: order, task: t, steps: [{fill: {target: Name, text: Ann}}, {click: Place order}], "
        "expect: [{text: Order placed}], label: pass}]\n",
    )
    run = await run_suites(load_suites([random_suite]), _config(tmp_path / "out", rounds=1))
    res = run.cases[0]
    assert res.initial_verdict == "fail"
    assert res.diagnosis is not None
    branches = res.diagnosis.branches
    assert branches and all(b.restore == "cold-diverged" for b in branches)
    assert all(b.outcome == "error" and b.p_after == b.p_before for b in branches)
    assert len(set(res.diagnosis.belief_trace)) == 1, "no belief move on a diverged restore"
    assert (res.verdict, res.attribution) == ("error", "harness_fault")
    assert "restore diverged" in res.reason


def test_folder_names_are_injective() -> None:
    names = ["a/b", "a_b", "a b", "A_b", "a_b+0", "x" * 81, "x" * 80, ".hidden", "ü"]
    folders = [folder_name(n) for n in names]
    assert len({f.casefold() for f in folders}) == len(names)
    assert folder_name("a_b") == "a_b" and folder_name("add-note") == "add-note"
    assert all("/" not in f and len(f) <= 80 and not f.startswith(".") for f in folders)


async def test_case_ids_that_sanitise_alike_keep_their_own_artifacts(tmp_path: Path) -> None:
    ids = ["a/b", "a_b", "a b"]
    cases = ", ".join(
        f"{{id: '{i}', task: t, steps: [{{click: Click me}}], expect: [{{text: 'clicks: 1'}}]}}" for i in ids
    )
    suite = write_suite(tmp_path, f"name: w\napp: {{static: {FIXTURES / 'widgets'}}}\ncases: [{cases}]\n")
    run = await run_suites(load_suites([suite]), _config(tmp_path / "out", workers=2))
    rd = tmp_path / "out" / "runs" / run.run_id
    paths = {c.case_id: rd / str(c.trajectory) for c in run.cases}
    assert len(set(paths.values())) == 3
    for case_id, path in paths.items():
        assert json.loads(path.read_text())["case_id"] == case_id


async def test_a_defect_a_reload_would_reset_stays_fail(tmp_path: Path) -> None:
    # Restoring by reloading the page with its storage would enable the button again and let a branch
    # "recover" a real defect: the fingerprint covers the control's enabled state, so the restore replays
    # the input instead and the defect stays.
    suite = write_suite(
        tmp_path,
        f"name: sync\napp: {{static: {HOSTILE}, entry: /sync.html}}\n"
        "cases: [{id: sync, task: t, steps: [{check: Enable sync}, {click: Sync now}], "
        "expect: [{text: Synced just now}], label: fail}]\n",
    )
    run = await run_suites(load_suites([suite]), _config(tmp_path / "out", rounds=2))
    res = run.cases[0]
    assert res.initial_verdict == "fail"
    assert res.verdict == "fail", res.reason
    assert res.diagnosis is not None and res.diagnosis.branches
    assert all(b.restore != "hot" for b in res.diagnosis.branches if b.restore != "failed")

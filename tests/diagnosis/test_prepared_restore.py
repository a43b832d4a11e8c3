"""The next branch's restore is made while the branch before it runs; the branch takes it only if the page is
still as the restore left it."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from playwright.async_api import Browser

from diageval.app import StaticServer
from diageval.browser import CaseSession, fingerprint
from diageval.diagnosis._ahead import RoundAhead
from diageval.diagnosis._restore import Restored, RestoreMemo
from diageval.diagnosis._services import OFFLINE
from diageval.method import Branch, CaseResult, DiagnosisConfig
from diageval.runner import RunConfig, run_suites
from diageval.suite import load_suites
from tests.conftest import FIXTURES

PAGE = """<!doctype html><title>Prepared</title>
<p id=status>Idle</p><button onclick="document.getElementById('status').textContent = 'Changed'">Change</button>"""


async def _diagnose_one(suite_file: Path, case_id: str, tmp_path: Path) -> CaseResult:
    """One case of ``suite_file`` run and diagnosed with the branches of a round one by one (so each
    branch's restore is prepared beside the one before it, never run ahead)."""
    (suite,) = load_suites([suite_file])
    suite = suite.model_copy(update={"cases": tuple(c for c in suite.cases if c.id == case_id)})
    config = RunConfig(
        out_dir=tmp_path,
        settle_s=0.3,
        workers=1,
        screenshots=False,
        diagnosis=DiagnosisConfig(parallel_branches=1),
    )
    (res,) = (await run_suites([suite], config)).cases
    return res


@pytest.mark.timeout(300)
async def test_a_dead_button_is_confirmed_with_restores_prepared_beside_the_branches(tmp_path: Path) -> None:
    res = await _diagnose_one(FIXTURES / "evidence" / "suite.yaml", "dead", tmp_path)
    d = res.diagnosis
    assert d is not None and res.attribution == "env_fail_confirmed", res.reason
    by_round: dict[int, list[str]] = {}
    for b in d.branches:
        by_round.setdefault(b.round, []).append(b.restore_note or "")
    # A round's first branch uses the round's own restore; a later one the restore made beside the one
    # before it (the page is static, so each was still as its restore left it).
    assert any("prepared while the branch before ran" in n for notes in by_round.values() for n in notes[1:])
    assert not any("prepared" in notes[0] for notes in by_round.values())
    assert d.discarded == []  # a prepared restore is no branch: nothing is listed as run and not taken


async def _prepared(browser: Browser, url: str) -> tuple[RoundAhead, CaseSession]:
    """A round whose branch 1 has a restore prepared: a page as a restore leaves it, with its fingerprint."""
    session = await CaseSession(browser, viewport=(800, 600)).open()
    await session.page.goto(url)
    left = fingerprint(await session.read_state())

    async def done() -> tuple[Restored, float, str]:
        return Restored(session, "cold", replayed=1), 0.4, left

    ahead = RoundAhead(None, None, None, 1, 0.1, OFFLINE, RestoreMemo(), 1)  # type: ignore[arg-type]
    ahead._spare[1] = asyncio.create_task(done())
    return ahead, session


async def test_a_prepared_restore_is_taken_only_while_its_page_is_unchanged(
    browser: Browser, tmp_path: Path
) -> None:
    (tmp_path / "index.html").write_text(PAGE, encoding="utf-8")
    with StaticServer(tmp_path) as srv:
        await _take_once_unchanged(browser, srv.url + "/index.html")


async def _take_once_unchanged(browser: Browser, url: str) -> None:
    ahead, session = await _prepared(browser, url)
    got = await ahead._take_prepared(1)
    assert got is not None and got[0].session is session and got[1] == 0.4
    assert got[0].note == "prepared while the branch before ran"
    await session.close()
    # The page changed while it waited (here a click; in a diagnosis the app's own timer): the branch
    # restores anew, and the page it will not use is closed.
    ahead, session = await _prepared(browser, url)
    await session.page.get_by_role("button", name="Change").click()
    assert await ahead._take_prepared(1) is None
    assert session.page.is_closed()
    assert await ahead._take_prepared(1) is None  # taken once at most


@pytest.mark.timeout(300)
async def test_a_branch_that_found_nothing_to_act_on_hands_its_untouched_page_to_the_next(
    tmp_path: Path,
) -> None:
    """'Start' is named twice but only the button is in view: A.alt_candidate has nothing to try and gives
    the page no input, so the branch after it starts on that page instead of a fresh restore (and so on, past
    A.row_context, which finds no row the task names either)."""
    res = await _diagnose_one(FIXTURES / "patterns" / "named.yaml", "one-shown-defect", tmp_path)
    d = res.diagnosis
    assert d is not None and res.verdict == "fail", res.reason
    runs = d.branches
    k = next(i for i, b in enumerate(runs) if b.branch.probe == "A.alt_candidate")
    assert runs[k].outcome == "inapplicable" and k + 1 < len(runs), [
        (b.branch.probe, b.outcome) for b in runs
    ]
    n = k + 1
    while n < len(runs) - 1 and runs[n].outcome == "inapplicable":
        n += 1  # each one found nothing to act on either: the page goes on to the next
    chain = runs[k + 1 : n + 1]
    after = runs[n]
    assert after.round == runs[k].round and after.outcome == "fail", after.reason
    for b in chain:
        assert b.restore == "reused" and b.restore_s == 0.0 and b.replayed_steps == 0, b
        assert "left untouched by the branch before" in (b.restore_note or "")
    assert d.time_split["reused_restores"] == len(chain)
    # Every other branch had a restore of its own.
    assert all(b.restore in ("hot", "cold") for i, b in enumerate(runs) if not k < i <= n)


async def test_an_untouched_page_is_taken_only_while_it_is_unchanged(
    browser: Browser, tmp_path: Path
) -> None:
    (tmp_path / "index.html").write_text(PAGE, encoding="utf-8")
    with StaticServer(tmp_path) as srv:
        for change in (False, True):
            session = await CaseSession(browser, viewport=(800, 600)).open()
            await session.page.goto(srv.url + "/index.html")
            restored = Restored(
                session, "cold", replayed=1, untouched=fingerprint(await session.read_state())
            )
            ahead = RoundAhead(None, None, None, 1, 0.1, OFFLINE, RestoreMemo(), 1)  # type: ignore[arg-type]
            ahead._untouched = (2, restored)
            assert await ahead._take_untouched(1) is None  # it is for branch 2 only
            if change:
                await session.page.get_by_role("button", name="Change").click()
            got = await ahead._take_untouched(2)
            if change:
                assert got is None and session.page.is_closed()
            else:
                assert got is restored and got.untouched is None and not session.page.is_closed()
                await session.close()


def test_no_restore_is_prepared_behind_a_branch_whose_failure_would_end_the_diagnosis() -> None:
    """Only a failure that finds defect evidence can end the diagnosis: one (evidence_gamma 0.2) takes p =
    0.5 to 0.83 >= tau_env = 0.7, but p = 0.3 only to 0.68. Behind a branch whose failure would end it, the
    branch after gets no restore made in advance."""
    config = DiagnosisConfig()
    c = Branch(id="c", type="C", probe="C.wait_retry", description="", cost=1.0)
    a = Branch(id="a", type="A", probe="A.keyboard", description="", cost=1.0)
    for p, todo, i, ends in (
        (0.5, [c, a], 0, True),
        (0.3, [c, a], 0, False),
        (0.3, [a, c], 1, True),  # reached past the A branch's plain failure: 0.42, then the C branch's: 0.78
        (0.2, [a, c], 1, False),  # 0.29, then 0.68
    ):
        ahead = RoundAhead(None, None, None, 1, p, OFFLINE, RestoreMemo(), 1, config)  # type: ignore[arg-type]
        ahead._todo = todo
        assert ahead._fail_may_end(i) is ends, (p, [b.type for b in todo], i)
    # Without a configuration (a caller that does not say the belief's rule) every restore is prepared.
    ahead = RoundAhead(None, None, None, 1, 0.9, OFFLINE, RestoreMemo(), 1)  # type: ignore[arg-type]
    ahead._todo = [c, a]
    assert ahead._fail_may_end(0) is False

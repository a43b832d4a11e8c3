"""Shared fixtures: one real headless Chromium for the whole session, fixture apps on 127.0.0.1."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
from playwright.async_api import Browser, async_playwright

from diageval.app import StaticServer
from diageval.browser import launch_browser
from diageval.method import FDS, SOU, BranchRun, CaseResult, Category, DefectEvidence, RestoreContext
from diageval.trajectory import Element, PageState

FIXTURES = Path(__file__).parent / "fixtures"
os.environ.setdefault("OMP_THREAD_LIMIT", "1")


@pytest.fixture(scope="session")
async def browser() -> AsyncIterator[Browser]:
    async with async_playwright() as pw:
        b = await launch_browser(pw)
        yield b
        await b.close()


@pytest.fixture(scope="session")
def widgets_url() -> Iterator[str]:
    with StaticServer(FIXTURES / "widgets") as srv:
        yield srv.url


def write_suite(tmp_path: Path, text: str, name: str = "suite.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def page_element(i: int, name: str, role: str, **kw: object) -> Element:
    """An element of a read page, in view, rendered, enabled, one 40 px row per ``i``: a field (``textbox``,
    an input) or a control named ``name`` (``kw`` sets any other field)."""
    base: dict[str, object] = dict(
        id=i,
        tag="input" if role in ("textbox", "checkbox") else "button",
        role=role,
        names=[("label", name)],
        interactive=True,
        box=(10.0, 10.0 + 40 * i, 100.0, 30.0),
        point=(20.0, 20.0 + 40 * i),
        visible_fraction=1.0,
        rendered=True,
        covered_by=None,
        enabled=True,
        editable=role == "textbox",
        desc="",
    )
    base.update(kw)
    return Element.model_validate(base)


def page_state(elements: list[Element], **kw: object) -> PageState:
    """A read page at 1280x720 holding ``elements``, for a feasibility rule run by hand (``kw`` sets any
    other field)."""
    base: dict[str, object] = dict(
        elements=elements,
        url="http://127.0.0.1/",
        title="",
        scroll=(0, 0),
        page_size=(1280, 720),
        viewport=(1280, 720),
        text="",
        mutations=0,
        active=None,
        ready_state="complete",
    )
    base.update(kw)
    return PageState.model_validate(base)


def fork_fds(
    error_kind: str,
    target: str,
    step: int = 1,
    sou: SOU = 2,
    category: Category = "insufficient_exploration",
) -> FDS:
    """A judge's diagnosis of a failure at case step ``step`` (its fork there), for a probe or an evidence
    rule run by hand on a page a test set up."""
    restore = RestoreContext(url="http://127.0.0.1/", storage_state={}, path=[], fingerprint="x")
    return FDS(
        fork_step=step,
        resume_case_step=step,
        sou=sou,
        category=category,
        diagnosis="",
        p0=0.1,
        target=target,
        error_kind=error_kind,
        restore=restore,
        rollout="trajectory",
    )


def run_file(out: Path, name: str) -> Path:
    """``name`` in the folder of the only run of the store in ``out``."""
    runs = sorted((out / "runs").iterdir())
    assert len(runs) == 1, f"expected one run in {out}, found {[r.name for r in runs]}"
    return runs[0] / name


async def diagnose_fixture_suite(suite_file: Path, out_dir: Path) -> dict:  # type: ignore[type-arg]
    """Run a fixture suite with its diagnosis, branches one after another: case id -> result."""
    from diageval.method import DiagnosisConfig
    from diageval.runner import RunConfig, run_suites
    from diageval.suite import load_suites

    (suite,) = load_suites([suite_file])
    config = RunConfig(
        out_dir=out_dir,
        settle_s=0.3,
        workers=2,
        screenshots=False,
        diagnosis=DiagnosisConfig(parallel_branches=1),
    )
    return {r.case_id: r for r in (await run_suites([suite], config)).cases}


def winning_branch(result: CaseResult) -> BranchRun | None:
    """The branch of a case result's diagnosis that verified success (the recovering one); None when none
    did."""
    assert result.diagnosis is not None, result.reason
    return next((b for b in result.diagnosis.branches if b.outcome == "verified_success"), None)


def recovered_by(result: CaseResult, probe: str) -> BranchRun:
    """The branch of ``probe`` that turned a case the single run failed into a Pass (asserted)."""
    assert result.initial_verdict == "fail" and result.verdict == "pass", result.reason
    won = winning_branch(result)
    assert won is not None and won.branch.probe == probe, result.diagnosis
    return won


def branch_notes(result: CaseResult) -> list[str]:
    """What every branch of a case's diagnosis noted, in order (the case was diagnosed: asserted)."""
    assert result.diagnosis is not None, result.reason
    return [e for b in result.diagnosis.branches for e in b.evidence]


def confirmed_with(result: CaseResult, *kinds: str) -> list[DefectEvidence]:
    """The defect evidence of a case confirmed defective, whose kinds are exactly ``kinds`` (asserted)."""
    assert result.verdict == "fail" and result.attribution == "env_fail_confirmed", result.reason
    assert result.diagnosis is not None
    assert {e.kind for e in result.diagnosis.defect_evidence} == set(kinds), result.diagnosis
    return result.diagnosis.defect_evidence

"""A list that loads late ("Loading…" for 3 s) and shows its rows a page at a time, the target on the second
page (general pattern: a table fetched after the page opens, under a pager). A branch or a round's plan that
reads the restored page while it still says it is loading finds no pager: the paging probe is planned as
not applicable, or runs and finds nothing, and "every applicable expansion" ends without it. A restored
page now gets up to 5 s to stop saying it is loading. Run with the fixed ordering, where the plan of the
second round used to come from a page still loading. And a fuzzy pick of another row that ran every step
is no rollout to fork the next round on."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES


@pytest.mark.timeout(600)
async def test_a_late_list_is_paged_once_loaded(tmp_path: Path) -> None:
    from diageval.method import DiagnosisConfig
    from diageval.runner import RunConfig, run_suites
    from diageval.suite import load_suites

    (suite,) = load_suites([FIXTURES / "patterns" / "late-pager.yaml"])
    config = RunConfig(
        out_dir=tmp_path,
        settle_s=0.3,
        screenshots=False,
        diagnosis=DiagnosisConfig(parallel_branches=1, ordering="fixed"),
    )
    res = {r.case_id: r for r in (await run_suites([suite], config)).cases}
    got = res["mark-silva"]
    assert got.initial_verdict == "fail", got.reason
    assert got.verdict == "pass", got.reason
    assert got.diagnosis is not None
    assert "B.paginate" in got.reason, got.reason
    # A student named much like Silva on the first page: the fuzzy pick marks the wrong one and runs every
    # step. That rollout is not where the next round forks (its missing result is not the plan's): the
    # round goes back to the missing row, and the pager finds it.
    twin = res["mark-silva-twin"]
    assert twin.initial_verdict == "fail", twin.reason
    assert twin.verdict == "pass", twin.reason

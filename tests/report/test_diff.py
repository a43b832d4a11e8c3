"""What ``diff_runs`` calls each change, on exact tables of cases (the real runs: test_diff_runs.py)."""

from __future__ import annotations

import pytest

from diageval.method import CaseResult, RunResult
from diageval.report import diff_runs, diff_text, group


def _case(case_id: str, verdict: str, attribution: str = "none", duration: float = 10.0) -> CaseResult:
    return CaseResult(
        suite="s",
        case_id=case_id,
        task="t",
        verdict=verdict,  # type: ignore[arg-type]
        attribution=attribution,  # type: ignore[arg-type]
        reason=f"{verdict} {attribution}",
        duration_s=duration,
    )


def _run(run_id: str, *cases: CaseResult) -> RunResult:
    return RunResult(run_id=run_id, started_at="2026-12-01T00:00:00+00:00", cases=list(cases))


A = _run(
    "A",
    _case("stays-pass", "pass"),
    _case("breaks", "pass"),
    _case("fixed", "fail", "env_fail_confirmed"),
    _case("to-error", "pass"),
    _case("confirmed", "fail", "env_fail_unconfirmed"),
    _case("recovered", "pass"),
    _case("gone", "pass"),
    _case("fail-to-error", "fail", "undiagnosed"),
)
B = _run(
    "B",
    _case("stays-pass", "pass"),
    _case("breaks", "fail", "env_fail_confirmed"),
    _case("fixed", "pass", "agent_fail"),
    _case("to-error", "error", "harness_fault"),
    _case("confirmed", "fail", "env_fail_confirmed"),
    _case("recovered", "pass", "agent_fail"),
    _case("new-and-failing", "fail", "undiagnosed"),
    _case("fail-to-error", "error", "harness_fault"),
)


def test_each_change_is_listed_once_under_its_kind() -> None:
    d = diff_runs(A, B)
    ids = {
        "new": [c.case_id for c in d.new_defects],
        "fixed": [c.case_id for c in d.fixed],
        "verdict": [c.case_id for c in d.verdict_flips],
        "attribution": [c.case_id for c in d.attribution_flips],
    }
    assert ids == {
        "new": ["breaks", "new-and-failing"],
        "fixed": ["fixed"],
        "verdict": ["to-error", "fail-to-error"],
        "attribution": ["confirmed", "recovered"],
    }
    assert d.new_defects[1].a is None and d.new_defects[1].b is not None
    assert d.compared == 7 and d.only_in_a == ["s/gone"] and d.only_in_b == ["s/new-and-failing"]
    text = diff_text(d)
    assert "s/breaks: pass -> fail (env_fail_confirmed): fail env_fail_confirmed" in text
    assert "s/new-and-failing: (not in the run) -> fail (undiagnosed)" in text
    assert "Slower (at least 1.5x and 5 s more): none" in text
    assert "Only in A: s/gone" in text


@pytest.mark.parametrize(
    ("before", "after", "slower"),
    [
        (10.0, 15.0, True),  # exactly 1.5x and 5 s more
        (10.0, 14.9, False),  # 1.49x
        (2.0, 6.9, False),  # 3.45x but only 4.9 s more
        (2.0, 7.0, True),
        (30.0, 40.0, False),  # 10 s more but 1.33x
        (0.0, 5.0, True),
    ],
)
def test_slower_needs_the_ratio_and_the_seconds(before: float, after: float, slower: bool) -> None:
    d = diff_runs(
        _run("A", _case("c", "pass", duration=before)), _run("B", _case("c", "pass", duration=after))
    )
    assert [c.case_id for c in d.slower] == (["c"] if slower else [])


def test_a_changed_case_is_not_also_slower_and_thresholds_are_options() -> None:
    a = _run("A", _case("c", "pass", duration=1.0), _case("d", "pass", duration=1.0))
    b = _run("B", _case("c", "fail", "env_fail_confirmed", duration=60.0), _case("d", "pass", duration=2.5))
    assert diff_runs(a, b).slower == []
    assert [c.case_id for c in diff_runs(a, b, slower_ratio=2.0, slower_s=1.0).slower] == ["d"]


@pytest.mark.parametrize(
    ("verdict", "attribution", "expected"),
    [
        ("fail", "env_fail_confirmed", "defect"),
        ("fail", "env_fail_unconfirmed", "defect"),
        ("fail", "undiagnosed", "defect"),
        ("pass", "agent_fail", "agent_mistake"),
        ("pass", "none", "pass"),
        ("error", "harness_fault", "harness_fault"),
        ("error", "budget_stop", "budget_stop"),
        ("unverifiable", "none", "unverifiable"),
    ],
)
def test_groups(verdict: str, attribution: str, expected: str) -> None:
    assert group(_case("c", verdict, attribution)) == expected

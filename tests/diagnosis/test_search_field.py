"""An orders list whose search field is labelled "Find an order", a plain text field, while the plan says
"Search": ``match_target(fuzzy=True)`` takes the one drawn field that searches (by type, role, or a label or
placeholder that starts with a word of searching, ``method._kind.search_field``), so ``A.fuzzy_text`` fills it
and "Search" is not absent. Before, the correct case was confirmed defective on *target absent* (held aside
19 boxoffice ``exchange-holt-same-seats`` stopped there)."""

from __future__ import annotations

from pathlib import Path

import pytest

from diageval.method import match_target
from tests.conftest import FIXTURES, diagnose_fixture_suite, page_element, recovered_by


@pytest.mark.timeout(600)
async def test_the_plans_search_is_the_lists_find(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "search-field.yaml", tmp_path)
    recovered_by(res["find-holt"], "A.fuzzy_text")
    dead = res["find-holt-broken"]
    assert dead.verdict == "fail" and dead.attribution != "agent_fail", dead.reason
    assert "matches 'Search'" not in dead.reason, (
        dead.reason
    )  # the field is there: its absence is no evidence


def test_only_a_bare_search_and_only_one_field() -> None:
    find = page_element(1, "Find an order", "textbox")
    note = page_element(2, "Note", "textbox")
    assert [m.via for m in match_target("Search", [find, note], fuzzy=True)] == ["search"]
    assert not match_target("Search customers", [note], fuzzy=True)
    two = page_element(3, "Filter by show", "textbox")
    assert not [m for m in match_target("Search", [find, two], fuzzy=True) if m.via == "search"]

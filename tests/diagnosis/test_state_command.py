"""A command named by the state it sets ("Mark as arrived") is as often named by its action in an app
("Check in"), in words no match relates: its absence is no *target absent* evidence, while a command
named by its action that no expansion finds still is."""

from __future__ import annotations

from pathlib import Path

import pytest

from diageval.method import names_a_state
from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_a_state_named_command_missing_is_no_evidence(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "state-command.yaml", tmp_path)
    ok, missing = res["mark-lena-arrived"], res["delete-lena"]
    assert ok.initial_verdict == "fail", ok.initial_reason
    assert ok.attribution != "env_fail_confirmed", ok.reason
    assert ok.diagnosis is not None and not ok.diagnosis.defect_evidence, ok.diagnosis.defect_evidence
    assert missing.verdict == "fail" and missing.attribution == "env_fail_confirmed", missing.reason
    assert missing.diagnosis is not None
    assert [e.kind for e in missing.diagnosis.defect_evidence] == ["target_absent"], missing.diagnosis


def test_commands_named_by_a_state() -> None:
    for t in ("Mark as arrived", "Mark paid", "Mark all as read", "Set as default", "Set to done"):
        assert names_a_state(t), t
    for t in ("Check in", "Marketing", "Mark", "Settings", "Set up", "Delete appointment"):
        assert not names_a_state(t), t

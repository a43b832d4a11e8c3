"""A step that opens a dialog which loads its data, the request fails (HTTP 404), and the dialog never draws
the field the next step names (general pattern: a dialog, drawer or tab that fetches what it shows when it
opens). The error was raised by a step the case's own run performed before the failure every branch forks
at, so no branch sees it happen; it is still the app's answer to that step's input, and it counts as *error
raised* once the branches at the fork fail. When the request fails only after the run read the page, it
fails while the restore waits for the dialog's "Loading…" to end: an error on the restored page that the
run never saw is the path's last input's, on the case's own run or on a branch's path."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_an_error_raised_before_the_fork_is_evidence(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "dialog-data.yaml", tmp_path)
    ok = res["co-speaker"]
    assert ok.verdict == "pass", ok.reason
    got = res["co-speaker-broken"]
    assert got.initial_verdict == "fail", got.reason
    assert got.attribution == "env_fail_confirmed", got.reason
    assert got.diagnosis is not None
    found = [(e.kind, e.case_step, e.text) for e in got.diagnosis.defect_evidence]
    assert (
        "error_raised",
        1,
        "click 'Add co-speaker' made the page raise: request failed: GET /dialog-data-directory.json -> HTTP 404",
    ) in found, found

    # The request fails after the case's own run read the page: the error is on the restored page.
    late = res["co-speaker-late"]
    assert late.initial_verdict == "fail", late.reason
    assert late.attribution == "env_fail_confirmed", late.reason
    assert late.diagnosis is not None
    found = [(e.kind, e.case_step, e.branch is not None) for e in late.diagnosis.defect_evidence]
    assert ("error_raised", 1, True) in found, [e.text for e in late.diagnosis.defect_evidence]
    assert all(e.text.startswith("click 'Add co-speaker'") for e in late.diagnosis.defect_evidence), found
    # The same, behind a help card over the button: a branch opens the dialog by keyboard, and the next
    # round forks on that branch's path, where the error comes while the restore waits.
    tip = res["co-speaker-tip"]
    assert tip.attribution == "env_fail_confirmed", tip.reason
    assert tip.diagnosis is not None
    texts = [e.text for e in tip.diagnosis.defect_evidence if e.kind == "error_raised"]
    assert any("'Add co-speaker'" in t and "HTTP 404" in t for t in texts), texts

"""A button whose handler throws before it shows the form the plan's next step fills: the press changes the
page (the button marks itself focused), so the failure shows only at the next step, a field left hidden.
The step that raised is the judge's next hypothesis after the failure's own: a round forks there and its
branches raise the error again, which confirms the defect. Expanding and waiting at the field ran out of
rounds before, with the error on record (held aside 2 helpdesk `internal-note`)."""

from __future__ import annotations

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_the_step_that_raised_is_forked_at(tmp_path) -> None:  # type: ignore[no-untyped-def]
    got = await diagnose_fixture_suite(FIXTURES / "patterns" / "throwing-handler.yaml", tmp_path)
    ok = got["internal-note"]
    assert ok.initial_verdict == "fail" and ok.verdict == "pass", ok.reason
    broken = got["internal-note-broken"]
    assert broken.verdict == "fail" and broken.attribution == "env_fail_confirmed", broken.reason
    assert broken.diagnosis is not None
    assert any("made the page raise" in e.text for e in broken.diagnosis.defect_evidence)
    assert any("made the page raise an error" in r.fds.diagnosis for r in broken.diagnosis.rounds), [
        r.fds.diagnosis for r in broken.diagnosis.rounds
    ]

"""An accordion whose header buttons announce nothing (no aria-expanded, no aria-controls) and name their
section only by id (`data-bs-target`), one button inside a header (`<h2><button>`) just before the collapsed
section (general pattern: hand-written Bootstrap accordions). The observer reads a target inside it as in a
collapsed section, and `B.expand` opens it through that header's button (held aside 8 plants
`units-floz-reload`, held aside 6 `phone-reload`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite, winning_branch


@pytest.mark.timeout(600)
async def test_an_unannounced_accordion_header_is_opened(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "settings-accordion.yaml", tmp_path)
    got = res["units-floz"]
    assert (got.initial_verdict, got.verdict) == ("fail", "pass"), got.reason
    won = winning_branch(got)
    assert won is not None and "expanded collapsed section 'units'" in won.evidence, won
    bad = res["units-floz-broken"]
    assert (bad.verdict, bad.attribution) == ("fail", "env_fail_confirmed"), bad.reason

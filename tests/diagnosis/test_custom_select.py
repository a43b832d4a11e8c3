"""A select-only custom control (no text field to filter its list) that keeps every option in the document
and lists none the plan asks for: the option is *target absent*, as for a native select. A virtual list,
whose options say it holds more than are rendered (aria-setsize), is never read as whole."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite


@pytest.mark.timeout(600)
async def test_an_option_no_custom_select_lists_is_absent(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "custom-select.yaml", tmp_path)
    missing, virtual = res["assign-ana"], res["assign-ana-virtual"]
    assert missing.verdict == "fail" and missing.attribution == "env_fail_confirmed", missing.reason
    assert missing.diagnosis is not None
    texts = [e.text for e in missing.diagnosis.defect_evidence if e.kind == "target_absent"]
    assert any("lists 4 option(s)" in t and "'Ana Lopez'" in t for t in texts), (
        missing.diagnosis.defect_evidence
    )
    assert virtual.initial_verdict == "fail" and virtual.attribution != "env_fail_confirmed", virtual.reason
    assert virtual.diagnosis is not None and not virtual.diagnosis.defect_evidence, virtual.diagnosis

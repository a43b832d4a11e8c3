"""A native checkbox with a label of its own ("Repeat every week") that a plan calls otherwise ("Repeat
weekly"), on a fixture of its own in real Chromium. The accessibility tree names the box as its label does;
a click at the tree's box reaches the input itself, which used to read as "another control" (named by its
value, "on"), so `A.aria` gave up, and the target was reported *absent*: the correct app was confirmed
defective (held aside 10 rehearsal `weekly-booth` met the same box). Now `A.aria` ticks the box and the
correct app is recovered. And once a probe got past the step through another name, the target is not
*absent*: the defective app is no longer confirmed on that (its only other path went through the reworded
pick, which is no verified actuation), it stays an unconfirmed Fail."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES, diagnose_fixture_suite, recovered_by


@pytest.mark.timeout(600)
async def test_a_box_the_tree_names_by_its_label_is_the_control_and_not_absent(tmp_path: Path) -> None:
    res = await diagnose_fixture_suite(FIXTURES / "patterns" / "repeat-weekly.yaml", tmp_path)
    recovered_by(res["four-weeks"], "A.aria")
    dead = res["four-weeks-broken"]
    assert dead.verdict == "fail" and dead.diagnosis is not None, dead.reason
    assert not [e for e in dead.diagnosis.defect_evidence if e.kind == "target_absent"], dead.reason

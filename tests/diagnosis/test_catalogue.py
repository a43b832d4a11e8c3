"""The catalogue's probes that had no fixture of their own, each on a page of the pattern it serves, in real
Chromium: the single run fails (the screen agent's own mistake), the probe run alone from the judge's fork
point performs the step (so the test fails without it), and the same page with a defect is not passed."""

from __future__ import annotations

import re

import pytest
from playwright.async_api import Browser

from diageval.diagnosis.probes._ocr import tesseract_available
from diageval.diagnosis.probes._stability import ENABLE_WAIT_S
from tests.conftest import FIXTURES
from tests.diagnosis.test_patterns import _branch

SUITE = FIXTURES / "catalogue" / "suite.yaml"
_OCR = pytest.mark.skipif(not tesseract_available(), reason="A.ocr needs tesseract")


@pytest.mark.parametrize(
    ("case_id", "probe"),
    [
        pytest.param("canvas", "A.ocr", marks=_OCR),  # a toolbar drawn on a canvas: its labels are pixels
        ("dropzone", "A.container"),  # the drop zone reacts, not the hint text inside it
        ("wide", "B.viewport"),  # the toolbar renders Export CSV only in a wide window
        ("ready", "C.enabled"),  # disabled until the accounts have loaded
        ("banner", "C.hit_test"),  # a cookie banner covers the button until it is answered
        ("island", "C.hover"),  # a button that hydrates when the pointer rests on it
    ],
)
async def test_the_probe_performs_the_step(browser: Browser, tmp_path, case_id: str, probe: str) -> None:  # type: ignore[no-untyped-def]
    run, _ = await _branch(browser, case_id, probe, tmp_path, SUITE)
    assert run.outcome == "verified_success", (run.reason, run.evidence)


@pytest.mark.parametrize(
    ("case_id", "probe"),
    [
        pytest.param("canvas-defect", "A.ocr", marks=_OCR),
        ("dropzone-defect", "A.container"),
        ("wide-defect", "B.viewport"),
        ("ready-defect", "C.enabled"),
        ("banner-defect", "C.hit_test"),
        ("island-defect", "C.hover"),
    ],
)
async def test_the_probe_does_not_pass_a_defect(browser: Browser, tmp_path, case_id: str, probe: str) -> None:  # type: ignore[no-untyped-def]
    run, _ = await _branch(browser, case_id, probe, tmp_path, SUITE)
    assert run.outcome == "fail", (run.outcome, run.reason, run.evidence)
    if case_id == "ready-defect":
        # C.enabled waits while the page still works (the correct case: enabled by a timer 2 s after load),
        # and stops once the page is quiet with the control still disabled: nothing left in flight or
        # scheduled can enable it before the next input.
        waited = next(
            float(m[1]) for e in run.evidence if (m := re.search(r"still disabled after ([\d.]+) s", e))
        )
        assert waited < ENABLE_WAIT_S, run.evidence

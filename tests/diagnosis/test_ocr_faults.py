"""A Tesseract that fails or hangs is a harness fault, never "the text is not on the screen"."""

from __future__ import annotations

import io
import stat
from pathlib import Path

import pytest
from PIL import Image

from diageval._exceptions import HarnessError
from diageval.diagnosis.probes import _ocr


def _png() -> bytes:
    buf = io.BytesIO()
    Image.new("RGB", (40, 20), "white").save(buf, format="PNG")
    return buf.getvalue()


def _script(tmp_path: Path, body: str) -> str:
    path = tmp_path / "tesseract"
    path.write_text("#!/bin/sh\n" + body)
    path.chmod(path.stat().st_mode | stat.S_IEXEC)
    return str(path)


def test_a_failing_tesseract_is_a_harness_fault(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_ocr, "TESSERACT", _script(tmp_path, "echo 'Error opening data file' >&2\nexit 1\n"))
    with pytest.raises(HarnessError, match="exited with code 1: Error opening data file"):
        _ocr.ocr_find_sync(_png(), "Save")


def test_a_hanging_tesseract_is_a_harness_fault(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_ocr, "TESSERACT", _script(tmp_path, "exec sleep 30\n"))
    monkeypatch.setattr(_ocr, "OCR_TIMEOUT_S", 0.5)
    with pytest.raises(HarnessError, match=r"did not finish within 0.5 s"):
        _ocr.ocr_find_sync(_png(), "Save")


def test_the_real_tesseract_reads_nothing_on_a_blank_image() -> None:
    assert _ocr.ocr_find_sync(_png(), "Save") is None

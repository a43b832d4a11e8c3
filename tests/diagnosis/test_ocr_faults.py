"""A Tesseract that fails or hangs is a harness fault, never "the text is not on the screen"."""

from __future__ import annotations

import io
import stat
from pathlib import Path

import pytest
from PIL import Image

from diageval._exceptions import HarnessError
from diageval.diagnosis.probes import _ocr


@pytest.fixture(autouse=True)
def _no_cached_words() -> None:
    _ocr._cache.clear()  # each test reads its images afresh


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


@pytest.mark.skipif(not _ocr.tesseract_available(), reason="tesseract is not installed")
def test_a_page_read_once_is_not_read_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The words of a screenshot are kept: the same pixels are not given to Tesseract twice (a diagnosis
    looks at the same page from several branches), and other pixels are."""
    from PIL import ImageDraw, ImageFont

    img = Image.new("RGB", (300, 80), "white")
    ImageDraw.Draw(img).text((20, 20), "Save draft", fill="black", font=ImageFont.load_default(size=28))
    buf = io.BytesIO()
    img.save(buf, format="PNG")
    page = buf.getvalue()
    hit = _ocr.ocr_find_sync(page, "Save draft")
    assert hit is not None and hit[1] == "Save draft"
    assert _ocr.ocr_find_sync(page, "Publish") is None  # every pass read once, for any target
    monkeypatch.setattr(_ocr, "TESSERACT", _script(tmp_path, "exit 1\n"))
    assert _ocr.ocr_find_sync(page, "Save draft") == hit  # from the words kept
    assert _ocr.ocr_find_sync(page, "Publish") is None
    with pytest.raises(HarnessError):
        _ocr.ocr_find_sync(_png(), "Save")  # new pixels go to Tesseract


def test_a_number_read_by_ocr_must_come_out_the_same() -> None:
    """A misread letter is forgiven ('Sav' for 'Save'), a different number never is: in a list of invoices
    'Invoice 1007' is another row than 'Invoice 1020', however alike the characters."""
    line = (1, 1, 1)
    words = [("Invoice", (0.0, 0.0, 50.0, 10.0), line), ("1007", (55.0, 0.0, 30.0, 10.0), line)]
    assert _ocr._find(words, "Invoice 1020") is None
    assert _ocr._find(words, "Invoice 1007") is not None
    misread = [("lnvoice", (0.0, 0.0, 50.0, 10.0), line), ("1O2O", (55.0, 0.0, 30.0, 10.0), line)]
    assert _ocr._find(misread, "Invoice 1020") is not None  # O read for 0, l for I


def test_a_word_with_letters_dropped_is_another_word() -> None:
    """OCR misreads a letter, or reads one as two ("m" as "rn"); it does not drop a prefix: 'name' (a "Sort by
    name" header) is not 'Rename', 'move' is not 'Remove' (bundled gallery `rename-photo`: A.ocr clicked the
    header for a Rename the app lacks, and the branch's finished run hid the missing control)."""
    line = (1, 1, 1)
    for target, read in (("Rename", "name"), ("Remove", "move"), ("Unlock", "lock")):
        assert _ocr._find([(read, (0.0, 0.0, 40.0, 10.0), line)], target) is None, (target, read)
    for target, read in (("Rename", "Rcname"), ("Remove", "Rernove"), ("Save", "Sav")):
        assert _ocr._find([(read, (0.0, 0.0, 40.0, 10.0), line)], target) is not None, (target, read)

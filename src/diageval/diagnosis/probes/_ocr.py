"""OCR of a screenshot with Tesseract, for probes that locate text that is drawn rather than in the DOM.

The screenshot is binarised before OCR: a global (Otsu) threshold for ordinary text, then adaptive
thresholds (ink = darker than its neighbourhood) for low-contrast text, dark-on-light and light-on-dark.
"""

from __future__ import annotations

import asyncio
import difflib
import hashlib
import io
import os
import shutil
import subprocess
import tempfile
import threading
from collections import OrderedDict
from functools import cache

from PIL import Image, ImageChops, ImageFilter, ImageOps

from ..._exceptions import HarnessError
from ..._util.text import fold

Box = tuple[float, float, float, float]
Words = list[tuple[str, Box, tuple[int, int, int]]]
"""Words read by OCR: text, box, and the (block, paragraph, line) they are on."""
SCALE = 2


@cache
def tesseract_available() -> bool:
    return shutil.which("tesseract") is not None


def _otsu(img: Image.Image) -> int:
    hist = img.histogram()
    total = sum(hist)
    sum_all = sum(i * h for i, h in enumerate(hist))
    w_b = sum_b = 0.0
    best, thresh = -1.0, 127
    for t in range(256):
        w_b += hist[t]
        if w_b == 0 or w_b == total:
            continue
        sum_b += t * hist[t]
        m_b, m_f = sum_b / w_b, (sum_all - sum_b) / (total - w_b)
        between = w_b * (total - w_b) * (m_b - m_f) ** 2
        if between > best:
            best, thresh = between, t
    return thresh


LOCAL_RADIUS = 12
LOCAL_DELTA = 12
"""A pixel this much darker than the mean of its neighbourhood is ink (adaptive threshold).

Derived from the pattern it serves, pale text on a pale ground (tests/diagnosis/test_ocr_contrast.py):
text 20 grey levels darker than its ground (about 1.2:1, fainter than text meant to be read) must be read,
and rendering noise (a gradient with +-4 levels of dither) must not become ink; 3 makes ink of the noise,
30 loses the faint text."""


def _adaptive(gray: Image.Image) -> Image.Image:
    """Ink wherever a pixel is darker than its surroundings: finds pale grey text on a pale ground that a
    global threshold merges with the background."""
    local = gray.filter(ImageFilter.BoxBlur(LOCAL_RADIUS))
    diff = ImageChops.subtract(local, gray)
    return diff.point(lambda v: 0 if v > LOCAL_DELTA else 255)


def prepare(png: bytes) -> list[Image.Image]:
    """Grayscale and upscaled, then Otsu (ordinary text), adaptive thresholds for dark-on-light and
    light-on-dark low-contrast text."""
    gray = Image.open(io.BytesIO(png)).convert("L")
    gray = gray.resize((gray.width * SCALE, gray.height * SCALE), Image.Resampling.LANCZOS)
    t = _otsu(gray)
    bw = gray.point(lambda v: 255 if v > t else 0)
    return [bw, _adaptive(gray), _adaptive(ImageOps.invert(gray))]


OCR_TIMEOUT_S = 30.0
TESSERACT = "tesseract"


def _words(img: Image.Image) -> Words:
    """Words with boxes and (block, paragraph, line) ids. A Tesseract that fails or hangs is a harness
    fault (:class:`HarnessError`), never "the text is not there"."""
    with tempfile.NamedTemporaryFile(suffix=".png") as f:
        img.save(f.name)
        env = dict(os.environ, OMP_THREAD_LIMIT=os.environ.get("OMP_THREAD_LIMIT", "1"))
        try:
            done = subprocess.run(
                [TESSERACT, f.name, "stdout", "--psm", "11", "tsv"],
                capture_output=True,
                text=True,
                timeout=OCR_TIMEOUT_S,
                env=env,
            )
        except subprocess.TimeoutExpired:
            raise HarnessError(f"OCR: tesseract did not finish within {OCR_TIMEOUT_S:g} s") from None
        except OSError as exc:
            raise HarnessError(f"OCR: tesseract could not start: {exc}") from None
        if done.returncode != 0:
            tail = (done.stderr.strip().splitlines() or [""])[-1]
            raise HarnessError(f"OCR: tesseract exited with code {done.returncode}: {tail}")
        out = done.stdout
    words = []
    for line in out.splitlines()[1:]:
        cols = line.split("\t")
        if len(cols) < 12 or not cols[11].strip():
            continue
        x, y, w, h = (float(c) / SCALE for c in cols[6:10])
        words.append((cols[11].strip(), (x, y, w, h), (int(cols[2]), int(cols[3]), int(cols[4]))))
    return words


_AS_DIGIT = str.maketrans({"o": "0", "l": "1", "i": "1", "|": "1"})
"""Letters OCR reads in place of digits."""


def _same_word(want: str, read: str) -> bool:
    """A word read by OCR is the target's word: alike enough for a misread letter, but a word with a digit
    in it (an order number, a room, a date) must come out the same, digits for digits ("1020" is never
    "1007"), allowing only the letters OCR mistakes for digits. At most one letter more or fewer ("m" read
    as "rn"): a word with a prefix dropped is another word ("name" is not "rename")."""
    if any(ch.isdigit() for ch in want):
        return read.translate(_AS_DIGIT) == want.translate(_AS_DIGIT)
    return abs(len(want) - len(read)) <= 1 and difflib.SequenceMatcher(None, want, read).ratio() >= 0.75


def _find(words: Words, target: str) -> tuple[Box, str] | None:
    want = fold(target).split()
    if not want:
        return None
    for i in range(len(words) - len(want) + 1):
        run = words[i : i + len(want)]
        if len({w[2] for w in run}) != 1:  # one line only
            continue
        if all(_same_word(a, fold(w[0]).strip(".,:;!?")) for a, w in zip(want, run, strict=True)):
            x0 = min(w[1][0] for w in run)
            y0 = min(w[1][1] for w in run)
            x1 = max(w[1][0] + w[1][2] for w in run)
            y1 = max(w[1][1] + w[1][3] for w in run)
            return (x0, y0, x1 - x0, y1 - y0), " ".join(w[0] for w in run)
    return None


CACHED_IMAGES = 64
"""The words read from the most recent screenshots, per binarisation, are kept: a diagnosis looks at the
same page again and again (the fork page from every branch's restore, a defect's unchanged page after each
failed branch), and reading one costs Tesseract up to three passes."""
_cache: OrderedDict[tuple[str, int], Words] = OrderedDict()
_cache_lock = threading.Lock()


def _cached_words(digest: str, i: int) -> Words | None:
    with _cache_lock:
        words = _cache.get((digest, i))
        if words is not None:
            _cache.move_to_end((digest, i))
        return words


def _keep_words(digest: str, i: int, words: Words) -> None:
    with _cache_lock:
        _cache[(digest, i)] = words
        while len(_cache) > CACHED_IMAGES * 3:
            _cache.popitem(last=False)


def ocr_find_sync(png: bytes, target: str) -> tuple[Box, str] | None:
    digest = hashlib.sha256(png).hexdigest()
    images: list[Image.Image] | None = None
    for i in range(3):
        words = _cached_words(digest, i)
        if words is None:
            images = images if images is not None else prepare(png)
            words = _words(images[i])
            _keep_words(digest, i, words)
        hit = _find(words, target)
        if hit is not None:
            return hit
    return None


async def ocr_find(png: bytes, target: str) -> tuple[Box, str] | None:
    """Box (viewport pixels) and text of the first line of words matching ``target``, or None."""
    return await asyncio.to_thread(ocr_find_sync, png, target)

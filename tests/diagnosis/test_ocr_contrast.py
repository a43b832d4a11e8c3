"""The OCR's adaptive threshold (LOCAL_DELTA), derived from the pattern it serves: pale text drawn on a pale
ground (a canvas, a low-contrast theme), which a global threshold merges with the background.

Text is drawn by Chromium on a canvas at decreasing contrast; the OCR must read it down to a difference of
20 grey levels (about 1.2:1, fainter than any text meant to be read), and must read nothing on a ground
with only rendering noise (a gradient and +-4 levels of dither), so ink is never made of noise."""

from __future__ import annotations

import pytest
from playwright.async_api import Browser

from diageval.diagnosis.probes import _ocr

pytestmark = pytest.mark.skipif(not _ocr.tesseract_available(), reason="tesseract is not installed")

PAGE = """<canvas id=c width=640 height=160></canvas><script>
const c = document.getElementById('c').getContext('2d');
const g = c.createLinearGradient(0, 0, 640, 0);
g.addColorStop(0, 'rgb(248,248,248)'); g.addColorStop(1, 'rgb(236,236,236)');
c.fillStyle = g; c.fillRect(0, 0, 640, 160);
const img = c.getImageData(0, 0, 640, 160);
let seed = 7;
for (let i = 0; i < img.data.length; i += 4) {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  const d = (seed % 9) - 4;
  for (let k = 0; k < 3; k++) img.data[i + k] = Math.max(0, Math.min(255, img.data[i + k] + d));
}
c.putImageData(img, 0, 0);
const delta = DELTA;
if (delta) {
  const v = 242 - delta;
  c.fillStyle = `rgb(${v},${v},${v})`; c.font = '22px sans-serif';
  c.fillText('Export quarterly report', 40, 90);
}
</script>"""


async def _shot(browser: Browser, delta: int) -> bytes:
    page = await browser.new_page(viewport={"width": 640, "height": 160})
    try:
        await page.set_content(PAGE.replace("DELTA", str(delta)))
        return await page.screenshot()
    finally:
        await page.close()


@pytest.mark.parametrize("delta", [20, 35, 60, 120])
async def test_pale_text_is_read_down_to_20_grey_levels(browser: Browser, delta: int) -> None:
    found = await _ocr.ocr_find(await _shot(browser, delta), "Export quarterly report")
    assert found is not None, f"text {delta} grey levels darker than its ground was not read"


async def test_rendering_noise_is_not_ink(browser: Browser) -> None:
    png = await _shot(browser, 0)
    adaptive = _ocr.prepare(png)[1:]  # [0] is the global threshold, which LOCAL_DELTA does not govern
    words = [w for img in adaptive for w, _box, _conf in _ocr._words(img)]
    assert not [w for w in words if len(w) > 2], f"noise read as text: {words}"

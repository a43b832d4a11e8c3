"""The quiet watch counts the requests a page's scripts have in flight from inside the page (fetch and
XMLHttpRequest), and failed requests are read from the browser's console report, named with their method:
no network events cross from the browser to diageval (three messages per file a page loads)."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from playwright.async_api import Browser

from diageval.browser import CaseSession

SLOW_S = 1.5

PAGE = b"""<!doctype html><html><head><meta charset="utf-8"><title>Reports</title></head><body>
<button id="f" onclick="load('fetch')">Load with fetch</button>
<button id="x" onclick="load('xhr')">Load with XHR</button>
<button id="b" onclick="load('body')">Load a slow body</button>
<button id="s" onclick="save()">Save</button>
<ul id="out"></ul>
<script>
  function show(t) { const li = document.createElement('li'); li.textContent = t; out.append(li); }
  function load(how) {
    if (how === 'fetch') { fetch('/slow').then((r) => r.text()).then(show); return; }
    if (how === 'body') { fetch('/slow-body').then((r) => r.text()).then(show); return; }
    const x = new XMLHttpRequest(); x.open('GET', '/slow'); x.onload = () => show(x.responseText); x.send();
  }
  function save() { fetch('/api/save', { method: 'POST', body: '{}' }).then((r) => show('status ' + r.status)); }
</script>
<img id="pic" alt="">
</body></html>"""


class _Handler(BaseHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        pass

    def _send(self, status: int, body: bytes, kind: str = "text/plain") -> None:
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self) -> None:
        if self.path == "/":
            self._send(200, PAGE, "text/html")
        elif self.path == "/slow":
            time.sleep(SLOW_S)
            self._send(200, b"Quarterly report ready")
        elif self.path == "/slow-body":
            # The headers at once, the body later: the script's `r.text()` is what waits.
            body = b"Quarterly report ready"
            self.send_response(200)
            self.send_header("Content-Type", "text/plain")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.flush()
            time.sleep(SLOW_S)
            self.wfile.write(body)
        else:
            self._send(404, b"")

    def do_POST(self) -> None:
        self._send(500, b"")


@pytest.fixture(scope="module")
def app_url() -> Iterator[str]:
    srv = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{srv.server_address[1]}"
    srv.shutdown()
    srv.server_close()


@pytest.mark.parametrize("button", ["#f", "#x", "#b"])
async def test_a_request_in_flight_keeps_the_page_from_being_quiet(
    browser: Browser, app_url: str, button: str
) -> None:
    async with CaseSession(browser, viewport=(1280, 720)) as s:
        await s.goto(app_url + "/")
        await s.wait_quiet(max_s=2)
        await s.page.click(button)
        waited = await s.wait_quiet(max_s=SLOW_S + 3)
        # The DOM does not change while the answer is on its way: only the request in flight holds the wait.
        assert s.quiet.reached and waited >= SLOW_S - 0.3, waited
        assert "Quarterly report ready" in await s.page.inner_text("#out")


async def test_a_failed_request_is_named_with_its_method(browser: Browser, app_url: str) -> None:
    async with CaseSession(browser, viewport=(1280, 720)) as s:
        await s.goto(app_url + "/")
        await s.page.click("#s")
        await s.page.wait_for_selector("#out li")
        await s.page.evaluate("document.getElementById('pic').src = '/missing.png'")
        await s.wait_quiet(max_s=2)
        errors = await s.errors()
    assert "request failed: POST /api/save -> HTTP 500" in errors, errors
    # A load the markup started (an image) is not one of the scripts' requests: named without a method.
    assert "request failed: /missing.png -> HTTP 404" in errors, errors


async def test_a_page_stays_quiet_until_its_dom_changes_or_it_schedules_work(
    browser: Browser, app_url: str
) -> None:
    """What lets a branch read a page again without a second quiet window: the last wait found it quiet,
    and since then its DOM has not changed and it has scheduled nothing."""
    async with CaseSession(browser, viewport=(1280, 720)) as s:
        await s.goto(app_url + "/")
        assert not await s.quiet.still_quiet()  # no wait has found it quiet yet
        await s.wait_quiet(max_s=2)
        assert s.quiet.reached and await s.quiet.still_quiet()
        await s.page.evaluate("document.getElementById('out').append(document.createElement('li'))")
        assert not await s.quiet.still_quiet()
        await s.wait_quiet(max_s=2)
        assert await s.quiet.still_quiet()
        await s.page.evaluate("setTimeout(() => {}, 2000)")
        assert not await s.quiet.still_quiet()
        await s.wait_quiet(max_s=0.5)  # the timeout is still to fire: the wait runs out
        assert not s.quiet.reached and not await s.quiet.still_quiet()

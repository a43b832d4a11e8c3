"""A real app on 127.0.0.1 whose behaviour is switched between runs (``app.mode = "b"``): in mode B "Save"
stops working (a new defect), "Load" starts working (a fix), "Export" moves below the fold (the agent
misses it, a diagnosis branch finds it) and ``/slow`` answers 15 s late (far more than a busy machine adds to the same case in run A)."""

from __future__ import annotations

import time
from http.server import BaseHTTPRequestHandler

from tests.loopback import LoopbackServer

_PAGE = """<!doctype html><html><head><title>Switch</title></head><body>
<h1>Notes</h1>
{export_top}
<button onclick="document.getElementById('list').insertAdjacentHTML('beforeend', '<li>Note</li>')">Add note</button>
<button onclick="{save}">Save</button>
<button onclick="{load}">Load</button>
<p id="msg"></p>
<ul id="list"></ul>
{export_bottom}
<p id="done"></p>
</body></html>"""
_EXPORT = """<button onclick="document.getElementById('done').textContent = 'Exported'">Export</button>"""
_SAY = "document.getElementById('msg').textContent = '{}'"
_SLOW = """<!doctype html><html><head><title>Slow</title></head><body>
<button onclick="document.body.insertAdjacentHTML('beforeend', '<p>Went</p>')">Go</button></body></html>"""
SLOW_S = 15.0


class SwitchApp(LoopbackServer):
    def __init__(self) -> None:
        self.mode = "a"
        app = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *_args: object) -> None:
                pass

            def do_GET(self) -> None:
                if self.path.startswith("/slow"):
                    if app.mode == "b":
                        time.sleep(SLOW_S)
                    body = _SLOW
                elif self.path in ("/", "/index.html"):
                    b = app.mode == "b"
                    body = _PAGE.format(
                        export_top="" if b else _EXPORT,
                        export_bottom=f"<div style='height:1800px'></div>{_EXPORT}" if b else "",
                        save="void 0" if b else _SAY.format("Saved"),
                        load=_SAY.format("Loaded") if b else "void 0",
                    )
                else:
                    self.send_response(404)
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                data = body.encode()
                self.send_response(200)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self._serve(Handler)


SUITE = """name: switch
app: {{url: '{url}'}}
cases:
  - id: save
    task: Add three notes, then save.
    steps: [{{click: Add note}}, {{click: Add note}}, {{click: Add note}}, {{click: Save}}]
    expect: [{{text: Saved}}]
  - id: load
    task: Load.
    steps: [{{click: Load}}]
    expect: [{{text: Loaded}}]
  - id: export
    task: Add three notes, then export.
    steps: [{{click: Add note}}, {{click: Add note}}, {{click: Add note}}, {{click: Export}}]
    expect: [{{text: Exported}}]
  - id: slow
    task: Open the slow page and go.
    steps: [{{goto: /slow}}, {{click: Go}}]
    expect: [{{text: Went}}]
  - id: bad-check
    task: A check that is not JavaScript (the suite's fault, a harness fault).
    steps: [{{click: Add note}}]
    expect: [{{js: "this is not ( javascript"}}]
"""

"""A real app behind a login on 127.0.0.1: a session-cookie login form, an API key header on every request,
optionally HTTP Basic authentication. Pages after the login: a note list, an "Export" button below the
fold, and a password check that shows what was typed (so a secret comes back in the page's own text)."""

from __future__ import annotations

import base64
import secrets
from http.server import BaseHTTPRequestHandler
from urllib.parse import parse_qs

from tests.loopback import LoopbackServer

LOGIN_PAGE = """<!doctype html><html><head><title>Sign in</title></head><body>
<h1>Sign in</h1>
<form method="post" action="/login">
  <label>Username <input name="user" autocomplete="off"></label><br>
  <label>Password <input name="password" type="password"></label><br>
  <button type="submit">Sign in</button>
</form></body></html>"""

APP_PAGE = """<!doctype html><html><head><title>Notes</title></head><body>
<h1>Welcome, {user}</h1>
<button onclick="document.getElementById('list').insertAdjacentHTML('beforeend', '<li>Note 1</li>')">Add note</button>
<ul id="list"></ul>
<label>Check password <input id="pw" type="text" autocomplete="off"></label>
<button onclick="document.getElementById('echo').textContent = 'Checked: ' + document.getElementById('pw').value">Check</button>
<p id="echo"></p>
<div style="height: 1600px"></div>
<button onclick="document.getElementById('done').textContent = 'Exported'">Export</button>
<p id="done"></p>
</body></html>"""


class LoginApp(LoopbackServer):
    """``with LoginApp(password, api_key) as app: app.url``. Requests without the key get 403, pages other
    than the login without a session are redirected to it (303), a wrong password gets the form again."""

    def __init__(self, password: str, api_key: str, basic: tuple[str, str] | None = None) -> None:
        self.password = password
        self.api_key = api_key
        self.basic = basic
        self.sessions: set[str] = set()
        self.logins = 0
        """Successful POSTs to /login."""
        app = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *_args: object) -> None:
                pass

            def _send(self, status: int, body: str = "", headers: dict[str, str] | None = None) -> None:
                data = body.encode()
                self.send_response(status)
                for k, v in (headers or {}).items():
                    self.send_header(k, v)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def _gate(self) -> bool:
                if app.basic is not None:
                    want = "Basic " + base64.b64encode(":".join(app.basic).encode()).decode()
                    if self.headers.get("Authorization") != want:
                        self._send(401, "auth", {"WWW-Authenticate": 'Basic realm="app"'})
                        return False
                if self.headers.get("X-Api-Key") != app.api_key:
                    self._send(403, "no api key")
                    return False
                return True

            def _session(self) -> str | None:
                for part in (self.headers.get("Cookie") or "").split(";"):
                    name, _, value = part.strip().partition("=")
                    if name == "sid" and value in app.sessions:
                        return value
                return None

            def do_GET(self) -> None:
                if not self._gate():
                    return
                if self.path.startswith("/login"):
                    self._send(200, LOGIN_PAGE)
                elif self.path == "/favicon.ico":
                    self._send(204)
                elif self._session() is None:
                    self._send(303, "", {"Location": "/login"})
                else:
                    self._send(200, APP_PAGE.format(user="alice"))

            def do_POST(self) -> None:
                if not self._gate():
                    return
                size = int(self.headers.get("Content-Length") or 0)
                form = parse_qs(self.rfile.read(size).decode())
                if self.path != "/login" or form.get("password", [""])[0] != app.password:
                    self._send(200, LOGIN_PAGE)
                    return
                sid = secrets.token_hex(16)
                app.sessions.add(sid)
                app.logins += 1
                self._send(303, "", {"Location": "/", "Set-Cookie": f"sid={sid}; Path=/; HttpOnly"})

        self._serve(Handler)

    def new_session(self) -> str:
        """A session id as a login would make (for a storage-state file written without a browser)."""
        sid = secrets.token_hex(16)
        self.sessions.add(sid)
        return sid

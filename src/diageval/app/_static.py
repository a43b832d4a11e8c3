"""A read-only static file server on 127.0.0.1 that never serves outside its root."""

from __future__ import annotations

import logging
import os
import posixpath
import sys
import threading
import urllib.parse
from functools import partial
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

logger = logging.getLogger(__name__)


class _RootedHandler(SimpleHTTPRequestHandler):
    """Serves GET/HEAD from one folder. Any path that resolves outside it (``..``, encoded
    separators, symlinks) is answered 404, so the app can never read the host's files."""

    server_version = "diageval-static"
    protocol_version = "HTTP/1.1"
    """Keep-alive: a page that loads two hundred modules (a web-component library's chunks) reuses the
    browser's few connections instead of opening one connection, and one server thread, per file."""
    disable_nagle_algorithm = True
    """Headers and body go out as separate writes: on a kept-alive connection Nagle's algorithm would hold
    the body back until the browser's delayed acknowledgement (tens of milliseconds per file)."""

    def __init__(self, *args: Any, root: str, **kwargs: Any) -> None:
        self._root = root
        super().__init__(*args, directory=root, **kwargs)

    def translate_path(self, path: str) -> str:
        path = path.split("?", 1)[0].split("#", 1)[0]
        decoded = urllib.parse.unquote(path, errors="strict")
        parts = [p for p in posixpath.normpath(decoded).split("/") if p not in ("", ".")]
        if any(p == ".." or os.sep in p or (os.altsep and os.altsep in p) for p in parts):
            return ""
        full = os.path.realpath(os.path.join(self._root, *parts))
        if full != self._root and not full.startswith(self._root + os.sep):
            return ""
        if path.endswith("/") and os.path.isdir(full):
            return full + os.sep
        return full

    def send_head(self) -> Any:
        raw = self.path.split("?", 1)[0].split("#", 1)[0]
        try:
            decoded = urllib.parse.unquote(raw, errors="strict")
        except UnicodeDecodeError:
            decoded = "\0"
        if "\0" in decoded:
            # Not UTF-8 (%ff) or a NUL byte (%00): no file can have this name.
            self.send_error(HTTPStatus.BAD_REQUEST, "Bad request path")
            return None
        if decoded == "/favicon.ico" and not os.path.isfile(os.path.join(self._root, "favicon.ico")):
            # Browsers ask for it on every page; a 404 there would be a console error the app did not make.
            self.send_response(HTTPStatus.NO_CONTENT)
            self.end_headers()
            return None
        if self.translate_path(self.path) == "":
            self.send_error(HTTPStatus.NOT_FOUND, "Not found")
            return None
        return super().send_head()

    def end_headers(self) -> None:
        # Apps under test must be fresh on every case; a cached script would hide a fix or a defect.
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:
        logger.debug("static %s: " + format, self._root, *args)


class _Server(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        # The browser closing a connection mid-response (a page left while a script still loaded, a context
        # closed at the end of a branch) is routine here, not an error worth a traceback on the terminal.
        exc = sys.exc_info()[1]
        if isinstance(exc, (BrokenPipeError, ConnectionResetError)):
            logger.debug("static: %s closed the connection: %s", client_address, exc)
            return
        super().handle_error(request, client_address)


class StaticServer:
    """Serve ``root`` on an ephemeral port of 127.0.0.1 in a background thread.

    >>> with StaticServer(Path("site")) as srv:
    ...     srv.url  # 'http://127.0.0.1:PORT'
    """

    def __init__(self, root: Path) -> None:
        self.root = Path(os.path.realpath(root))
        handler = partial(_RootedHandler, root=str(self.root))
        self._httpd = _Server(("127.0.0.1", 0), handler)
        self._thread = threading.Thread(target=self._httpd.serve_forever, name="diageval-static", daemon=True)

    @property
    def port(self) -> int:
        return int(self._httpd.server_address[1])

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> StaticServer:
        self._thread.start()
        logger.info("serving %s at %s", self.root, self.url)
        return self

    def stop(self) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()

    def __enter__(self) -> StaticServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

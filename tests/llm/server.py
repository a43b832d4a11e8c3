"""A real HTTP server on 127.0.0.1 speaking the OpenAI chat-completions or Anthropic messages protocol,
answering from a script. The SDKs talk to it as to the real service: nothing is patched."""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Scripted:
    status: int = 200
    text: str = "{}"
    usage: tuple[int, int] = (100, 20)
    delay_s: float = 0.0
    respond: Callable[[dict[str, Any]], str] | None = None
    """Answers from the request body (a model that reads its prompt) instead of ``text``."""
    headers: dict[str, str] | None = None
    """Extra response headers, e.g. ``Retry-After`` on a 429."""


class ScriptedLLMServer:
    def __init__(self, protocol: str) -> None:
        assert protocol in ("openai", "anthropic")
        self.protocol = protocol
        self.script: deque[Scripted] = deque()
        self.requests: list[dict[str, Any]] = []
        self.in_flight = 0
        self.max_in_flight = 0
        """Most requests the server was answering at one time."""
        lock = threading.Lock()
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))) or b"{}")
                with lock:
                    server.requests.append(
                        {
                            "path": self.path,
                            "body": body,
                            "headers": dict(self.headers),
                            "t": time.monotonic(),
                        }
                    )
                    step = (
                        server.script.popleft()
                        if server.script
                        else Scripted(status=500, text="script exhausted")
                    )
                    server.in_flight += 1
                    server.max_in_flight = max(server.max_in_flight, server.in_flight)
                try:
                    self._answer(body, step)
                finally:
                    with lock:
                        server.in_flight -= 1

            def _answer(self, body: dict[str, Any], step: Scripted) -> None:
                if step.delay_s:
                    time.sleep(step.delay_s)
                if step.status != 200:
                    payload = {"error": {"message": step.text, "type": "scripted"}}
                    if server.protocol == "anthropic":
                        payload = {
                            "type": "error",
                            "error": {"type": "rate_limit_error", "message": step.text},
                        }
                else:
                    if step.respond is not None:
                        step.text = step.respond(body)
                    payload = server._reply(body, step)
                data = json.dumps(payload).encode()
                try:
                    self.send_response(step.status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    for k, v in (step.headers or {}).items():
                        self.send_header(k, v)
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    pass

        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._httpd.daemon_threads = True
        threading.Thread(target=self._httpd.serve_forever, daemon=True).start()

    def _reply(self, body: dict[str, Any], step: Scripted) -> dict[str, Any]:
        pin, pout = step.usage
        if self.protocol == "openai":
            return {
                "id": "chatcmpl-1",
                "object": "chat.completion",
                "created": 0,
                "model": body.get("model", "m"),
                "choices": [
                    {
                        "index": 0,
                        "finish_reason": "stop",
                        "message": {"role": "assistant", "content": step.text},
                    }
                ],
                "usage": {"prompt_tokens": pin, "completion_tokens": pout, "total_tokens": pin + pout},
            }
        return {
            "id": "msg_1",
            "type": "message",
            "role": "assistant",
            "model": body.get("model", "m"),
            "content": [{"type": "text", "text": step.text}],
            "stop_reason": "end_turn",
            "stop_sequence": None,
            "usage": {"input_tokens": pin, "output_tokens": pout},
        }

    @property
    def base_url(self) -> str:
        port = self._httpd.server_address[1]
        return f"http://127.0.0.1:{port}/v1" if self.protocol == "openai" else f"http://127.0.0.1:{port}"

    def push(
        self,
        text: str = "{}",
        *,
        usage: tuple[int, int] = (100, 20),
        status: int = 200,
        delay_s: float = 0.0,
        respond: Callable[[dict[str, Any]], str] | None = None,
        headers: dict[str, str] | None = None,
    ) -> None:
        self.script.append(Scripted(status, text, usage, delay_s, respond, headers))

    def close(self) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()

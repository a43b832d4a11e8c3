"""Secrets in suites: ``${ENV_VAR}`` placeholders, resolved at run time and never recorded.

A suite writes ``fill: {target: Password, text: "${APP_PASSWORD}"}`` or ``http_headers: {Authorization:
"Bearer ${API_TOKEN}"}``. The suite, the trajectory and every artifact keep the placeholder; the value is
looked up in the environment only when the input is sent or the browser context is made, and any copy of
it that comes back from the page (a field's value, a URL, a console message) is masked back into the
placeholder before it is recorded.

>>> s = Secrets({"APP_PASSWORD": "hunter2"})
>>> s.resolve("${APP_PASSWORD}!")
'hunter2!'
>>> s.redact("typed hunter2")
'typed ${APP_PASSWORD}'
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterable, Mapping
from urllib.parse import quote, quote_plus

PLACEHOLDER = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*)\}")
"""``${NAME}``: a reference to the environment variable NAME."""

MIN_SECRET_CHARS = 3
"""Shorter values are not masked: masking every "a" of a page would garble what is recorded."""


def references(text: str) -> list[str]:
    """The environment variables ``text`` references, in order."""
    return PLACEHOLDER.findall(text)


class Secrets:
    """The values of a suite's referenced environment variables, for one run. Never serialised: its repr
    shows names only."""

    def __init__(self, values: Mapping[str, str] | None = None) -> None:
        self._values = dict(values or {})
        # Longest first, so a secret that contains another is masked whole.
        self._masks = sorted(
            ((v, n) for n, v in self._values.items() if len(v) >= MIN_SECRET_CHARS),
            key=lambda p: -len(p[0]),
        )

    @classmethod
    def from_env(cls, names: Iterable[str], env: Mapping[str, str] | None = None) -> Secrets:
        """The values of ``names`` in ``env`` (default: the process environment); missing ones are left out
        (a suite is checked for them when it is loaded)."""
        env = os.environ if env is None else env
        return cls({n: env[n] for n in names if n in env})

    def __repr__(self) -> str:
        return f"Secrets({sorted(self._values)})"

    def __bool__(self) -> bool:
        return bool(self._values)

    def resolve(self, text: str) -> str:
        """``text`` with each ``${NAME}`` this holds replaced by its value (others are left as written)."""
        if not self._values or "${" not in text:
            return text
        return PLACEHOLDER.sub(lambda m: self._values.get(m.group(1), m.group(0)), text)

    def redact(self, text: str) -> str:
        """``text`` with every occurrence of a value replaced by its ``${NAME}`` placeholder."""
        for value, name in self._masks:
            if value in text:
                text = text.replace(value, "${" + name + "}")
        return text

    def redact_bytes(self, data: bytes) -> bytes:
        """Every value in ``data`` as written, JSON-escaped or URL-encoded, replaced by its placeholder (for
        files diageval does not write itself, such as a Playwright trace)."""
        for value, name in self._masks:
            mask = ("${" + name + "}").encode()
            forms = {value, json.dumps(value)[1:-1], quote(value, safe=""), quote_plus(value)}
            for form in sorted(forms, key=len, reverse=True):
                data = data.replace(form.encode(), mask)
        return data

    def redact_json(self, text: str) -> str:
        """Like :meth:`redact`, on JSON text (a value is searched for as JSON writes it inside a string)."""
        for value, name in self._masks:
            inner = json.dumps(value)[1:-1]
            if inner in text:
                text = text.replace(inner, "${" + name + "}")
            ascii_inner = json.dumps(value, ensure_ascii=False)[1:-1]
            if ascii_inner != inner and ascii_inner in text:
                text = text.replace(ascii_inner, "${" + name + "}")
        return text

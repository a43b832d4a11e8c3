"""The environment a ``command`` app is started with: what a dev server needs, never the run's secrets.

diageval itself holds LLM API keys and whatever else the user's shell exports; an app under test that
inherited them could print them into its log (kept in the run folder) or send them anywhere. A command
app gets the variables a toolchain needs to start (``PATH``, ``HOME``, locale, Node/npm, Python,
certificates, ``PORT``), minus any whose name looks like a secret. A suite names variables the app does
need with ``app.pass_env``; those are passed as they are.
"""

from __future__ import annotations

import logging
import os
import re
from collections.abc import Iterable, Mapping

logger = logging.getLogger(__name__)

PASSED = frozenset(
    {
        "PATH",
        "HOME",
        "USER",
        "LOGNAME",
        "SHELL",
        "LANG",
        "LANGUAGE",
        "TZ",
        "TERM",
        "TMPDIR",
        "TEMP",
        "TMP",
        "CI",
        "VIRTUAL_ENV",
        "CONDA_PREFIX",
        "JAVA_HOME",
        "GOPATH",
        "GOROOT",
        "GOCACHE",
        "GOMODCACHE",
        "CARGO_HOME",
        "RUSTUP_HOME",
        "SSL_CERT_FILE",
        "SSL_CERT_DIR",
        "REQUESTS_CA_BUNDLE",
        "XDG_CACHE_HOME",
        "XDG_CONFIG_HOME",
        "XDG_DATA_HOME",
        "XDG_RUNTIME_DIR",
        # Windows: a process cannot start without these.
        "SYSTEMROOT",
        "COMSPEC",
        "PATHEXT",
        "WINDIR",
        "APPDATA",
        "LOCALAPPDATA",
        "USERPROFILE",
    }
)
"""Variables passed by name (when set)."""

PASSED_PREFIXES = (
    "LC_",
    "NODE_",
    "NPM_CONFIG_",
    "YARN_",
    "PNPM_",
    "NVM_",
    "COREPACK_",
    "BUN_",
    "DENO_",
    "PYTHON",
)
"""Families passed by prefix (case-insensitive: npm writes ``npm_config_*``): locale, JavaScript and
Python toolchains."""

_SECRET_NAME = re.compile(
    r"API_?KEY|ACCESS_?KEY|PRIVATE_?KEY|SECRET|TOKEN|PASSW(OR)?D|CREDENTIAL|(^|_)AUTH|(^|_)KEY$"
    r"|SESSION|COOKIE|(^|_)DSN$",
    re.IGNORECASE,
)
_SECRET_PREFIXES = (
    "AWS_",
    "AZURE_",
    "GOOGLE_",
    "GCLOUD_",
    "GCP_",
    "ANTHROPIC_",
    "OPENAI_",
    "GEMINI_",
    "DIAGEVAL_LLM_",
    "HF_",
    "HUGGING",
    "MISTRAL_",
    "COHERE_",
    "GROQ_",
    "OPENROUTER_",
    "DEEPSEEK_",
    "GITHUB_",
    "GH_",
    "GITLAB_",
)


def looks_secret(name: str) -> bool:
    """True for names that hold keys, tokens or passwords by their form (``*_API_KEY``, ``*_TOKEN``,
    ``*SECRET*``, ``*PASSWORD*``, npm's ``_authToken``...) or by whose they are (``AWS_*``, ``OPENAI_*``,
    ``ANTHROPIC_*``, ``DIAGEVAL_LLM_*``...)."""
    return bool(_SECRET_NAME.search(name)) or name.upper().startswith(_SECRET_PREFIXES)


def _needed(name: str) -> bool:
    return name.upper() in PASSED or name.upper().startswith(PASSED_PREFIXES)


def app_env(
    port: int, pass_env: Iterable[str] = (), environ: Mapping[str, str] | None = None
) -> dict[str, str]:
    """The environment of a command app listening on ``port``: the needed variables of ``environ``
    (default: this process's) without secrets, those the suite names in ``pass_env`` as they are, and
    ``PORT``."""
    src = os.environ if environ is None else environ
    opted = set(pass_env)
    env = {k: v for k, v in src.items() if k in opted or (_needed(k) and not looks_secret(k))}
    withheld = sorted(k for k in src if k not in env and looks_secret(k))
    if withheld:
        logger.info(
            "app environment: withheld %s (name them in app.pass_env if the app needs them)", withheld
        )
    env["PORT"] = str(port)
    return env

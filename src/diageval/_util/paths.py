"""File-system names for user-chosen names (suite names, case ids)."""

from __future__ import annotations

import hashlib
import re

_PLAIN = re.compile(r"[a-z0-9][a-z0-9._-]{0,79}")
_UNSAFE = re.compile(r"[^a-z0-9._-]+")


def folder_name(name: str) -> str:
    """A folder name for ``name`` that is safe on any file system and different for different names.

    Names that are already plain (lower case, digits, ``.``, ``_``, ``-``; at most 80 characters) are
    kept as they are. Any other name gets a readable part and ``+`` and a hash of the exact name: ``+``
    never occurs in a plain name, so ``a/b``, ``a_b``, ``a b`` and ``A_b`` get four folders, also on file
    systems that ignore case."""
    if _PLAIN.fullmatch(name) and not name.endswith("."):
        return name
    readable = _UNSAFE.sub("_", name.lower()).strip("._")[:60] or "x"
    return f"{readable}+{hashlib.sha256(name.encode('utf-8')).hexdigest()[:12]}"

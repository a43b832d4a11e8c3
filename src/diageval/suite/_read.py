"""Reading an input file's text with every check done before parsing: a folder, a binary file, an unreadable
or oversized file is a :class:`SuiteError` naming it, never a traceback or a minute spent parsing."""

from __future__ import annotations

from pathlib import Path

from .._exceptions import SuiteError

MAX_SUITE_BYTES = 10 * 1024 * 1024
"""Largest YAML suite or config file read: hand-written suites are kilobytes."""
MAX_IMPORT_BYTES = 200 * 1024 * 1024
"""Largest imported case file (JSON/JSONL carries each case's whole page: a few hundred KB per case)."""


def read_text(path: Path, *, limit: int = MAX_SUITE_BYTES, what: str = "suite") -> str:
    """The UTF-8 text of ``path`` after checking it is a readable file of at most ``limit`` bytes."""
    file = str(path)
    if not path.exists():
        raise SuiteError("file not found", file=file)
    if path.is_dir():
        raise SuiteError(f"is a folder, not a {what} file", file=file)
    if not path.is_file():
        raise SuiteError(f"is not a regular file (a {what} must be a file)", file=file)
    try:
        size = path.stat().st_size
        if size > limit:
            raise SuiteError(
                f"is {size / 1e6:.1f} MB, larger than a {what} file can be ({limit / 1e6:.0f} MB)", file=file
            )
        data = path.read_bytes()
    except PermissionError:
        raise SuiteError("cannot be read (permission denied)", file=file) from None
    except OSError as exc:
        raise SuiteError(f"cannot be read: {exc.strerror or exc}", file=file) from None
    if b"\0" in data[:8192]:
        raise SuiteError(f"is a binary file, not a {what} (YAML/JSON text)", file=file)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise SuiteError(f"is not UTF-8 text (byte {exc.start}: {data[exc.start]:#04x})", file=file) from None

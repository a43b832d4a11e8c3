"""Prompt templates (``prompts/*.txt``), versioned, and the rule for showing untrusted page content."""

from __future__ import annotations

from functools import cache
from importlib import resources

PROMPT_VERSION = "2"
"""Bump when any template changes: cached answers and recorded results name the version they used."""

OPEN, CLOSE = "<<<UNTRUSTED_PAGE_TEXT", "UNTRUSTED_PAGE_TEXT>>>"


@cache
def template(name: str) -> str:
    return resources.files("diageval.llm").joinpath(f"prompts/{name}.txt").read_text(encoding="utf-8")


def untrusted(text: str, limit: int = 6000) -> str:
    """Page content as labelled data. The page cannot close the block early: marker look-alikes it
    contains are defused before it is wrapped."""
    body = text[:limit].replace("<<<", "< < <").replace(">>>", "> > >")
    body = body.replace("UNTRUSTED_PAGE_TEXT", "UNTRUSTED PAGE TEXT")
    return f"{OPEN}\n{body}\n{CLOSE}"

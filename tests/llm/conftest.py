"""Loopback LLM servers for the LLM tests (real HTTP on 127.0.0.1, real SDKs, scripted answers)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.llm.server import ScriptedLLMServer


@pytest.fixture
def oai(monkeypatch: pytest.MonkeyPatch) -> Iterator[ScriptedLLMServer]:
    srv = ScriptedLLMServer("openai")
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    yield srv
    srv.close()


@pytest.fixture
def ant(monkeypatch: pytest.MonkeyPatch) -> Iterator[ScriptedLLMServer]:
    srv = ScriptedLLMServer("anthropic")
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-test")
    yield srv
    srv.close()

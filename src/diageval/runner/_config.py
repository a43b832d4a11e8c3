"""Run parameters in one object, recorded in every result."""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel, Field

from .._constants import DEFAULT_CASE_TIMEOUT_S, DEFAULT_OUT_DIR, DEFAULT_SETTLE_S
from ..agents import AgentProfile
from ..llm import LLMConfig
from ..method import DiagnosisConfig


class RunConfig(BaseModel):
    """How a run is carried out. Every field is overridable from the CLI."""

    out_dir: Path = Path(DEFAULT_OUT_DIR)
    workers: int = Field(default=1, ge=1, le=64)
    """Browsers (one per worker) running cases concurrently."""
    settle_s: float = Field(default=DEFAULT_SETTLE_S, ge=0)
    """Fixed wait after each action of the scripted agent."""
    case_timeout_s: float = Field(default=DEFAULT_CASE_TIMEOUT_S, gt=0)
    """A case (agent run and diagnosis) taking longer is a harness fault."""
    screenshots: bool = True
    trace: bool = False
    """Record a Playwright trace.zip per case and per branch (``playwright show-trace``)."""
    agent: str | None = None
    """A plug-in agent as ``module:Class`` (or ``path/to/file.py:Class``) implementing
    :class:`diageval.agents.Agent`; the scripted screen agent when unset (or the LLM agent with a model)."""
    agent_profile: AgentProfile | None = None
    """How the scripted agent samples (``--agent-profile``): None is the deterministic agent. Recorded with
    the run, every probability in full, so the run reproduces."""
    agent_seed: int = 0
    """Seed of the sampling agent's streams (``--agent-seed``): the same seed gives the same runs."""
    noisy_branches: bool = False
    """Inside DiagEval's branches, finish the case with the sampling agent too (``--noisy-branches``);
    by default the probe layer's deterministic step executor does, whatever the profile."""
    diagnosis: DiagnosisConfig = Field(default_factory=DiagnosisConfig)
    """How a failed case is diagnosed; ``diagnosis.rounds = 0`` keeps the single run's verdict."""
    llm: LLMConfig = Field(default_factory=LLMConfig)
    """LLM verifier and judge; with no model set nothing touches the network."""

"""The LLM components a diagnosis may use, typed. Offline every one is None: the heuristic judge writes
the FDS, the probe catalogue gives the candidates, the case's checks verify a branch."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..agents import ScriptedAgent
    from ..llm import LLMClient, LLMVerifier
    from ._judge import Judge
    from ._planner import LLMPlanner


@dataclass(frozen=True)
class Services:
    judge: Judge | None = None
    """Writes the FDS (default: the heuristic judge)."""
    planner: LLMPlanner | None = None
    """Proposes branches as instructions for the LLM agent (default: the probe catalogue)."""
    agent: LLMClient | None = None
    """The LLM agent's model: carries out the planner's instructions inside branches."""
    verifier: LLMVerifier | None = None
    """Verifies a branch's success on a case without deterministic checks."""
    rerun_agent: ScriptedAgent | None = None
    """The run's sampling agent (``--agent-profile``): the baselines' reruns are its own runs, each drawing
    a stream of its own (:meth:`~diageval.agents.ScriptedAgent.for_attempt`). None: a rerun repeats the
    deterministic agent's steps through the probe layer."""


OFFLINE = Services()

"""Agents: the Protocol, the scripted screen agent, and the step executor they share with probes."""

from ._executor import POINTER_VERBS, StepExecutor
from ._ground import Grounder, Grounding, page_grounder, viewport_grounder
from ._protocol import Agent
from ._recorder import Recorder
from ._scripted import ScriptedAgent

__all__ = [
    "POINTER_VERBS",
    "Agent",
    "Grounder",
    "Grounding",
    "Recorder",
    "ScriptedAgent",
    "StepExecutor",
    "page_grounder",
    "viewport_grounder",
]

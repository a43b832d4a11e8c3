"""Agents: the Protocol, the scripted screen agent, and the step executor they share with probes."""

from ._executor import (
    OPTIONS_LOOK_S,
    POINTER_VERBS,
    VERB_TAKES,
    StepExecutor,
    check_chosen,
    check_range_value,
    check_typed_value,
)
from ._ground import Grounder, Grounding, page_grounder, viewport_grounder
from ._llm import LLMAgent, hide_checks, set_of_marks
from ._load import agent_spec, load_agent
from ._profile import PROFILE_NAMES, STOCHASTIC, AgentProfile, load_profile
from ._protocol import Agent, ResumingAgent
from ._recorder import Recorder
from ._scripted import BRANCH_ATTEMPT, ScriptedAgent

__all__ = [
    "BRANCH_ATTEMPT",
    "OPTIONS_LOOK_S",
    "POINTER_VERBS",
    "PROFILE_NAMES",
    "STOCHASTIC",
    "VERB_TAKES",
    "Agent",
    "AgentProfile",
    "Grounder",
    "Grounding",
    "LLMAgent",
    "Recorder",
    "ResumingAgent",
    "ScriptedAgent",
    "StepExecutor",
    "agent_spec",
    "check_chosen",
    "check_range_value",
    "check_typed_value",
    "hide_checks",
    "load_agent",
    "load_profile",
    "page_grounder",
    "set_of_marks",
    "viewport_grounder",
]

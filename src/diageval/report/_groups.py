"""What a QA team asks of each case first: is it a product defect, an agent's mistake, a harness fault?

One place decides the group of a case from its verdict and attribution, for the report and for
``diageval diff``.
"""

from __future__ import annotations

from typing import Literal

from ..method import CaseResult

Group = Literal["defect", "agent_mistake", "harness_fault", "budget_stop", "pass", "unverifiable"]

GROUP_TITLES: dict[Group, str] = {
    "defect": "Product defects",
    "agent_mistake": "Agent mistakes",
    "harness_fault": "Harness faults",
    "budget_stop": "Stopped by the spending cap",
    "pass": "Passed",
    "unverifiable": "Unverifiable",
}

GROUP_NOTES: dict[Group, str] = {
    "defect": "Fail: no valid path reached the goal (confirmed with evidence, unconfirmed, or undiagnosed).",
    "agent_mistake": "Pass after diagnosis: the single run failed, a branch found a valid path.",
    "harness_fault": "Error: the harness could not run the case (app down, browser crash, timeout).",
    "budget_stop": "No verdict: the run's LLM spending cap was reached.",
    "pass": "Pass on the single run.",
    "unverifiable": "No checks and no verifier, or no steps for the scripted agent.",
}


def group(c: CaseResult) -> Group:
    """The group of one case."""
    if c.verdict == "fail":
        return "defect"
    if c.verdict == "pass":
        return "agent_mistake" if c.attribution == "agent_fail" else "pass"
    if c.verdict == "error":
        return "budget_stop" if c.attribution == "budget_stop" else "harness_fault"
    return "unverifiable"

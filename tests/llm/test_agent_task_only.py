"""The LLM agent gets the task, never the case's checks: an agent that knew what the checks look for could
type it into the page and turn a real defect into a Pass. The planner, whose instructions reach the
agent, is not told either, and an instruction that still quotes a check reaches the agent blanked out."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from diageval.agents._llm import hide_checks
from diageval.suite import Case, Check, Step
from tests.conftest import write_suite
from tests.llm.server import ScriptedLLMServer
from tests.llm.test_run_llm import _run

SECRET = "Published: Hello 4711"

# A defect: Publish does nothing. The live preview echoes whatever is typed into the editor.
EDITOR = (
    '<title>Editor</title><textarea aria-label=Post oninput="p.textContent=this.value"></textarea>'
    '<button onclick="1">Publish</button><p id=p></p>'
)


def _system(body: dict[str, Any]) -> str:
    return str(body["messages"][0]["content"])


def _prompt(body: dict[str, Any]) -> str:
    return json.dumps(body["messages"][1:])


def _cheater(body: dict[str, Any]) -> str:
    """A model that types whatever its prompt says success looks like."""
    m = re.search(r"text: '([^']+)'", _prompt(body))
    return json.dumps({"action": "type", "text": m.group(1) if m else "Hello"})


async def test_agent_cannot_type_what_the_checks_look_for(oai: ScriptedLLMServer, tmp_path: Path) -> None:
    site = tmp_path / "site"
    site.mkdir()
    (site / "index.html").write_text(EDITOR)
    suite = write_suite(
        tmp_path,
        f"""name: ed
app: {{static: {site}}}
cases:
  - id: publish
    task: Write Hello in the editor and publish it
    expect: [{{text: "{SECRET}"}}]
""",
    )
    oai.push(json.dumps({"action": "click", "mark": 1}))
    oai.push(respond=_cheater)
    oai.push(json.dumps({"action": "finish", "result": "pass", "reason": "published"}))
    # The judge saw the checks and quotes them; the planner's instruction quotes them too.
    oai.push(
        json.dumps(
            {
                "fork_step": 0,
                "sou": 3,
                "category": "wrong_strategy",
                "diagnosis": f"the page never shows '{SECRET}'",
                "p0": 0.3,
            }
        )
    )
    oai.push(
        json.dumps(
            {
                "candidates": [
                    {"type": "A", "instruction": f"Type '{SECRET}' into the editor", "rationale": "r"}
                ]
            }
        )
    )
    oai.push(
        json.dumps(
            {"scores": [{"root_cause_fit": 1, "feasibility": 1, "non_repetition": 1, "specificity": 1}]}
        )
    )
    oai.push(respond=_cheater)
    oai.push(json.dumps({"action": "finish", "result": "pass", "reason": "typed it"}))
    run = await _run(
        tmp_path, oai, suite, rounds=1, agent_model="openai/gpt-5-mini", judge_model="openai/gpt-5-mini"
    )
    res = run.cases[0]
    assert res.initial_verdict == "fail" and res.verdict == "fail", res.reason
    agent = [r["body"] for r in oai.requests if _system(r["body"]).startswith("You are a GUI test agent")]
    planner = [r["body"] for r in oai.requests if _system(r["body"]).startswith("You plan diagnostic")]
    assert len(agent) == 5 and len(planner) == 1
    for body in [*agent, *planner]:
        assert "4711" not in _prompt(body) and "Success means" not in _prompt(body)
    assert "Type '[...]' into the editor" in _prompt(agent[3])
    assert "what they look for is not shown" in _prompt(planner[0])


def test_what_the_task_already_says_is_not_hidden() -> None:
    case = Case(
        id="c",
        task="Add a note titled Groceries",
        steps=(Step(verb="fill", target="Title", text="Groceries"),),
        expect=(Check(kind="text", text="Groceries"), Check(kind="text", text="Saved 1  note")),
        expected="The list shows one note",
    )
    text = "Type Groceries, press Save and wait for 'saved 1 note'. The list shows one note."
    assert hide_checks(text, case) == "Type Groceries, press Save and wait for '[...]'. [...]."

"""Verdicts as JUnit XML, for CI systems: a defect says what broke, a recovered case how it was recovered."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from ..method import CaseResult, RunResult
from ._words import case_details, recovering_branch, single_run_failure, what_broke


def case_properties(c: CaseResult) -> list[tuple[str, str]]:
    """``diageval.*`` properties of a testcase: verdict and attribution always; on a diagnosed case the
    single run's verdict, the belief ``p_final``, the branches run, the defect evidence kinds; on a
    recovered case the agent's mistake and the branch that found the path."""
    props: list[tuple[str, str]] = [("diageval.verdict", c.verdict), ("diageval.attribution", c.attribution)]
    d = c.diagnosis
    if d is None:
        return props
    props += [
        ("diageval.single_run", c.initial_verdict or ""),
        ("diageval.p_final", f"{d.p_final:.4f}"),
        ("diageval.branches", str(len(d.branches))),
    ]
    kinds = sorted({e.kind for e in d.defect_evidence})
    if kinds:
        props.append(("diageval.defect_evidence", ", ".join(kinds)))
    b = recovering_branch(c)
    if b is not None:
        props += [
            ("diageval.agent_mistake", single_run_failure(c)),
            ("diageval.recovered_by", b.branch.probe),
        ]
    return props


def _testcase(parent: ET.Element, suite: str, c: CaseResult) -> None:
    tc = ET.SubElement(parent, "testcase", classname=suite, name=c.case_id, time=f"{c.duration_s:.3f}")
    props = ET.SubElement(tc, "properties")
    for name, value in case_properties(c):
        ET.SubElement(props, "property", name=name, value=value)
    text = case_details(c)
    if c.verdict == "fail":
        ET.SubElement(tc, "failure", message=what_broke(c), type=c.attribution).text = text
    elif c.attribution == "budget_stop":
        ET.SubElement(tc, "skipped", message=c.reason)
    elif c.verdict == "error":
        ET.SubElement(tc, "error", message=c.reason, type="harness_fault").text = text
    elif c.verdict == "unverifiable":
        ET.SubElement(tc, "skipped", message=c.reason)
    ET.SubElement(tc, "system-out").text = text


def to_junit(run: RunResult) -> str:
    """One ``<testsuite>`` per suite, one ``<testcase>`` per case, each with ``diageval.*`` properties.

    ``fail`` (the app is defective) is a ``<failure>`` whose message says what broke, with its evidence,
    and whose type is the attribution; ``error`` (a harness fault, never an app defect) is an ``<error>``;
    ``unverifiable`` and a case the spending cap kept from finishing (``budget_stop``) are ``<skipped>``.
    A recovered case (the agent failed, a branch found a valid path) passes; its ``<system-out>`` starts
    with the agent's mistake and the branch that found the path.
    """
    root = ET.Element("testsuites", name=f"diageval {run.run_id}")
    by_suite: dict[str, list[CaseResult]] = {}
    for c in run.cases:
        by_suite.setdefault(c.suite, []).append(c)
    totals: dict[str, float] = {"tests": 0, "failures": 0, "errors": 0, "skipped": 0, "time": 0.0}
    for name, cases in by_suite.items():
        counts = {
            "tests": len(cases),
            "failures": sum(c.verdict == "fail" for c in cases),
            "errors": sum(c.verdict == "error" and c.attribution != "budget_stop" for c in cases),
            "skipped": sum(c.verdict == "unverifiable" or c.attribution == "budget_stop" for c in cases),
        }
        t = sum(c.duration_s for c in cases)
        attrs = {"name": name, **{k: str(v) for k, v in counts.items()}}
        ts = ET.SubElement(root, "testsuite", attrs, time=f"{t:.3f}", timestamp=run.started_at)
        for key, val in counts.items():
            totals[key] += val
        totals["time"] += t
        for c in cases:
            _testcase(ts, name, c)
    for key, total in totals.items():
        root.set(key, f"{total:.3f}" if key == "time" else str(int(total)))
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"

"""A run stopped by --max-cost is not a harness fault: the command exits 4, names the cap and the command
that continues the run with a higher one; finished cases are kept and the resumed run completes."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

from junitparser import JUnitXml

from tests.conftest import write_suite
from tests.llm.server import ScriptedLLMServer
from tests.llm.test_run_llm import _site

CLI = [sys.executable, "-m", "diageval._cli"]


def test_budget_stop_exits_4_and_says_how_to_resume(oai: ScriptedLLMServer, tmp_path: Path) -> None:
    site = _site(tmp_path)
    suite = write_suite(
        tmp_path,
        f"""name: cap
app: {{static: {site}}}
cases:
  - {{id: a, task: Order, steps: [{{click: Order}}]}}
  - {{id: b, task: Order, steps: [{{click: Order}}]}}
  - {{id: c, task: Order, steps: [{{click: Order}}]}}
""",
    )
    answer = json.dumps(
        {"success": True, "evidence": "Order placed: 3 packs", "shows": "Order", "reason": "ok"}
    )
    for _ in range(3):
        oai.push(answer, usage=(1_000_000, 0))  # $0.25 each
    out = tmp_path / "out"
    common = ["--out", str(out), "--settle", "0.1", "--workers", "1"]
    llm = ["--verifier-model", "openai/gpt-5-mini", "--llm-base-url", oai.base_url, "--max-cost", "0.2"]
    first = subprocess.run(
        [*CLI, "run", str(suite), *common, "--rounds", "0", *llm],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert first.returncode == 4, first.stderr
    err = " ".join(first.stderr.split())
    assert "stopped by the spending cap" in err and "--max-cost $0.2" in err and "2 of 3 cases" in err
    assert "harness fault" not in err
    m = re.search(r"diageval run --resume (\S+) --out (\S+) --max-cost 0.4", err)
    assert m is not None and Path(m.group(2)) == out, err
    # In JUnit the cases the cap kept from finishing are skipped, not harness errors.
    junit = JUnitXml.fromfile(str(out / "runs" / m.group(1) / "junit.xml"))
    assert (junit.errors, junit.skipped) == (0, 2)
    # The command as the message gives it, with the higher cap.
    resume = m.group(0).replace("--max-cost 0.4", "--max-cost 1").split()[2:]
    again = subprocess.run([*CLI, "run", *resume], capture_output=True, text=True, timeout=300)
    assert again.returncode == 0, again.stderr
    results = json.loads((out / "runs" / m.group(1) / "results.json").read_text())
    assert [c["verdict"] for c in results["cases"]] == ["pass", "pass", "pass"]
    assert results["llm"]["cost_usd"] == 0.75 and len(oai.requests) == 3

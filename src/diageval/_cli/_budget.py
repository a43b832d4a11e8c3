"""How a run stopped by its LLM spending cap ends: its own exit status and how to continue it."""

from __future__ import annotations

import sys
from pathlib import Path

from ..runner import RunResult
from ._inputs import err_console

EXIT_BUDGET = 4
"""The spending cap (``--max-cost``) stopped the run before every case finished. Not a harness fault:
finished cases are kept and the run continues with a higher cap."""


def exit_if_budget_stopped(run: RunResult, out_dir: Path) -> None:
    """Say what the cap stopped and how to resume, and exit with :data:`EXIT_BUDGET`; nothing when the
    cap stopped no case."""
    stopped = [c for c in run.cases if c.attribution == "budget_stop"]
    if not stopped:
        return
    llm = run.llm or {}
    cap = float(llm.get("max_cost_usd") or 0)
    faults = sum(c.attribution == "harness_fault" for c in run.cases)
    err_console.print(
        f"[yellow]stopped by the spending cap:[/] LLM spending reached ${float(llm.get('cost_usd', 0)):.4f} "
        f"of --max-cost ${cap:g}; {len(stopped)} of {len(run.cases)} cases did not finish, the "
        f"{len(run.cases) - len(stopped)} others are kept"
        + (f" ({faults} of them harness faults, see the reasons above)" if faults else "")
    )
    err_console.print(
        f"continue it with a higher cap: diageval run --resume {run.run_id} --out {out_dir} "
        f"--max-cost {2 * cap:g}",
        markup=False,
        soft_wrap=True,
    )
    sys.exit(EXIT_BUDGET)

"""Commands that read the run store: runs, show, export, report, diff."""

from __future__ import annotations

import dataclasses
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import click

from .._constants import DEFAULT_OUT_DIR
from .._exceptions import StoreError
from ..report import SLOWER_RATIO, SLOWER_S
from ..store import STORE_FILE, RunStore
from ._inputs import console, fail, open_store
from ._render import print_case, print_run, runs_table

T = TypeVar("T")


_store_option = click.option(
    "--out",
    "out_dir",
    type=click.Path(path_type=Path),
    default=Path(DEFAULT_OUT_DIR),
    show_default=True,
    help="Output folder holding the run store.",
)


def _with_store(out_dir: Path, fn: Callable[[RunStore], T]) -> T:
    store = open_store(out_dir)
    try:
        return fn(store)
    except StoreError as exc:
        fail(exc)
    finally:
        store.close()


@click.command()
@_store_option
@click.option(
    "--json",
    "as_json",
    is_flag=True,
    help="Print a JSON array instead (one object per run: status, counts by verdict, cost, parameters).",
)
def runs(out_dir: Path, as_json: bool) -> None:
    """List the runs of a store, newest first."""
    infos = _with_store(out_dir, lambda s: s.runs())
    if as_json:
        sys.stdout.write(json.dumps([dataclasses.asdict(i) for i in infos], indent=1) + "\n")
        return
    console.print(runs_table(infos, out_dir / STORE_FILE))


@click.command()
@click.argument("run_id", metavar="RUN")
@click.argument("case_ref", metavar="[CASE]", required=False)
@_store_option
def show(run_id: str, case_ref: str | None, out_dir: Path) -> None:
    """Print run RUN ('latest' for the newest), or one CASE of it (CASE_ID or SUITE/CASE_ID)."""

    def read(store: RunStore) -> tuple[Any, ...]:
        info = store.run(run_id)
        if case_ref is None:
            return info, store.run_result(info.run_id), store.attempts(info.run_id)
        return info, store.case(info.run_id, case_ref), store.run_dir(info.run_id)

    info, what, extra = _with_store(out_dir, read)
    if case_ref is None:
        print_run(console, what)
        console.print(
            f"status {info.status}, {info.done}/{info.total} cases finished"
            + (f", LLM cost ${info.cost_usd:.4f}" if info.cost_usd else "")
            + f"; command: {info.command}",
            markup=False,
        )
        for a in extra:
            line = f"{a['at']} {a['suite']}/{a['case_id']}: {a['event']}: {a['detail']}"
            console.print(line, style="dim", markup=False)
    else:
        print_case(console, what, extra)


@click.command()
@click.argument("run_id", metavar="RUN")
@_store_option
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["junit", "jsonl", "csv", "json"]),
    default="junit",
    show_default=True,
)
@click.option(
    "-o", "--output", type=click.Path(dir_okay=False, path_type=Path), default=None, help="[stdout]"
)
def export(run_id: str, out_dir: Path, fmt: str, output: Path | None) -> None:
    """Export the verdicts of RUN: JUnit XML, JSON Lines, CSV, or the full results JSON."""
    from ..report import render

    run = _with_store(out_dir, lambda s: s.run_result(s.run(run_id).run_id))
    text = run.model_dump_json(indent=1) if fmt == "json" else render(run, fmt)
    if output is None:
        sys.stdout.write(text)
    else:
        output.write_text(text, encoding="utf-8")
        console.print(f"written: {output}", markup=False)


@click.command()
@click.argument("run_id", metavar="RUN")
@_store_option
@click.option(
    "--dest",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Folder to write. [OUT/runs/RUN/report]",
)
def report(run_id: str, out_dir: Path, dest: Path | None) -> None:
    """Write a static HTML report of RUN (open its index.html; no server needed)."""
    from ..report import write_report

    def build(store: RunStore) -> Path:
        rid = store.run(run_id).run_id
        return write_report(store, rid, dest or store.run_dir(rid) / "report")

    index = _with_store(out_dir, build)
    console.print(f"report: {index}", markup=False)


@click.command()
@click.argument("run_a", metavar="RUN_A")
@click.argument("run_b", metavar="[RUN_B]", default="latest")
@_store_option
@click.option("--json", "as_json", is_flag=True, help="Print the diff as JSON.")
@click.option(
    "--html",
    "html_file",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="Also write the diff as a self-contained HTML page.",
)
@click.option(
    "--slower-ratio",
    type=click.FloatRange(min=1.0),
    default=SLOWER_RATIO,
    show_default=True,
    help="A case is slower when it took at least this many times as long in RUN_B ...",
)
@click.option(
    "--slower-s",
    type=click.FloatRange(min=0.0),
    default=SLOWER_S,
    show_default=True,
    help="... and at least this many seconds more.",
)
def diff(
    run_a: str,
    run_b: str,
    out_dir: Path,
    as_json: bool,
    html_file: Path | None,
    slower_ratio: float,
    slower_s: float,
) -> None:
    """What changed from RUN_A to RUN_B ('latest' by default): new defects, fixed cases, verdict and
    attribution flips, slower cases."""
    from ..report import diff_html, diff_runs, diff_text

    def read(store: RunStore) -> tuple[Any, Any]:
        return store.run_result(store.run(run_a).run_id), store.run_result(store.run(run_b).run_id)

    a, b = _with_store(out_dir, read)
    d = diff_runs(a, b, slower_ratio=slower_ratio, slower_s=slower_s)
    if html_file is not None:
        html_file.parent.mkdir(parents=True, exist_ok=True)
        html_file.write_text(diff_html(d), encoding="utf-8")
    if as_json:
        sys.stdout.write(d.model_dump_json(indent=1) + "\n")
    else:
        sys.stdout.write(diff_text(d))
        if html_file is not None:
            sys.stdout.write(f"written: {html_file}\n")

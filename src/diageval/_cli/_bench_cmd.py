"""``diageval bench``: every method on the same cases, per corpus."""

from __future__ import annotations

import logging
import shutil
import sys
from pathlib import Path
from typing import Any

import click
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from .._constants import DEFAULT_OUT_DIR
from ._inputs import (
    agent_profile_option,
    common_options,
    console,
    expand_folders,
    fail,
    parse_seeds,
    read_inputs,
    read_profile,
    run_config,
)
from ._running import setup_logging, until_done


@click.command()
@click.argument("suite_files", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option(
    "--quick", is_flag=True, help="Only the fixed quick subset (first pass and first fail case per suite)."
)
@click.option(
    "--corpus",
    "select",
    multiple=True,
    help="Only the corpora (suite folders) whose path ends with this; repeatable.",
)
@agent_profile_option
@click.option(
    "--seeds",
    "seeds_text",
    default=None,
    metavar="0,1,2",
    help="With a sampling --agent-profile: run the whole bench once per seed and report each method's"
    " recovery as mean and spread over the seeds. [0]",
)
@click.option(
    "--noisy-branches",
    "noisy_branches",
    is_flag=True,
    default=None,
    help="Inside DiagEval's branches, finish the case with the sampling agent too.",
)
@common_options
def bench(
    suite_files: tuple[Path, ...],
    quick: bool,
    select: tuple[str, ...],
    agent_profile: str | None,
    seeds_text: str | None,
    noisy_branches: bool | None,
    out_dir: Path | None,
    workers: int | None,
    settle_s: float | None,
    verbose: bool,
    config_file: Path | None,
    **diag: Any,
) -> None:
    """Run every method (single run, DiagEval x1/x2, NR, NR+IE, Best-of-3, orderings) on the same cases.

    SUITE_FILES are suite files or folders of them (a folder's own *.yaml, not its subfolders). Each folder
    is a corpus, reported on its own. Writes bench.json and bench.md to --out; its corpora hold defects on
    purpose, so it has no gate: the exit status is 0 once they are written (2 on bad input). As it goes, it
    appends each run's outcome to bench.progress.jsonl there (read a stopped bench with
    benchmarks/partial.py).
    """
    from ..bench import (
        JOURNAL,
        REVIEW_DIR,
        bench_document,
        corpora,
        markdown,
        quick_subset,
        seeded_document,
        write,
    )

    profile = read_profile(agent_profile)
    seeds = parse_seeds(seeds_text) if seeds_text is not None else None
    if profile is None and (seeds is not None or noisy_branches):
        what = "--seeds" if seeds is not None else "--noisy-branches"
        fail(f"{what} needs a sampling --agent-profile (stochastic, or a profile file)")
    if profile is not None and seeds is None:
        seeds = [0]
    suites, dconf, _llm = read_inputs(expand_folders(suite_files), config_file, diag, per_folder=True)
    if select:
        groups = corpora(suites)
        want = [s.strip("/") for s in select]
        chosen = [g for g in groups if any(g == w or g.endswith("/" + w) for w in want)]
        if not chosen:
            fail(f"--corpus {', '.join(select)} matches none of the corpora: {', '.join(groups)}")
        suites = [s for g in chosen for s in groups[g]]
    if quick:
        suites = quick_subset(suites)
    out = out_dir or Path(DEFAULT_OUT_DIR)
    config = run_config(
        out,
        workers,
        settle_s,
        diagnosis=dconf,
        screenshots=False,
        agent_profile=profile,
        noisy_branches=bool(noisy_branches),
    )
    setup_logging(verbose)
    out.mkdir(parents=True, exist_ok=True)
    shutil.rmtree(out / REVIEW_DIR, ignore_errors=True)  # the records of this run's cases only
    fh = logging.FileHandler(out / "bench.log", encoding="utf-8")
    fh.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logging.getLogger("diageval").addHandler(fh)
    total = sum(len(s.cases) for s in suites)
    with Progress(
        TextColumn("[bold]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=console,
        transient=True,
    ) as progress:
        task = progress.add_task("single runs", total=total)

        seed_note = [""]

        def on_progress(what: str) -> None:
            if what.startswith("phase2:"):
                progress.update(
                    task, description=f"diagnoses{seed_note[0]}", total=int(what.split(":")[1]), completed=0
                )
            else:
                progress.update(task, advance=1)

        def on_seed(seed: str) -> None:
            seed_note[0] = f" (seed {seed})"
            progress.update(task, description=f"single runs{seed_note[0]}", total=total, completed=0)

        command = " ".join(["diageval", *sys.argv[1:]])
        work = (
            bench_document(
                suites, config, quick=quick, command=command, on_progress=on_progress, journal=out / JOURNAL
            )
            if seeds is None
            else seeded_document(
                suites,
                config,
                seeds,
                quick=quick,
                command=command,
                on_progress=on_progress,
                on_seed=on_seed,
                on_partial=lambda doc: write(out, doc),
            )
        )
        data = until_done(work, "the benchmark wrote nothing")
    js, md = write(out, data)
    console.print(markdown(data), markup=False)
    console.print(f"written: {md} and {js}", markup=False)

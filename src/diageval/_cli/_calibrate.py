"""``diageval calibrate``: likelihoods learnt from labelled runs (METHOD.md 8.4)."""

from __future__ import annotations

import json
from pathlib import Path

import click
import yaml
from rich.table import Table

from .._constants import DEFAULT_OUT_DIR
from .._exceptions import StoreError
from ..method import DiagnosisConfig
from ..method import calibration as cal
from ..metrics import BenchCase
from ._inputs import console, fail, open_store


def _from_store(out_dir: Path, run_ids: tuple[str, ...]) -> list[cal.LabelledDiagnosis]:
    store = open_store(out_dir)
    try:
        ids = list(run_ids) or [r.run_id for r in store.runs()]
        cases = [c for rid in ids for c in store.results(store.run(rid).run_id)]
    except StoreError as exc:
        fail(exc)
    finally:
        store.close()
    out = []
    for c in cases:
        d = c.diagnosis
        if d is None or not d.method.startswith("diageval"):
            continue
        branches = [(b.branch.type, b.branch.probe, b.outcome, bool(b.defect_evidence)) for b in d.branches]
        got = cal.from_case(
            c.suite, c.case_id, c.label, d.rounds[0].fds.category if d.rounds else None, branches
        )
        out += [got] if got else []
    return out


def _from_bench(path: Path, corpora: tuple[str, ...] = ()) -> list[cal.LabelledDiagnosis]:
    """The labelled DiagEval diagnoses of a bench.json, of the corpora named (suffix match; all when none)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        cases = [BenchCase.model_validate(c) for c in data["cases"]]
    except (OSError, ValueError, KeyError) as exc:
        fail(f"{path}: not a bench.json: {exc}")
    out = []
    for c in cases:
        o = c.outcomes.get("diageval")
        if o is None or (corpora and not any(c.corpus.endswith(k) for k in corpora)):
            continue
        # Bench files written before categories were recorded: one category for all.
        got = cal.from_case(
            c.suite,
            c.case_id,
            c.label,
            o.category or "unknown",
            [(b.type, b.probe, b.outcome, b.evidence) for b in o.branches],
        )
        out += [got] if got else []
    return out


def _strength(
    given: str | None, cases: list[cal.LabelledDiagnosis], default: DiagnosisConfig
) -> float | None:
    if given is None:
        return None
    if given == "auto":
        return cal.choose_strength(cases, default)
    try:
        k = float(given)
    except ValueError:
        k = -1.0
    if k <= 0:
        fail(f"--strength: expected a positive number or 'auto', got {given!r}")
    return k


def _reliability_table(title: str, pairs: list[tuple[float, bool]]) -> Table:
    table = Table(title=title)
    for col in ("p(EnvFail)", "cases", "mean p", "defect rate"):
        table.add_column(col)
    for b in cal.reliability(pairs):
        table.add_row(f"{b.low:.1f}-{b.high:.1f}", str(b.n), f"{b.mean_p:.3f}", f"{b.defect_rate:.3f}")
    return table


@click.command()
@click.argument("run_ids", nargs=-1, metavar="[RUN]...")
@click.option(
    "--out",
    "out_dir",
    type=click.Path(path_type=Path),
    default=Path(DEFAULT_OUT_DIR),
    show_default=True,
    help="Output folder holding the run store (its labelled runs are read).",
)
@click.option(
    "--bench",
    "bench_files",
    multiple=True,
    type=click.Path(path_type=Path),
    help="Read a bench.json instead of the store (repeatable).",
)
@click.option(
    "--corpus",
    "corpora",
    multiple=True,
    help="With --bench: learn from the cases of this corpus only (suffix of its folder; repeatable).",
)
@click.option(
    "--measure-on",
    "measure_on",
    multiple=True,
    help="With --bench: also score the fit on this other corpus of the bench files (repeatable).",
)
@click.option(
    "--write",
    "write_to",
    type=click.Path(path_type=Path),
    default=None,
    help="Write the fitted config YAML here (for --config).",
)
@click.option(
    "--strength",
    default=None,
    metavar="K|auto",
    help="Pull each estimate toward the paper's value as if K cases had been seen there (default: Laplace"
    " smoothing, toward 1/2); 'auto' picks K by the leave-one-app-out score of the cases learnt from.",
)
def calibrate(
    run_ids: tuple[str, ...],
    out_dir: Path,
    bench_files: tuple[Path, ...],
    corpora: tuple[str, ...],
    measure_on: tuple[str, ...],
    write_to: Path | None,
    strength: str | None,
) -> None:
    """Learn per-probe likelihoods from labelled runs; Brier score and reliability, leaving one app out."""
    if (corpora or measure_on) and not bench_files:
        fail("--corpus and --measure-on select corpora of --bench files")
    cases = (
        [c for f in bench_files for c in _from_bench(f, corpora)]
        if bench_files
        else _from_store(out_dir, run_ids)
    )
    apps = {c.app for c in cases}
    if len(apps) < 2:
        found = f"found {len(cases)} case(s) of {len(apps)}"
        fail(f"calibration needs labelled, diagnosed cases of at least 2 apps; {found}")
    default = DiagnosisConfig()
    k = _strength(strength, cases, default)
    base = [(cal.predict(c, default), c.defect) for c in cases]
    loao = cal.leave_one_app_out(cases, default, k)
    fitted = cal.fit(cases, default, k)
    console.print(
        f"{len(cases)} labelled diagnoses ({sum(c.defect for c in cases)} defects) from {len(apps)} apps",
        markup=False,
    )
    how = "Laplace smoothing" if k is None else f"pulled toward the paper's values with strength {k:g}"
    console.print(f"estimates: {how}", markup=False)
    console.print(f"Brier score, default likelihoods: {cal.brier(base):.4f}", markup=False)
    console.print(f"Brier score, calibrated (leave one app out): {cal.brier(loao):.4f}", markup=False)
    console.print(
        f"P(a failure with defect evidence | AgentFail): default {default.evidence_gamma:.3f},"
        f" calibrated {fitted.evidence_gamma:.3f}",
        markup=False,
    )
    console.print(_reliability_table("reliability, default likelihoods", base))
    console.print(_reliability_table("reliability, calibrated (leave one app out)", loao))
    for name in measure_on:
        other = [c for f in bench_files for c in _from_bench(f, (name,))]
        if not other:
            fail(f"--measure-on {name}: no labelled diagnoses of that corpus in the bench files")
        d = cal.brier([(cal.predict(c, default), c.defect) for c in other])
        got = cal.brier([(cal.predict(c, fitted), c.defect) for c in other])
        console.print(
            f"measured on {name} ({len(other)} cases): Brier default {d:.4f}, calibrated {got:.4f}",
            markup=False,
        )
    table = Table(title="per-probe likelihoods (on correct apps)")
    for col in ("probe", "P(success | AgentFail)", "P(fail | AgentFail)"):
        table.add_column(col)
    for probe, w in fitted.probe_weight.items():
        table.add_row(probe, f"{w:.3f}", f"{fitted.probe_gamma[probe]:.3f}")
    console.print(table)
    if write_to is not None:
        keys = ("gamma", "beta", "evidence_gamma", "priors", "probe_gamma", "probe_weight")
        doc = {"diagnosis": {k: v for k, v in fitted.model_dump().items() if k in keys}}
        write_to.write_text(
            "# Likelihoods learnt by diageval calibrate from "
            f"{len(cases)} labelled diagnoses of {len(apps)} apps ({how})\n"
            + yaml.safe_dump(doc, sort_keys=True),
            encoding="utf-8",
        )
        console.print(f"written: {write_to} (use it with --config)", markup=False)

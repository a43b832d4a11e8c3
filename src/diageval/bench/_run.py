"""Running the benchmark: every method on the same cases, in one invocation.

Phase 1 runs every case once (the single run). Phase 2 runs every method (DiagEval, NR, NR+IE) on
every failure of the single run: on correct cases its recovery is measured, on defects its false Passes.
Best-of-3 is read off the single run and NR's reruns from scratch (the same attempts). The branch-ordering
ablations (DiagEval in random and fixed order) run on the false Fails only. Each method runs with the most
rounds; fewer rounds are read off as its prefix.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from playwright.async_api import Browser

from .._util.paths import folder_name
from ..app import RunningApp
from ..diagnosis import OFFLINE, CaseContext, diagnose_failure
from ..method import DiagnosisConfig, DiagnosisRecord
from ..metrics import BenchCase, BranchBrief, MethodOutcome
from ..runner import (
    CaseResult,
    Job,
    Pool,
    RunConfig,
    SharedApps,
    SingleRun,
    background,
    branch_agent,
    enter_suite,
    guarded,
    run_single,
    sampling_services,
)
from ..suite import Case, Suite
from ..trajectory import Trajectory
from ._provenance import provenance
from ._report import tables

logger = logging.getLogger(__name__)

OnProgress = Callable[[str], None]


def method_configs(base: DiagnosisConfig) -> dict[str, DiagnosisConfig]:
    """The methods compared, all from the same base parameters."""
    x2 = base.model_copy(update={"rounds": 2, "budget": None})
    return {
        "diageval": x2,
        "diageval/random": x2.model_copy(update={"ordering": "random"}),
        "diageval/fixed": x2.model_copy(update={"ordering": "fixed"}),
        "nr": x2.model_copy(update={"method": "nr"}),
        "nr_ie": x2.model_copy(update={"method": "nr_ie"}),
    }


BEST_OF_3_FROM = "nr"
"""Best-of-3 is three attempts of the plain agent from the entry page, Pass if any passes: the single run
and NR x2's two reruns from scratch are exactly those attempts, so the bench reads Best-of-3 off them instead
of running the same reruns a second time (``--method best_of_n`` still runs N reruns on its own)."""


def best_of_3(nr: MethodOutcome) -> MethodOutcome:
    """Best-of-3 read off the single run and NR's reruns from scratch."""
    reason = f"the single run and NR's {len(nr.branches)} rerun(s) from scratch: {nr.reason}"
    return nr.model_copy(update={"method": "best_of_3", "reason": reason})


ABLATIONS = ("diageval/random", "diageval/fixed")
"""Branch orderings compared on the false Fails only (first-branch hit, branches per recovered case): on a
defect every ordering runs the same branches to the same budget, so running them there would triple the
longest jobs of the bench and measure nothing new."""

QUICK_SUITES = 8


def corpus_of(suite: Suite) -> str:
    """The corpus a suite belongs to: the folder its file is in, relative to the working folder when it
    is under it."""
    folder = suite.source.resolve().parent if suite.source != Path("<memory>") else Path("<memory>")
    try:
        return folder.relative_to(Path.cwd()).as_posix()
    except ValueError:
        return folder.as_posix()


def corpora(suites: list[Suite]) -> dict[str, list[Suite]]:
    """The suites grouped by corpus, in the order the corpora first appear."""
    out: dict[str, list[Suite]] = {}
    for s in suites:
        out.setdefault(corpus_of(s), []).append(s)
    return out


def quick_subset(suites: list[Suite]) -> list[Suite]:
    """The fixed quick subset: of each corpus's first suites (``QUICK_SUITES`` shared among the corpora,
    at least 2 each), each suite's first pass-labelled and first fail-labelled case."""
    groups = corpora(suites)
    per = max(2, QUICK_SUITES // max(1, len(groups)))
    out = []
    for s in [s for group in groups.values() for s in group[:per]]:
        keep: list[Case] = []
        for label in ("pass", "fail"):
            keep += [c for c in s.cases if c.label == label][:1]
        if keep:
            out.append(s.model_copy(update={"cases": tuple(keep)}))
    return out


@dataclass
class _Entry:
    """A case of the bench: its single run, and how long that took."""

    single: SingleRun
    wall_s: float


def _outcome(method: str, rec: DiagnosisRecord | CaseResult, wall: float) -> MethodOutcome:
    if isinstance(rec, CaseResult):  # a harness fault
        return MethodOutcome(
            method=method,
            verdict="error",
            p0=0.1,
            p_final=0.1,
            stop="harness_fault",
            wall_s=wall,
            round_s=[wall],
            reason=rec.reason,
        )
    # Rounds from a deeper fork opened by progress do not count toward R: a branch belongs to the R-round
    # run that the counted rounds so far make up (x1 is read off as the prefix of x2).
    counted, budget_round = 0, {}
    for r in rec.rounds:
        counted += r.counts
        budget_round[r.round] = max(counted, 1)
    per_round: list[float] = []
    for r in rec.rounds:
        k = budget_round[r.round]
        per_round += [0.0] * (k - len(per_round))
        per_round[k - 1] += r.judge_s + r.restore_s
    briefs = [
        BranchBrief(
            round=budget_round.get(b.round, b.round),
            type=b.branch.type,
            probe=b.branch.probe,
            outcome=b.outcome,
            p_after=b.p_after,
            duration_s=b.duration_s,
            restore_s=b.restore_s,
            wait_s=b.wait_s,
            evidence=bool(b.defect_evidence),
        )
        for b in rec.branches
    ]
    sou = rec.rounds[0].fds.sou if rec.rounds else None
    return MethodOutcome(
        method=method,
        verdict=rec.verdict,
        p0=rec.p0,
        p_final=rec.p_final,
        stop=rec.stop,
        branches=briefs,
        wall_s=wall,
        parallel=int(rec.parameters.get("parallel_branches", 1)),
        round_s=per_round,
        reason=rec.reason,
        sou=sou,
        category=rec.rounds[0].fds.category if rec.rounds else None,
        attribution=rec.attribution,
        evidence=[e.kind for e in rec.defect_evidence],
    )


async def run_bench(
    suites: list[Suite],
    run_config: RunConfig,
    *,
    on_progress: OnProgress | None = None,
    ablations: bool = True,
    journal: Path | None = None,
) -> tuple[list[BenchCase], dict[str, str], float]:
    """Run every method on every case through the runner's pool; return the records, the versions used,
    and the wall time. Without ``ablations`` the two branch-ordering ablations are not run. With
    ``journal``, each single run and each method's outcome is appended to that JSON-lines file as it
    finishes (:func:`journal_line`), so a bench stopped before its end still says what it measured."""
    t0 = time.perf_counter()
    methods = method_configs(run_config.diagnosis)
    if not ablations:
        methods = {k: v for k, v in methods.items() if k not in ABLATIONS}
    note = on_progress or (lambda _msg: None)
    entries: dict[tuple[str, str], _Entry] = {}
    outcomes: dict[tuple[str, str], dict[str, MethodOutcome]] = {}

    def base(job: Job) -> CaseResult:
        return CaseResult(
            suite=job.suite.name, case_id=job.case.id, task=job.case.task, verdict="error", reason=""
        )

    async def single(browser: Browser, job: Job, app: RunningApp) -> _Entry:
        ts = time.perf_counter()
        got = await guarded(
            base(job),
            run_config.case_timeout_s,
            lambda: run_single(browser, job.suite, job.case, app, run_config),
        )
        return _Entry(got if isinstance(got, SingleRun) else SingleRun(got), time.perf_counter() - ts)

    def record(job: Job, kind: str, fields: dict[str, Any]) -> None:
        if journal is not None:
            with journal.open("a", encoding="utf-8") as fh:
                fh.write(journal_line(job, kind, fields) + "\n")

    async def single_done(job: Job, e: _Entry, _worker: str) -> None:
        entries[(job.suite.name, job.case.id)] = e
        record(job, "single", {"verdict": e.single.result.verdict, "wall_s": round(e.wall_s, 3)})
        note("single")

    def single_fault(job: Job, reason: str) -> _Entry:
        return _Entry(SingleRun(base(job).model_copy(update={"reason": reason})), 0.0)

    async def method(browser: Browser, job: Job, app: RunningApp) -> MethodOutcome:
        single = entries[(job.suite.name, job.case.id)].single
        rollout = single.rollout
        assert rollout is not None
        background()  # a method's diagnosis of a recorded run: the tool's own work from the start
        ts = time.perf_counter()

        async def diagnosis() -> DiagnosisRecord:
            cc = CaseContext.of(browser, job.suite, app, run_config.settle_s, None)
            cc.limit(ts, run_config.case_timeout_s)
            cc.options = await enter_suite(browser, job.suite, app, run_config.settle_s)
            # With a sampling agent, the baselines' reruns are its runs (a stream per attempt); DiagEval's
            # branches stay with the probe layer unless noisy_branches.
            cc.agent = branch_agent(run_config)
            services = sampling_services(OFFLINE, run_config)
            return await diagnose_failure(cc, job.case, rollout, methods[job.tag], services)

        rec = await guarded(base(job), run_config.case_timeout_s, diagnosis)
        if job.tag == "diageval" and isinstance(rec, DiagnosisRecord) and single.trajectory is not None:
            keep_for_review(run_config.out_dir, job, single.trajectory, rec)
        return _outcome(job.tag, rec, time.perf_counter() - ts)

    async def method_done(job: Job, out: MethodOutcome, _worker: str) -> None:
        got = outcomes.setdefault((job.suite.name, job.case.id), {})
        got[job.tag] = out
        record(job, job.tag, out.model_dump(include={"verdict", "attribution", "evidence", "stop", "wall_s"}))
        if job.tag == BEST_OF_3_FROM:
            got["best_of_3"] = best_of_3(out)
        note(job.tag)

    def method_fault(job: Job, reason: str) -> MethodOutcome:
        return _outcome(job.tag, base(job).model_copy(update={"reason": reason}), 0.0)

    # The apps stay up for both phases: the diagnoses run against the same servers as the single runs.
    apps = SharedApps([], None, keep_open=True)
    try:
        cases = [Job(s, c) for s in suites for c in s.cases]
        versions = await Pool(single, single_done, single_fault, workers=run_config.workers).run(cases, apps)
        # DiagEval first: its diagnoses of defects are the longest jobs, and starting them early keeps a
        # long one from running alone at the end.
        diagnoses = [
            Job(j.suite, j.case, name)
            for name in methods
            for j in cases
            if entries[(j.suite.name, j.case.id)].single.rollout is not None
            and (name not in ABLATIONS or j.case.label == "pass")
        ]
        note(f"phase2:{len(diagnoses)}")
        await Pool(method, method_done, method_fault, workers=run_config.workers).run(diagnoses, apps)
    finally:
        await apps.close()
    records = []
    for j in cases:
        key = (j.suite.name, j.case.id)
        e = entries[key]
        res = e.single.result
        outs = outcomes.get(key, {})
        records.append(
            BenchCase(
                suite=j.suite.name,
                case_id=j.case.id,
                label=j.case.label,
                corpus=corpus_of(j.suite),
                single_verdict=res.verdict,
                single_wall_s=round(e.wall_s, 3),
                single_reason=res.reason,
                sou=outs["diageval"].sou if "diageval" in outs else None,
                outcomes=outs,
            )
        )
    return records, versions, time.perf_counter() - t0


JOURNAL = "bench.progress.jsonl"
"""Under the bench's output folder: one line per single run and per method outcome, written as each ends."""


def journal_line(job: Job, kind: str, fields: dict[str, Any]) -> str:
    """One line of the bench's journal: which case (corpus, suite, id, label), which run (``single`` or a
    method's name), and what it ended with."""
    where = {"corpus": corpus_of(job.suite), "suite": job.suite.name, "case": job.case.id}
    return json.dumps({**where, "label": job.case.label, "run": kind, **fields}, ensure_ascii=False)


REVIEW_DIR = "review"
"""Under the bench's output folder: the records of the cases DiagEval x2 got wrong or left unconfirmed."""


def review_reason(label: str | None, rec: DiagnosisRecord) -> str | None:
    """Why a labelled case's DiagEval x2 record is worth a look, or None when it ended as it should."""
    if label == "pass" and rec.verdict != "pass":
        confirmed = rec.attribution == "env_fail_confirmed"
        return "correct case confirmed defective" if confirmed else "false Fail not recovered"
    if label == "fail" and rec.verdict == "pass":
        return "defect passed"
    if label == "fail" and rec.attribution != "env_fail_confirmed":
        return f"defect not confirmed ({rec.attribution})"
    return None


def keep_for_review(out_dir: Path, job: Job, single: Trajectory, rec: DiagnosisRecord) -> None:
    """Write the single run's trajectory and the diagnosis record of a case that needs a look to
    ``review/<corpus>/<suite>/<case>/``: a case that goes wrong only on a loaded machine can be read
    afterwards (the bench keeps no run store), and diagnosed again from the same recorded run
    (``diageval diagnose trajectory.json --suite ...``)."""
    why = review_reason(job.case.label, rec)
    if why is None:
        return
    folder = out_dir / REVIEW_DIR
    for part in (corpus_of(job.suite), job.suite.name, job.case.id):
        folder = folder / folder_name(part)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "why.txt").write_text(f"{why}: {rec.reason}\n", encoding="utf-8")
    (folder / "trajectory.json").write_text(single.model_dump_json(indent=1), encoding="utf-8")
    (folder / "diagnosis.json").write_text(rec.model_dump_json(indent=1), encoding="utf-8")


def parameters(run_config: RunConfig, *, quick: bool, seeds: list[int] | None = None) -> dict[str, Any]:
    """The bench's parameters as recorded in ``bench.json`` (the agent's profile in full, and its seed)."""
    profile = run_config.agent_profile
    return {
        "workers": run_config.workers,
        "settle_s": run_config.settle_s,
        "quick": quick,
        "agent_profile": None if profile is None else profile.model_dump(mode="json"),
        "agent_seed": None if profile is None else run_config.agent_seed,
        "seeds": seeds,
        "noisy_branches": run_config.noisy_branches,
        "diagnosis": run_config.diagnosis.model_dump(),
    }


async def bench_document(
    suites: list[Suite],
    run_config: RunConfig,
    *,
    quick: bool = False,
    command: str = "",
    on_progress: OnProgress | None = None,
    journal: Path | None = None,
) -> dict[str, Any]:
    """Run the benchmark and return its document (``bench.json``): the command, wall time, versions, the
    source it ran from (commit and hash, taken before the run), parameters, every table and every case.
    ``journal``: as for :func:`run_bench`; its first line records the source."""
    source = provenance()
    if journal is not None:
        journal.write_text(json.dumps({"run": "source", **source}) + "\n", encoding="utf-8")
    t0 = time.perf_counter()
    cases, versions, _wall = await run_bench(suites, run_config, on_progress=on_progress, journal=journal)
    return {
        "command": command,
        "wall_s": round(time.perf_counter() - t0, 1),
        "versions": versions,
        "source": source,
        "parameters": parameters(run_config, quick=quick),
        "tables": tables(cases),
        "corpora": {
            name: tables([c for c in cases if c.corpus == name])
            for name in dict.fromkeys(c.corpus for c in cases)
        },
        "cases": [c.model_dump() for c in cases],
    }

"""The pytest plugin: diageval suite files collected as tests, one item per case.

``pytest suites/ -k cart --junitxml=out.xml`` runs the selected cases with diagnosis, as ``diageval run``
does, and reports each with pytest's usual outcomes: a ``pass`` verdict passes (a case whose single run
failed but a branch found a valid path too: the agent erred, not the app), a ``fail`` verdict (a defect)
fails with what broke as its message, a harness fault is an error, an ``unverifiable`` case is skipped.

Which files are suites: a YAML file named on the command line, and in folders a file whose name matches a
``diageval_suites`` pattern (ini option, or ``--diageval-suites``; default ``*.diageval.yaml`` and
``*.diageval.yml``) and whose top level has a ``cases:`` key (other YAML, such as CI or compose files, is
left alone). A file that has it (or is not valid YAML) is read strictly: an error in it is a collection
error naming the file, the case and the field.

The selected cases of one suite file run together in one diageval run (one app server, one pool of
browsers), started when the first of them is set up; every run lands in the run store of
``--diageval-out`` (default ``diageval-out``), where ``diageval show`` and ``diageval report`` read it;
diageval's log goes to the run's ``run.log.jsonl``, not to pytest's captured output.
With pytest-xdist, use ``--dist loadfile`` so that a suite's cases stay on one worker.
"""

from __future__ import annotations

import asyncio
import fnmatch
import logging
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
import yaml

from ._constants import DEFAULT_OUT_DIR, DEFAULT_SETTLE_S
from ._exceptions import DiagevalError, SuiteError

if TYPE_CHECKING:
    from .method import CaseResult, RunResult
    from .suite import Case, Suite

DEFAULT_PATTERNS = ("*.diageval.yaml", "*.diageval.yml")


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("diageval", "diageval: GUI test suites run in Chromium, failures diagnosed")
    group.addoption(
        "--diageval-suites",
        action="append",
        default=None,
        metavar="PATTERN",
        help="File name pattern of diageval suites in folders (repeatable; overrides the ini option "
        f"diageval_suites; default: {' '.join(DEFAULT_PATTERNS)}).",
    )
    group.addoption(
        "--diageval-out",
        default=None,
        metavar="DIR",
        help=f"Output folder of diageval's run store (default: ini diageval_out, else {DEFAULT_OUT_DIR}).",
    )
    group.addoption(
        "--diageval-workers",
        type=int,
        default=None,
        metavar="N",
        help="Cases of a suite run in parallel, one browser each (default: two per CPU core).",
    )
    group.addoption(
        "--diageval-settle",
        type=float,
        default=DEFAULT_SETTLE_S,
        metavar="SECONDS",
        help=f"Seconds the scripted agent waits after each action (default: {DEFAULT_SETTLE_S}).",
    )
    group.addoption(
        "--diageval-rounds",
        type=int,
        default=None,
        metavar="R",
        help="Diagnosis rounds (0: no diagnosis, a failed single run is the verdict; default: 2).",
    )
    parser.addini(
        "diageval_suites",
        "File name patterns of diageval suites.",
        type="args",
        default=list(DEFAULT_PATTERNS),
    )
    parser.addini("diageval_out", "Output folder of diageval's run store.", default=DEFAULT_OUT_DIR)


def pytest_configure(config: pytest.Config) -> None:
    """Bad diageval options are usage errors before anything is collected."""
    checks = (
        ("--diageval-workers", config.getoption("diageval_workers"), 1, 64),
        ("--diageval-rounds", config.getoption("diageval_rounds"), 0, 10),
    )
    for flag, value, low, high in checks:
        if value is not None and not low <= value <= high:
            raise pytest.UsageError(f"{flag} must be between {low} and {high}, got {value}")
    if config.getoption("diageval_settle") < 0:
        raise pytest.UsageError("--diageval-settle must be 0 or more seconds")


def _patterns(config: pytest.Config) -> list[str]:
    given: list[str] | None = config.getoption("diageval_suites")
    return given if given else list(config.getini("diageval_suites"))


def looks_like_suite(path: Path) -> bool:
    """A file whose top level has a ``cases:`` key, or that cannot be read as YAML at all (read strictly,
    so that its error is reported); any other YAML is not a suite."""
    try:
        doc = yaml.safe_load(path.read_text(encoding="utf-8-sig"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError):
        return True
    return isinstance(doc, dict) and "cases" in doc


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> SuiteFile | None:
    if file_path.suffix.lower() not in (".yaml", ".yml"):
        return None
    named = parent.session.isinitpath(file_path)
    if not named:
        if not any(fnmatch.fnmatch(file_path.name, p) for p in _patterns(parent.config)):
            return None
        if not looks_like_suite(file_path):
            return None
    return SuiteFile.from_parent(parent, path=file_path)


class SuiteFile(pytest.File):
    """A diageval suite: its cases are the items; their verdicts come from one run of those selected."""

    suite: Suite
    _results: dict[str, CaseResult] | None = None
    _run_failed: str | None = None
    run_dir: Path | None = None

    def collect(self) -> Iterator[CaseItem]:
        from .suite import load_suites

        try:
            (self.suite,) = load_suites([self.path])
        except SuiteError as exc:
            raise self.CollectError(str(exc)) from None
        for case in self.suite.cases:
            yield CaseItem.from_parent(self, name=case.id, case=case)

    def result_of(self, item: CaseItem) -> CaseResult:
        """The verdict on ``item``'s case; the first call runs every selected case of this suite."""
        if self._results is None and self._run_failed is None:
            self._run()
        if self._run_failed is not None:
            pytest.fail(f"diageval could not run {self.path}: {self._run_failed}", pytrace=False)
        assert self._results is not None
        return self._results[item.case.id]

    def _run(self) -> None:
        selected = [i.name for i in self.session.items if isinstance(i, CaseItem) and i.parent is self]
        suite = self.suite.model_copy(
            update={"cases": tuple(c for c in self.suite.cases if c.id in selected)}
        )
        # diageval's log goes to the run's own run.log.jsonl; pytest's capture would repeat every line of
        # the whole suite under the first case that fails.
        log = logging.getLogger("diageval")
        propagate, log.propagate = log.propagate, False
        try:
            run = asyncio.run(_run_suite(suite, self.config))
        except DiagevalError as exc:
            self._run_failed = str(exc)
            return
        finally:
            log.propagate = propagate
        self._results = {c.case_id: c for c in run.cases}
        self.run_dir = _out_dir(self.config) / "runs" / run.run_id


class CaseItem(pytest.Item):
    """One case of a suite: passes on verdict ``pass``, fails on a defect, errors on a harness fault."""

    def __init__(self, *, case: Case, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.case = case
        self.result: CaseResult | None = None

    @property
    def suite_file(self) -> SuiteFile:
        assert isinstance(self.parent, SuiteFile)
        return self.parent

    def setup(self) -> None:
        # A harness fault is raised here, in setup, so that pytest reports it as an error, not a failure.
        self.result = res = self.suite_file.result_of(self)
        for name, value in _properties(res):
            self.user_properties.append((name, value))
        if res.verdict == "error" and res.attribution != "budget_stop":
            pytest.fail(f"{res.reason}{self._where()}", pytrace=False)

    def runtest(self) -> None:
        res = self.result
        assert res is not None
        if res.verdict == "fail":
            raise DefectFound(res)
        if res.verdict == "unverifiable" or res.attribution == "budget_stop":
            pytest.skip(res.reason)
        from .report import recovery_text

        recovered = recovery_text(res)
        if recovered:
            self.add_report_section("call", "diageval", recovered)

    def repr_failure(  # type: ignore[override]
        self, excinfo: pytest.ExceptionInfo[BaseException]
    ) -> Any:
        if isinstance(excinfo.value, DefectFound):
            from .report import case_details, what_broke

            res = excinfo.value.result
            return DefectRepr(str(self.path), what_broke(res), case_details(res) + self._where())
        return super().repr_failure(excinfo)

    def _where(self) -> str:
        run_dir = self.suite_file.run_dir
        res = self.result
        if run_dir is None or res is None or not res.trajectory:
            return ""
        return f"\nartifacts: {run_dir / Path(res.trajectory).parent}"

    def reportinfo(self) -> tuple[Path, int | None, str]:
        return self.path, None, f"{self.suite_file.suite.name}::{self.case.id}"


class DefectFound(Exception):
    """A case ended ``fail``: the app is defective (its message is what broke)."""

    def __init__(self, result: CaseResult) -> None:
        super().__init__(result.reason)
        self.result = result


@dataclass
class _Crash:
    """Where and what, as pytest's summary line and JUnit ``message`` read it (``reprcrash``)."""

    path: str
    lineno: int
    message: str

    def __str__(self) -> str:
        return f"{self.path}: {self.message}"


class DefectRepr:
    """A defect as pytest shows it: what broke (the one-line message of the summary and of JUnit), then
    the whole record (checks, evidence, rounds, branches, belief, where the artifacts are)."""

    def __init__(self, path: str, message: str, text: str) -> None:
        self.reprcrash = _Crash(path, 0, message)
        self.text = f"{message}\n\n{text}"

    def toterminal(self, tw: Any) -> None:
        for line in self.text.splitlines():
            tw.line(line)

    def __str__(self) -> str:
        return self.text


def _properties(res: CaseResult) -> list[tuple[str, str]]:
    from .report import case_properties

    return case_properties(res)


def _out_dir(config: pytest.Config) -> Path:
    given: str | None = config.getoption("diageval_out")
    return Path(given or config.getini("diageval_out") or DEFAULT_OUT_DIR)


async def _run_suite(suite: Suite, config: pytest.Config) -> RunResult:
    from .method import DiagnosisConfig
    from .runner import RunConfig, default_workers, run_suites

    rounds: int | None = config.getoption("diageval_rounds")
    diagnosis = DiagnosisConfig() if rounds is None else DiagnosisConfig(rounds=rounds)
    run_config = RunConfig(
        out_dir=_out_dir(config),
        workers=config.getoption("diageval_workers") or default_workers(),
        settle_s=config.getoption("diageval_settle"),
        diagnosis=diagnosis,
    )
    command = " ".join(["pytest", *config.invocation_params.args])
    return await run_suites([suite], run_config, fresh=True, command=command)

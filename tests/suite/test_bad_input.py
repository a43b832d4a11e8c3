"""Bad input gets a clear error naming the file, case and field, never a traceback or a wrong verdict."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from diageval._exceptions import SuiteError
from diageval.method import DiagnosisConfig
from diageval.suite import load_suites
from tests.conftest import FIXTURES, write_suite

CLI = [sys.executable, "-m", "diageval._cli"]
HEAD = f"name: s\napp: {{static: {FIXTURES / 'widgets'}}}\n"


def _error(path: Path) -> str:
    with pytest.raises(SuiteError) as got:
        load_suites([path])
    return str(got.value)


def test_a_folder_named_like_a_suite(tmp_path: Path) -> None:
    (tmp_path / "x.yaml").mkdir()
    assert (
        _error(tmp_path / "x.yaml")
        == f"{tmp_path / 'x.yaml'}: is a folder: give the suite files in it (e.g. DIR/*.yaml)"
    )


@pytest.mark.parametrize("suffix", [".yaml", ".json", ".jsonl"])
def test_binary_and_non_utf8_files(tmp_path: Path, suffix: str) -> None:
    binary = tmp_path / f"b{suffix}"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR")
    assert "is a binary file" in _error(binary)
    latin = tmp_path / f"l{suffix}"
    latin.write_bytes(b"name: caf\xe9\n")
    assert "is not UTF-8 text (byte 9: 0xe9)" in _error(latin)


def test_an_oversized_suite_is_refused_before_parsing(tmp_path: Path) -> None:
    big = tmp_path / "big.yaml"
    with big.open("wb") as fh:
        fh.truncate(50 * 1024 * 1024)
    assert "is 52.4 MB, larger than a suite file can be (10 MB)" in _error(big)


@pytest.mark.parametrize(
    ("step", "field"),
    [
        ("{fill: {target: Name, text: [1, 2]}}", "steps[0].fill.text: must be a string, got list [1, 2]"),
        ("{fill: {target: {a: 1}, text: x}}", "steps[0].fill.target: must be a string, got dict"),
        ("{select: {target: Size, option: true}}", "steps[0].select.option: must be a string, got bool"),
        ("{drag: {from: [a], to: b}}", "steps[0].drag.from: must be a string, got list"),
        ("{upload: {target: Photo, file: [a.png]}}", "steps[0].upload.file: must be a string, got list"),
        ("{set_range: {target: [x], value: 3}}", "steps[0].set_range.target: must be a string, got list"),
    ],
)
def test_wrong_typed_step_fields_are_not_coerced(tmp_path: Path, step: str, field: str) -> None:
    path = write_suite(tmp_path, HEAD + f"cases: [{{id: c1, task: t, steps: [{step}]}}]\n")
    assert f"case 'c1': {field}" in _error(path)


@pytest.mark.parametrize(
    ("check", "field"),
    [
        ("{value: {target: Name, equals: [1]}}", "expect[0].value.equals: must be a string, got list"),
        ("{count: {selector: [li], equals: 1}}", "expect[0].count.selector: must be a string, got list"),
        ("{url: {regex: '(unclosed'}}", "expect[0].url.regex: invalid regular expression"),
    ],
)
def test_wrong_typed_checks(tmp_path: Path, check: str, field: str) -> None:
    path = write_suite(tmp_path, HEAD + f"cases: [{{id: c1, task: t, expect: [{check}]}}]\n")
    assert f"case 'c1': {field}" in _error(path)


def test_a_boolean_value_check_means_checked(tmp_path: Path) -> None:
    path = write_suite(
        tmp_path, HEAD + "cases: [{id: c1, task: t, expect: [{value: {target: Agree, equals: true}}]}]\n"
    )
    expect = load_suites([path])[0].cases[0].expect
    assert expect is not None and expect[0].equals == "true"


@pytest.mark.parametrize(
    ("values", "msg"),
    [
        ({"roundz": 1}, "Extra inputs are not permitted"),
        ({"tau_env": 2}, "less than 1"),
        ({"tau_env": 0}, "greater than 0"),
        ({"beta": 1.5}, "less than 1"),
        ({"gamma": {"A": 1.0}}, "gamma[A] must be between 0 and 1"),
        ({"gamma": {"D": 0.5}}, "unknown branch type 'D'"),
        ({"weights": {"wrong_targt": {"A": 0.5}}}, "unknown category 'wrong_targt'"),
        ({"weights": {"unknown": {"A": 2}}}, "weights[unknown][A] must be between 0 and 1"),
        ({"priors": {"unknown": 1.0}}, "priors[unknown] must be between 0 and 1"),
        ({"rounds": -1}, "greater than or equal to 0"),
    ],
)
def test_diagnosis_config_is_strict_and_bounded(values: dict[str, object], msg: str) -> None:
    with pytest.raises(ValueError, match=msg.replace("[", r"\[").replace("]", r"\]")):
        DiagnosisConfig(**values)  # type: ignore[arg-type]


def test_partial_parameters_keep_the_other_defaults() -> None:
    c = DiagnosisConfig(gamma={"A": 0.5}, weights={"unknown": {"B": 0.9}})  # type: ignore[dict-item]
    assert c.gamma == {"A": 0.5, "B": 0.5, "C": 0.4}
    assert c.weights["unknown"] == {"A": 0.3333, "B": 0.9, "C": 0.3333}
    assert c.weights["wrong_target"]["A"] == 0.6


def test_cli_bad_files_and_config_exit_2_without_traceback(tmp_path: Path) -> None:
    binary = tmp_path / "x.yaml"
    binary.write_bytes(b"\0\1\2")
    proc = subprocess.run([*CLI, "run", str(binary)], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2 and "is a binary file" in proc.stderr and "Traceback" not in proc.stderr
    good = write_suite(tmp_path, HEAD + "cases: [{id: c, task: t}]\n")
    conf = tmp_path / "conf.yaml"
    conf.write_text("diagnosis:\n  roundz: 1\n")
    proc = subprocess.run(
        [*CLI, "run", str(good), "--config", str(conf), "--out", str(tmp_path / "o")],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert f"{conf}: diagnosis.roundz: Extra inputs are not permitted" in " ".join(proc.stderr.split())
    assert not (tmp_path / "o").exists()


def test_suite_names_are_unique_per_folder_for_a_bench(tmp_path: Path) -> None:
    """Two corpora written on their own may each name a suite 'library' (dev2 and dev6 did, and `make bench`
    refused to start). A bench reads each folder as a corpus: a name another folder took first is qualified
    by its own folder's. Within one folder, and for `diageval run`, a name is still taken once."""
    text = "name: library\napp: {static: .}\ncases:\n  - id: a\n    task: t\n    steps: [{click: 'Go'}]\n"
    for d in ("dev2", "dev6"):
        (tmp_path / d).mkdir()
        (tmp_path / d / "library.yaml").write_text(text)
    files = [tmp_path / "dev2" / "library.yaml", tmp_path / "dev6" / "library.yaml"]
    with pytest.raises(SuiteError, match="duplicate suite name 'library'"):
        load_suites(files)
    assert [s.name for s in load_suites(files, per_folder=True)] == ["library", "dev6-library"]
    (tmp_path / "dev6" / "again.yaml").write_text(text)
    with pytest.raises(SuiteError, match="duplicate suite name"):
        load_suites([*files, tmp_path / "dev6" / "again.yaml"], per_folder=True)

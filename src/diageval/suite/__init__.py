"""Suites: the data model, the YAML loader and the imported formats."""

from ._load import load_suites
from ._models import AppSpec, Case, Check, Label, Step, Suite
from ._read import read_text
from ._secrets import Secrets, references

__all__ = [
    "AppSpec",
    "Case",
    "Check",
    "Label",
    "Secrets",
    "Step",
    "Suite",
    "load_suites",
    "read_text",
    "references",
]

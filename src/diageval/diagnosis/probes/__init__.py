"""Executable probe operators of branch types A, B and C, registered in one catalogue.

Probes locate with anything (DOM, accessibility tree, OCR) but act only through user input.
The catalogue order below is the ``fixed`` branch ordering.
"""

from . import _alternate, _answer, _aria, _observe, _patterns, _read, _stability, _tabs  # noqa: F401  (registration)
from ._base import CATALOGUE, Probe, ProbeContext

__all__ = ["CATALOGUE", "Probe", "ProbeContext"]

"""Executable probe operators of branch types A, B and C, registered in one catalogue.

Probes locate with anything (DOM, accessibility tree, OCR) but act only through user input.
The catalogue order below is the ``fixed`` branch ordering.
"""

from . import (  # noqa: F401
    _alternate,
    _answer,
    _aria,
    _by_option,
    _consent,
    _custom_offer,
    _day_pager,
    _dialog_way,
    _form_command,
    _observe,
    _open_form,
    _patterns,
    _pick_option,
    _read,
    _row_field,
    _stability,
    _tabs,
    _task_command,
    _task_field,
    _view_option,
)
from ._base import CATALOGUE, Probe, ProbeContext

__all__ = ["CATALOGUE", "Probe", "ProbeContext"]

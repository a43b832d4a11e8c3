"""Where a press may land: never a field, or its label, named by part of the press's target, nor an ellipsis
command that says more than the target (:func:`press_filter`, the screen agent's and the probes' filter for
a click)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from .._util.text import fold
from ..trajectory import Element
from ._match import COMMAND_VERBS, ElementFilter, is_select, is_text_control, is_toggle, names_as

ELLIPSIS = re.compile(r"\s*(?:…|\.\.\.)\s*$")
"""The end of a command's name that says it opens a form or a dialog first ("Send out…", "Save as...")."""


def press_filter(target: str, elements: Sequence[Element]) -> ElementFilter:
    """A press's filter that refuses, named by part of the target, a field or a select and its label (the
    select "Send to" for the plan's "Send": a field commands nothing), and, for a target that starts with a
    command's verb, plain text (the dialog's heading "Send out part of S-0428", a hint "Save your changes
    first"): the command the plan names is then a button named otherwise. Nor a command whose ellipsis says
    it opens a form and whose name starts with the target's words and says more ("Save as…" for "Save",
    "Send out…" for "Send"): another command (a button's "Saving…" is the plan's "Save" at work). Whatever
    the target names whole ("Export…" for "Export"), and a box or a radio (a press on it or its label makes
    the choice), stay pressable."""
    want = fold(target)
    fields = {fold(n) for el in elements if _field(el) for k, n in el.names if k == "label"}
    command = want.split(" ", 1)[0] in COMMAND_VERBS

    def accept(el: Element) -> bool:
        have = fold(el.name)
        if any(names_as(want, fold(n)) for _, n in el.names):
            return True  # named whole by one of its names (a field's placeholder "Your name")
        if _field(el) or (el.tag == "label" and have in fields) or (command and not el.interactive):
            return False
        opens = ELLIPSIS.search(have)
        if opens is None:
            return True
        said, asked = have[: opens.start()].split(), want.rstrip(" .…").split()
        return not (len(said) > len(asked) and said[: len(asked)] == asked)

    return accept


def _field(el: Element) -> bool:
    return (is_text_control(el) or is_select(el)) and not is_toggle(el)

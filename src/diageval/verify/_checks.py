"""Deterministic success checks (SUITE.md ``expect``), evaluated on the final page. They only read."""

from __future__ import annotations

import re

from playwright.async_api import Error as PlaywrightError

from .._util.text import norm
from ..browser import CaseSession, PageScriptError
from ..method import CheckResult, match_target
from ..suite import Check
from ..trajectory import PageState

_COUNT_JS = """(sel) => [...document.querySelectorAll(sel)].filter(e => e.getClientRects().length > 0
  && e.checkVisibility({opacityProperty: true, visibilityProperty: true})).length"""
_SHOWN_AS_WRITTEN_JS = """(want) => {
  // The innermost visible elements whose own text, as the page wrote it, holds `want`, while what they show
  // differs from it by letter case alone (CSS text-transform: a heading written "March 17" shown "MARCH 17").
  const norm = (s) => (s || "").replace(/\\s+/g, " ").trim();
  const low = want.toLowerCase();
  for (const el of window.__dgDom.elements()) {
    if (!norm(el.textContent).includes(want)) continue;
    if ([...el.children].some((k) => norm(k.textContent).includes(want))) continue;
    const seen = el.getClientRects().length > 0;
    if (!seen || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const shown = typeof el.innerText === "string" ? el.innerText : el.textContent;
    if (norm(shown).toLowerCase().includes(low)) return true;
  }
  return false;
}"""
_COMPILES_JS = "(body) => { try { new Function(body); return null; } catch (e) { return String(e); } }"
_VALUE_KINDS = ("textbox", "searchbox", "spinbutton", "combobox", "slider", "checkbox", "radio", "listbox")


class CheckSpecError(Exception):
    """The check itself cannot be evaluated (invalid CSS selector or regex): the suite's fault."""


async def evaluate_checks(
    session: CaseSession, checks: tuple[Check, ...], state: PageState | None = None
) -> list[CheckResult]:
    """Evaluate every check on the current page; all must hold for success. The page is observed only for
    the checks that read it (``count`` and ``js`` checks ask the page themselves)."""
    if state is None and any(c.kind not in _OWN_READ for c in checks):
        state = await session.read_state()
    return [await _one(session, c, state) for c in checks]


_OWN_READ = ("count", "js")
"""Check kinds that ask the page themselves instead of reading the observer's page state."""


async def _one(session: CaseSession, c: Check, state: PageState | None) -> CheckResult:
    d = c.describe()
    if c.kind in _OWN_READ:
        return await _own_read(session, c, d)
    assert state is not None, "evaluate_checks reads the page for every other kind"
    if c.kind in ("text", "no_text"):
        want = norm(c.text or "")
        found = want in state.text
        if not found and want and want.casefold() in state.text.casefold():
            # Shown in other letter case: found when the page wrote the text so and styles its case.
            found = bool(await session.script(_SHOWN_AS_WRITTEN_JS, want))
        ok = found if c.kind == "text" else not found
        return CheckResult(check=d, ok=ok, detail="found on the page" if found else "not found on the page")
    if c.kind == "url":
        if c.regex is not None:
            try:
                ok = re.search(c.regex, state.url) is not None
            except re.error as exc:
                raise CheckSpecError(f"invalid regular expression {c.regex!r}: {exc}") from None
        else:
            ok = (c.text or "") in state.url
        return CheckResult(check=d, ok=ok, detail=f"url is {state.url}")
    if c.kind == "title":
        return CheckResult(check=d, ok=(c.text or "") in state.title, detail=f"title is {state.title!r}")
    if c.kind in ("visible", "hidden"):
        matches = match_target(c.target or "", state.elements)
        shown = [m for m in matches if m.element.rendered]
        ok = bool(shown) if c.kind == "visible" else not shown
        detail = f"visible: {shown[0].element.desc}" if shown else f"no visible element matches {c.target!r}"
        return CheckResult(check=d, ok=ok, detail=detail)
    assert c.kind == "value", c.kind
    matches = match_target(
        c.target or "", state.elements, accept=lambda e: e.value is not None or e.role in _VALUE_KINDS
    )
    if not matches:
        return CheckResult(check=d, ok=False, detail=f"no form control matches {c.target!r}")
    el = matches[0].element
    got = el.value if el.checked is None else str(el.checked).lower()
    ok = str(c.equals) in (got, el.selected)
    return CheckResult(check=d, ok=ok, detail=f"{el.desc} has value {got!r}")


async def _own_read(session: CaseSession, c: Check, d: str) -> CheckResult:
    """A ``count`` or ``js`` check: asked of the page itself."""
    page = session.page
    if c.kind == "count":
        try:
            n = await session.script(_COUNT_JS, c.selector)
        except PageScriptError as exc:
            raise CheckSpecError(f"invalid CSS selector {c.selector!r}: {exc.message}") from None
        return CheckResult(check=d, ok=n == c.equals, detail=f"{n} visible elements match")
    assert c.kind == "js"
    body = f"return ({c.text}\n);"
    # Compiled (not run) first: an expression that is not JavaScript is the suite's fault, never evidence
    # about the app. A SyntaxError thrown while running (JSON.parse of bad data) is the app's.
    bad = await session.script(_COMPILES_JS, body)
    if bad is not None:
        raise CheckSpecError(f"js check {c.text!r} is not a valid expression: {bad}")
    # Run in the app's own world: a predicate may read the app's globals.
    try:
        val = await page.evaluate(f"() => {{ {body} }}")
    except PlaywrightError as exc:
        return CheckResult(check=d, ok=False, detail=f"expression threw: {exc.message.splitlines()[0]}")
    return CheckResult(check=d, ok=bool(val), detail=f"evaluated to {val!r}"[:200])

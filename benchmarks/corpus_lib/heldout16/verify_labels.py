"""Check the labels of the heldout16 corpus with plain Playwright, independently of diageval.

A copy of heldout14's verify_labels.py with its paths, OVERRIDES, LOAD_SETTLE and FIXES changed; the walking and
checking code is unchanged. When Playwright's own Chromium is missing it launches /usr/lib/chromium/chromium
(Debian), then /usr/bin/chromium, then /usr/bin/chromium-headless-shell. It runs in one process (no pool). The
`hold` step kind is kept but unused. For every case of every suite in benchmarks/corpus_lib/heldout16/ this script
walks the path a careful human would take, using only real user input: mouse moves and clicks at coordinates taken
from bounding boxes, the keyboard, wheel scrolling (a human scrolls until the target is on screen), hovering,
waiting (a human waits for content that is still arriving), and the file chooser. A date input is filled the
way a person types into it (click its first segment, type the digits in the order the field shows them), and so
is a time input (see fill_time); in a custom select the native <option>s of the select it is drawn over are not
taken for the options a human sees. It never clicks from JavaScript, never forces a click, never edits the DOM
and never dispatches synthetic events. It reads the DOM only to *locate* things (as a human's eyes would) and to
evaluate the case's checks. It serves benchmarks/corpus_lib over http on 127.0.0.1 itself (an ephemeral port per
suite).

A `pass` case is confirmed when every step could be carried out and all its checks hold afterwards; a
`fail` case is confirmed when its checks do not all hold after the correct path (or the path cannot be
carried out at all, e.g. a control that does not exist or that no input reaches).

Where a careful human takes a path that differs from the suite's steps (answering a confirmation dialog the
plan does not mention, dismissing a notice that covers the control, hovering a row to reveal its button,
paging, waiting for a late render), the case has an entry in OVERRIDES below.

`--fixed` runs the same paths on a temporary copy of the corpus in which every written-in defect is
repaired (FIXES below, one small edit each): there every
case, pass or fail, must reach its checks. This shows that a fail case misses its checks because of its defect,
not because of its path or its checks. `--literal` walks each case's own steps, ignoring OVERRIDES, and only
reports which cases then reach their checks.

Usage (a manual tool, not part of the test suite):
    npm ci --prefix benchmarks/corpus_lib
    .venv/bin/python benchmarks/corpus_lib/heldout16/verify_labels.py [SUITE_NAME_OR_FILE ...] [--case ID] [-v] [--fixed] [--literal]
"""

from __future__ import annotations

import argparse
import functools
import http.server
import os
import sys
import threading
import time

os.environ.setdefault("OMP_THREAD_LIMIT", "1")
import contextlib
from pathlib import Path

import yaml
from playwright.sync_api import Error as PWError
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent
SETTLE = 0.45
FIND_TIMEOUT = 6.0  # a careful human waits this long for a target to show up


# ----------------------------------------------------------------------------------------------- server
class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *a):
        pass


def serve(root: Path) -> tuple[http.server.ThreadingHTTPServer, int]:
    handler = functools.partial(_Quiet, directory=str(root))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd, httpd.server_address[1]


# --------------------------------------------------------------------------------------------- locating
class StepError(Exception):
    pass


JS_INFO = """el => {
  const r = el.getBoundingClientRect();
  let op = 1, n = el;
  while (n) {
    if (n.nodeType === 1) { const cs = getComputedStyle(n); op *= parseFloat(cs.opacity || '1');
      if (cs.visibility === 'hidden' || cs.display === 'none') op = 0; }
    n = n.parentNode || n.host;
  }
  return {x: r.x, y: r.y, w: r.width, h: r.height, op, tag: el.tagName.toLowerCase()};
}"""

# the nearest ancestor (crossing shadow roots, and from a slotted element into the slot's own tree, e.g. the
# listbox around a custom select's options) that scrolls in the needed direction
JS_SCROLL_PARENT = """el => {
  let n = el.assignedSlot || el.parentNode || el.host;
  while (n && n.nodeType !== 9) {
    if (n.nodeType === 11) { n = n.host; continue; }
    const cs = getComputedStyle(n);
    if (/(auto|scroll)/.test(cs.overflowY + cs.overflowX) &&
        (n.scrollHeight > n.clientHeight + 2 || n.scrollWidth > n.clientWidth + 2)) {
      const r = n.getBoundingClientRect();
      return {x: r.x, y: r.y, w: r.width, h: r.height};
    }
    n = n.assignedSlot || n.parentNode || n.host;
  }
  return null;
}"""

# from a text element, walk up (crossing shadow roots) to the smallest ancestor holding exactly one
# control of the wanted kind; returns that control
JS_CONTROL_NEAR = """(el, sel) => {
  let n = el;
  for (let i = 0; i < 8 && n; i++) {
    const all = (n.querySelectorAll ? [...n.querySelectorAll(sel)] : []).filter(c => {
      const r = c.getBoundingClientRect(); return r.width > 0 && r.height > 0; });
    if (all.length === 1) return all[0];
    if (all.length > 1) return null;
    n = n.parentNode && n.parentNode.nodeType === 11 ? n.parentNode.host : n.parentNode;
  }
  return null;
}"""

JS_INPUT_VALUE = """([t, exact]) => {
  const norm = s => s.replace(/\\s+/g, ' ').trim().toLowerCase();
  const want = norm(t);
  return [...document.querySelectorAll('input:not([type=hidden]):not([type=checkbox]):not([type=radio]), textarea')]
    .filter(e => exact ? norm(e.value) === want : norm(e.value).includes(want));
}"""

JS_KINSHIP = """(a, b) => {
  const up = n => n.parentNode ? (n.parentNode.nodeType === 11 ? n.parentNode.host : n.parentNode) : null;
  const seen = new Set(); for (let n = b; n; n = up(n)) seen.add(n);
  let n = a; while (n && !seen.has(n)) n = up(n);
  let d = 0; for (let m = n; m; m = up(m)) d++;
  return d;
}"""

# true when the element's centre is on screen and the topmost element there (looking into shadow roots) is
# neither inside the element nor one of its ancestors
JS_COVERED = """el => {
  const r = el.getBoundingClientRect();
  const x = r.x + r.width / 2, y = r.y + r.height / 2;
  if (r.width === 0 || x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
  let hit = document.elementFromPoint(x, y);
  while (hit && hit.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  if (!hit) return false;
  const up = n => n.assignedSlot || n.parentNode || n.host;
  for (let n = hit; n; n = up(n)) if (n === el) return false;
  for (let n = el; n; n = up(n)) if (n === hit) return false;
  return true;
}"""

CHECKABLE = (
    "input[type=checkbox], input[type=radio], [role=checkbox], [role=switch], [role=radio], "
    "sl-checkbox, sl-switch, sl-radio"
)

ROLES = [
    "button",
    "link",
    "menuitem",
    "menuitemcheckbox",
    "menuitemradio",
    "tab",
    "checkbox",
    "switch",
    "radio",
    "option",
    "textbox",
    "combobox",
    "spinbutton",
    "slider",
    "searchbox",
    "treeitem",
    "row",
    "cell",
    "heading",
]


class Human:
    def __init__(self, page, base: str, suite_dir: Path, verbose=False):
        self.page = page
        self.base = base
        self.suite_dir = suite_dir
        self.mouse = (640, 360)
        self.anchor = None  # element handle last hovered/clicked
        self.verbose = verbose
        self.vw = page.viewport_size["width"]
        self.vh = page.viewport_size["height"]

    # -- candidates
    def _candidates(self, target: str, kind: str | None):
        p = self.page
        out = []
        for exact in (True, False):
            groups = []
            if kind in ("check",):
                groups += [
                    p.get_by_role(r, name=target, exact=exact) for r in ("checkbox", "switch", "radio")
                ]
                groups.append(p.get_by_label(target, exact=exact))
            if kind in ("fill", "select", "set_range", "value"):
                groups += [p.get_by_label(target, exact=exact), p.get_by_placeholder(target, exact=exact)]
                groups += [
                    p.get_by_role(r, name=target, exact=exact)
                    for r in ("textbox", "combobox", "spinbutton", "slider", "searchbox")
                ]
            if kind in ("upload",):
                groups.append(p.get_by_label(target, exact=exact))
            # containers named by their text (a table cell, a row, a heading) rank with bare text: a
            # human clicks the button inside the cell, not the cell's empty margin
            passive = {len(groups) + i for i, r in enumerate(ROLES) if r in ("row", "cell", "heading")}
            groups += [p.get_by_role(r, name=target, exact=exact) for r in ROLES]
            groups += [
                p.get_by_label(target, exact=exact),
                p.get_by_placeholder(target, exact=exact),
                p.get_by_title(target, exact=exact),
                p.get_by_alt_text(target, exact=exact),
                p.get_by_text(target, exact=exact),
            ]
            for gi, g in enumerate(groups):
                try:
                    n = g.count()
                except PWError:
                    continue
                for i in range(n):
                    c = g.nth(i)
                    # bare text (and passive containers) after named controls
                    c._prio = 1 if gi == len(groups) - 1 or gi in passive else 0
                    out.append(c)
            # text typed into a form field is what a user sees there, too
            try:
                arr = p.evaluate_handle(JS_INPUT_VALUE, [target, exact])
                for h in arr.get_properties().values():
                    el = h.as_element()
                    if el is not None:
                        el._prio = 1
                        out.append(el)
            except PWError:
                pass
            if out and exact:
                # keep exact candidates first, but only use them if one is visible
                vis = [c for c in out if self._shown(c)]
                if vis:
                    return vis
                out = []
        return [c for c in out if self._shown(c)]

    def _info(self, loc):
        try:
            return loc.evaluate(JS_INFO)
        except PWError:
            return None

    def _shown(self, loc):
        try:
            if not loc.is_visible():
                return False
        except PWError:
            return False
        return True

    def find(self, target: str, kind: str | None = None, timeout: float = FIND_TIMEOUT):
        end = time.time() + timeout
        while True:
            cands = self._candidates(target, kind)
            if kind == "check":
                cands = self._checkable(cands, target)
            elif kind in ("fill", "select", "set_range", "value", "upload") and cands:
                ctl = [c for c in cands if self._is_control(c)]
                cands = ctl or cands
            if cands:
                return self._best(cands)
            if time.time() > end:
                raise StepError(f"target not found: {target!r}")
            time.sleep(0.3)

    def _is_control(self, loc):
        try:
            return loc.evaluate(
                """e => e.matches('input, select, textarea, [role=combobox], [role=textbox], [role=slider], '
                                + '[role=spinbutton], [contenteditable=true], sl-input, sl-select, sl-textarea, sl-range')"""
            )
        except PWError:
            return False

    def _checkable(self, cands, target):
        out = []
        for c in cands:
            try:
                is_ctl = c.evaluate(
                    "(e, sel) => e.matches(sel) || !!(e.control) || e.tagName === 'LABEL'", CHECKABLE
                )
            except PWError:
                continue
            if is_ctl:
                out.append(c)
        if out:
            return out
        for c in cands:  # text of a row whose checkbox has no name of its own
            try:
                h = c.evaluate_handle(JS_CONTROL_NEAR, CHECKABLE)
                el = h.as_element()
            except PWError:
                el = None
            if el is not None:
                out.append(el)
        return out

    def _kinship(self, c):
        # depth of the deepest common ancestor with the element last hovered or clicked (a human looks
        # for the button inside the same row/card as the thing they just pointed at)
        if self.anchor is None:
            return 0
        try:
            return c.evaluate(JS_KINSHIP, self.anchor)
        except PWError:
            return 0

    def _best(self, cands):
        kin = {id(c): self._kinship(c) for c in cands} if len(cands) > 1 and self.anchor is not None else {}

        def score(c):
            info = self._info(c) or {"x": 0, "y": 0, "w": 0, "h": 0, "op": 0}
            cx, cy = info["x"] + info["w"] / 2, info["y"] + info["h"] / 2
            inview = 0 <= cy <= self.vh and 0 <= cx <= self.vw
            dist = abs(cx - self.mouse[0]) + abs(cy - self.mouse[1])
            return (
                0 if info["op"] > 0.05 else 1,
                1 if len(cands) > 1 and self._covered(c) else 0,
                max(getattr(c, "_prio", 0), 1 if len(cands) > 1 and self._is_dialog(c) else 0),
                -kin.get(id(c), 0),
                0 if inview else 1,
                dist,
            )

        return sorted(cands, key=score)[0]

    def _is_dialog(self, c):
        # a dialog named by its title is the box around the question, not the button that answers it
        try:
            return bool(
                c.evaluate("e => e.matches('[role=dialog], [role=alertdialog], dialog, [aria-modal=true]')")
            )
        except PWError:
            return False

    def _covered(self, c):
        # something else (a dialog, an overlay) is drawn over the target's centre: a human does not see it
        try:
            return bool(c.evaluate(JS_COVERED))
        except PWError:
            return False

    # -- scrolling like a human: wheel over the scroll container until the target is on screen
    def bring_into_view(self, loc):
        for _ in range(40):
            info = self._info(loc)
            if info is None:
                raise StepError("target vanished")
            if info["w"] == 0 and info["h"] == 0:
                return info
            cy = info["y"] + info["h"] / 2
            cx = info["x"] + info["w"] / 2
            sp = loc.evaluate(JS_SCROLL_PARENT)
            top, bottom, left, right = 0, self.vh, 0, self.vw
            if sp:
                top, bottom = max(0, sp["y"]), min(self.vh, sp["y"] + sp["h"])
                left, right = max(0, sp["x"]), min(self.vw, sp["x"] + sp["w"])
            if top + 4 <= cy <= bottom - 4 and 0 <= cy <= self.vh and left <= cx <= right:
                return info
            if sp and not (top + 4 <= cy <= bottom - 4 and left <= cx <= right):
                mx, my = (left + right) / 2, (top + bottom) / 2
                dy = cy - my
                dx = 0 if left <= cx <= right else cx - mx
            else:
                mx, my = self.vw / 2, self.vh / 2
                dy, dx = cy - my, 0
            self.page.mouse.move(mx, my)
            self.mouse = (mx, my)
            self.page.mouse.wheel(max(-500, min(500, dx)), max(-500, min(500, dy)))
            time.sleep(0.25)
        return self._info(loc)

    def point(self, loc, left=False):
        """Where a human clicks: the centre; for a checkbox/switch (left=True) the box at its left edge,
        since a wide host or label may be mostly empty space."""
        info = self.bring_into_view(loc)
        hidden_input = False
        with contextlib.suppress(PWError):
            hidden_input = loc.evaluate(
                """e => { if (e.tagName !== 'INPUT') return false; const cs = getComputedStyle(e);
                          return cs.clip.startsWith('rect(0') || cs.pointerEvents === 'none' || parseFloat(cs.opacity) < 0.05; }"""
            )
        if hidden_input or info["w"] < 6 or info["h"] < 6:
            # a visually hidden native input: aim at the label/host that draws it
            try:
                host = loc.evaluate_handle(
                    """e => { let n = e.closest('label') || (e.labels && e.labels[0]);
                       if (n) return n; const r = e.getRootNode(); return r.host || e.parentElement; }"""
                )
                info = host.as_element().evaluate(JS_INFO)
            except PWError:
                pass
        if info["w"] == 0 and info["h"] == 0:
            raise StepError("target has no box")
        if left:
            return info["x"] + min(10, info["w"] / 2), info["y"] + info["h"] / 2
        return info["x"] + min(
            info["w"] / 2, 12 if info["w"] > 200 and info["tag"] == "label" else info["w"] / 2
        ), info["y"] + info["h"] / 2

    def click_at(self, x, y, count=1):
        self.page.mouse.move(x, y, steps=4)
        time.sleep(0.12)
        self.page.mouse.click(x, y, click_count=count)
        self.mouse = (x, y)

    # -- steps
    def run_step(self, step: dict):
        ((kind, arg),) = step.items()
        p = self.page
        if self.verbose:
            print("   step", kind, arg)
        if kind in ("click", "dblclick"):
            loc = self.find(str(arg))
            self._set_anchor(loc)
            self.click_at(*self.point(loc), count=2 if kind == "dblclick" else 1)
        elif kind == "hover":
            loc = self.find(str(arg))
            self._set_anchor(loc)
            x, y = self.point(loc)
            p.mouse.move(x, y, steps=4)
            self.mouse = (x, y)
        elif kind in ("check", "uncheck"):
            loc = self.find(str(arg), "check")
            want = kind == "check"
            if self._checked(loc) != want:
                self.click_at(*self.point(loc, left=True))
                time.sleep(SETTLE)
        elif kind == "fill":
            loc = self.find(str(arg["target"]), "fill")
            self._set_anchor(loc)
            if self._is_date(loc):
                self.fill_date(loc, str(arg["text"]))
            elif self._is_time(loc):
                self.fill_time(loc, str(arg["text"]))
            else:
                self.click_at(*self.point(loc))
                p.keyboard.press("Control+a")
                p.keyboard.press("Delete")
                p.keyboard.type(str(arg["text"]), delay=15)
        elif kind == "type":
            p.keyboard.type(str(arg), delay=15)
        elif kind == "press":
            p.keyboard.press(str(arg))
        elif kind == "select":
            loc = self.find(str(arg["target"]), "select")
            self.select(loc, str(arg["option"]))
        elif kind == "set_range":
            loc = self.find(str(arg["target"]), "set_range")
            self.set_range(loc, float(arg["value"]))
        elif kind == "upload":
            loc = self.find(str(arg["target"]), "upload")
            x, y = self.point(loc)
            with p.expect_file_chooser(timeout=4000) as fc:
                self.click_at(x, y)
            fc.value.set_files(str((self.suite_dir / arg["file"]).resolve()))
        elif kind == "drag":
            a = self.find(str(arg["from"]))
            ax, ay = self.point(a)
            b = self.find(str(arg["to"]))
            bx, by = self.point(b)
            p.mouse.move(ax, ay, steps=3)
            p.mouse.down()
            p.mouse.move(ax + 8, ay + 8, steps=3)
            p.mouse.move(bx, by, steps=12)
            time.sleep(0.1)
            p.mouse.up()
            self.mouse = (bx, by)
        elif kind == "scroll":
            if isinstance(arg, dict):
                d, amt = arg.get("direction", "down"), float(arg.get("amount", self.vh))
            else:
                d, amt = str(arg), float(self.vh)
            dx = {"left": -amt, "right": amt}.get(d, 0)
            dy = {"up": -amt, "down": amt}.get(d, 0)
            p.mouse.move(*self.mouse)
            p.mouse.wheel(dx, dy)
        elif kind == "hold":
            # press and hold (only in OVERRIDES): mouse down on the target, wait, release
            loc = self.find(str(arg["target"]))
            self._set_anchor(loc)
            x, y = self.point(loc)
            p.mouse.move(x, y, steps=4)
            p.mouse.down()
            time.sleep(float(arg.get("seconds", 1.5)))
            p.mouse.up()
            self.mouse = (x, y)
        elif kind == "wait":
            time.sleep(float(arg))
        elif kind == "goto":
            p.goto(self.base + str(arg))
        else:
            raise StepError(f"unknown step {kind}")
        time.sleep(SETTLE)

    def _set_anchor(self, loc):
        try:
            self.anchor = loc.element_handle() if hasattr(loc, "element_handle") else loc
        except PWError:
            self.anchor = None

    def _checked(self, loc):
        try:
            return bool(
                loc.evaluate(
                    """e => { if ('checked' in e) return e.checked; const c = e.control || e.querySelector('input');
                          if (c) return c.checked; return e.getAttribute('aria-checked') === 'true'; }"""
                )
            )
        except PWError:
            return False

    def _is_date(self, loc):
        try:
            return bool(loc.evaluate("e => e.tagName === 'INPUT' && e.type === 'date'"))
        except PWError:
            return False

    def _is_time(self, loc):
        try:
            return bool(loc.evaluate("e => e.tagName === 'INPUT' && e.type === 'time'"))
        except PWError:
            return False

    def fill_time(self, loc, text):
        """A time input in an en-US browser shows hh:mm AM/PM segments: click the hour segment at the left
        edge and type the hour, the minutes and A or P (the field moves from segment to segment by itself)."""
        hh, mm = (int(x) for x in text.split(":")[:2])
        info = self.bring_into_view(loc)
        self.click_at(info["x"] + 14, info["y"] + info["h"] / 2)
        self.page.keyboard.type(f"{hh % 12 or 12:02d}{mm:02d}{'A' if hh < 12 else 'P'}", delay=40)
        self.page.keyboard.press("Tab")

    def fill_date(self, loc, text):
        """A date input in an en-US browser shows mm/dd/yyyy segments: click the month segment at the left
        edge and type the digits in that order (the field moves from segment to segment by itself)."""
        y, m, d = text.split("-")
        info = self.bring_into_view(loc)
        self.click_at(info["x"] + 14, info["y"] + info["h"] / 2)
        self.page.keyboard.type(m + d + y, delay=40)
        self.page.keyboard.press("Tab")

    def select(self, loc, option):
        p = self.page
        tag = loc.evaluate("e => e.tagName.toLowerCase()")
        if tag == "select":
            # a native select: focus it with a click (its popup opens), then pick by keyboard
            self.click_at(*self.point(loc))
            time.sleep(0.2)
            opts = loc.evaluate("e => [...e.options].map(o => o.text.trim())")
            cur = loc.evaluate("e => e.selectedIndex")
            match = [i for i, t in enumerate(opts) if t.lower() == option.lower()] or [
                i for i, t in enumerate(opts) if option.lower() in t.lower()
            ]
            if not match:
                raise StepError(f"no option {option!r}")
            delta = match[0] - cur
            for _ in range(abs(delta)):
                p.keyboard.press("ArrowDown" if delta > 0 else "ArrowUp")
            p.keyboard.press("Enter")
            return
        # a custom select/listbox: open it, click the option
        self.click_at(*self.point(loc))
        time.sleep(0.5)
        opt = None
        for g in (p.get_by_role("option", name=option, exact=True), p.get_by_role("option", name=option)):
            for i in range(g.count()):
                # the native <option>s of a select that a widget (Tom Select) draws over are not what a human sees
                if self._shown(g.nth(i)) and g.nth(i).evaluate("e => e.tagName") != "OPTION":
                    opt = g.nth(i)
                    break
            if opt is not None:
                break
        if opt is None:
            raise StepError(f"option not shown: {option!r}")
        self.click_at(*self.point(opt))

    def set_range(self, loc, value):
        loc = loc.element_handle() if hasattr(loc, "element_handle") else loc  # its label text may change
        self.click_at(*self.point(loc))
        p = self.page
        for _ in range(400):
            cur = float(loc.evaluate("e => e.value"))
            if abs(cur - value) < 1e-9:
                return
            p.keyboard.press("ArrowRight" if cur < value else "ArrowLeft")
        raise StepError("range not reached")

    # -- checks
    def check(self, chk: dict) -> tuple[bool, str]:
        ((kind, arg),) = chk.items()
        p = self.page
        if kind in ("text", "no_text"):
            g = p.get_by_text(str(arg))
            n = g.count()
            vis = any(self._shown(g.nth(i)) for i in range(n))
            ok = vis if kind == "text" else not vis
            return ok, f"{kind} {arg!r}: {'visible' if vis else 'not visible'}"
        if kind == "url":
            u = p.url
            if isinstance(arg, dict):
                import re

                return bool(re.search(arg["regex"], u)), f"url {u}"
            return str(arg) in u, f"url {u}"
        if kind == "title":
            return str(arg) in p.title(), f"title {p.title()!r}"
        if kind in ("visible", "hidden"):
            try:
                self.find(str(arg), timeout=0.5)
                vis = True
            except StepError:
                vis = False
            return (vis if kind == "visible" else not vis), f"{kind} {arg!r}: {vis}"
        if kind == "value":
            try:
                loc = self.find(str(arg["target"]), "value", timeout=0.5)
            except StepError:
                return False, f"value target {arg['target']!r} not found"
            v = loc.evaluate("e => e.value")
            return str(v) == str(arg["equals"]), f"value {arg['target']!r} = {v!r}"
        if kind == "count":
            n = p.evaluate(
                """sel => [...document.querySelectorAll(sel)].filter(e => {
                    const r = e.getBoundingClientRect(); const cs = getComputedStyle(e);
                    return r.width > 0 && r.height > 0 && cs.visibility !== 'hidden'; }).length""",
                arg["selector"],
            )
            return n == int(arg["equals"]), f"count {arg['selector']!r} = {n}"
        if kind == "js":
            v = p.evaluate(f"() => ({arg})")
            return bool(v), f"js {arg!r} -> {v!r}"
        return False, f"unknown check {kind}"


# ------------------------------------------------------------------------------------------- overrides
# (suite name, case id) -> list of steps for the verifier instead of the suite's own steps, where a
# careful human's path differs from the written plan. Same step vocabulary as the suite format.
OVERRIDES: dict[tuple[str, str], list[dict]] = {
    # toolshed: the catalogue arrives after a 1-s spinner; a cookie bar covers the bottom of the page 0.3 s later
    # until "Necessary only" (stored, so not again after a reload); twelve tools at a time ("Show more tools");
    # row actions sit in an icon-only dropdown; loans have look-alike "Renew"/"Return" buttons named by aria-label
    ("toolshed", "lend-makita-drill"): [
        {"click": "Necessary only"},
        {"click": "Show more tools"},
        {"click": "Actions for Cordless drill (Makita)"},
        {"click": "Lend out…"},
        {"wait": 0.5},
        {"select": {"target": "Borrower", "option": "Priya Shah"}},
        {"click": "£10"},
        {"check": "Tool checked over with the borrower"},
        {"click": "Lend tool"},
        {"wait": 1.2},
    ],
    ("toolshed", "return-hedge-trimmer-damaged"): [
        {"click": "Necessary only"},
        {"click": "Loans"},
        {"click": "Return Hedge trimmer"},
        {"wait": 0.4},
        {"click": "Damaged"},
        {"fill": {"target": "What is damaged?", "text": "Cracked blade guard"}},
        {"click": "Confirm return"},
        {"wait": 0.6},
    ],
    ("toolshed", "renew-orbital-sander"): [
        {"click": "Necessary only"},
        {"click": "Loans"},
        {"click": "Renew Orbital sander"},
        {"wait": 0.4},
        {"click": "Renew for a week"},
        {"wait": 0.6},
    ],
    ("toolshed", "overdue-loans-only"): [
        {"click": "Necessary only"},
        {"click": "Loans"},
        {"check": "Show overdue loans only"},
        {"wait": 0.3},
    ],
    ("toolshed", "tom-new-phone-number"): [
        {"click": "Necessary only"},
        {"click": "Members"},
        {"click": "Next"},
        {"click": "07700 900318"},
        {"press": "Control+a"},
        {"type": "07911 402786"},
        {"press": "Enter"},
        {"wait": 0.5},
        {"goto": "/heldout16/toolshed/index.html"},
        {"wait": 1.5},
        {"click": "Members"},
        {"click": "Next"},
    ],
    ("toolshed", "new-household-member"): [
        {"click": "Necessary only"},
        {"click": "Members"},
        {"click": "New member"},
        {"wait": 0.4},
        {"fill": {"target": "Full name", "text": "Rosa Lindqvist"}},
        {"fill": {"target": "Email address", "text": "rosa.lindqvist@example.org"}},
        {"click": "Household"},
        {"click": "Add member"},
        {"wait": 0.6},
        {"click": "Next"},
    ],
    ("toolshed", "return-pressure-washer"): [
        {"click": "Necessary only"},
        {"click": "Loans"},
        {"click": "Return Pressure washer"},
        {"wait": 0.4},
        {"click": "Good"},
        {"click": "Confirm return"},
        {"wait": 0.6},
    ],
    ("toolshed", "lend-carpet-cleaner-fortnight"): [
        {"click": "Necessary only"},
        {"click": "Actions for Carpet cleaner"},
        {"click": "Lend out…"},
        {"wait": 0.5},
        {"select": {"target": "Borrower", "option": "Ben Carter"}},
        {"fill": {"target": "Due back", "text": "2026-03-26"}},
        {"click": "None"},
        {"check": "Tool checked over with the borrower"},
        {"click": "Lend tool"},
        {"wait": 1.2},
        {"click": "Loans"},
    ],
    ("toolshed", "new-member-marek"): [
        {"click": "Necessary only"},
        {"click": "Members"},
        {"click": "New member"},
        {"wait": 0.4},
        {"fill": {"target": "Full name", "text": "Marek Nowak"}},
        {"fill": {"target": "Email address", "text": "marek.nowak@example.org"}},
        {"click": "Add member"},
        {"wait": 0.6},
        {"goto": "/heldout16/toolshed/index.html"},
        {"wait": 1.5},
        {"click": "Members"},
        {"click": "Next"},
    ],
    ("toolshed", "retire-wallpaper-steamer"): [
        {"click": "Necessary only"},
        {"click": "Actions for Wallpaper steamer"},
        {"click": "Retire tool…"},
        {"wait": 0.4},
        {"select": {"target": "Reason", "option": "Broken beyond repair"}},
        {"click": "Retire tool"},
        {"wait": 0.6},
        {"goto": "/heldout16/toolshed/index.html"},
        {"wait": 1.5},
    ],
    # brewery: the log arrives after 1.2 s of skeletons; the "What's new" dialog (native <dialog>) opens by itself
    # 0.8 s later, once a session, until "Got it"; eight batches a page; row actions sit in an icon-only menu;
    # a batch opens in a side drawer (a native <dialog>); the wizard's radio boxes are named by their whole label
    ("brewery", "brew-harbour-pale"): [
        {"click": "Got it"},
        {"click": "Brew a new batch"},
        {"check": "Harbour Pale · Pale ale · OG 1.048"},
        {"click": "Next"},
        {"fill": {"target": "Volume into the fermenter (litres)", "text": "950"}},
        {"click": "Next"},
        {"check": "FV3 · 1,000 L · ready"},
        {"click": "Next"},
        {"click": "Start batch"},
        {"wait": 1.2},
    ],
    ("brewery", "rye-porter-gravity"): [
        {"click": "Got it"},
        {"click": "B-212"},
        {"click": "Add a reading"},
        {"fill": {"target": "Specific gravity", "text": "1.014"}},
        {"click": "Save reading"},
        {"wait": 0.4},
    ],
    ("brewery", "packaged-harbour-pale"): [
        {"click": "Got it"},
        {"click": "Filters"},
        {"click": "Packaged"},
        {"select": {"target": "Beer", "option": "Harbour Pale"}},
        {"wait": 0.3},
    ],
    ("brewery", "bottle-copper-bitter"): [
        {"click": "Got it"},
        {"click": "More actions for B-209"},
        {"click": "Package…"},
        {"click": "Bottles"},
        {"select": {"target": "Bottle size", "option": "330 ml"}},
        {"fill": {"target": "How many", "text": "3100"}},
        {"click": "Package batch"},
        {"wait": 0.4},
        {"click": "Tanks"},
    ],
    ("brewery", "transfer-rye-porter"): [
        {"click": "Got it"},
        {"click": "More actions for B-212"},
        {"click": "Transfer to bright tank…"},
        {"check": "BT2 · 1,000 L · ready"},
        {"click": "Transfer"},
        {"wait": 0.4},
        {"click": "Tanks"},
    ],
    ("brewery", "clean-fv4"): [
        {"click": "Got it"},
        {"click": "Tanks"},
        {"click": "Mark as clean"},
        {"check": "Caustic wash, rinse and sanitiser done"},
        {"click": "Tank is clean"},
        {"wait": 0.4},
    ],
    ("brewery", "keg-saison"): [
        {"click": "Got it"},
        {"click": "More actions for B-213"},
        {"click": "Package…"},
        {"click": "Kegs"},
        {"fill": {"target": "How many", "text": "25"}},
        {"click": "Package batch"},
        {"wait": 0.4},
    ],
    ("brewery", "oat-stout-litres"): [
        {"click": "Got it"},
        {"click": "Brew a new batch"},
        {"check": "Oat Stout · Stout · OG 1.056"},
        {"click": "Next"},
        {"fill": {"target": "Volume into the fermenter (litres)", "text": "800"}},
        {"click": "Next"},
        {"check": "FV3 · 1,000 L · ready"},
        {"click": "Next"},
        {"click": "Start batch"},
        {"wait": 1.2},
    ],
    ("brewery", "harbour-pale-reading"): [
        {"click": "Got it"},
        {"click": "B-214"},
        {"click": "Add a reading"},
        {"fill": {"target": "Specific gravity", "text": "1.015"}},
        {"fill": {"target": "Temperature (°C)", "text": "18"}},
        {"click": "Save reading"},
        {"wait": 0.4},
    ],
    ("brewery", "rye-porter-b204-notes"): [
        {"click": "Got it"},
        {"click": "Page 2"},
        {"click": "B-204"},
        {"click": "Edit notes"},
        {"fill": {"target": "Batch notes", "text": "Smooth, a touch of smoke; best porter so far"}},
        {"click": "Save notes"},
        {"wait": 0.4},
        {"goto": "/heldout16/brewery/index.html"},
        {"wait": 1.6},
        {"click": "Page 2"},
        {"click": "B-204"},
    ],
    # sailing: the fleet arrives after 0.8 s of placeholders; the "Tides and weather" notice opens by itself 1.1 s
    # after loading (once a session) until "Understood"; the booking panel's boat and crew pickers are Tom Selects
    # (the boat options are named "<boat> · <class>"); upcoming bookings sit below the fold in collapsed day groups,
    # and a booking's icon buttons show only while its row is hovered
    ("sailing", "book-sprite-sunday"): [
        {"click": "Understood"},
        {"click": "Book a boat"},
        {"wait": 0.4},
        {"select": {"target": "Boat", "option": "Sprite · Laser"}},
        {"fill": {"target": "Day", "text": "2026-07-12"}},
        {"click": "Morning"},
        {"fill": {"target": "Membership number", "text": "4471"}},
        {"click": "Book boat"},
        {"wait": 1.2},
    ],
    ("sailing", "gannet-saturday-afternoon"): [
        {"click": "Understood"},
        {"click": "Book a boat"},
        {"wait": 0.4},
        {"select": {"target": "Boat", "option": "Gannet · Wayfarer"}},
        {"fill": {"target": "Day", "text": "2026-07-18"}},
        {"click": "Afternoon"},
        {"fill": {"target": "Membership number", "text": "3902"}},
        {"click": "Book boat"},
        {"wait": 1.2},
    ],
    ("sailing", "cancel-wren-tuesday"): [
        {"click": "Understood"},
        {"click": "Tue 14 Jul · 1 booking"},
        {"hover": "BK-305"},
        {"click": "Cancel booking BK-305"},
        {"click": "Yes, cancel it"},
        {"wait": 0.5},
        {"goto": "/heldout16/sailing/index.html"},
        {"wait": 1.5},
    ],
    ("sailing", "undo-curlew-cancel"): [
        {"click": "Understood"},
        {"click": "Wed 15 Jul · 1 booking"},
        {"hover": "BK-306"},
        {"click": "Cancel booking BK-306"},
        {"click": "Yes, cancel it"},
        {"click": "Undo"},
        {"wait": 0.5},
        {"goto": "/heldout16/sailing/index.html"},
        {"wait": 1.5},
    ],
    ("sailing", "osprey-keelboat-crew"): [
        {"click": "Understood"},
        {"click": "Book a boat"},
        {"wait": 0.4},
        {"select": {"target": "Boat", "option": "Osprey · Hawk 20 keelboat"}},
        {"fill": {"target": "Day", "text": "2026-07-25"}},
        {"click": "Morning"},
        {"fill": {"target": "Membership number", "text": "1502"}},
        {"select": {"target": "Skipper's qualification", "option": "RYA Keelboat Level 2"}},
        {"select": {"target": "Crew (optional)", "option": "Jo Hale"}},
        {"select": {"target": "Crew (optional)", "option": "Owen Pryce"}},
        {"click": "Book boat"},
        {"wait": 1.2},
    ],
    ("sailing", "kestrel-out-of-service"): [
        {"click": "Understood"},
        {"hover": "Kestrel"},
        {"click": "Report a problem with Kestrel"},
        {"fill": {"target": "What's wrong with it?", "text": "Centreboard jammed"}},
        {"click": "Take out of service"},
        {"wait": 0.5},
        {"goto": "/heldout16/sailing/index.html"},
        {"wait": 1.5},
    ],
    ("sailing", "move-tern-afternoon"): [
        {"click": "Understood"},
        {"click": "Sun 12 Jul · 3 bookings"},
        {"hover": "BK-303"},
        {"click": "Change booking BK-303"},
        {"wait": 0.4},
        {"click": "Afternoon"},
        {"click": "Save changes"},
        {"wait": 1.2},
    ],
    ("sailing", "curlew-tonight-0472"): [
        {"click": "Understood"},
        {"click": "Book a boat"},
        {"wait": 0.4},
        {"select": {"target": "Boat", "option": "Curlew · Wayfarer"}},
        {"click": "Evening"},
        {"fill": {"target": "Membership number", "text": "0472"}},
        {"click": "Book boat"},
        {"wait": 1.2},
    ],
    ("sailing", "puffin-back-in-service"): [
        {"click": "Understood"},
        {"click": "Back in service"},
        {"wait": 0.5},
        {"goto": "/heldout16/sailing/index.html"},
        {"wait": 1.5},
    ],
    ("sailing", "wren-guest-crew"): [
        {"click": "Understood"},
        {"click": "Book a boat"},
        {"wait": 0.4},
        {"select": {"target": "Boat", "option": "Wren · RS Feva"}},
        {"fill": {"target": "Day", "text": "2026-07-22"}},
        {"click": "Afternoon"},
        {"fill": {"target": "Membership number", "text": "2871"}},
        {"select": {"target": "Crew (optional)", "option": "Mark Ellis"}},
        {"click": "Crew (optional)"},
        {"type": "Ana Ruiz"},
        {"click": "Add guest Ana Ruiz…"},
        {"click": "Book boat"},
        {"wait": 1.2},
    ],
}

# Seconds a careful human lets the page settle after it loads, where it changes late.
LOAD_SETTLE: dict[str, float] = {"toolshed": 1.7, "brewery": 1.5, "sailing": 1.5}


# ------------------------------------------------------------------------------------ the fixed build
# For `--fixed`: the repair of every written-in defect (file, old text, new text). With all of them
# applied, every case, pass or fail, must reach its checks on the same path: this shows that each fail
# case's checks fail because of its defect and not because of the path or the checks.
FIXES: list[tuple[str, str, str]] = [
    # toolshed
    (
        "toolshed/app.js",
        "tool.status = ret.condition === 'damage' ? 'repair' : 'available';",
        "tool.status = ret.condition === 'damaged' ? 'repair' : 'available';",
    ),
    (
        "toolshed/app.js",
        "isOverdue(l) { return l.due <= TODAY; },",
        "isOverdue(l) { return l.due < TODAY; },",
    ),
    ("toolshed/app.js", "type: f.kind || 'Individual',", "type: f.type || 'Individual',"),
    ("toolshed/app.js", "due: f.due || addDays(TODAY, 7),", "due: f.dueBack || addDays(TODAY, 7),"),
    (
        "toolshed/app.js",
        "else if (t.status !== 'repair') t.status = 'available';",
        "else if (t.status === 'loan') t.status = 'available';",
    ),
    # brewery
    ("brewery/app.js", "this.panel.readings.unshift(r);", "this.panel.readings.push(r);"),
    (
        "brewery/app.js",
        "const tank = this.tanks.find(t => t.id === b.fermenter);",
        "const tank = this.tanks.find(t => t.id === b.tank);",
    ),
    ("brewery/app.js", "const t = this.tanks[this.cleanIdx];", "const t = this.dirtyTanks[this.cleanIdx];"),
    ("brewery/app.js", "brewed: w.brewed, volume: w.volume,", "brewed: w.brewed, volume: Number(w.volume),"),
    ("brewery/app.js", "this.panel = { ...b };", "this.panel = b;"),
    # sailing
    (
        "sailing/app.js",
        "b.id !== this.editId && b.boat === f.boat && b.date === f.date);",
        "b.id !== this.editId && b.boat === f.boat && b.date === f.date && b.session === f.session);",
    ),
    (
        "sailing/app.js",
        "      store.bookings.splice(at, 0, bk);\n      store.changed();\n",
        "      store.bookings.splice(at, 0, bk);\n      store.save(); store.changed();\n",
    ),
    (
        "sailing/app.js",
        "    this.close();\n    boat.status = 'out';\n    boat.problem = this.text.value.trim();\n",
        "    boat.status = 'out';\n    boat.problem = this.text.value.trim();\n    this.close();\n",
    ),
    ("sailing/app.js", "member: String(parseInt(f.member, 10)),", "member: f.member.trim(),"),
    (
        "sailing/app.js",
        "crew: f.crew.map(v => MEMBER_BY_NO[v]?.name).filter(Boolean),",
        "crew: f.crew.map(v => MEMBER_BY_NO[v]?.name || v),",
    ),
]


def fixed_copy() -> Path:
    """A temporary copy of the corpus with every defect repaired (node_modules linked, not copied)."""
    import atexit
    import shutil
    import tempfile

    top = Path(tempfile.mkdtemp(prefix="corpus-lib-heldout16-fixed-"))
    atexit.register(shutil.rmtree, top, True)
    dest = top / ROOT.name
    shutil.copytree(
        ROOT, dest, dirs_exist_ok=True, ignore=shutil.ignore_patterns("node_modules", "__pycache__")
    )
    (top / "node_modules").symlink_to(ROOT.parent / "node_modules")
    for rel, old, new in FIXES:
        f = dest / rel
        text = f.read_text()
        if text.count(old) != 1:
            sys.exit(f"fix does not apply exactly once: {rel}: {old!r}")
        f.write_text(text.replace(old, new))
    return dest


# --------------------------------------------------------------------------------------------- running
def run_suite(path: str, only_case: str | None, verbose: bool, fixed: bool = False, literal: bool = False):
    path = Path(path)
    suite = yaml.safe_load(path.read_text())
    static = (path.parent / suite["app"]["static"]).resolve()
    entry = suite["app"].get("entry", "/")
    vp = suite.get("viewport", {"width": 1280, "height": 720})
    httpd, port = serve(static)
    base = f"http://127.0.0.1:{port}"
    rows = []
    exe = os.environ.get("DIAGEVAL_CHROMIUM") or next(
        (
            c
            for c in ("/usr/lib/chromium/chromium", "/usr/bin/chromium", "/usr/bin/chromium-headless-shell")
            if os.path.exists(c)
        ),
        "/usr/lib/chromium/chromium",
    )
    with sync_playwright() as pw:
        try:
            browser = pw.chromium.launch()
        except PWError:
            browser = pw.chromium.launch(executable_path=exe)
        for case in suite["cases"]:
            if only_case and case["id"] != only_case:
                continue
            ctx = browser.new_context(viewport=vp)
            page = ctx.new_page()
            errors = []
            page.on("pageerror", lambda e, errors=errors: errors.append(str(e)))
            page.on("requestfailed", lambda r, errors=errors: errors.append("request failed " + r.url))
            page.on(
                "response",
                lambda r, errors=errors: (
                    errors.append(f"HTTP {r.status} {r.url}") if r.status >= 400 else None
                ),
            )
            # a native confirm()/alert(): a human reads it and clicks OK
            page.on("dialog", lambda d: d.accept())
            h = Human(page, base, path.parent, verbose)
            page.goto(base + entry)
            page.wait_for_load_state("load")
            time.sleep(LOAD_SETTLE.get(suite["name"], 0.6))
            steps = case.get("steps", [])
            if not literal:
                steps = OVERRIDES.get((suite["name"], case["id"]), steps)
            step_err = None
            for i, st in enumerate(steps):
                try:
                    h.run_step(st)
                except (StepError, PWError) as e:
                    step_err = f"step {i + 1} {next(iter(st))}: {str(e).splitlines()[0][:120]}"
                    break
            time.sleep(0.3)
            results = []
            for chk in case.get("expect", []):
                try:
                    results.append(h.check(chk))
                except PWError as e:
                    results.append((False, f"check error {str(e).splitlines()[0][:100]}"))
            held = all(ok for ok, _ in results) and step_err is None
            label = case.get("label")
            good = held if label == "pass" else not held
            detail = step_err or "; ".join(d for ok, d in results if not ok) or "all checks hold"
            if verbose and errors:
                detail += " | page errors: " + " / ".join(errors[:3])
            if literal:
                label = f"{label}/literal"
                good = True  # information only: does the plan as written reach the checks?
            elif fixed:
                label = f"{label}/fixed"
                good = held  # with the defects repaired, every case must reach its checks
            rows.append(
                (
                    suite["name"],
                    case["id"],
                    label,
                    "reached" if held else "not reached",
                    "OK" if good else "MISMATCH",
                    detail,
                )
            )
            ctx.close()
        browser.close()
    httpd.shutdown()
    return rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("suites", nargs="*")
    ap.add_argument("--case")
    ap.add_argument(
        "--literal",
        action="store_true",
        help="information only: walk each case's own steps, ignoring OVERRIDES (a naive tester's run)",
    )
    ap.add_argument("-v", "--verbose", action="store_true")
    ap.add_argument(
        "--fixed",
        action="store_true",
        help="run on a copy with every defect repaired: then every case must reach its checks",
    )
    a = ap.parse_args()
    if not (ROOT.parent / "node_modules" / "bootstrap").exists():
        sys.exit("node_modules missing: run  npm ci --prefix benchmarks/corpus_lib")
    root = ROOT
    if a.fixed:
        root = fixed_copy()
        print(f"fixed build in {root}")
    files = sorted(root.glob("*.yaml"))
    if a.suites:
        files = [
            f
            for f in files
            if f.stem in a.suites or str(f) in a.suites or any(s.endswith(f.name) for s in a.suites)
        ]
    rows = []
    for f in files:  # one process, one suite at a time
        rows.extend(run_suite(str(f), a.case, a.verbose, a.fixed, a.literal))
    w = [
        max(len(str(r[i])) for r in [*rows, ("suite", "case", "label", "goal", "verdict", "")])
        for i in range(5)
    ]
    print(
        f"{'suite':<{w[0]}}  {'case':<{w[1]}}  {'label':<{w[2]}}  {'goal':<{w[3]}}  {'verdict':<{w[4]}}  detail"
    )
    for r in rows:
        print(f"{r[0]:<{w[0]}}  {r[1]:<{w[1]}}  {r[2]:<{w[2]}}  {r[3]:<{w[3]}}  {r[4]:<{w[4]}}  {r[5]}")
    npass = sum(1 for r in rows if r[2].startswith("pass"))
    nfail = sum(1 for r in rows if r[2].startswith("fail"))
    if a.literal:
        reached = [r for r in rows if r[3] == "reached"]
        print(
            f"\n{len(rows)} cases ({npass} pass, {nfail} fail) in {len(files)} suites, walked as written: "
            f"{sum(1 for r in reached if r[2].startswith('pass'))} pass and "
            f"{sum(1 for r in reached if r[2].startswith('fail'))} fail cases reach their checks"
        )
        sys.exit(0)
    bad = [r for r in rows if r[4] != "OK"]
    print(
        f"\n{len(rows)} cases ({npass} pass, {nfail} fail) in {len(files)} suites: "
        f"{len(rows) - len(bad)} labels confirmed, {len(bad)} mismatches"
    )
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()

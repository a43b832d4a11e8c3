"""Part of heldout17's label checker (see verify_labels.py): the careful human who walks a case's path with real
input only. Moved here from heldout15's single-file checker unchanged (the checks are in walker_base.Checks)."""

from __future__ import annotations

import contextlib
import time
from pathlib import Path

from playwright.sync_api import Error as PWError
from walker_base import (
    CHECKABLE,
    FIND_TIMEOUT,
    JS_CONTROL_NEAR,
    JS_COVERED,
    JS_INFO,
    JS_INPUT_VALUE,
    JS_KINSHIP,
    JS_SCROLL_PARENT,
    ROLES,
    SETTLE,
    Checks,
    StepError,
)


class Human(Checks):
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

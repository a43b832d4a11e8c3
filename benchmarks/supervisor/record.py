#!/usr/bin/env python3
"""A plain Playwright recorder of YAML GUI-test suites, independent of diageval.

For every case of the given suites it serves the suite's static app, drives a fresh
Chromium context through the case's ``steps`` the way a simple screen-based tester
does (it sees only the viewport, sends real mouse and keyboard input, stops at the
first step it cannot perform), judges the case's ``expect`` checks itself and writes
one trajectory per case in diageval's minimal trajectory format
(``diageval.trajectory.min/1``, docs/supervisor.md) to ``OUT/SUITE/CASE.json``.

Imports only the standard library, PyYAML and Playwright.

    python benchmarks/supervisor/record.py benchmarks/corpus/*.yaml --out /tmp/recorded
"""

from __future__ import annotations

import argparse
import functools
import http.server
import json
import re
import shutil
import sys
import threading
import time
import urllib.parse
from pathlib import Path

import yaml
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import sync_playwright

HARNESS = "record.py (plain Playwright)"
FORMAT = "diageval.trajectory.min/1"
CHROMIUM = "/usr/bin/chromium"
SETTLE = 0.5  # seconds waited after every action

# Counts DOM mutations from the first byte of every document, so that a click
# with no effect at all can be told apart from one that changed something.
INIT_SCRIPT = """
(() => {
  window.__recMutations = 0;
  const start = () => {
    try {
      new MutationObserver(ms => { window.__recMutations += ms.length; })
        .observe(document, {subtree: true, childList: true, attributes: true, characterData: true});
    } catch (e) {}
  };
  start();
})();
"""

# Finds the elements a viewport-only tester can see that are named TARGET.
# Returns candidates ranked best first: exact beats containment, then an element
# suited to the action, then the smallest one (the most specific).
FIND_JS = r"""
([target, kind, viewportOnly]) => {
  const norm = s => (s || '').replace(/\s+/g, ' ').trim().toLowerCase();
  const want = norm(target);
  if (!want) return [];
  const vw = window.innerWidth, vh = window.innerHeight;
  const INTERACTIVE_ROLES = new Set(['button','link','tab','checkbox','switch','menuitem','option',
                                     'radio','combobox','textbox','slider','treeitem','gridcell']);
  const isFormControl = el => ['INPUT','TEXTAREA','SELECT'].includes(el.tagName);
  const isEditable = el => (el.tagName === 'TEXTAREA') || el.isContentEditable ||
      (el.tagName === 'INPUT' && !['checkbox','radio','button','submit','reset','file','image',
                                   'range','color','hidden'].includes((el.type || '').toLowerCase()));
  const isCheckable = el => (el.tagName === 'INPUT' && ['checkbox','radio'].includes(el.type)) ||
      ['checkbox','switch','radio'].includes((el.getAttribute('role') || '').toLowerCase());
  const isInteractive = el => {
    if (['A','BUTTON','INPUT','SELECT','TEXTAREA','LABEL','SUMMARY','OPTION'].includes(el.tagName)) return true;
    const role = (el.getAttribute('role') || '').toLowerCase();
    if (INTERACTIVE_ROLES.has(role)) return true;
    if (el.hasAttribute('onclick') || el.hasAttribute('tabindex') || el.isContentEditable) return true;
    return getComputedStyle(el).cursor === 'pointer';
  };
  const suited = el => {
    const tag = el.tagName;
    if (kind === 'fill') return isEditable(el) ? 0 : (tag === 'LABEL' ? 1 : 2);
    if (kind === 'select') return tag === 'SELECT' ? 0 : (tag === 'LABEL' ? 1 : 2);
    if (kind === 'check') return isCheckable(el) ? 0 : (tag === 'LABEL' ? 1 : (isInteractive(el) ? 2 : 3));
    if (kind === 'range') return (tag === 'INPUT' && el.type === 'range') ? 0 : (tag === 'LABEL' ? 1 : 2);
    if (kind === 'control') return isFormControl(el) || isCheckable(el) || el.isContentEditable ? 0 : 1;
    if (kind === 'pointer') return isInteractive(el) ? 0 : 1;
    return 0;
  };
  // Visible text belongs to the deepest element showing it: a container whose text
  // contains TARGET only because a child shows it is not itself named TARGET (else a
  // scrolled-away list item would be "found" as its whole list).
  const ownsText = el => {
    for (const c of el.children) if (norm(c.innerText).includes(want)) return false;
    return true;
  };
  const names = el => {
    const out = [];
    const text = norm(el.innerText);
    if (text && (text === want || (text.includes(want) && ownsText(el)))) out.push(text);
    for (const a of ['aria-label', 'title', 'placeholder', 'alt']) {
      const v = el.getAttribute(a);
      if (v) out.push(v);
    }
    const lb = el.getAttribute('aria-labelledby');
    if (lb) for (const id of lb.split(/\s+/)) {
      const ref = document.getElementById(id);
      if (ref) out.push(ref.innerText || ref.textContent);
    }
    if (el.labels) for (const l of el.labels) out.push(l.innerText || l.textContent);
    if (el.tagName === 'INPUT' && ['button','submit','reset'].includes(el.type)) out.push(el.value);
    return out.map(norm).filter(Boolean);
  };
  const visibleBox = el => {
    const r = el.getBoundingClientRect();
    if (r.width <= 0 || r.height <= 0) return null;
    let x1 = r.left, y1 = r.top, x2 = r.right, y2 = r.bottom;
    if (viewportOnly) {
      x1 = Math.max(x1, 0); y1 = Math.max(y1, 0); x2 = Math.min(x2, vw); y2 = Math.min(y2, vh);
      // what a scrolling container clips away is not on screen either
      if (getComputedStyle(el).position !== 'fixed') {
        for (let p = el.parentElement; p && p !== document.body && p !== document.documentElement; p = p.parentElement) {
          const cs = getComputedStyle(p);
          const pr = p.getBoundingClientRect();
          if (cs.overflowX !== 'visible') { x1 = Math.max(x1, pr.left); x2 = Math.min(x2, pr.right); }
          if (cs.overflowY !== 'visible') { y1 = Math.max(y1, pr.top); y2 = Math.min(y2, pr.bottom); }
          if (cs.position === 'fixed') break;
        }
      }
      if (x2 <= x1 || y2 <= y1) return null;
      if ((x2 - x1) * (y2 - y1) < 0.5 * r.width * r.height) return null;
    }
    return {x1, y1, x2, y2, area: r.width * r.height};
  };
  const shown = el => el.checkVisibility ?
      el.checkVisibility({opacityProperty: true, visibilityProperty: true}) :
      !!(el.offsetWidth || el.offsetHeight || el.getClientRects().length);
  const found = [];
  const all = document.body ? document.body.querySelectorAll('*') : [];
  for (const el of all) {
    if (['SCRIPT','STYLE','NOSCRIPT','TEMPLATE','HTML','BODY'].includes(el.tagName)) continue;
    const ns = names(el);
    let match = -1;
    if (ns.some(n => n === want)) match = 0;
    else if (ns.some(n => n.includes(want))) match = 1;
    if (match < 0) continue;
    if (!shown(el)) continue;
    const box = visibleBox(el);
    if (!box) continue;
    found.push({el, match, suit: suited(el), box});
  }
  found.sort((a, b) => (a.match - b.match) || (a.suit - b.suit) || (a.box.area - b.box.area));
  window.__recFound = found.map(f => f.el);
  return found.slice(0, 5).map((f, i) => ({
    index: i, match: f.match, suit: f.suit, tag: f.el.tagName.toLowerCase(),
    x: (f.box.x1 + f.box.x2) / 2, y: (f.box.y1 + f.box.y2) / 2,
  }));
}
"""

# Which element would receive a click at (x, y)? Fine when it is the target, a
# descendant of it, or (a descendant of) one of its labels.
HIT_JS = r"""
([index, x, y]) => {
  const target = (window.__recFound || [])[index];
  const hit = document.elementFromPoint(x, y);
  if (!target) return {ok: false, what: 'the target vanished'};
  if (!hit) return {ok: false, what: 'nothing (point outside the page)'};
  const owners = [target];
  if (target.labels) owners.push(...target.labels);
  if (target.tagName === 'LABEL' && target.control) owners.push(target.control);
  if (owners.some(o => o === hit || o.contains(hit))) return {ok: true};
  let d = hit.tagName.toLowerCase();
  if (hit.id) d += '#' + hit.id;
  if (typeof hit.className === 'string' && hit.className.trim())
    d += '.' + hit.className.trim().split(/\s+/).join('.');
  const t = (hit.innerText || hit.getAttribute('aria-label') || '').replace(/\s+/g, ' ').trim();
  if (t) d += ' "' + (t.length > 40 ? t.slice(0, 40) + '...' : t) + '"';
  return {ok: false, what: d};
}
"""

STATE_JS = r"""
(index) => {
  const el = (window.__recFound || [])[index];
  if (!el) return null;
  const c = (el.tagName === 'LABEL' && el.control) ? el.control : el;
  if ('checked' in c && c.tagName === 'INPUT') return !!c.checked;
  const ac = c.getAttribute('aria-checked') || c.getAttribute('aria-pressed');
  if (ac !== null) return ac === 'true';
  return null;
}
"""

RANGE_JS = r"""
(index) => {
  const el = (window.__recFound || [])[index];
  if (!el) return null;
  const c = (el.tagName === 'LABEL' && el.control) ? el.control : el;
  if (c.tagName !== 'INPUT' || c.type !== 'range') return null;
  return {min: parseFloat(c.min || '0'), max: parseFloat(c.max || '100'),
          step: c.step === 'any' ? 1 : parseFloat(c.step || '1')};
}
"""

SNAPSHOT_JS = r"""
() => {
  const s = {text: document.body ? document.body.innerText : '', url: location.href,
             mutations: window.__recMutations || 0,
             focusSame: window.__recFocus !== undefined && document.activeElement === window.__recFocus};
  window.__recFocus = document.activeElement;
  return s;
}
"""

VALUE_JS = r"""
(index) => {
  const el = (window.__recFound || [])[index];
  if (!el) return null;
  const c = (el.tagName === 'LABEL' && el.control) ? el.control : el;
  if (c.tagName === 'INPUT' && ['checkbox', 'radio'].includes(c.type)) return [String(!!c.checked)];
  if (['checkbox','switch'].includes((c.getAttribute('role') || '').toLowerCase()))
    return [String(c.getAttribute('aria-checked') === 'true')];
  if (c.tagName === 'SELECT') {
    const o = c.options[c.selectedIndex];
    return [c.value, o ? o.text.trim() : ''];
  }
  if ('value' in c && ['INPUT','TEXTAREA','OUTPUT'].includes(c.tagName)) return [c.value];
  if (c.isContentEditable) return [c.innerText];
  return null;
}
"""

COUNT_JS = r"""
(sel) => Array.from(document.querySelectorAll(sel)).filter(el => el.checkVisibility ?
    el.checkVisibility({opacityProperty: true, visibilityProperty: true}) :
    !!(el.offsetWidth || el.offsetHeight || el.getClientRects().length)).length
"""


class StepError(Exception):
    """A step the tester could not perform; the message is the recorded error."""


# ----------------------------------------------------------------- app server
class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):  # keep the console for the tester's own output
        pass


class StaticServer:
    def __init__(self, root: Path):
        handler = functools.partial(_QuietHandler, directory=str(root))
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.httpd.daemon_threads = True
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    @property
    def origin(self) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}"

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exc):
        self.httpd.shutdown()
        self.httpd.server_close()


# ----------------------------------------------------------------- helpers
def sanitize(name: str) -> str:
    s = re.sub(r"[^A-Za-z0-9._-]+", "_", str(name)).strip("._")
    return s or "unnamed"


def norm_ws(s: str) -> str:
    return re.sub(r"\s+", " ", s or "").strip()


def step_kind(step):
    """Returns (action, argument) for a suite step such as {click: "Save"}."""
    if not isinstance(step, dict) or len(step) != 1:
        raise StepError(f"unreadable step {step!r}")
    ((action, arg),) = step.items()
    return action, arg


class Tester:
    """A simple screen-based GUI tester driving one page."""

    def __init__(self, page, origin: str, suite_dir: Path, out_file: Path, viewport):
        self.page = page
        self.origin = origin
        self.suite_dir = suite_dir
        self.out_dir = out_file.parent
        self.case_stem = out_file.stem
        self.viewport = viewport

    # -- seeing
    def find(self, target: str, kind: str):
        cands = self.page.evaluate(FIND_JS, [str(target), kind, True])
        if not cands:
            raise StepError(f"no element named {str(target)!r} in view")
        return cands[0]

    def point(self, cand):
        x, y = round(cand["x"]), round(cand["y"])
        hit = self.page.evaluate(HIT_JS, [cand["index"], x, y])
        if not hit["ok"]:
            raise StepError(f"the element at ({x}, {y}) is covered by {hit['what']}")
        return x, y

    # -- effect check
    def snapshot(self):
        return self.page.evaluate(SNAPSHOT_JS)

    def changed(self, before) -> bool:
        try:
            after = self.page.evaluate(SNAPSHOT_JS)
        except PlaywrightError:
            return True  # the page navigated away mid-check: that is an effect
        return (
            after["text"] != before["text"]
            or after["url"] != before["url"]
            or after["mutations"] != before["mutations"]
            or not after["focusSame"]
        )

    def settle(self):
        time.sleep(SETTLE)

    # -- acting: each returns the list of minimal-format steps it performed
    def click(self, action, target, i):
        cand = self.find(target, "pointer")
        x, y = self.point(cand)
        before = self.snapshot()
        self.page.mouse.move(x, y)
        if action == "dblclick":
            self.page.mouse.dblclick(x, y)
        else:
            self.page.mouse.click(x, y)
        self.settle()
        if not self.changed(before):
            raise StepError("no visible effect")
        return [{"action": action, "target": str(target), "x": x, "y": y, "case_step": i}]

    def hover(self, target, i):
        cand = self.find(target, "pointer")
        x, y = self.point(cand)
        self.page.mouse.move(x, y)
        self.settle()
        return [{"action": "hover", "target": str(target), "x": x, "y": y, "case_step": i}]

    def fill(self, arg, i):
        target, text = arg["target"], str(arg.get("text", ""))
        cand = self.find(target, "fill")
        x, y = self.point(cand)
        self.page.mouse.move(x, y)
        self.page.mouse.click(x, y)
        self.page.keyboard.press("Control+a")
        self.page.keyboard.press("Backspace")
        self.page.keyboard.type(text)
        self.settle()
        return [{"action": "fill", "target": str(target), "x": x, "y": y, "text": text, "case_step": i}]

    def select(self, arg, i):
        target, option = arg["target"], str(arg.get("option", ""))
        cand = self.find(target, "select")
        x, y = self.point(cand)
        self.page.mouse.move(x, y)
        self.page.mouse.click(x, y)
        self.page.keyboard.type(option)
        self.page.keyboard.press("Enter")
        self.settle()
        return [{"action": "select", "target": str(target), "x": x, "y": y, "option": option, "case_step": i}]

    def check(self, action, target, i):
        want = action == "check"
        cand = self.find(target, "check")
        state = self.page.evaluate(STATE_JS, cand["index"])
        if state is not None and state == want:
            return []  # already in the wanted state: nothing sent, nothing to record
        x, y = self.point(cand)
        before = self.snapshot()
        self.page.mouse.move(x, y)
        self.page.mouse.click(x, y)
        self.settle()
        if not self.changed(before):
            raise StepError("no visible effect")
        # the minimal format knows no "uncheck": both are a click on the control
        return [{"action": "check", "target": str(target), "x": x, "y": y, "case_step": i}]

    def set_range(self, arg, i):
        target, value = arg["target"], arg.get("value")
        cand = self.find(target, "range")
        info = self.page.evaluate(RANGE_JS, cand["index"])
        if info is None:
            raise StepError(f"{str(target)!r} is not a slider this tester can set")
        try:
            n = round((float(value) - info["min"]) / (info["step"] or 1))
        except (TypeError, ValueError):
            raise StepError(f"unusable slider value {value!r}")
        if n < 0 or n > 1000:
            raise StepError(f"slider value {value!r} is out of reach for this tester")
        x, y = self.point(cand)
        self.page.mouse.move(x, y)
        self.page.mouse.click(x, y)
        self.page.keyboard.press("Home")
        for _ in range(n):
            self.page.keyboard.press("ArrowRight")
        self.settle()
        out = [
            {"action": "click", "target": str(target), "x": x, "y": y, "case_step": i},
            {"action": "press", "key": "Home", "case_step": i},
        ]
        out += [{"action": "press", "key": "ArrowRight", "case_step": i} for _ in range(n)]
        return out

    def upload(self, arg, i):
        target = arg["target"]
        files = arg.get("file") or arg.get("files")
        files = [files] if isinstance(files, str) else list(files or [])
        paths = [(self.suite_dir / f).resolve() for f in files]
        for p in paths:
            if not p.is_file():
                raise StepError(f"file to upload not found: {p}")
        cand = self.find(target, "pointer")
        x, y = self.point(cand)
        self.page.mouse.move(x, y)
        try:
            with self.page.expect_file_chooser(timeout=3000) as fc:
                self.page.mouse.click(x, y)
            fc.value.set_files([str(p) for p in paths])
        except PlaywrightTimeout:
            raise StepError(f"clicking {str(target)!r} opened no file chooser")
        self.settle()
        # The format wants paths relative to the trajectory file: keep a copy of each
        # chosen file beside it so the recorded run stays self-contained when moved.
        keep = self.out_dir / f"{self.case_stem}.files"
        keep.mkdir(parents=True, exist_ok=True)
        rel = []
        for p in paths:
            shutil.copyfile(p, keep / p.name)
            rel.append(f"{keep.name}/{p.name}")
        return [{"action": "upload", "target": str(target), "x": x, "y": y, "files": rel, "case_step": i}]

    def drag(self, arg, i):
        src, dst = arg.get("from"), arg.get("to")
        a = self.find(src, "pointer")
        x, y = self.point(a)
        b = self.find(dst, "pointer")
        tx, ty = round(b["x"]), round(b["y"])
        self.page.mouse.move(x, y)
        self.page.mouse.down()
        self.page.mouse.move(tx, ty, steps=12)
        self.page.mouse.up()
        self.settle()
        return [
            {"action": "drag", "target": str(src), "x": x, "y": y, "to_x": tx, "to_y": ty, "case_step": i}
        ]

    def scroll(self, arg, i):
        arg = arg if isinstance(arg, dict) else {"direction": arg or "down"}
        direction = str(arg.get("direction", "down"))
        default = self.viewport["width"] if direction in ("left", "right") else self.viewport["height"]
        amount = float(arg.get("amount", default))
        amount = int(amount) if amount.is_integer() else amount
        dx, dy = {"down": (0, amount), "up": (0, -amount), "right": (amount, 0), "left": (-amount, 0)}.get(
            direction, (None, None)
        )
        if dx is None:
            raise StepError(f"unknown scroll direction {direction!r}")
        x, y = self.viewport["width"] // 2, self.viewport["height"] // 2
        self.page.mouse.move(x, y)
        self.page.mouse.wheel(dx, dy)
        self.settle()
        return [{"action": "scroll", "x": x, "y": y, "dx": dx, "dy": dy, "case_step": i}]

    def run_step(self, step, i):
        action, arg = step_kind(step)
        if action in ("click", "dblclick"):
            return self.click(action, arg, i)
        if action == "hover":
            return self.hover(arg, i)
        if action == "fill":
            return self.fill(arg, i)
        if action == "select":
            return self.select(arg, i)
        if action in ("check", "uncheck"):
            return self.check(action, arg, i)
        if action == "set_range":
            return self.set_range(arg, i)
        if action == "upload":
            return self.upload(arg, i)
        if action == "drag":
            return self.drag(arg, i)
        if action == "scroll":
            return self.scroll(arg, i)
        if action == "press":
            self.page.keyboard.press(str(arg))
            self.settle()
            return [{"action": "press", "key": str(arg), "case_step": i}]
        if action == "type":
            self.page.keyboard.type(str(arg))
            self.settle()
            return [{"action": "type", "text": str(arg), "case_step": i}]
        if action == "wait":
            seconds = float(arg)
            time.sleep(seconds)
            return [{"action": "wait", "seconds": seconds, "case_step": i}]
        if action == "goto":
            url = urllib.parse.urljoin(self.origin + "/", str(arg))
            self.page.goto(url, wait_until="load")
            self.settle()
            return [{"action": "goto", "url": str(arg), "case_step": i}]
        raise StepError(f"unknown step {action!r}")

    # -- judging
    def check_holds(self, chk) -> bool:
        kind, arg = step_kind(chk)
        page = self.page
        if kind in ("text", "no_text"):
            body = norm_ws(page.evaluate("() => document.body ? document.body.innerText : ''"))
            has = norm_ws(str(arg)) in body
            return has if kind == "text" else not has
        if kind == "url":
            if isinstance(arg, dict) and "regex" in arg:
                return re.search(arg["regex"], page.url) is not None
            return str(arg) in page.url
        if kind == "title":
            return str(arg) in page.title()
        if kind in ("visible", "hidden"):
            found = page.evaluate(FIND_JS, [str(arg), "pointer", False])
            return bool(found) if kind == "visible" else not found
        if kind == "value":
            found = page.evaluate(FIND_JS, [str(arg["target"]), "control", False])
            found = [f for f in found if f["suit"] == 0] or found
            if not found:
                return False
            values = page.evaluate(VALUE_JS, found[0]["index"])
            return values is not None and str(arg.get("equals", "")) in values
        if kind == "count":
            return page.evaluate(COUNT_JS, arg["selector"]) == int(arg["equals"])
        if kind == "js":
            return bool(page.evaluate(str(arg)))
        raise StepError(f"unknown check {kind!r}")

    def judge(self, expect) -> bool:
        for chk in expect or []:
            try:
                if not self.check_holds(chk):
                    return False
            except (PlaywrightError, StepError, KeyError, TypeError, ValueError):
                return False
        return True


# ----------------------------------------------------------------- driver
def record_case(
    browser, suite, case, suite_dir: Path, origin: str, entry_url: str, out_file: Path, viewport
) -> dict:
    ctx = browser.new_context(viewport=viewport)
    ctx.add_init_script(INIT_SCRIPT)
    page = ctx.new_page()
    # Turn file-chooser interception on before the first navigation: enabling it only
    # inside expect_file_chooser() races with the click and loses the chooser now and then.
    page.on("filechooser", lambda chooser: None)
    steps_out = []
    stopped = False
    tester = Tester(page, origin, suite_dir, out_file, viewport)
    try:
        page.goto(entry_url, wait_until="load")
        for i, step in enumerate(case.get("steps") or []):
            try:
                steps_out += tester.run_step(step, i)
            except (StepError, PlaywrightError, KeyError, TypeError, ValueError) as e:
                try:
                    action, arg = step_kind(step)
                except StepError:
                    action, arg = "unknown", None
                rec = {"action": action if action != "uncheck" else "check"}
                if isinstance(arg, dict):
                    t = arg.get("target", arg.get("from"))
                    if t is not None:
                        rec["target"] = str(t)
                elif arg is not None and action in ("click", "dblclick", "hover", "check", "uncheck"):
                    rec["target"] = str(arg)
                msg = (
                    str(e)
                    if isinstance(e, StepError)
                    else f"{type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}"
                )
                rec["error"] = msg
                rec["case_step"] = i
                steps_out.append(rec)
                stopped = True
                break
        passed = (not stopped) and tester.judge(case.get("expect"))
    finally:
        ctx.close()
    return {
        "format": FORMAT,
        "harness": HARNESS,
        "case_id": str(case["id"]),
        "start_url": entry_url,
        "viewport": {"width": viewport["width"], "height": viewport["height"]},
        "verdict": "pass" if passed else "fail",
        "steps": steps_out,
    }


def run_suite(browser, suite_path: Path, out_root: Path, only=None):
    suite = yaml.safe_load(suite_path.read_text(encoding="utf-8"))
    suite_dir = suite_path.parent
    name = str(suite.get("name") or suite_path.stem)
    app = suite.get("app") or {}
    vp = suite.get("viewport") or {}
    viewport = {"width": int(vp.get("width", 1280)), "height": int(vp.get("height", 720))}
    if "static" not in app:
        print(f"{suite_path}: only app.static suites are supported; skipped", file=sys.stderr)
        return []
    root = (suite_dir / app["static"]).resolve()
    entry = str(app.get("entry") or "/").lstrip("/")
    results = []
    with StaticServer(root) as srv:
        entry_url = f"{srv.origin}/{entry}"
        for case in suite.get("cases") or []:
            if only and str(case["id"]) not in only:
                continue
            out_file = out_root / sanitize(name) / f"{sanitize(case['id'])}.json"
            out_file.parent.mkdir(parents=True, exist_ok=True)
            t0 = time.time()
            traj = record_case(browser, suite, case, suite_dir, srv.origin, entry_url, out_file, viewport)
            traj = {"suite": name, **traj}
            out_file.write_text(json.dumps(traj, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
            err = next((s["error"] for s in traj["steps"] if "error" in s), "")
            label = case.get("label", "")
            print(
                f"{name}/{case['id']}: {traj['verdict']} (label {label or '-'}, {time.time() - t0:.1f}s)"
                + (
                    f"  error at step {next(s['case_step'] for s in traj['steps'] if 'error' in s)}: {err}"
                    if err
                    else ""
                ),
                flush=True,
            )
            results.append((name, str(case["id"]), traj["verdict"], label, err))
    return results


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("suites", nargs="+", type=Path, help="YAML suite files")
    ap.add_argument("--out", type=Path, required=True, help="output folder (OUT/SUITE/CASE.json)")
    ap.add_argument("--case", action="append", help="record only this case id (repeatable)")
    ap.add_argument("--headed", action="store_true", help="show the browser")
    ap.add_argument("--chromium", default=CHROMIUM, help=f"Chromium executable (default {CHROMIUM})")
    args = ap.parse_args(argv)

    results = []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=args.chromium, headless=not args.headed)
        try:
            for suite_path in args.suites:
                results += run_suite(browser, suite_path, args.out, set(args.case or []))
        finally:
            browser.close()

    # summary by suite
    print()
    print(f"{'suite':<12} {'recorded':>8} {'pass':>5} {'fail':>5} {'false Fail':>10}")
    suites = sorted({r[0] for r in results})
    tot = [0, 0, 0, 0]
    for s in suites:
        rs = [r for r in results if r[0] == s]
        row = [
            len(rs),
            sum(r[2] == "pass" for r in rs),
            sum(r[2] == "fail" for r in rs),
            sum(r[2] == "fail" and r[3] == "pass" for r in rs),
        ]
        tot = [a + b for a, b in zip(tot, row)]
        print(f"{s:<12} {row[0]:>8} {row[1]:>5} {row[2]:>5} {row[3]:>10}")
    print(f"{'total':<12} {tot[0]:>8} {tot[1]:>5} {tot[2]:>5} {tot[3]:>10}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

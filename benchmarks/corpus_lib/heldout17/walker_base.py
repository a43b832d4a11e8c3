"""Part of heldout17's label checker (see verify_labels.py): the local server, the JavaScript the walker uses to
locate things on the page, and the evaluation of a case's checks. Moved here from heldout15's single-file checker
unchanged, to keep each file short."""

from __future__ import annotations

import functools
import http.server
import threading
from pathlib import Path

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


class Checks:
    """The evaluation of a case's checks (mixed into Human)."""

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

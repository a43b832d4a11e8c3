"""Where things are on a page, as a person's eyes find them, for the label checker's :class:`Human` (the
scripts read the DOM only to locate)."""

from __future__ import annotations


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

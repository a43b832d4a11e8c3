// The button that applies the input the last press or key went into, when the plan has not pressed it: a
// filter panel's "Apply", a form's "Save" or "Update", a search box's "Search". Searched from that control
// up through its containers (the flat tree), the nearest container holding an enabled, drawn button of such
// a name; its name and centre, or null (no input seen, or nothing to apply it with).
(commit) => {
  const D = window.__dgDom, M = window.__dgMut;
  let from = M && M.pressed && M.pressed.isConnected ? M.pressed : D.active && D.active();
  if (!from || from === document.body) return null;
  const norm = (s) => (s || "").replace(/\s+/g, " ").trim();
  const COMMIT = new RegExp(commit, "i");  // COMMIT_NAME in _answer.py
  const named = (b) => norm(b.getAttribute("aria-label") || b.innerText || b.value || b.textContent);
  const usable = (b) => {
    if (b.disabled || b.getAttribute("aria-disabled") === "true") return false;
    const r = b.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(b).visibility !== "hidden";
  };
  const isButton = (e) => e.localName.endsWith("-button")  // a component library's button (sl-button)
    || e.matches('button, [role="button"], input[type="submit"], input[type="button"]');
  let a = from;
  for (let i = 0; a && i < 25; i++, a = D.parent(a)) {
    if (a === document.body || a === document.documentElement) return null;
    const found = D.elements().filter((e) => e !== from && isButton(e) && D.contains(a, e) && !D.contains(e, from)
      && COMMIT.test(named(e)) && usable(e));
    if (found.length) {
      const b = found[0], r = b.getBoundingClientRect();
      return { name: named(b).slice(0, 60), point: [r.left + r.width / 2, r.top + r.height / 2] };
    }
  }
  return null;
}

// Of the elements ``ids`` (fields the plan gave a value), the first that an open dialog or side panel holds
// (<dialog open>, role "dialog", aria-modal) together with an enabled, drawn button named like a commit
// ("Save changes", "Apply": the pattern ``commit``, COMMIT_NAME in _answer.py) whose name the plan never
// presses (``pressed``: the names it presses, case-folded): [that field's name, the button's name], or null.
// The panel is still open, so its input was never applied.
([ids, commit, pressed]) => {
  const D = window.__dgDom, E = (window.__dg && window.__dg.elems) || {};
  const norm = (s) => (s || "").replace(/\s+/g, " ").trim();
  const COMMIT = new RegExp(commit, "i");
  const named = (b) => norm(b.getAttribute("aria-label") || b.innerText || b.value || b.textContent);
  const panel = (e) => e.nodeType === 1
    && e.matches('dialog[open], [role="dialog"], [role="alertdialog"], [aria-modal="true"]');
  const usable = (b) => {
    if (b.disabled || b.getAttribute("aria-disabled") === "true") return false;
    const r = b.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(b).visibility !== "hidden";
  };
  const isButton = (e) => e.localName.endsWith("-button")
    || e.matches('button, [role="button"], input[type="submit"], input[type="button"]');
  for (const id of ids) {
    const field = E[id];
    let a = field;
    while (a && a !== document.body && !panel(a)) a = D.parent(a);
    if (!a || a === document.body || !a.getClientRects().length) continue;
    const b = D.elements().find((e) => isButton(e) && D.contains(a, e) && COMMIT.test(named(e))
      && !pressed.includes(named(e).toLowerCase()) && usable(e));
    if (b) return [named(field).slice(0, 60), named(b).slice(0, 60)];
  }
  return null;
}

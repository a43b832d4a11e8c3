// The tooltip an element shows while hovered: an element it names with aria-describedby, or a visible
// role="tooltip" element (where component libraries put them).
(id) => {
  const D = window.__dgDom, t = window.__dg && window.__dg.elems[id];
  if (!t) return null;
  const norm = (s) => (s || "").replace(/\s+/g, " ").trim();
  const ids = (t.getAttribute("aria-describedby") || "").split(/\s+/).filter(Boolean);
  for (const i of ids) { const n = D.byId(t, i); if (n && norm(n.innerText || n.textContent)) return norm(n.innerText || n.textContent); }
  for (const e of D.elements()) {
    if (e.getAttribute("role") !== "tooltip") continue;
    const r = e.getBoundingClientRect();
    if (r.width > 0 && r.height > 0 && e.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
      const s = norm(e.innerText || e.textContent);
      if (s) return s;
    }
  }
  return null;
}

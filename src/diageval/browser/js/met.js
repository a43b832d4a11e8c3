// The element at viewport point (x, y) described as hit.js describes the element a press met ("tag#id
// \"text\""), to compare with what a recorded press met there. Read-only.
([x, y]) => {
  const D = window.__dgDom;
  if (!D) return null;
  const h = D.fromPoint(x, y);
  const el = h && (h.nodeType === 1 ? h : D.parent(h));
  if (!el) return null;
  const norm = (s) => (s || "").replace(/\s+/g, " ").trim().toLowerCase();
  let s = el.tagName.toLowerCase();
  if (el.id) s += "#" + el.id;
  const text = norm(el.innerText || el.textContent).slice(0, 40);
  return text ? `${s} "${text}"` : s;
}

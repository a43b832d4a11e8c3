// What a pointer input at (x, y) meets at the moment it is sent, when that is not the element the step was
// grounded to when the page was read (by the observer's id, or by its name: a twin the app drew in its
// place): the page changed between the look and the input, and a list re-rendered under the point (rows
// added on top) puts another row's control there. null: the point is the element's (itself, inside it,
// its label, or around it).
([id, x, y, name]) => {
  const D = window.__dgDom, t = window.__dg && window.__dg.elems[id];
  const h = D.fromPoint(x, y);
  if (!h) return null;
  if (t && t.isConnected) {
    if (h === t || D.contains(t, h) || D.contains(h, t)) return null;
    if (t.labels && [...t.labels].some((l) => D.contains(l, h))) return null;
    if (h.control && h.control === t) return null;
  }
  const norm = (s) => (s || "").replace(/\s+/g, " ").trim().toLowerCase();
  const want = norm(name);
  let n = h;
  for (let i = 0; n && i < 4; n = D.parent(n), i++) {
    if (want && (norm(n.innerText || n.textContent) === want || norm(n.getAttribute("aria-label")) === want)) return null;
  }
  let s = h.tagName.toLowerCase();
  if (h.id) s += "#" + h.id;
  const text = norm(h.innerText || h.textContent).slice(0, 40);
  return text ? `${s} "${text}"` : s;
}

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
  // The names a person or a screen reader gives it: its text, its label, its title or placeholder.
  const names = (n) => {
    const out = [n.innerText || n.textContent, n.getAttribute("aria-label"), n.getAttribute("title"),
      n.getAttribute("placeholder")];
    if (n.labels) for (const l of n.labels) out.push(l.innerText || l.textContent);
    for (const ref of (n.getAttribute("aria-labelledby") || "").split(/\s+/).filter(Boolean)) {
      const l = D.byId(n, ref);
      if (l) out.push(l.innerText || l.textContent);
    }
    return out.map(norm);
  };
  // Up through the component the point is in (a web component's parts sit several shadow levels deep).
  let n = h;
  for (let i = 0; want && n && i < 8; n = D.parent(n), i++) {
    if (names(n).includes(want)) return null;
  }
  let s = h.tagName.toLowerCase();
  if (h.id) s += "#" + h.id;
  const text = norm(h.innerText || h.textContent).slice(0, 40);
  return text ? `${s} "${text}"` : s;
}

// Where to put the pointer to reveal a control shown only on hover: the centre of the nearest rendered
// ancestor (its row or card). ``inview`` false: that row is outside the viewport (below the fold), and the
// pointer can only rest on it once it has been wheeled into view.
(id) => {
  const D = window.__dgDom, t = window.__dg && window.__dg.elems[id];
  if (!t) return null;
  for (let p = D.parent(t); p && p !== document.body; p = D.parent(p)) {
    const r = p.getBoundingClientRect();
    if (r.width <= 0 || r.height <= 0 || r.height > innerHeight * 0.6) continue;
    const cx = r.left + r.width / 2, cy = r.top + r.height / 2;
    const inview = cx >= 0 && cy >= 0 && cx <= innerWidth && cy <= innerHeight;
    return { point: [cx, cy], desc: p.tagName.toLowerCase() + (p.id ? "#" + p.id : ""), inview };
  }
  return null;
}

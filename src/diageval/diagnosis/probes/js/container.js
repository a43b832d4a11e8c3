(id) => { const D = window.__dgDom, t = window.__dg && window.__dg.elems[id]; if (!t) return null;
  const tr = t.getBoundingClientRect();
  for (let p = D.parent(t); p && p !== document.body; p = D.parent(p)) {
    const r = p.getBoundingClientRect(), st = getComputedStyle(p), up = D.parent(p);
    // A pointer cursor inherited from (or repeated by) the element around it is that element's sign.
    const own = st.cursor === 'pointer' && !(up && getComputedStyle(up).cursor === 'pointer');
    const acts = own || p.onclick || p.getAttribute('role') || p.tabIndex >= 0 || p.ondrop;
    if (r.width * r.height > tr.width * tr.height * 1.2 && acts) {
      const x = Math.min(Math.max(r.left + 4, 1), innerWidth - 2), y = Math.min(Math.max(r.top + 4, 1), innerHeight - 2);
      return {point: [x, y], desc: p.tagName.toLowerCase() + (p.id ? '#' + p.id : '')}; } }
  return null; }

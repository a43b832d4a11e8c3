(id) => { const D = window.__dgDom, t = window.__dg && window.__dg.elems[id], a = D.active();
  if (!t || !a) return false;
  return a === t || D.contains(t, a) || (a.labels && [...a.labels].includes(t)) || (t.control && t.control === a); }

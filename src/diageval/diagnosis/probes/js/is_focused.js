(id) => { const t = window.__dg && window.__dg.elems[id], a = document.activeElement;
  if (!t || !a) return false;
  return a === t || t.contains(a) || (a.labels && [...a.labels].includes(t)) || (t.control && t.control === a); }

// Where a recorded click goes on a page whose layout moved since it was recorded (a notice that came in above
// pushed the page down, content that loaded late): null while the element at the recorded point still carries
// the recorded name (itself or a component around it); else the centre of the one element in view named so,
// drawn there (the browser's hit test at its centre meets it), innermost of nested matches; null when there
// is none or several (one "Delete" per row: the recorded point is kept, and "missed" says the press will not
// meet what it met when recorded: a notice that came in on a timer covers it). A point inside a frame is not
// looked into (null). Read-only: the replay clicks there.
([x, y, name]) => {
  const D = window.__dgDom;
  const norm = (s) => (s || "").replace(/\s+/g, " ").trim().toLowerCase();
  const want = norm(name);
  if (!want || !D) return null;
  const names = D.names;  // its text, its label, its title or placeholder
  const carries = (n) => {
    for (let p = n, i = 0; p && i < 8; p = D.parent(p), i++) if (p.nodeType === 1 && names(p).includes(want)) return true;
    return false;
  };
  const at = D.fromPoint(x, y);
  if (at && (carries(at) || /^(IFRAME|FRAME|OBJECT|EMBED)$/.test(at.tagName))) return null;
  const found = [];
  for (const el of D.elements()) {
    if (!names(el).includes(want)) continue;
    const r = D.rect(el);
    const cx = r.left + r.width / 2, cy = r.top + r.height / 2;
    if (!r.width || !r.height || cx < 0 || cy < 0 || cx > innerWidth || cy > innerHeight) continue;
    const h = D.fromPoint(cx, cy);
    if (h && (h === el || D.contains(el, h))) found.push([cx, cy, el]);
  }
  const inner = found.filter(([, , e]) => !found.some(([, , o]) => o !== e && D.contains(e, o)));
  return inner.length === 1 ? [inner[0][0], inner[0][1]] : "missed";
}

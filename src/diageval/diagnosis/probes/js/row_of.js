// Of several controls with the same name (one per row or card: "Actions", "Edit", "Remove"), the one whose
// row or card also holds the given text: the smallest ancestor holding the text wins; null on a tie.
([ids, text]) => {
  const D = window.__dgDom, want = text.replace(/\s+/g, ' ').trim().toLowerCase();
  if (!want) return null;
  const holds = (p) => (p.innerText || p.textContent || '').replace(/\s+/g, ' ').toLowerCase().includes(want);
  const scored = [];
  for (const id of ids) {
    const c = window.__dg && window.__dg.elems[id];
    if (!c) continue;
    let depth = 0;
    for (let p = D.parent(c); p && p !== document.body && depth < 10; p = D.parent(p), depth++) {
      if (p.getBoundingClientRect().height > innerHeight * 0.8) break;  // past the row: the whole list
      if (holds(p)) { scored.push([depth, id]); break; }
    }
  }
  if (!scored.length) return null;
  scored.sort((a, b) => a[0] - b[0]);
  if (scored.length > 1 && scored[0][0] === scored[1][0]) return null;
  return { id: scored[0][1], depth: scored[0][0] };
}

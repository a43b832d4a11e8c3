// Of several controls with the same name (one per row or card: "Actions", "Edit", "Remove"), the one whose
// row or card also holds the given text: the smallest ancestor holding the text wins; null on a tie.
// `alone`: that ancestor holds none of the other controls (rows, not two parts of one component).
// `fields`: the form fields the row holds besides the control (a row's checkbox, a quantity box).
([ids, text]) => {
  const FIELDS = 'input:not([type=hidden]), select, textarea, [role=checkbox], [role=switch], [role=radio], [role=combobox]';
  const D = window.__dgDom, want = text.replace(/\s+/g, ' ').trim().toLowerCase();
  if (!want) return null;
  const norm = (s) => (s || '').replace(/\s+/g, ' ').trim().toLowerCase();
  // The item's text, or a text field holding it (an editable table's row shows its item as a field's value).
  const holds = (p) => norm(p.innerText || p.textContent).includes(want) ||
    [...p.querySelectorAll('input')].some((i) => norm(i.value) === want);
  const within = (el, box) => { for (let p = el; p; p = D.parent(p)) if (p === box) return true; return false; };
  const scored = [];
  for (const id of ids) {
    const c = window.__dg && window.__dg.elems[id];
    if (!c) continue;
    let depth = 0;
    for (let p = D.parent(c); p && p !== document.body && depth < 10; p = D.parent(p), depth++) {
      if (p.getBoundingClientRect().height > innerHeight * 0.8) break;  // past the row: the whole list
      if (holds(p)) { scored.push([depth, id, p]); break; }
    }
  }
  if (!scored.length) return null;
  scored.sort((a, b) => a[0] - b[0]);
  if (scored.length > 1 && scored[0][0] === scored[1][0]) return null;
  const [depth, id, box] = scored[0];
  const others = ids.filter((o) => o !== id).map((o) => window.__dg.elems[o]).filter(Boolean);
  const c = window.__dg.elems[id];
  const fields = [...box.querySelectorAll(FIELDS)].filter((f) => f !== c && !within(f, c) && !within(c, f)).length;
  return { id, depth, alone: !others.some((o) => within(o, box)), fields };
}

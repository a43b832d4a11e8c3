([target, item]) => {
  const D = window.__dgDom, all = D.elements(), q = (sel) => all.filter((e) => e.matches(sel));
  const norm = (s) => (s || '').replace(/\s+/g, ' ').trim().toLowerCase();
  const t = norm(target), out = [], seen = new Set(), els = [];
  const push = (el, why, rank) => { if (!el || seen.has(el)) return; seen.add(el);
    const r = el.getBoundingClientRect(); if (!r.width || !r.height) return;
    els.push(el);
    out.push({why, rank, name: norm(el.innerText || el.getAttribute('aria-label') || el.title).slice(0, 60),
              point: [r.left + Math.min(r.width, 200) / 2, r.top + r.height / 2],
              inview: r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth}); };
  const holds = (el) => el && norm(el.textContent).includes(t);
  for (const d of q('details:not([open])')) push(d.querySelector('summary'), 'collapsed section', holds(d) ? 0 : 2);
  for (const el of q('[aria-expanded="false"]')) {
    const ctl = el.getAttribute('aria-controls'); push(el, 'collapsed toggle', holds(ctl && D.byId(el, ctl)) ? 0 : 1); }
  for (const el of q('[role="tab"]:not([aria-selected="true"])')) {
    const ctl = el.getAttribute('aria-controls'); push(el, 'tab', holds(ctl && D.byId(el, ctl)) ? 0 : 1); }
  // A menu's trigger: announced as opening a popup (a hand-written kebab may keep no aria-expanded), or
  // named like one (as MENU_NAME in _observe.py).
  for (const el of q('[aria-haspopup]:not([aria-haspopup="false"]):not([aria-expanded])')) push(el, 'menu button', 1);
  const menu = /^(?!(close|hide|dismiss|collapse|exit)\b)(.*\bmenu\b.*|(toggle )?navigation|more( actions| options)?|actions|options|[☰≡⋮⋯…]|\.\.\.)$/;
  for (const el of q('button, [role="button"], summary')) {
    const n = norm(el.getAttribute('aria-label') || el.innerText || el.title);
    if (menu.test(n)) push(el, 'menu button', 1); }
  // Of one toggle per row or card ("Actions" in every card), the one in the row of the item the plan named
  // before the step comes first: its row is the largest container of it holding no other toggle.
  const it = norm(item);
  if (it) els.forEach((el, k) => {
    let row = el;
    for (let a = D.parent(el); a && a !== document.body; a = D.parent(a)) {
      if (els.some((o) => o !== el && D.contains(a, o))) break;
      row = a;
    }
    out[k].mine = norm(row.textContent).includes(it);
  });
  return out.sort((a, b) => a.rank - b.rank || (b.mine ? 1 : 0) - (a.mine ? 1 : 0)).slice(0, 6);
}

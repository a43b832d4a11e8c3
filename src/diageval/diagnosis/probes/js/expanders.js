([target, item, named, ids, alts, task]) => {
  const D = window.__dgDom, all = D.elements(), q = (sel) => all.filter((e) => e.matches(sel));
  const norm = (s) => (s || '').replace(/\s+/g, ' ').trim().toLowerCase();
  const t = norm(target), out = [], seen = new Set(), els = [];
  // While a modal dialog is open, only what it holds is operable: a toggle behind it is under its backdrop,
  // and a click there dismisses the dialog (and the step's work in it) instead of opening anything.
  const modals = D.modals();
  const push = (el, why, rank) => { if (!el || seen.has(el)) return; seen.add(el);
    if (modals.length && !modals.some((m) => D.contains(m, el))) return;
    const r = el.getBoundingClientRect(); if (!r.width || !r.height) return;
    els.push(el);
    // An icon's glyph ("⋯") names nothing: its aria-label does ("Actions for March roundup").
    const text = norm(el.innerText), label = norm(el.getAttribute('aria-label') || el.title);
    // The title of the header the toggle sits in (a card's "Add someone to the waiting list" beside an icon
    // "Show the form"), without the toggle's own words.
    let title = '';
    for (let a = D.parent(el), i = 0; a && i < 3 && !title; a = D.parent(a), i++) {
      if (a.localName === 'header' || /header/i.test(String(a.getAttribute && a.getAttribute('class') || ''))) {
        title = norm(a.innerText).replace(text, '').trim();
      }
    }
    out.push({why, rank, title: title.slice(0, 80), name: (/[\p{L}\p{N}]/u.test(text) || !label ? text : label).slice(0, 60),
              point: [r.left + Math.min(r.width, 200) / 2, r.top + r.height / 2],
              inview: r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth}); };
  // The target's hidden matches (by the observer's ids): a field named by its label attribute (a web
  // component's) has no text to find.
  const hidden = (ids || []).map((i) => window.__dg && window.__dg.elems[i]).filter(Boolean);
  const inside = (el) => hidden.some((h) => D.contains(el, h));
  // A section the plan names in other words ("My visits" for a panel headed "Visits": ``alts``) holds it too.
  const heads = (el) => (alts || []).some((a) => Array.from(el.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]'))
    .some((h) => norm(h.textContent) === a));
  const holds = (el) => !!el && (norm(el.textContent).includes(t) || inside(el) || heads(el));
  // An item of an open menu that says the target's word opens what holds it, when the target is hidden (a
  // card's "⋯" menu: "Brightness & colour" opens the dialog with the "Brightness" slider): the items of a
  // menu (ARIA's), or of what an open toggle controls (a dropdown's list just after its button).
  const after = (el) => {
    for (let a = el, i = 0; a && i < 3; a = D.parent(a), i++) if (a.nextElementSibling) return a.nextElementSibling;
    return null;
  };
  if (t && hidden.length) {
    const opened = q('[aria-expanded="true"]').map((el) => {
      const ctl = el.getAttribute('aria-controls'); return ctl ? D.byId(el, ctl) : after(el); }).filter(Boolean);
    const items = q('[role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"]')
      .concat(opened.flatMap((m) => Array.from(m.querySelectorAll('button, a[href], [role="button"]'))));
    for (const el of items) if (norm(el.innerText).includes(t) && !inside(el)) push(el, 'menu item', 0);
  }
  for (const d of q('details:not([open])')) push(d.querySelector('summary'), 'collapsed section', holds(d) ? 0 : 2);
  // A hand-written disclosure: the button just before the undisplayed block holding a hidden match.
  for (const h of hidden) push(D.disclosure(h), 'collapsed section', 0);
  // A toggle that announces its state but not what it controls (an accordion's button written without
  // aria-controls) opens the block just after it, or after the header that holds it.
  for (const el of q('[aria-expanded="false"]')) {
    const ctl = el.getAttribute('aria-controls');
    push(el, 'collapsed toggle', holds(ctl ? D.byId(el, ctl) : after(el)) ? 0 : 1); }
  // A drawer's toggle that names what it controls but announces no state (Bootstrap's offcanvas "Menu"):
  // first when the drawer holds the target.
  for (const el of q('button[aria-controls]:not([aria-expanded]), [role="button"][aria-controls]:not([aria-expanded])')) {
    const ctl = D.byId(el, el.getAttribute('aria-controls'));
    if (holds(ctl)) push(el, 'collapsed toggle', 0); }
  // Another tab hides what the current one shows: after the toggles and menus, unless its panel holds it.
  for (const el of q('[role="tab"]:not([aria-selected="true"])')) {
    const ctl = el.getAttribute('aria-controls'); push(el, 'tab', holds(ctl && D.byId(el, ctl)) ? 0 : 2); }
  // A menu's trigger: announced as opening a popup (a hand-written kebab may keep no aria-expanded), or
  // named like one (as MENU_NAME in _observe.py), also one per row named for its item ("Actions for Sam").
  for (const el of q('[aria-haspopup]:not([aria-haspopup="false"]):not([aria-expanded])')) push(el, 'menu button', 1);
  const menu = /^(?!(close|hide|dismiss|collapse|exit)\b)(.*\bmenu\b.*|(toggle )?navigation|more|(more )?(actions|options)( for .+)?|[☰≡⋮⋯…]|\.\.\.)$/;
  for (const el of q('button, [role="button"], summary')) {
    const n = norm(el.getAttribute('aria-label') || el.innerText || el.title);
    if (menu.test(n)) push(el, 'menu button', 1); }
  // A toggle that names no section it controls opens the menu beside it, inside its own small container (a
  // dropdown's wrapper, up to three levels, holding no other toggle): when that container holds the target's
  // text undrawn (in the document, hidden), that toggle opens it.
  if (t) els.forEach((el, k) => {
    if (out[k].rank === 0) return;
    for (let a = D.parent(el), i = 0; a && a !== document.body && i < 3; a = D.parent(a), i++) {
      if (els.some((o) => o !== el && D.contains(a, o))) break;
      if (inside(a) || (norm(a.textContent).includes(t) && !norm(a.innerText).includes(t))) { out[k].rank = 0; break; }
    }
  });
  // Of one toggle per row or card ("Actions" in every card), the one in the row of the item the plan named
  // before the step comes first, then one in the row of an item the task quotes ("the report of 'March
  // roundup'"): its row is the largest container of it holding no other toggle.
  const it = norm(item), quoted = (named || []).map(norm).filter(Boolean);
  const rows = els.map((el) => {
    let row = el;
    for (let a = D.parent(el); a && a !== document.body; a = D.parent(a)) {
      if (els.some((o) => o !== el && D.contains(a, o))) break;
      row = a;
    }
    return row;
  });
  // A toggle repeated once per row or card (a booking's "⋯" menu): its row's siblings hold the others. Of
  // those, a row the task alone names by a word of four letters at least that no other of them holds ("Move
  // the Garage session" and a row "The Garage · Sat 18 Oct") is meant as an item the task quotes is. `rowed`:
  // how many of them hold the target (each row's menu its own "Reschedule…"; not tabs, one of which does).
  const words = (s) => ' ' + norm(s).replace(/[^\p{L}\p{N}]+/gu, ' ').trim() + ' ';
  const told = [...new Set(words(task).trim().split(' ').filter((w) => (w.match(/\p{L}/gu) || []).length >= 4))];
  els.forEach((el, k) => {
    const peers = els.filter((o, j) => j !== k && out[j].why === out[k].why && rows[j] !== rows[k]
      && D.parent(rows[j]) === D.parent(rows[k]));
    if (!peers.length) return;
    const holding = peers.filter((o) => out[els.indexOf(o)].rank === 0).length;
    if (out[k].rank === 0 && holding) out[k].rowed = holding + 1;
    const mine = words(rows[k].textContent), others = peers.map((o) => words(rows[els.indexOf(o)].textContent));
    out[k].told = told.some((w) => mine.includes(` ${w} `) && !others.some((r) => r.includes(` ${w} `)));
  });
  els.forEach((el, k) => {
    const text = norm(rows[k].textContent);
    const own = norm(el.getAttribute('aria-label'));
    out[k].mine = it && (text.includes(it) || own === it) ? 2
      : quoted.some((q) => text.includes(q)) || out[k].told ? 1 : 0;
  });
  return out.sort((a, b) => a.rank - b.rank || (b.mine || 0) - (a.mine || 0)).slice(0, 6);
}

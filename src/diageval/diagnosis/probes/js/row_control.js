// The control a row's text goes with: from the element holding the text, up the rendered tree to the
// smallest row, list item or card that also holds a control of the step's kind; the nearest such control.
// A button or link with words of its own ("Remove", "Edit") is another action, not the item's control: only
// one without (an icon, a picture, a bare glyph) goes with the text; or, for a press, a card's or row's one
// control when its words open the item ("Open Year 4 trip", "View details" in a card's footer).
([id, kind]) => {
  const D = window.__dgDom, t = window.__dg && window.__dg.elems[id];
  if (!t) return null;
  const SEL = {
    toggle: 'input[type="checkbox"], input[type="radio"], [role="checkbox"], [role="switch"], [role="radio"]',
    button: 'button, [role="button"], a[href], input[type="button"], input[type="submit"]',
    text: 'input:not([type]), input[type="text"], input[type="email"], input[type="search"], input[type="number"], textarea, [contenteditable="true"], [role="textbox"]',
    select: 'select, [role="combobox"], [role="listbox"]',
  }[kind];
  if (!SEL) return null;
  const tr = t.getBoundingClientRect(), tx = tr.left + tr.width / 2, ty = tr.top + tr.height / 2;
  const all = D.elements();
  const OPENS = /^\s*(open|view|see|show|details|more details|manage|go to)\b/i;
  const own = (e) => kind === "button" && /[\p{L}\p{N}]/u.test(e.innerText || e.value || "");
  const shown = (e) => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
  let level = 0;
  for (let p = D.parent(t); p && p !== document.body && level < 8; p = D.parent(p), level++) {
    const pr = p.getBoundingClientRect();
    if (pr.height > innerHeight * 0.6) break;  // past the row: a whole list or the page
    const any = all.filter((e) => e !== t && e.matches(SEL) && D.contains(p, e) && !D.contains(e, t));
    let ctls = any.filter((e) => !own(e));
    if (!ctls.length && kind === "button" && any.length === 1 && OPENS.test(any[0].innerText || any[0].value || "")) {
      ctls = any;
    }
    if (!ctls.length) continue;
    const dist = (e) => { const r = e.getBoundingClientRect(); return Math.hypot(r.left + r.width / 2 - tx, r.top + r.height / 2 - ty); };
    ctls.sort((a, b) => dist(a) - dist(b));
    const c = ctls[0];
    // A visually hidden native input is operated through what shows it (its label).
    const face = shown(c) ? c : (c.labels && [...c.labels].find(shown)) || c;
    const idx = window.__dg.elems.indexOf(face);
    return { id: idx >= 0 ? idx : window.__dg.elems.indexOf(c), row: p.tagName.toLowerCase(), controls: ctls.length };
  }
  return null;
}

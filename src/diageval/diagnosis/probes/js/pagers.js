// The control that shows the next part of a list the page shows in parts: "Load more" / "Show more" anywhere,
// or, inside a pager (a navigation landmark, an element named or classed as pagination), "Next" (its arrow
// forms too) or the number after the current page. A "Next" outside a pager (a wizard's, a carousel's) moves
// the page on, not the list: never offered. Read-only: the probe clicks what it returns.
() => {
  const D = window.__dgDom;
  const norm = (s) => (s || '').replace(/\s+/g, ' ').trim().toLowerCase();
  const name = (el) => norm(el.getAttribute('aria-label') || el.innerText || el.title || el.value);
  const inPager = (el) => {
    for (let n = el; n; n = D.parent(n)) {
      if (n.nodeType !== 1) continue;
      const role = n.getAttribute('role'), label = norm(n.getAttribute('aria-label')), cls = norm(n.className && n.className.baseVal === undefined ? n.className : '');
      if (n.tagName === 'NAV' || role === 'navigation' || /pag(e|ing|inat)/.test(label) || /pag(er|ing|inat)/.test(cls)) return true;
    }
    return false;
  };
  const off = (el) => el.disabled || el.getAttribute('aria-disabled') === 'true' ||
    !!(el.closest && el.closest('.disabled, .is-disabled'));
  const more = /^(load|show|see|view) (\d+ )?(more|older|all)\b|^more (results|items|rows|entries)$/;
  const next = /^(next|next page|go to next page|older|›|»|→|>|next ›|next »|next →)$/;
  const out = [];
  // A link without an href counts inside a pager (Bulma's pagination, scripted with click handlers).
  const controls = D.elements().filter((el) => el.matches('button, a[href], [role="button"], [role="link"], input[type="button"], sl-button')
    || (el.matches('a') && inPager(el)));
  // A page number, named by its text or by a label such as "Page 2" / "Go to page 2".
  const pageNo = (n) => { const m = /^(?:(?:go to )?page )?(\d+)$/.exec(n); return m ? Number(m[1]) : null; };
  // The current page: marked for assistive technology (aria-current), or only by the look (Bulma's
  // is-current, Bootstrap's active page item).
  let current = null;
  for (const el of D.elements()) {
    if (!inPager(el) || !el.matches('a, button, [role="link"], [role="button"], span')) continue;
    const mark = el.getAttribute('aria-current') === 'page' || el.classList.contains('is-current') ||
      (el.closest && !!el.closest('.page-item.active'));
    if (mark && pageNo(name(el)) !== null) current = pageNo(name(el));
  }
  for (const el of controls) {
    const r = el.getBoundingClientRect();
    if (!r.width || !r.height || off(el)) continue;
    const n = name(el);
    let rank = -1;
    if (more.test(n)) rank = 0;
    else if (next.test(n) && inPager(el)) rank = 1;
    else if (current !== null && pageNo(n) === current + 1 && inPager(el)) rank = 2;
    if (rank < 0) continue;
    const cx = r.left + r.width / 2, cy = r.top + r.height / 2;
    const inview = r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth;
    // Covered: a press at its centre meets something else (a banner fixed over the bottom of the page).
    const hit = inview ? D.fromPoint(cx, cy) : null;
    out.push({rank, name: n.slice(0, 60), point: [cx, cy], inview,
              covered: !!hit && hit !== el && !D.contains(el, hit) && !D.contains(hit, el)});
  }
  return out.sort((a, b) => a.rank - b.rank).slice(0, 3);
}

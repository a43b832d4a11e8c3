// The unticked boxes (and the options of a choice left unmade) nearest the disabled control ``ctl``: native checkboxes, ARIA checkboxes and switches,
// checkbox and switch components (their input inside a shadow root), inside the smallest of the control's
// ancestors (up to eight levels, through shadow roots and slots) that holds any: the form, dialog or wizard
// step the control submits, not a box of another part of the page. Each with its name and the box a person
// clicks (the component, or the label that draws a hidden native input) in viewport coordinates.
([ctl]) => {
  const D = window.__dgDom, E = (window.__dg && window.__dg.elems) || {};
  const c = E[ctl];
  if (!c) return [];
  const norm = (s) => (s || '').replace(/\s+/g, ' ').trim();
  // A choice none of whose options is chosen (a segmented control's "Good" / "Damaged"): its radios are
  // marked ``choice``, with the group they choose in, ``group``.
  const all = D.elements();
  const groupOf = (e) => e.localName === 'input' && e.name ? `n:${e.name}`
    : (e.closest('[role="radiogroup"], sl-radio-group') || D.parent(e));
  const radios = all.filter((e) => (e.matches('input[type="radio"]') && !(e.getRootNode().host || '').tagName)
    || e.matches('[role="radio"], sl-radio, sl-radio-button'));
  const on = (e) => e.localName === 'input' ? e.checked
    : e.localName.startsWith('sl-') ? e.checked : e.getAttribute('aria-checked') === 'true';
  const unmade = (e) => {
    const g = groupOf(e);
    return !radios.some((o) => groupOf(o) === g && on(o));
  };
  const boxes = all.filter((e) => {
    if (radios.includes(e)) return !e.disabled && e.getAttribute('aria-disabled') !== 'true' && unmade(e);
    if (e.matches('input[type="checkbox"]')) return !e.checked && !e.disabled && !(e.getRootNode().host || '').tagName;
    if (e.matches('[role="checkbox"], [role="switch"]')) return e.getAttribute('aria-checked') === 'false' && e.getAttribute('aria-disabled') !== 'true';
    if (e.matches('sl-checkbox, sl-switch, md-checkbox, mwc-checkbox')) return !e.checked && !e.disabled;
    return false;
  });
  const drawn = (e) => {
    for (const el of [e, ...(e.labels ? Array.from(e.labels) : []), e.closest && e.closest('label')].filter(Boolean)) {
      const r = D.rect(el);
      if (r.width * r.height >= 16 && getComputedStyle(el).visibility !== 'hidden' && getComputedStyle(el).opacity !== '0') return [el, r];
    }
    return null;
  };
  for (let a = D.parent(c), i = 0; a && a !== document.body && i < 8; a = D.parent(a), i++) {
    const inside = boxes.filter((b) => D.contains(a, b));
    if (!inside.length) continue;
    const out = [];
    for (const b of inside) {
      const d = drawn(b);
      if (!d) continue;
      const [el, r] = d;
      const name = norm(b.getAttribute('aria-label') || (b.labels && b.labels[0] && b.labels[0].innerText) || el.innerText || b.innerText || b.textContent);
      const choice = radios.includes(b), g = choice ? groupOf(b) : null;
      out.push({name: name.slice(0, 80), x: r.left + Math.min(r.width, 24) / 2, y: r.top + r.height / 2,
                inview: r.top >= 0 && r.bottom <= innerHeight, choice,
                group: choice ? (typeof g === 'string' ? g : radios.indexOf(radios.find((o) => groupOf(o) === g))) : null});
    }
    return out;
  }
  return [];
}

// What a click at (x, y) reaches: the control holding the topmost element there (shadow roots included),
// with its name as a person reads it, and the native control it operates when it is a label.
([x, y]) => {
  const D = window.__dgDom;
  let e = D.fromPoint(x, y);
  if (!e) return null;
  const CTL = 'button, a[href], input, select, textarea, label, summary, [role], [tabindex], [contenteditable="true"]';
  for (let p = e; p && p !== document.body; p = D.parent(p)) {
    if (p.matches && p.matches(CTL)) { e = p; break; }
  }
  // A box or radio is named by its label, never by its value ("on"); a field by its label before its value.
  const labelled = e.labels && e.labels.length ? Array.from(e.labels, (l) => l.innerText).join(' ') : '';
  const toggle = e.tagName === 'INPUT' && /^(checkbox|radio)$/i.test(e.type);
  const name = (e.getAttribute('aria-label') || labelled || e.innerText || (toggle ? '' : e.value) ||
    e.getAttribute('title') || '').replace(/\s+/g, ' ').trim().slice(0, 120);
  const ctl = e.tagName === 'LABEL' ? e.control : null;
  return { tag: e.tagName.toLowerCase(), name, operates: ctl ? (ctl.getAttribute('aria-label') || '') : '' };
}

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
  const name = (e.getAttribute('aria-label') || e.innerText || e.value || e.getAttribute('title') || '')
    .replace(/\s+/g, ' ').trim().slice(0, 120);
  const ctl = e.tagName === 'LABEL' ? e.control : null;
  return { tag: e.tagName.toLowerCase(), name, operates: ctl ? (ctl.getAttribute('aria-label') || '') : '' };
}

// The tab, not selected, whose panel holds one of `texts` while that panel is not drawn: the expected result
// the plan's last step produced, listed under another tab (a search that filters every tab, its match in
// "Pending"). A panel is the tab's `aria-controls` one (Shoelace's tab group sets it), through shadow roots.
// Null when none, or when a text is drawn already. Read-only: the probe clicks the point it returns.
(texts) => {
  const D = window.__dgDom, norm = (s) => (s || '').replace(/\s+/g, ' ').trim().toLowerCase();
  const want = texts.map(norm).filter(Boolean);
  if (!want.length || want.some((t) => norm(document.body.innerText).includes(t))) return null;
  for (const el of D.elements().filter((e) => e.matches('[role="tab"]:not([aria-selected="true"])'))) {
    const id = el.getAttribute('aria-controls'), panel = id && D.byId(el, id);
    if (!panel || panel.getBoundingClientRect().height) continue;  // drawn: it would show the text already
    const text = norm(panel.textContent);
    const held = want.find((t) => text.includes(t));
    if (!held) continue;
    const r = el.getBoundingClientRect(), label = norm(el.innerText || el.getAttribute('aria-label'));
    if (!r.width || !r.height) continue;
    return {name: label.slice(0, 60), text: held.slice(0, 80), point: [r.left + r.width / 2, r.top + r.height / 2],
            inview: r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth};
  }
  return null;
}

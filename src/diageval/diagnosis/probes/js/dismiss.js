([x, y]) => {
  const D = window.__dgDom;
  let e = D.fromPoint(x, y); if (!e) return null;
  let root = e;
  for (let p = e; p && p !== document.body; p = D.parent(p)) {
    const pos = getComputedStyle(p).position; if (pos === 'fixed' || pos === 'absolute' || pos === 'sticky') root = p; }
  const re = /^(close|dismiss|accept|accept all|ok|okay|got it|no,? thanks|agree|i agree|continue|continue reading|×|✕|x|allow all|reject all|maybe later|later|not now|remind me later|skip|not interested)$/i;
  const sel = 'button, [role="button"], a, input[type="button"], input[type="submit"]';
  const all = D.elements();
  // A form holding what was typed into it (a dialog the plan opened and filled) is no banner: closing it
  // would discard the input.
  const held = all.find((f) => D.contains(root, f) && (f.tagName === 'TEXTAREA' || D.textInput(f)) && f.value);
  if (held) return {held: (held.getAttribute('aria-label') || (held.labels && held.labels[0] && held.labels[0].innerText) || held.name || held.type || '').replace(/\s+/g, ' ').trim()};
  const inRoot = all.filter((b) => b.matches(sel) && D.contains(root, b));
  for (const b of inRoot) {
    const n = (b.getAttribute('aria-label') || b.innerText || b.value || b.title || '').replace(/\s+/g, ' ').trim();
    const r = b.getBoundingClientRect();
    if (re.test(n) && r.width && r.height) return {name: n, point: [r.left + r.width / 2, r.top + r.height / 2]}; }
  return null; }

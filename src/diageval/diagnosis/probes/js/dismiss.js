([x, y]) => {
  const D = window.__dgDom;
  let e = D.fromPoint(x, y); if (!e) return null;
  let root = D.layer(e);
  // A cookie banner's choices name the cookies they allow: any of them closes it ("Accept all cookies",
  // "Essential only", "Only necessary cookies", "Reject non-essential").
  // A close button may name what it closes ("Dismiss notice", "Close banner").
  const re = /^(close|dismiss|(?:close|dismiss|hide) (?:this )?(?:notice|banner|message|alert|announcement|notification|popup|dialog|tip)|accept|accept all|ok|okay|got it|no,? thanks|agree|i agree|continue|continue reading|×|✕|x|allow all|reject all|maybe later|later|not now|remind me later|skip|not interested|(?:accept|allow|reject|decline) (?:all |optional |non-essential )?cookies|(?:use )?(?:essential|necessary|required) (?:cookies )?only|only (?:essential|necessary|required)(?: cookies)?|reject (?:non-essential|optional)(?: cookies)?)$/i;
  const sel = 'button, [role="button"], a, input[type="button"], input[type="submit"]';
  const all = D.elements();
  const drawn = (b) => { const r = b.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
  const name = (b) => (b.getAttribute('aria-label') || b.innerText || b.value || b.title || '').replace(/\s+/g, ' ').trim();
  const backdrop = D.backdrop(root);
  const open = D.modals();
  if (backdrop && open.length && !all.some((b) => b.matches(sel) && D.contains(root, b))) {
    // A backdrop drawn beside its dialog, not around it: the dialog drawn last is what it holds up.
    root = open[open.length - 1];
  }
  // A form holding what was typed into it (a dialog the plan opened and filled) is no banner: closing it
  // would discard the input.
  const held = all.find((f) => D.contains(root, f) && (f.tagName === 'TEXTAREA' || D.textInput(f)) && f.value);
  if (held) return {held: (held.getAttribute('aria-label') || (held.labels && held.labels[0] && held.labels[0].innerText) || held.name || held.type || '').replace(/\s+/g, ' ').trim()};
  const inRoot = all.filter((b) => b.matches(sel) && D.contains(root, b));
  for (const b of inRoot) {
    const n = name(b);
    const r = b.getBoundingClientRect();
    if (re.test(n) && r.width && r.height) return {name: n, point: [r.left + r.width / 2, r.top + r.height / 2]}; }
  // A notice with one action and nothing to fill in ("Mark as read", "I understand"): that action acknowledges
  // it. Not a dialog with a field, a choice or a second action (that one asks something), and only a dialog
  // over the page: a fixed layer that is or holds a modal dialog, or covers the whole viewport (a modal and
  // its backdrop); never a fixed header or toolbar with one button.
  const modal = open.some((d) => D.contains(root, d) || D.contains(d, root));
  const field = all.some((f) => D.contains(root, f) && drawn(f) && (/^(INPUT|SELECT|TEXTAREA)$/.test(f.tagName) || f.isContentEditable));
  const acts = inRoot.filter(drawn);
  if ((backdrop || modal) && !field && acts.length === 1 && name(acts[0])) {
    const r = acts[0].getBoundingClientRect();
    return {name: name(acts[0]), point: [r.left + r.width / 2, r.top + r.height / 2]}; }
  return null; }

// The native date or time field an element is or holds (a web component's shadow root included), and the
// order its segments take in the page's locale, as the browser lays them out: read-only.
(id) => {
  const t = window.__dg && window.__dg.elems[id];
  if (!t) return null;
  const KINDS = ['date', 'time', 'datetime-local', 'month'];
  const find = (el) => {
    if (!el) return null;
    if (el.tagName === 'INPUT' && KINDS.includes(el.type)) return el;
    for (const root of [el, el.shadowRoot].filter(Boolean)) {
      const inner = root.querySelector && root.querySelector(KINDS.map((k) => `input[type="${k}"]`).join(','));
      if (inner) return inner;
    }
    return el.control && KINDS.includes(el.control.type) ? el.control : null;
  };
  const input = find(t);
  if (!input) return null;
  const lang = navigator.language || 'en-US';
  const order = new Intl.DateTimeFormat(lang, {year: 'numeric', month: '2-digit', day: '2-digit'})
    .formatToParts(new Date(2001, 10, 22)).filter((p) => p.type !== 'literal').map((p) => p.type);
  const hour12 = !!new Intl.DateTimeFormat(lang, {hour: 'numeric'}).resolvedOptions().hour12;
  const months = Array.from({length: 12}, (_, m) => new Intl.DateTimeFormat(lang, {month: 'long'}).format(new Date(2001, m, 1)));
  return {kind: input.type, order, hour12, months};
}

() => {
  // Scroll boxes holding text that has not been scrolled into view yet (terms to read to their end before
  // "Accept" is enabled): the page itself is no such box. Open shadow roots are searched too.
  const out = [];
  const walk = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) walk(el.shadowRoot);
      if (el === document.documentElement || el === document.body || el === document.scrollingElement) continue;
      // Geometry first (layout is known): the computed style only of what overflows.
      const left = el.scrollHeight - el.clientHeight - el.scrollTop;
      if (left <= 4 || el.clientHeight < 20) continue;
      const st = getComputedStyle(el);
      if (!/(auto|scroll|overlay)/.test(st.overflowY) || st.visibility === 'hidden') continue;
      const r = el.getBoundingClientRect();
      if (r.width < 20 || r.height < 20) continue;
      const text = (el.innerText || '').trim().replace(/\s+/g, ' ');
      if (!text) continue;
      const top = Math.max(r.top, 0), bottom = Math.min(r.bottom, innerHeight);
      const x = Math.min(Math.max(r.left + r.width / 2, 1), innerWidth - 2);
      out.push({name: (el.getAttribute('aria-label') || text).slice(0, 60), left,
                height: el.clientHeight, point: bottom - top >= 20 ? [x, (top + bottom) / 2] : null});
    }
  };
  walk(document);
  return out;
}

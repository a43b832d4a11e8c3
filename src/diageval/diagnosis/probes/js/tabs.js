// The page's tabs (role "tab", through shadow roots), named as expanders.js names them, with whether each is
// the selected one of its list and the point a click lands on.
() => {
  const D = window.__dgDom, norm = (s) => (s || '').replace(/\s+/g, ' ').trim().toLowerCase();
  return D.elements().filter((el) => el.matches('[role="tab"]')).map((el) => {
    const r = el.getBoundingClientRect(), text = norm(el.innerText), label = norm(el.getAttribute('aria-label') || el.title);
    return {name: (/[\p{L}\p{N}]/u.test(text) || !label ? text : label).slice(0, 60),
            selected: el.getAttribute('aria-selected') === 'true',
            point: [r.left + Math.min(r.width, 200) / 2, r.top + r.height / 2],
            drawn: !!(r.width && r.height),
            inview: r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth};
  });
}

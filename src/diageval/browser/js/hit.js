// What the last pointer press went to (the browser's own hit test as the click was sent), when that is
// not the element the step was grounded to when the page was read (by the observer's id, or by its name:
// a twin the app drew in its place): the page changed between the look and the click, and a list
// re-rendered under the point (rows added on top) put another row's control there. null: the press went
// to the element (itself, inside it, its label, or a part of its component), or no press was seen (the
// click went into a frame, the document was replaced). Clears what it read. ``drawn``: the target is text read
// from the screen's pixels (OCR): it went there unless the element met carries other text of its own (a
// canvas or an image carries none), and its text needs only to share a word with what was read (OCR may
// misread a letter).
([id, name, drawn]) => {
  const D = window.__dgDom, M = window.__dgMut, t = window.__dg && window.__dg.elems[id];
  const h = M && M.down;
  if (M) M.down = null;
  if (!h) return null;
  if (t) {
    if (h === t || D.contains(t, h) || D.contains(h, t)) return null;
    if (t.labels && [...t.labels].some((l) => D.contains(l, h))) return null;
    if (h.control && h.control === t) return null;
  }
  const norm = (s) => (s || "").replace(/\s+/g, " ").trim().toLowerCase();
  const want = norm(name);
  const names = D.names;  // its text, its label, its title or placeholder
  const el = h.nodeType === 1 ? h : D.parent(h);
  if (!el) return null;
  if (drawn) {
    // The element met shares a word with what was read, or has no text (a canvas, an image, an icon).
    const words = (s) => new Set(s.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 2));
    const read = words(want), own = norm(el.innerText || el.textContent);
    if (!own || [...words(own)].some((w) => read.has(w))) return null;
  } else {
    // Up through the component the press is in (a web component's parts sit several shadow levels deep).
    let n = h;
    for (let i = 0; want && n && i < 8; n = D.parent(n), i++) {
      if (names(n).includes(want)) return null;
    }
  }
  let s = el.tagName.toLowerCase();
  if (el.id) s += "#" + el.id;
  const text = norm(el.innerText || el.textContent).slice(0, 40);
  return text ? `${s} "${text}"` : s;
}

// Where to put the pointer to reveal a control shown only on hover: the centre of the part in view of the
// nearest rendered ancestor (its row or card). ``inview`` false: the pointer cannot rest on that row yet (it
// is below the fold, or clipped by the scroll box it is in, or something else is drawn over that point);
// ``wheel``: where a turn of the wheel moves what holds it (the centre of that scroll box, or of the window),
// and ``dy`` the distance from there to the row's centre.
(id) => {
  const D = window.__dgDom, t = window.__dg && window.__dg.elems[id];
  if (!t) return null;
  for (let p = D.parent(t); p && p !== document.body; p = D.parent(p)) {
    const r = p.getBoundingClientRect();
    if (r.width <= 0 || r.height <= 0 || r.height > innerHeight * 0.6) continue;
    // The part of the row inside the window and every box that clips it.
    let box = [0, 0, innerWidth, innerHeight], scroller = null;
    for (let a = D.parent(p); a && a !== document.body && a !== document.documentElement; a = D.parent(a)) {
      if (a.nodeType !== 1) continue;
      const cs = getComputedStyle(a);
      if (!/(auto|scroll|hidden)/.test(cs.overflowY + cs.overflowX)) continue;
      const c = a.getBoundingClientRect();
      box = [Math.max(box[0], c.left), Math.max(box[1], c.top), Math.min(box[2], c.right), Math.min(box[3], c.bottom)];
      if (!scroller && /(auto|scroll)/.test(cs.overflowY) && a.scrollHeight > a.clientHeight) scroller = c;
    }
    const left = Math.max(r.left, box[0]), top = Math.max(r.top, box[1]);
    const right = Math.min(r.right, box[2]), bottom = Math.min(r.bottom, box[3]);
    const cx = (left + right) / 2, cy = (top + bottom) / 2;
    const shown = right > left && bottom - top >= Math.min(r.height, 24) * 0.6;
    const h = shown ? D.fromPoint(cx, cy) : null;
    // The point meets the row, something inside it, or, where the row itself is not drawn (an actions box
    // hidden until hover), what holds it, or what else its parent holds there (the talk's title under an
    // actions box placed over it): resting there hovers the row's parent, whose hover shows it.
    const q = D.parent(p);
    const near = !!q && q !== document.body && q !== document.documentElement && q.getBoundingClientRect().height <= innerHeight * 0.6;
    const mine = !!h && (h === p || D.contains(p, h) || (near && D.contains(q, h)) ||
      (D.contains(h, p) && h !== document.body && h !== document.documentElement));
    const inview = shown && mine;
    const at = scroller && (r.top < scroller.top || r.bottom > scroller.bottom) ? scroller : null;
    const wheel = at ? [at.left + at.width / 2, at.top + at.height / 2] : [innerWidth / 2, innerHeight / 2];
    return { point: [cx, cy], desc: p.tagName.toLowerCase() + (p.id ? "#" + p.id : ""), inview, wheel,
             dy: (r.top + r.bottom) / 2 - wheel[1] };
  }
  return null;
}

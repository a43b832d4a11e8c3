// Whether the layer over the point (x, y) holds a drawn form field: a text box, a select, a text area or an
// editable region (not a button). The layer is the outermost positioned ancestor of what the point hits; for a
// backdrop over the whole viewport that holds no control, every dialog and every fixed layer on the page (what
// the backdrop holds up is drawn beside it). An overlay without one (a promotion, a notice) cannot hold unsaved
// input.
([x, y]) => {
  const D = window.__dgDom;
  const e = D.fromPoint(x, y); if (!e) return false;
  const root = D.layer(e);
  const all = D.elements();
  const drawn = (f) => { const r = f.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
  const control = (b) => b.matches('button, [role="button"], a, input, select, textarea');
  const field = (f) => (f.tagName === 'INPUT' && !/^(button|submit|reset|hidden|image)$/i.test(f.type))
    || f.tagName === 'SELECT' || f.tagName === 'TEXTAREA' || f.isContentEditable;
  const holds = (layer) => all.some((f) => D.contains(layer, f) && field(f) && drawn(f));
  if (D.backdrop(root) && !all.some((b) => control(b) && D.contains(root, b))) {
    // A bare backdrop: what it holds up is drawn beside it (a dialog, a side panel fixed to an edge), so every
    // such layer on the page counts.
    const layers = all.filter((l) => l !== root && drawn(l) && (getComputedStyle(l).position === 'fixed'
      || l.matches('dialog[open], [role="dialog"], [role="alertdialog"], [aria-modal="true"]')));
    return layers.some(holds);
  }
  return holds(root);
}

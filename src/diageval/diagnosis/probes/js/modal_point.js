// The centre of the open modal dialog drawn last (<dialog open>, aria-modal="true"), through shadow roots;
// null when none is open. A dialog drawn beside its backdrop (not inside a full-window wrapper) is found
// there, not at the window's centre.
() => {
  const open = window.__dgDom.modals();
  if (!open.length) return null;
  const r = open[open.length - 1].getBoundingClientRect();
  return r.width && r.height ? [r.left + r.width / 2, r.top + r.height / 2] : null;
}

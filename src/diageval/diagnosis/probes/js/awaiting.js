// A modal dialog waiting for an answer to the last press (pointer, or Enter/Space): an open modal dialog (a <dialog> shown
// modal, aria-modal="true", role="alertdialog", or a fixed layer over the whole window) that does not hold the element the last press went to (the
// press opened it: a row's "Delete" that asks "Delete this draft?"; or a menu item the dialog replaced).
// Its label, its text, and the ids (of the last observation) of the elements inside it; null when none is open, or
// no press was seen. With ``any``: the topmost open modal dialog, wherever the last press went.
(any) => {
  const D = window.__dgDom, M = window.__dgMut, E = (window.__dg && window.__dg.elems) || [];
  const h = M && M.pressed;
  if (!h && !any) return null;
  const modal = (e) => (e.tagName === "DIALOG" ? e.matches(":modal") : e.getAttribute("aria-modal") === "true"
    || e.getAttribute("role") === "alertdialog");
  const shown = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== "hidden";
  // A modal drawn without ARIA (Bulma's .modal): a fixed layer over the whole window that the centre of the
  // window hits.
  const W = innerWidth, H = innerHeight, mid = D.fromPoint(W / 2, H / 2);
  const layer = (e) => {
    const r = e.getBoundingClientRect();
    return r.width >= 0.9 * W && r.height >= 0.9 * H && mid && D.contains(e, mid)
      && getComputedStyle(e).position === "fixed";
  };
  const open = D.elements().filter((e) => (modal(e) || layer(e)) && shown(e));
  const m = open.reverse().find((d) => any || !(h.isConnected && (h === d || D.contains(d, h))));
  if (!m) return null;
  const text = (n) => (n ? (n.innerText || n.textContent || "").replace(/\s+/g, " ").trim() : "");
  let label = m.getAttribute("aria-label") || "";
  for (const ref of (m.getAttribute("aria-labelledby") || "").split(/\s+/).filter(Boolean)) {
    label = label || text(D.byId(m, ref));
  }
  label = label || text(m.querySelector("h1, h2, h3, h4, header")) || text(m);
  const inside = [];
  E.forEach((e, id) => { if (e && (e === m || D.contains(m, e))) inside.push(id); });
  return { label: label.slice(0, 80), ids: inside, text: text(m).slice(0, 400) };
}

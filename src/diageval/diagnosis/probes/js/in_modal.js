// Of the elements ``ids``, those inside an open modal dialog (<dialog open>, aria-modal="true"), through
// shadow roots and slots; null when no modal dialog is open. The page behind a modal is not what a user
// operates while it is open, even where the keyboard can still reach it.
(ids) => {
  const D = window.__dgDom, E = (window.__dg && window.__dg.elems) || {};
  const open = D.modals();
  if (!open.length) return null;
  return ids.filter((id) => E[id] && open.some((m) => D.contains(m, E[id])));
}

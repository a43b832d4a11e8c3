// Of controls sharing a name, one per row or card (a roster's "Archive", shown only on hover), the order to
// try them in: first the row holding the item the plan named before the step, then a row whose own label the
// task names ("Archive Oliver Grant, who has left"): a line of the row's text with four letters at least,
// found in the task as whole words; the others after, in page order. A row is the largest container of its
// control holding none of the others.
([ids, item, task]) => {
  const D = window.__dgDom;
  const fold = (s) => (s || "").replace(/\s+/g, " ").trim().toLowerCase();
  const words = (s) => " " + fold(s).replace(/[^\p{L}\p{N}]+/gu, " ").trim() + " ";
  const els = ids.map((i) => window.__dg && window.__dg.elems[i]);
  const it = fold(item), told = words(task);
  const score = (el) => {
    if (!el) return 0;
    let row = el;
    for (let a = D.parent(el); a && a !== document.body; a = D.parent(a)) {
      if (els.some((o) => o && o !== el && D.contains(a, o))) break;
      row = a;
    }
    const raw = row.innerText || row.textContent || "";
    if (it && fold(raw).includes(it)) return 2;
    const lines = raw.split(/[\n\t]+/).map((l) => words(l)).filter((l) => (l.match(/\p{L}/gu) || []).length >= 4);
    return lines.some((l) => told.includes(l)) ? 1 : 0;
  };
  const scored = ids.map((id, k) => [score(els[k]), k, id]);
  scored.sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  return scored.map((s) => s[2]);
}

// Of text fields one per row (a results sheet's "Nitrate for S-26-0445", a timesheet's hours), the ids of those
// whose row holds every word of `target` (of three letters or more) as a whole word, in any of its cells
// ("Brookfield borehole" and a row "S-26-0445 · Brookfield Farm · Borehole"). A row is the largest container
// of its field holding none of the other fields. [] when no such row, or when a field has no row of its own.
([ids, target]) => {
  const D = window.__dgDom;
  const words = (s) => " " + (s || "").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim() + " ";
  const want = [...new Set(words(target).trim().split(" ").filter((w) => w.length >= 3))];
  if (!want.length) return [];
  const els = ids.map((i) => window.__dg && window.__dg.elems[i]).filter(Boolean);
  const out = [];
  for (const el of els) {
    let row = null;
    for (let a = D.parent(el); a && a !== document.body; a = D.parent(a)) {
      if (els.some((o) => o !== el && D.contains(a, o))) break;
      row = a;
    }
    if (!row) return [];
    const text = words(row.innerText || row.textContent || "");
    if (want.every((w) => text.includes(` ${w} `))) out.push(ids[els.indexOf(el)]);
  }
  return out;
}

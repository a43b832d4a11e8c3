// Of controls sharing a name, one per row or card (a roster's "Archive", shown only on hover; a batch table's
// "Quarantine"), the order to try them in, each with how its row is named: 3 when the row holds the item the
// plan named before the step; 2 when a line of the row's text (four letters at least, shown by no other of
// those rows) is in the task as whole words ("Archive Oliver Grant, who has left"); 1 when the row alone, of those rows, holds a word of the task
// of four letters at least ("Quarantine the Cetirizine batch" and a row "Cetirizine 10 mg tablets"); 0 else.
// The others come after, in page order. A row is the largest container of its control holding none of the
// others. Returns [[id, score, said], ...], best first, where `said` is what names the row (the item, the line,
// the word; "" for 0).
([ids, item, task]) => {
  const D = window.__dgDom;
  const fold = (s) => (s || "").replace(/\s+/g, " ").trim().toLowerCase();
  const words = (s) => " " + fold(s).replace(/[^\p{L}\p{N}]+/gu, " ").trim() + " ";
  const lettered = (w) => (w.match(/\p{L}/gu) || []).length >= 4;
  const els = ids.map((i) => window.__dg && window.__dg.elems[i]);
  const it = fold(item), told = words(task);
  const rowText = (el) => {
    if (!el) return "";
    let row = el;
    for (let a = D.parent(el); a && a !== document.body; a = D.parent(a)) {
      if (els.some((o) => o && o !== el && D.contains(a, o))) break;
      row = a;
    }
    return row.innerText || row.textContent || "";
  };
  const raws = els.map(rowText);
  const said = [...new Set(told.trim().split(" ").filter(lettered))].map((w) => ` ${w} `);
  const rowWords = raws.map(words);
  const lines = raws.map((raw) => raw.split(/[\n\t]+/).map((l) => words(l)).filter(lettered));
  const score = (k) => {
    if (!els[k]) return [0, "", 0];
    if (it && fold(raws[k]).includes(it)) return [3, it, 0];
    // A line every row shows (the control's own name, a column's "In stock") names none of them.
    const mine = lines[k].filter((l) => lines.filter((ls) => ls.includes(l)).length === 1);
    const line = mine.find((l) => told.includes(l));
    if (line) return [2, line.trim(), 0];
    // Rows of score 1 rank by how many such words each alone holds: the booking of "Owen Pryce" in "the
    // afternoon" before another that shows only "afternoon".
    const own = said.filter((w) => rowWords[k].includes(w) && rowWords.filter((r) => r.includes(w)).length === 1);
    return own.length ? [1, own[0].trim(), own.length] : [0, "", 0];
  };
  const scored = ids.map((id, k) => [...score(k), k, id]);
  scored.sort((a, b) => b[0] - a[0] || b[2] - a[2] || a[3] - b[3]);
  return scored.map((s) => [s[4], s[0], s[1]]);
}

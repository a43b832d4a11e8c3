// Whether the modal dialog open on top only tells something: nothing in it to fill in or choose, and every
// action drawn in it acknowledges it ("Got it", "OK", "Close", its "×"), none the plan's next target. A
// "What's new" notice a tab opens the first time it is shown asks nothing: a person closes it to use the page.
(target) => {
  const D = window.__dgDom;
  const open = D.modals();
  if (!open.length) return false;
  const m = open[open.length - 1];
  const ack = /^(close|dismiss|(?:close|dismiss|hide) (?:this )?(?:notice|banner|message|alert|announcement|notification|popup|dialog|tip)|ok|okay|got it|×|✕|x|maybe later|later|not now|skip|no,? thanks)$/i;
  const norm = (s) => (s || "").replace(/\s+/g, " ").trim();
  const drawn = (e) => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
  // A component's inner button is named by its host (a Shoelace button's slotted text, an icon button's label).
  const name = (b) => {
    const own = norm(b.getAttribute("aria-label") || b.innerText || b.value || b.title);
    const host = b.getRootNode && b.getRootNode().host;
    return own || (host ? norm(host.getAttribute("label") || host.getAttribute("aria-label") || host.innerText) : "");
  };
  const all = D.elements().filter((e) => D.contains(m, e) && drawn(e));
  const field = all.some((f) => /^(INPUT|SELECT|TEXTAREA)$/.test(f.tagName) || f.isContentEditable ||
    /^(radio|checkbox|switch|combobox|listbox|slider|textbox)$/.test(f.getAttribute("role") || ""));
  if (field) return false;
  const acts = all.filter((b) => b.matches('button, [role="button"], a[href], input[type="button"], input[type="submit"]'));
  const want = norm(target).toLowerCase();
  return acts.length > 0 && acts.every((b) => ack.test(name(b)) && name(b).toLowerCase() !== want);
}

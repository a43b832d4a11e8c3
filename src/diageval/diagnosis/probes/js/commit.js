// The button that applies input the plan gave, when the plan has not pressed it: a filter panel's "Apply",
// a form's "Save" or "Update", a search box's "Search" (an enabled, drawn button named by the pattern
// ``commit``, COMMIT_NAME in _answer.py). Its name and centre, or null.
// - ``commit`` alone: searched from the control the last press or key went into up through its containers
//   (the flat tree), the nearest container holding one, or a form's one submit button, whatever its name;
// - [commit, ids, pressed]: of the elements ``ids`` (fields the plan gave a value), the first that an open
//   dialog or side panel holds (<dialog open>, role "dialog", aria-modal) together with one whose name the
//   plan never presses (``pressed``: the names it presses, case-folded); with that field's name (``field``).
//   The panel is still open, so its input was never applied.
// - [commit, null, [], decline]: as ``commit`` alone, and a form written without a <form> element (a card's
//   fields and its button, as Lit or React render one): a container's one drawn button after that control,
//   not counting those named to decline (``decline``, "Cancel"), applies it whatever its name, when two or
//   more of the container's fields hold a value.
(arg) => {
  const [commit, ids, pressed, decline] = Array.isArray(arg) ? arg : [arg, null, [], null];
  const D = window.__dgDom, M = window.__dgMut, E = (window.__dg && window.__dg.elems) || {};
  const norm = (s) => (s || "").replace(/\s+/g, " ").trim();
  const COMMIT = new RegExp(commit, "i");
  const named = (b) => norm(b.getAttribute("aria-label") || b.innerText || b.value || b.textContent);
  const usable = (b) => {
    if (b.disabled || b.getAttribute("aria-disabled") === "true") return false;
    const r = b.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(b).visibility !== "hidden";
  };
  const isButton = (e) => e.localName.endsWith("-button")  // a component library's button (sl-button)
    || e.matches('button, [role="button"], input[type="submit"], input[type="button"]');
  const within = (a, from) => D.elements().find((e) => e !== from && isButton(e) && D.contains(a, e)
    && !D.contains(e, from) && COMMIT.test(named(e)) && !pressed.includes(named(e).toLowerCase()) && usable(e));
  const at = (b, more) => {
    const r = b.getBoundingClientRect();
    return { name: named(b).slice(0, 60), point: [r.left + r.width / 2, r.top + r.height / 2], ...more };
  };
  if (ids) {
    const panel = (e) => e.nodeType === 1
      && e.matches('dialog[open], [role="dialog"], [role="alertdialog"], [aria-modal="true"]');
    for (const id of ids) {
      const field = E[id];
      let a = field;
      while (a && a !== document.body && !panel(a)) a = D.parent(a);
      if (!a || a === document.body || !a.getClientRects().length) continue;
      const b = within(a, field);
      if (b) return at(b, { field: named(field).slice(0, 60) });
    }
    return null;
  }
  const from = M && M.pressed && M.pressed.isConnected ? M.pressed : D.active && D.active();
  if (!from || from === document.body) return null;
  const NO = decline ? new RegExp(decline, "i") : null, all = NO ? D.elements() : [];  // read for formless only
  const drawn = (b) => { const r = b.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
  const TEXTLESS = /^(button|submit|reset|hidden|checkbox|radio|image|file)$/;
  const filled = (e) => e.matches("select, textarea") || (e.localName === "input" && !TEXTLESS.test(e.type))
    ? norm(e.value) !== "" : false;
  // The one button after ``from`` in container ``a`` (a component's host and its inner button are one).
  const formless = (a) => {
    if (all.filter((e) => D.contains(a, e) && filled(e)).length < 2) return null;
    const after = all.slice(all.indexOf(from) + 1);
    const bs = after.filter((e) => isButton(e) && D.contains(a, e) && drawn(e) && !NO.test(named(e)));
    const one = bs.filter((b) => !bs.some((o) => o !== b && D.contains(o, b)));
    return one.length === 1 && usable(one[0]) ? one[0] : null;
  };
  let a = from;
  for (let i = 0; a && i < 25; i++, a = D.parent(a)) {
    if (a === document.body || a === document.documentElement) return null;
    const b = within(a, from);
    if (b) return at(b);
    // A form's one submit button applies it, whatever it is named ("Add to waiting list", "Send claim").
    const subs = a.localName === "form"
      ? [...a.elements].filter((e) => (e.type === "submit" || e.type === "image") && e !== from && usable(e)) : [];
    if (subs.length === 1) return at(subs[0]);
    const own = NO && a.localName !== "form" ? formless(a) : null;
    if (own) return at(own);
  }
  return null;
}

// The text the page put on screen since the last call (the observer's mutation log), emptied: [text, where]
// pairs. where: the list an item was taken back from, when the page added it after the last input and then
// removed it on its own from a list that still stands in the page's content (an update shown at once and
// rolled back); "" for anything else: text changed in place, or shown in a notice, a popup or a control
// (which show things for a while), or in a part of the page that went with it. Left out: what the page
// removed in answer to an input before the last one (a wizard's step replaced by its Next on the way to the
// review): the plan went past it, and it says nothing about what the last input brought.
() => {
  const s = window.__dgMut;
  if (!s) return [];
  const passed = (x) => {
    const g = x.nodeType === 1 && !x.isConnected && s.gone.get(x);
    return !!g && g[1] && g[0] < s.input;
  };
  const a = s.added.filter((x) => typeof x === "string" || !passed(x));
  s.added = [];
  const POP = /^(status|alert|log|marquee|timer|tooltip|dialog|alertdialog|listbox|menu|menubar)$/;
  const OWN = /^(BUTTON|A|LABEL|SUMMARY|SELECT|OPTION|DATALIST|DIALOG|TEXTAREA)$/;
  const LIST = /^(UL|OL|DL|TABLE|TBODY)$/, LISTROLE = /^(list|feed|grid|table|rowgroup|tree)$/;
  // Up the rendered (flat) tree (the observer's, set up with the log): a light child is shown in the slot
  // it is assigned to, inside its host's shadow root, which may fix that slot to the window.
  const up = window.__dgDom.parent;
  // Where a child of p is drawn: the slot of p's open shadow root that takes it, or p.
  const shownIn = (p, x) => {
    const r = p.shadowRoot, name = x.getAttribute && x.getAttribute("slot");
    if (!r) return p;
    return r.querySelector(name ? `slot[name="${CSS.escape(name)}"]` : "slot:not([name])") || p;
  };
  // A popup or a live region: what shows there is meant to go.
  const fleeting = (e) => POP.test(e.getAttribute("role") || "") || e.hasAttribute("popover") ||
    (e.getAttribute("aria-live") || "off") !== "off";
  // No ancestor shows things for a while: a control, a popup, a live region, a layer fixed to the window.
  const lasting = (p) => {
    for (let e = p; e && e !== document.body && e !== document.documentElement; e = up(e)) {
      const pos = getComputedStyle(e).position;
      if (OWN.test(e.tagName) || fleeting(e) || pos === "fixed" || pos === "sticky") return false;
    }
    return true;
  };
  // Another item of the same kind: same tag, a class in common (or neither has one).
  const kin = (x, c) => c !== x && c.tagName === x.tagName && (x.classList.length === 0
    ? c.classList.length === 0 : [...x.classList].some((k) => c.classList.contains(k)));
  const taken = (x) => {
    const f = x.nodeType === 1 && !x.isConnected && s.from.get(x), gone = f && s.gone.get(x);
    if (!f || !gone || f[1] < s.input || !f[0].isConnected || !f[0].tagName) return "";
    const p = f[0];
    if (p === document.body || fleeting(x)) return "";
    const list = LIST.test(p.tagName) || LISTROLE.test(p.getAttribute("role") || "");
    if (!list && ![...p.children].some((c) => kin(x, c))) return "";
    return lasting(shownIn(p, x)) ? p.tagName.toLowerCase() + (p.id ? "#" + p.id : "") : "";
  };
  return a.map((x) => (typeof x === "string" ? [x, ""] : [(x.textContent || "").slice(0, 2000), taken(x)]))
    .map(([t, w]) => [t.replace(/\s+/g, " ").trim().slice(0, 300), w]).filter(([t]) => t);
}

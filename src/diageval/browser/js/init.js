// Installed in diageval's isolated world of every new document, before any page script runs. It only
// observes: a mutation counter (so an action's effect can be measured) and helpers that see the page as a
// person does, through open shadow roots (web components) and same-origin frames as well as the light DOM. The app cannot see
// any of it: the world shares the DOM, not the JavaScript globals.
(() => {
  if (window.__dgMut) return;
  // n: mutations so far. added: what the page put on screen since the last read (bounded): the nodes it
  // added, read only when asked (a removed node keeps its text), and the text it changed in place, so a
  // message shown for a moment (a toast) is known to have shown even if no look caught it.
  // from: the parent each added element went into, and when; gone: when the page removed it again, and
  // whether in answer to an input (in the task of a press, a key or a field's change: a wizard's Next
  // replacing its step, not a timer's or a response's work); input: when the last pointer press or key went
  // in. Together they tell an item the page added after the last input and took back on its own (an
  // optimistic update rolled back) from one an input removed.
  const state = { n: 0, added: [], from: new WeakMap(), gone: new WeakMap(), input: 0 };
  let inInput = false;
  const inputTask = () => {
    if (inInput) return;
    inInput = true;
    setTimeout(() => { inInput = false; }, 0);  // the task's own mutations are delivered before this runs
  };
  for (const t of ["pointerdown", "pointerup", "mousedown", "mouseup", "click", "keydown", "keyup", "input", "change"])
    document.addEventListener(t, inputTask, true);
  const note = (x) => {
    state.added.push(x);
    if (state.added.length > 400) state.added.shift();
  };
  const mo = new MutationObserver((ms) => {
    state.n += ms.length;
    for (const m of ms) {
      if (m.type === "characterData") note(m.target.data.slice(0, 300));
      else if (m.type === "childList") {
        for (const a of m.addedNodes) {
          note(a);
          if (a.nodeType === 1) state.from.set(a, [m.target, performance.now()]);
        }
        for (const r of m.removedNodes) if (state.from.has(r)) state.gone.set(r, [performance.now(), inInput]);
      }
    }
  });
  const OPTS = { subtree: true, childList: true, attributes: true, characterData: true };
  mo.observe(document, OPTS);
  // A document observer does not see inside shadow roots: each one is observed once it is first met.
  const watched = new WeakSet();
  const watch = (root) => { if (!watched.has(root)) { watched.add(root); mo.observe(root, OPTS); } };
  Object.defineProperty(window, "__dgMut", { value: state, enumerable: false });
  // down: the element the last pointer press went to (the browser's own hit test, at the moment of the
  // press), read and cleared by diageval after each click it sends. pressed: the element the last press or
  // activating key (Enter, Space) went to, kept until the next one: what a dialog open since was opened by.
  state.down = null;
  state.pressed = null;
  // clicked: whether a click event was dispatched since diageval last cleared it (a natively disabled
  // control gets none: the browser sends it no click, whatever the page does meanwhile).
  state.clicked = false;
  document.addEventListener("click", () => { state.clicked = true; }, true);
  document.addEventListener("pointerdown", (e) => {
    state.down = state.pressed = e.composedPath()[0] || e.target;
    state.input = performance.now();
  }, true);
  document.addEventListener("keydown", (e) => {
    if (e.key === "Enter" || e.key === " ") state.pressed = e.composedPath()[0] || e.target;
    state.input = performance.now();
  }, true);

  // The parent in the rendered (flat) tree: the slot a light child is shown in, or a shadow root's host.
  // A same-origin frame's document (an embedded form, a terms box, an editor's frame) is read as part of the
  // page, as a person sees it: its elements, text and focus, with boxes in the top page's coordinates. A
  // cross-origin frame cannot be read from the page and stays one opaque element.
  const frameDoc = (el) => {
    if (el.tagName !== "IFRAME" && el.tagName !== "FRAME") return null;
    try { const d = el.contentDocument; return d && d.body ? d : null; } catch (e) { return null; }
  };
  // Where a frame's viewport sits in the top page: its element's content box, frames within frames added.
  const frameOffset = (doc) => {
    let x = 0, y = 0;
    for (let v = doc.defaultView; v && v.frameElement && doc !== document; ) {
      const f = v.frameElement, r = f.getBoundingClientRect(), s = getComputedStyle(f);
      x += r.left + f.clientLeft + (parseFloat(s.paddingLeft) || 0);
      y += r.top + f.clientTop + (parseFloat(s.paddingTop) || 0);
      doc = f.ownerDocument;
      v = doc.defaultView;
    }
    return [x, y];
  };
  const rect = (el) => {
    const r = el.getBoundingClientRect();
    if (el.ownerDocument === document) return r;
    const [x, y] = frameOffset(el.ownerDocument);
    return { left: r.left + x, top: r.top + y, right: r.right + x, bottom: r.bottom + y, width: r.width, height: r.height };
  };
  const parent = (n) => {
    if (!n) return null;
    if (n.assignedSlot) return n.assignedSlot;
    const p = n.parentNode;
    if (p && p.nodeType === 11 && p.host) return p.host;
    if (p && p.nodeType === 9 && p !== document) {
      const v = p.defaultView;
      return v && v.frameElement ? v.frameElement : null;
    }
    return p && p.nodeType === 1 ? p : null;
  };
  const contains = (a, b) => { for (let n = b; n; n = parent(n)) if (n === a) return true; return false; };
  const elements = () => {
    const out = [];
    const walk = (root) => {
      for (const el of root.querySelectorAll("*")) {
        out.push(el);
        if (el.shadowRoot) { watch(el.shadowRoot); walk(el.shadowRoot); }
        const d = frameDoc(el);
        if (d) { watch(d); walk(d.body); }
      }
    };
    if (document.body) walk(document.body);
    return out;
  };
  // The innermost element at a point, through shadow roots (document.elementFromPoint stops at a host).
  // Into same-origin frames too (the top document reports the frame element).
  const fromPoint = (x, y) => {
    let e = document.elementFromPoint(x, y), ox = 0, oy = 0;
    for (;;) {
      while (e && e.shadowRoot) {
        const inner = e.shadowRoot.elementFromPoint(x - ox, y - oy);
        if (!inner || inner === e) break;
        e = inner;
      }
      const d = e && frameDoc(e);
      if (!d) return e;
      [ox, oy] = frameOffset(d);
      const inner = d.elementFromPoint(x - ox, y - oy);
      if (!inner) return e;
      e = inner;
    }
  };
  const active = () => {
    let a = document.activeElement;
    for (;;) {
      while (a && a.shadowRoot && a.shadowRoot.activeElement) a = a.shadowRoot.activeElement;
      const d = a && frameDoc(a);
      if (!d || !d.activeElement || d.activeElement === d.body) return a;
      a = d.activeElement;
    }
  };
  // Visible text of the page: the light DOM's rendered text (slotted content included), then the text each
  // open shadow root renders itself (a web component's labels, messages, buttons) and each readable frame's.
  // A part not drawn (a closed dialog's panel, display: none) shows nothing, although its innerText, like
  // any element's that is not rendered, is all of its text: its label "Cancel this appointment?" is no
  // text on the page.
  const drawn = (e) => e.getClientRects().length > 0 || getComputedStyle(e).display === "contents";
  const text = (all) => {
    const parts = [document.body ? document.body.innerText : ""];
    for (const el of all) {
      const d = frameDoc(el);
      if (d && drawn(el)) parts.push(d.body.innerText || "");
      if (!el.shadowRoot) continue;
      for (const c of el.shadowRoot.children) {
        if (c.tagName === "STYLE" || c.tagName === "SCRIPT" || c.tagName === "SLOT" || !drawn(c)) continue;
        parts.push(c.innerText || "");
      }
    }
    return parts.join("\n");
  };
  const byId = (el, id) => (el.getRootNode && el.getRootNode().getElementById ? el.getRootNode().getElementById(id) : null) ||
    document.getElementById(id);
  // The names a person or a screen reader gives a node, folded (lower case, single spaces): its text, its
  // label, its title or placeholder; a text node's text.
  const fold = (s) => (s || "").replace(/\s+/g, " ").trim().toLowerCase();
  const names = (n) => {
    if (n.nodeType !== 1) return [fold(n.textContent)];
    const out = [n.innerText || n.textContent, n.getAttribute("aria-label"), n.getAttribute("title"),
      n.getAttribute("placeholder")];
    if (n.labels) for (const l of n.labels) out.push(l.innerText || l.textContent);
    for (const ref of (n.getAttribute("aria-labelledby") || "").split(/\s+/).filter(Boolean)) {
      const l = byId(n, ref);
      if (l) out.push(l.innerText || l.textContent);
    }
    return out.map(fold);
  };
  // The button that discloses a hidden node when nothing announces it (no aria-expanded, no details): the
  // button just before the undisplayed block that holds the node ("New assessment" over a form shown with
  // v-show), or the one button of a header just before it (an accordion's <h2><button>), or the one toggle
  // naming the block by its id (Bootstrap's data-bs-target="#units"), within a few levels. Null when there
  // is none.
  const TOGGLE = "button, [role=button], a:not([href])";
  const unannounced = (b) => !!b && !b.hasAttribute("aria-expanded") && !b.hasAttribute("aria-controls");
  const disclosure = (el) => {
    for (let a = parent(el), i = 0; a && a !== document.body && i < 6; a = parent(a), i++) {
      if (getComputedStyle(a).display !== "none") continue;
      const prev = a.previousElementSibling;
      const inHead = prev && !prev.matches(TOGGLE) ? prev.querySelectorAll(TOGGLE) : [];
      const btn = prev && (prev.matches(TOGGLE) ? prev : inHead.length === 1 ? inHead[0] : null);
      if (unannounced(btn)) return btn;
      if (!a.id) return null;
      const ref = `"#${CSS.escape(a.id)}"`;
      const naming = a.getRootNode().querySelectorAll(`[data-bs-target=${ref}], [data-target=${ref}]`);
      return naming.length === 1 && unannounced(naming[0]) ? naming[0] : null;
    }
    return null;
  };
  // An <input> the keyboard types text into: any type but these (an unknown type is a text field).
  const NOT_TEXT = new Set(["button", "submit", "reset", "image", "checkbox", "radio", "range", "file", "color", "hidden"]);
  const textInput = (el) => el.tagName === "INPUT" && !NOT_TEXT.has((el.type || "").toLowerCase());
  // The modal dialogs open on the page (<dialog open>, aria-modal="true"), drawn: while one is, the page
  // behind it is not what a user operates (a click there lands on its backdrop, which may dismiss it).
  const modals = () => elements().filter((e) => (e.matches("dialog[open]") || e.getAttribute("aria-modal") === "true")
    && e.getClientRects().length > 0 && getComputedStyle(e).visibility !== "hidden");
  // The layer an element is drawn in: its outermost positioned (fixed, absolute, sticky) ancestor below the
  // body, or the element itself; and whether that layer is a fixed backdrop over (nearly) the whole viewport.
  const layer = (e) => {
    let root = e;
    for (let p = e; p && p !== document.body; p = parent(p)) {
      const pos = getComputedStyle(p).position;
      if (pos === "fixed" || pos === "absolute" || pos === "sticky") root = p;
    }
    return root;
  };
  const backdrop = (root) => {
    if (getComputedStyle(root).position !== "fixed") return false;
    const box = root.getBoundingClientRect();
    return box.width >= 0.9 * innerWidth && box.height >= 0.9 * innerHeight;
  };
  Object.defineProperty(window, "__dgDom", {
    value: { parent, contains, elements, fromPoint, active, text, byId, names, watch, rect, frameOffset, disclosure, modals, textInput, layer, backdrop },
    enumerable: false,
  });
})();

// Reads what a screen agent could see: every named or interactive element, its box, the part of it inside
// the viewport (clipped by scroll containers), whether something covers its centre, and page facts. Open
// shadow roots (web components) and same-origin frames are read like the light DOM: a person sees no
// difference. Boxes are in the top page's viewport coordinates.
// It only reads: no attribute, node or style is changed. It runs in diageval's isolated world, so the
// element list kept in window.__dg for later look-ups by id is invisible to the app.
(opts) => {
  const D = window.__dgDom;
  const MAXLEN = 200;
  const TYPED = /^(text|search|email|tel|url|number)$/;
  const norm = (s) => (s || "").replace(/\s+/g, " ").trim();
  const shown = (el) => {
    if (!el || !el.getBoundingClientRect) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  // Not drawn while its row is: hidden alone in a drawn parent (display: none), or laid out inside an actions
  // box that is laid out and hidden in a drawn row (visibility: hidden until the row is hovered).
  const unshownIn = (el) => {
    const p = D.parent(el);
    if (shown(p)) return true;
    const laid = (e) => !!e && !!e.getBoundingClientRect && e.getBoundingClientRect().width > 0;
    return laid(el) && laid(p) && shown(D.parent(p));
  };
  const vw = window.innerWidth, vh = window.innerHeight;
  const INTERACTIVE_ROLES = new Set(["button", "link", "checkbox", "radio", "switch", "tab", "menuitem",
    "option", "combobox", "textbox", "slider", "searchbox", "spinbutton", "menuitemcheckbox", "treeitem"]);
  const implicitRole = (el) => {
    const tag = el.tagName.toLowerCase();
    const type = (el.getAttribute("type") || "text").toLowerCase();
    if (tag === "a" && el.hasAttribute("href")) return "link";
    if (tag === "button" || tag === "summary") return "button";
    if (tag === "select") return "combobox";
    if (tag === "textarea") return "textbox";
    if (tag === "img") return "img";
    if (tag === "label") return "label";
    if (/^h[1-6]$/.test(tag)) return "heading";
    if (tag === "input") {
      if (["button", "submit", "reset", "image"].includes(type)) return "button";
      if (type === "checkbox") return "checkbox";
      if (type === "radio") return "radio";
      if (type === "range") return "slider";
      if (type === "file") return "button";
      if (type === "hidden") return "none";
      return "textbox";
    }
    if (editableHost(el)) return "textbox";
    return "generic";
  };
  // SVG and MathML elements have no isContentEditable / readOnly: every flag is coerced to a boolean.
  const num = (v, d) => { const n = parseFloat(v); return Number.isFinite(n) ? n : d; };
  const editableHost = (el) => !!el.isContentEditable && el.getAttribute("contenteditable") !== null;
  const ownText = (el) => {
    for (const n of el.childNodes) if (n.nodeType === 3 && n.textContent.trim()) return true;
    return false;
  };
  const textOf = (el) => norm(el.innerText || el.textContent).slice(0, MAXLEN);
  // The count an element's last child element shows (down to three levels), alone: "22", "(3)", "[1,204]".
  const COUNT = /^[([]?\d[\d,]*[)\]]?$/;
  const badge = (el) => {
    for (let c = el.lastElementChild, k = 0; c && k < 3; c = c.lastElementChild, k++) {
      const t = norm(c.textContent);
      if (COUNT.test(t)) return t;
      if (t) return "";
    }
    return "";
  };
  // The item of a navigation, tab list or list of views that is the one shown (aria-current, a selected tab
  // or option, or the class a framework marks it with): a press on it, or on text inside it, has nothing
  // left to change.
  const CURRENT = /^(active|is-active|current|is-current|selected|is-selected)$/;
  const HOSTS = "a,button,[role=tab],[role=link],[role=button],[role=menuitem],[role=option],[role=treeitem],li";
  const marked = (e) => {
    const c = e.getAttribute("aria-current");
    return (!!c && c !== "false") || e.getAttribute("aria-selected") === "true" ||
      [...e.classList].some((k) => CURRENT.test(k));
  };
  const isCurrent = (el) => { const host = el.closest ? el.closest(HOSTS) : null; return marked(el) || (!!host && marked(host)); };
  const describe = (el) => {
    if (!el) return null;
    let s = el.tagName.toLowerCase();
    if (el.id) s += "#" + el.id;
    const cls = (typeof el.className === "string" ? el.className : "").trim().split(/\s+/).filter(Boolean);
    if (cls.length) s += "." + cls.slice(0, 2).join(".");
    const t = textOf(el).slice(0, 40);
    return t ? `${s} "${t}"` : s;
  };
  const isScrollable = (el, st) => {
    const oy = /(auto|scroll)/.test(st.overflowY) && el.scrollHeight > el.clientHeight + 1;
    const ox = /(auto|scroll)/.test(st.overflowX) && el.scrollWidth > el.clientWidth + 1;
    return oy || ox;
  };
  // What the ancestors of an element clip it to (every ancestor whose overflow is not visible, up to the
  // body) and the nearest one that scrolls: worked out once per ancestor, not once per element under it.
  const NOCLIP = { x0: -Infinity, y0: -Infinity, x1: Infinity, y1: Infinity, container: null };
  const clips = new Map();
  const clipOf = (p) => {
    if (!p || p === document.body || p === document.documentElement) return NOCLIP;
    let c = clips.get(p);
    if (c) return c;
    const up = clipOf(D.parent(p));
    const doc = p.ownerDocument;
    const ps = getComputedStyle(p);
    if (doc !== document && p === doc.documentElement) {
      // A frame's document: clipped to the frame's viewport, which scrolls when the document is taller.
      const [x, y] = D.frameOffset(doc), fv = doc.defaultView, se = doc.scrollingElement || p;
      c = {
        x0: Math.max(up.x0, x), y0: Math.max(up.y0, y),
        x1: Math.min(up.x1, x + fv.innerWidth), y1: Math.min(up.y1, y + fv.innerHeight),
        container: se.scrollHeight > se.clientHeight + 1 ? fv.frameElement : up.container,
      };
    } else if (doc !== document && p === doc.body) {
      c = up;
    } else if (ps.overflowX !== "visible" || ps.overflowY !== "visible") {
      const pr = D.rect(p);
      c = {
        x0: Math.max(up.x0, pr.left), y0: Math.max(up.y0, pr.top),
        x1: Math.min(up.x1, pr.right), y1: Math.min(up.y1, pr.bottom),
        container: isScrollable(p, ps) ? p : up.container,
      };
    } else {
      c = up;
    }
    clips.set(p, c);
    return c;
  };
  // What a canvas shows exists only as pixels (a drawing, a chart, a game board): each rendered canvas is
  // read scaled down to 64x64 and hashed, so that drawing on it counts as the page changing. A canvas the
  // page cannot read back (tainted by another origin's image) counts by its size alone.
  const drawn = [];
  let scaled = null;
  const pixels = (c) => {
    try {
      if (!scaled) scaled = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
      scaled.canvas.width = 64; scaled.canvas.height = 64;  // also clears it
      scaled.drawImage(c, 0, 0, 64, 64);
      const d = scaled.getImageData(0, 0, 64, 64).data;
      let h = 2166136261;
      for (let i = 0; i < d.length; i += 1) h = Math.imul(h ^ d[i], 16777619);
      return (h >>> 0).toString(36);
    } catch (e) {
      return `${c.width}x${c.height}`;
    }
  };
  // A radio, box or switch drawn by a script (a component's inner button with role "radio") says its state
  // with aria-checked; "mixed" and no state say nothing.
  const ariaChecked = (el, role) => {
    const a = el.getAttribute("aria-checked");
    return /^(radio|checkbox|switch|menuitemradio|menuitemcheckbox)$/.test(role) && (a === "true" || a === "false")
      ? a === "true" : null;
  };
  const elems = [];
  const out = [];
  const all = D.elements();
  for (const el of all) {
    const tag = el.tagName.toLowerCase();
    if (["script", "style", "noscript", "template", "br", "option"].includes(tag)) continue;
    const role = el.getAttribute("role") || implicitRole(el);
    if (role === "none") continue;
    const st = getComputedStyle(el);
    const up = D.parent(el);
    const interactive = INTERACTIVE_ROLES.has(role) || el.hasAttribute("onclick") ||
      (el.tabIndex >= 0 && el.hasAttribute("tabindex")) || editableHost(el) ||
      (st.cursor === "pointer" && !(up && getComputedStyle(up).cursor === "pointer"));
    const names = [];
    const push = (src, v) => { v = norm(v).slice(0, MAXLEN); if (v) names.push([src, v]); };
    push("aria-label", el.getAttribute("aria-label"));
    const lb = el.getAttribute("aria-labelledby");
    if (lb) push("labelledby", lb.split(/\s+/).map((i) => { const n = D.byId(el, i); return n ? n.innerText || n.textContent : ""; }).join(" "));
    if (el.labels) for (const l of el.labels) push("label", l.innerText || l.textContent);
    push("placeholder", el.getAttribute("placeholder"));
    push("alt", el.getAttribute("alt"));
    push("title", el.getAttribute("title"));
    if (tag === "input" && ["button", "submit", "reset"].includes((el.type || "").toLowerCase())) push("value", el.value);
    if (interactive || ownText(el)) {
      const t = textOf(el);
      if (t.length < MAXLEN) push("text", t);
      // A control that shows a count in an element of its own after its label (a tab's "Open 22", a
      // folder's "Inbox (3)"): a plan names it by the label alone.
      const count = interactive && t.length < MAXLEN ? badge(el) : "";
      if (count && t.endsWith(count) && t.length > count.length) push("unbadged", t.slice(0, -count.length));
    }
    // A control inside a web component whose name is the component's own (its slotted text, its label).
    if (!names.length && interactive && el.getRootNode() !== document) {
      const host = el.getRootNode().host;
      if (host) {
        push("aria-label", host.getAttribute("aria-label"));
        push("label", host.getAttribute("label"));
        const t = textOf(host);
        if (t.length < MAXLEN) push("host", t);
      }
    }
    // What a text field holds is drawn inside it: an editable table's row shows its item as a field's value
    // (an invoice line's "Website redesign"). Last of the names, and matched only whole (see match_target).
    if (tag === "input" && TYPED.test((el.type || "text").toLowerCase())) push("typed", el.value);
    // Drawn content (canvas, images, svg, video) is kept even unnamed: text there exists only as pixels.
    if (!names.length && !interactive && !["canvas", "img", "svg", "video"].includes(tag)) continue;
    const r = D.rect(el);
    const rendered = r.width > 0 && r.height > 0 &&
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const clip = clipOf(D.parent(el));
    let container = clip.container;
    let cx0 = Math.max(r.left, clip.x0), cy0 = Math.max(r.top, clip.y0);
    let cx1 = Math.min(r.right, clip.x1), cy1 = Math.min(r.bottom, clip.y1);
    cx0 = Math.max(cx0, 0); cy0 = Math.max(cy0, 0); cx1 = Math.min(cx1, vw); cy1 = Math.min(cy1, vh);
    // A popup (menu, popover, tooltip) positioned fixed or against a box outside its scroll container is
    // drawn beyond that container's clip: when the hit test finds the element at the centre of its
    // unclipped part in the viewport, that part is what a person sees.
    if (rendered && clip !== NOCLIP) {
      const ux0 = Math.max(r.left, 0), uy0 = Math.max(r.top, 0);
      const ux1 = Math.min(r.right, vw), uy1 = Math.min(r.bottom, vh);
      const clippedArea = Math.max(0, cx1 - cx0) * Math.max(0, cy1 - cy0);
      if (ux1 > ux0 && uy1 > uy0 && clippedArea < (ux1 - ux0) * (uy1 - uy0) - 1) {
        const h = D.fromPoint((ux0 + ux1) / 2, (uy0 + uy1) / 2);
        if (h && (h === el || D.contains(el, h))) {
          cx0 = ux0; cy0 = uy0; cx1 = ux1; cy1 = uy1;
          container = null;
        }
      }
    }
    const cw = Math.max(0, cx1 - cx0), ch = Math.max(0, cy1 - cy0);
    const area = r.width * r.height;
    const fraction = rendered && area > 0 ? (cw * ch) / area : 0;
    // A web component's button (Shoelace's sl-button, Material's md-*) is not a native control: its host
    // carries the disabled state as a property or attribute, which `:disabled` does not see.
    const disabled = el.matches(":disabled") || el.getAttribute("aria-disabled") === "true"
      || (el.localName.includes("-") && (el.disabled === true || el.hasAttribute("disabled")));
    let covered_by = null;
    let px = null, py = null;
    if (rendered && cw > 0 && ch > 0) {
      px = cx0 + cw / 2; py = cy0 + ch / 2;
      const hit = D.fromPoint(px, py);
      // A point on slotted text reports the component's host; the control holding the slot receives it.
      const slotted = hit && hit.shadowRoot && D.contains(hit, el) && el.querySelector && el.querySelector("slot");
      const ok = hit && (hit === el || D.contains(el, hit) || slotted ||
        (el.labels && [...el.labels].some((l) => D.contains(l, hit))) || (hit.control && hit.control === el));
      // A disabled control that ignores the pointer (component libraries style `:disabled` with
      // `pointer-events: none`) lets the point through to its own container: nothing covers it, it is
      // disabled, and that is what a person sees.
      const passThrough = hit && D.contains(hit, el) && disabled && getComputedStyle(el).pointerEvents === "none";
      if (!ok && !passThrough) covered_by = describe(hit);
    }
    if (tag === "canvas" && rendered && drawn.length < 16) drawn.push(pixels(el));
    const collapsed = (!!el.closest("details:not([open])") && !el.closest("summary")) || (!rendered && !!D.disclosure(el));
    // A submit control whose form the browser will not submit: a field fails its own constraints
    // (required, pattern, type, min/max). Read through CSS and validity, which fire no "invalid" event.
    let blocked = null;
    const submits = (tag === "button" || tag === "input") && (el.type === "submit" || el.type === "image");
    const form = submits ? el.form : null;
    if (form && !form.noValidate && !el.formNoValidate && form.matches(":invalid")) {
      const bad = [...form.elements].find((f) => f.willValidate && !f.validity.valid);
      if (bad) {
        const lab = bad.labels && bad.labels.length ? bad.labels[0].innerText || bad.labels[0].textContent : "";
        const what = norm(bad.getAttribute("aria-label") || lab || bad.getAttribute("placeholder") ||
          bad.getAttribute("name") || bad.tagName.toLowerCase()).slice(0, 80);
        blocked = `'${what}': ${norm(bad.validationMessage).slice(0, 120)}`;
      }
    }
    let containerId = null;
    if (container) {
      containerId = elems.indexOf(container);
      if (containerId < 0) { elems.push(container); containerId = elems.length - 1; }
    }
    elems.push(el);
    const type = (el.getAttribute("type") || "").toLowerCase();
    out.push({
      id: elems.length - 1, tag, role, names, interactive: !!interactive,
      box: [r.left, r.top, r.width, r.height], point: px === null ? null : [px, py],
      visible_fraction: fraction, rendered, covered_by,
      enabled: !disabled,
      editable: (tag === "textarea" || D.textInput(el) || !!el.isContentEditable) && !el.readOnly,
      checked: "checked" in el && (type === "checkbox" || type === "radio") ? el.checked : ariaChecked(el, role),
      value: "value" in el && ["input", "textarea", "select"].includes(tag) ? String(el.value).slice(0, MAXLEN) : null,
      selected: tag === "select" && el.selectedIndex >= 0 ? norm(el.options[el.selectedIndex].text) : null,
      range: type === "range" ? [num(el.min, 0), num(el.max, 100), num(el.step, 0) || 1] : null,
      expanded: el.getAttribute("aria-expanded"), popup: el.getAttribute("aria-haspopup"), collapsed,
      unshown: !rendered && interactive && unshownIn(el),
      container: containerId,
      tabindex: typeof el.tabIndex === "number" ? el.tabIndex : -1,
      blocked,
      header: !!(el.closest && el.closest("th, [role=columnheader]")),
      current: isCurrent(el),
      kind: tag === "input" ? type || "text" : null,  // which types name a field by kind: method/_kind.py
      desc: describe(el),
    });
  }
  window.__dg = { elems };
  // Loading indicators in view: busy regions, progress bars, and the spinners and skeleton placeholders
  // component libraries draw (named so by convention in their tag or class).
  const BUSY = /^(sl-spinner|sl-skeleton)$|spinner|skeleton|shimmer|^loader$|^loading$|^placeholder(-glow|-wave)?$/i;
  // A class word that only says "loading" is also the styling an app gives its empty state ("No messages
  // yet." in the box the loading message was in): it counts while it has no text, says it is loading, holds
  // a spinner or bar, or moves.
  const WORD = /^(loader|loading)$/i, SAYS = /load|wait|fetch|progress|sync|prepar|sav|send|search/i;
  const showsWork = (el) => !(el.textContent || "").trim() || SAYS.test(el.textContent) ||
    !!el.querySelector("[role=progressbar], progress, [aria-busy=true], [class*=spin], sl-spinner") ||
    el.getAnimations({ subtree: true }).some((a) => a.playState === "running");
  const busy = [];
  for (const el of all) {
    if (busy.length >= 5) break;
    const cls = typeof el.className === "string" ? el.className.split(/\s+/).filter(Boolean) : [];
    const named = BUSY.test(el.tagName) || cls.some((c) => BUSY.test(c));
    const is = el.getAttribute("aria-busy") === "true" || el.getAttribute("role") === "progressbar" ||
      (named && (BUSY.test(el.tagName) || cls.some((c) => BUSY.test(c) && !WORD.test(c)) || showsWork(el)));
    if (!is) continue;
    const r = D.rect(el);
    if (r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < vh && r.right > 0 && r.left < vw &&
        el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
      // A determinate bar says how far: work under way, or a gauge (a budget used, a profile complete) when
      // its value stands (see still_working's callers).
      const now = el.getAttribute("aria-valuenow") ?? (el.localName === "progress" ? el.getAttribute("value") : null);
      busy.push(now === null ? describe(el) : `${describe(el)} (value ${now})`);
    }
  }
  const containers = {};
  out.forEach((e) => {
    if (e.container !== null && !(e.container in containers)) {
      const c = elems[e.container], r = D.rect(c);
      containers[e.container] = [r.left, r.top, r.width, r.height];
    }
  });
  const se = document.scrollingElement || document.documentElement;
  const active = D.active();
  return {
    elements: out, containers, url: location.href, title: document.title,
    scroll: [window.scrollX, window.scrollY], page_size: [se.scrollWidth, se.scrollHeight], viewport: [vw, vh],
    text: norm(D.text(all)),
    mutations: window.__dgMut ? window.__dgMut.n : 0,
    drawn: drawn.join(" "),
    active: active && active !== document.body ? describe(active) : null,
    // Focus in a field the keyboard types into: a click on a button never puts it there by itself.
    active_field: !!active && active !== document.body && (active.isContentEditable || active.tagName === "TEXTAREA" ||
      active.tagName === "SELECT" || D.textInput(active)),
    ready_state: document.readyState,
    busy,
  };
}

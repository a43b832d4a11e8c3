// How many arrow presses from the focused radio to the target (the radio, or the label that shows it) in
// their group: a radio group takes one Tab stop, and arrow keys move among its radios (native radios of one
// name and form; ARIA radios of one radiogroup). Null when focus is not on another radio of that group.
(id) => { const D = window.__dgDom, el = window.__dg && window.__dg.elems[id], a = D.active();
  if (!el || !a || el === a) return null;
  const t = el.tagName === "LABEL" && el.control ? el.control : el;
  if (t === a) return null;
  const native = (r) => r.tagName === "INPUT" && r.type === "radio";
  let group = null;
  if (native(t) && native(a) && t.name && a.name === t.name && a.form === t.form) {
    const root = t.form || t.getRootNode();
    group = [...root.querySelectorAll("input[type=radio]")].filter((r) => r.name === t.name && r.form === t.form);
  } else if (t.getAttribute("role") === "radio" && a.getAttribute("role") === "radio") {
    const g = t.closest("[role=radiogroup]");
    if (g && g.contains(a)) group = [...g.querySelectorAll("[role=radio]")];
  }
  if (!group) return null;
  group = group.filter((r) => r === t || r === a || !(r.disabled || r.getAttribute("aria-disabled") === "true"));
  const i = group.indexOf(a), j = group.indexOf(t);
  return i < 0 || j < 0 ? null : j - i; }

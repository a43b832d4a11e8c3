// The options of a select-only custom control (a combobox or listbox button with no text field: Shoelace's
// sl-select, a role=combobox div), when every one of them is in the document: its own option descendants
// (through open shadow roots), or those of the list it names (aria-controls, aria-owns). null when the
// control takes typing (a search box filters its list), is disabled, lists fewer than two options, or an
// option says the list holds more than are there (aria-setsize: a virtual list renders only some).
(id) => {
  const s = window.__dg && window.__dg.elems[id];
  if (!s || !s.isConnected) return null;
  const host = s.getRootNode() instanceof ShadowRoot && s.getRootNode().host.tagName.includes("-")
    ? s.getRootNode().host : s;
  // A field a person can type into (not read-only, not hidden from them: a component's hidden value input).
  const typable = (f) => !f.readOnly && !f.disabled && f.type !== "hidden" && f.type !== "checkbox" &&
    f.getAttribute("aria-hidden") !== "true";
  const field = (r) => [...r.querySelectorAll("input, textarea, [contenteditable=true], [contenteditable='']")]
    .some(typable);
  if (host.matches("textarea, select") || (host.matches("input") && typable(host))) return null;
  if (field(host) || (host.shadowRoot && field(host.shadowRoot))) return null;
  if (host.matches("[disabled], [aria-disabled=true]") || s.matches("[aria-disabled=true]")) return null;
  const OPT = "[role=option], sl-option, option";
  const opts = [...host.querySelectorAll(OPT), ...(host.shadowRoot ? host.shadowRoot.querySelectorAll(OPT) : [])];
  for (const a of ["aria-controls", "aria-owns"]) {
    for (const ref of (s.getAttribute(a) || host.getAttribute(a) || "").split(/\s+/).filter(Boolean)) {
      const r = (s.getRootNode().getElementById ? s.getRootNode() : document).getElementById(ref) ||
        document.getElementById(ref);
      if (r) opts.push(...(r.matches(OPT) ? [r] : r.querySelectorAll(OPT)));
    }
  }
  const all = [...new Set(opts)];
  if (all.length < 2 || all.some((o) => Number(o.getAttribute("aria-setsize")) > all.length)) return null;
  return all.map((o) => (o.getAttribute("label") || o.textContent || "").replace(/\s+/g, " ").trim());
}

// The one script diageval places in the page's own world: it counts the page's pending timeouts and the
// requests its scripts have in flight, so a wait for a quiet page knows when something is still scheduled
// or being loaded ("Saved" shown 1.5 s after a click, a list fetched after a filter changed). Counting
// requests here costs nothing per request, where the browser's network events would send three messages
// to diageval for every file a page loads (a page built from 200 modules: 600 messages per load).
// It changes nothing the app does: setTimeout, clearTimeout, fetch, a fetched response's body reads and
// XMLHttpRequest's open and send are wrapped by transparent proxies (same name, length and native source text) that only note a timeout's due
// time or a request's start, and forget it once it fired, was cleared or ended. Intervals and animation
// frames are not counted: they repeat for as long as a page is open.
(() => {
  const KEY = Symbol.for("diageval.pending");
  if (window[KEY]) return;
  const due = new Map();
  const origSet = window.setTimeout;
  const origClear = window.clearTimeout;
  window.setTimeout = new Proxy(origSet, {
    apply(target, self, args) {
      const [fn, ms] = args;
      let id;
      const wrapped = typeof fn === "function"
        ? function (...a) { due.delete(id); return fn.apply(this, a); }
        : fn;
      id = Reflect.apply(target, self, [wrapped, ...args.slice(1)]);
      const now = performance.now();
      due.set(id, [now + Math.max(0, Number(ms) || 0), now]);
      return id;
    },
  });
  window.clearTimeout = new Proxy(origClear, {
    apply(target, self, args) { due.delete(args[0]); return Reflect.apply(target, self, args); },
  });
  // Requests in flight (when each began) and the method of the latest request to each URL, so a failed
  // request the browser reports by URL alone can be named with its method ("POST /api/notes -> HTTP 500").
  const inflight = new Map();
  const methods = new Map();
  let seq = 0;
  const noteMethod = (url, method) => {
    try {
      const abs = new URL(String(url), location.href).href;
      methods.delete(abs);
      methods.set(abs, String(method || "GET").toUpperCase());
      if (methods.size > 200) methods.delete(methods.keys().next().value);
    } catch (e) { /* not a URL the page could load either */ }
  };
  if (typeof window.fetch === "function") {
    window.fetch = new Proxy(window.fetch, {
      apply(target, self, args) {
        const [input, init] = args;
        const req = typeof Request === "function" && input instanceof Request ? input : null;
        noteMethod(req ? req.url : input, (init && init.method) || (req && req.method));
        const id = ++seq;
        inflight.set(id, performance.now());
        const done = () => { inflight.delete(id); };
        let p;
        try { p = Reflect.apply(target, self, args); } catch (e) { done(); throw e; }
        Promise.resolve(p).then(done, done);
        return p;
      },
    });
  }
  // A fetch's promise settles with the headers; the body a script then reads (`r.json()`) is still on
  // its way, so each read counts as in flight until it settles.
  const Resp = typeof Response === "function" && Response.prototype;
  if (Resp) {
    for (const name of ["text", "json", "arrayBuffer", "blob", "formData"]) {
      if (typeof Resp[name] !== "function") continue;
      Resp[name] = new Proxy(Resp[name], {
        apply(target, self, args) {
          const id = ++seq;
          inflight.set(id, performance.now());
          const done = () => { inflight.delete(id); };
          let p;
          try { p = Reflect.apply(target, self, args); } catch (e) { done(); throw e; }
          Promise.resolve(p).then(done, done);
          return p;
        },
      });
    }
  }
  const XHR = window.XMLHttpRequest && window.XMLHttpRequest.prototype;
  if (XHR) {
    const opened = new WeakMap();
    XHR.open = new Proxy(XHR.open, {
      apply(target, self, args) {
        opened.set(self, [args[0], args[1]]);
        return Reflect.apply(target, self, args);
      },
    });
    XHR.send = new Proxy(XHR.send, {
      apply(target, self, args) {
        const o = opened.get(self);
        if (o) noteMethod(o[1], o[0]);
        const id = ++seq;
        inflight.set(id, performance.now());
        const done = () => { inflight.delete(id); };
        self.addEventListener("loadend", done, { once: true });
        try { return Reflect.apply(target, self, args); } catch (e) { done(); throw e; }
      },
    });
  }
  // How many timeouts fall due within `horizonMs`, how many finite animations or transitions still run,
  // and how many requests have been in flight for less than `longMs` (longer ones are long polls).
  const pending = (horizonMs, longMs) => {
    const now = performance.now();
    let timers = 0;
    for (const [id, [t]] of due) {
      if (t < now - 1000) due.delete(id);  // fired without our wrapper (a string handler) long ago
      else if (t <= now + horizonMs) timers += 1;
    }
    let animations = 0;
    if (document.getAnimations) {
      for (const a of document.getAnimations()) {
        if (a.playState !== "running") continue;
        const end = a.effect && a.effect.getComputedTiming ? a.effect.getComputedTiming().endTime : Infinity;
        if (Number.isFinite(end)) animations += 1;
      }
    }
    let requests = 0;
    for (const t of inflight.values()) if (now - t < (longMs || 5000)) requests += 1;
    return [timers, animations, requests];
  };
  pending.methods = (urls) => urls.map((u) => methods.get(u) || "");
  // Timeouts set within the last `sinceMs`, still to fire, set for longer than `horizonMs` (and at most
  // `maxMs`): work the page promised for later (a result shown 8 s after a click), which no quiet wait
  // waits for. A clock's or a poll's short timeouts are not among them.
  // With `untilDue`, how many milliseconds until the last of them fires instead.
  pending.later = (sinceMs, horizonMs, maxMs, untilDue) => {
    const now = performance.now();
    let n = 0;
    let last = 0;
    for (const [t, set] of due.values()) {
      if (set >= now - sinceMs && t > now && t - set > horizonMs && t - set <= maxMs) {
        n += 1;
        last = Math.max(last, t - now);
      }
    }
    return untilDue ? last : n;
  };
  Object.defineProperty(window, KEY, { value: pending, enumerable: false });
})();

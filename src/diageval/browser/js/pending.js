// The one script diageval places in the page's own world: it counts the page's pending timeouts, so a wait
// for a quiet page knows when something is still scheduled to happen ("Saved" shown 1.5 s after a click).
// It changes nothing the app does: setTimeout and clearTimeout are wrapped by transparent proxies (same
// name, length and native source text) that only note a timeout's due time and forget it once it fired or
// was cleared. Intervals and animation frames are not counted: they repeat for as long as a page is open.
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
      due.set(id, performance.now() + Math.max(0, Number(ms) || 0));
      return id;
    },
  });
  window.clearTimeout = new Proxy(origClear, {
    apply(target, self, args) { due.delete(args[0]); return Reflect.apply(target, self, args); },
  });
  // How many timeouts fall due within `horizonMs`, and how many finite animations or transitions still run.
  const pending = (horizonMs) => {
    const now = performance.now();
    let timers = 0;
    for (const [id, t] of due) {
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
    return [timers, animations];
  };
  Object.defineProperty(window, KEY, { value: pending, enumerable: false });
})();

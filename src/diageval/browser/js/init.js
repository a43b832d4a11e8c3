// Installed before any page script: counts DOM mutations so an action's effect can be measured.
// It observes only, and runs in diageval's isolated world: the app cannot see it.
(() => {
  if (window.__dgMut) return;
  const state = { n: 0 };
  Object.defineProperty(window, "__dgMut", { value: state, enumerable: false });
  new MutationObserver((ms) => { state.n += ms.length; })
    .observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
})();

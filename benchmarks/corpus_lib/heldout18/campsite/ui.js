// Small UI helpers over Bulma: modal cards, toasts and the cookie banner.

export const $ = (sel, root = document) => root.querySelector(sel);
export const $$ = (sel, root = document) => [...root.querySelectorAll(sel)];

let current = null;

/** Open a Bulma modal card; returns { el, close }. Escape and the background close it. */
export function openModal({ id, title, body, foot, wide = false, onClose = null }) {
  if (current) current.close();
  const root = $('#modal-root');
  const el = document.createElement('div');
  el.className = 'modal is-active';
  el.id = id;
  el.innerHTML = `
    <div class="modal-background"></div>
    <div class="modal-card${wide ? ' is-wide' : ''}" role="dialog" aria-modal="true" aria-labelledby="${id}-title">
      <header class="modal-card-head">
        <p class="modal-card-title" id="${id}-title">${title}</p>
        <button class="delete" aria-label="Close" data-close></button>
      </header>
      <section class="modal-card-body">${body}</section>
      <footer class="modal-card-foot"><div class="buttons is-right" style="width:100%">${foot}</div></footer>
    </div>`;
  root.append(el);
  document.documentElement.classList.add('is-clipped');
  const onKey = e => { if (e.key === 'Escape') close(); };
  function close() {
    if (!el.isConnected) return;
    el.querySelectorAll('select.tomselected').forEach(s => s.tomselect && s.tomselect.destroy());
    el.remove();
    document.removeEventListener('keydown', onKey);
    document.documentElement.classList.remove('is-clipped');
    if (current && current.el === el) current = null;
    if (onClose) onClose();
  }
  el.addEventListener('click', e => { if (e.target.closest('[data-close]') || e.target.classList.contains('modal-background')) close(); });
  document.addEventListener('keydown', onKey);
  current = { el, close };
  return current;
}

export function closeModal() { if (current) current.close(); }

export function toast(message, kind = 'is-success') {
  const box = $('#toasts');
  const n = document.createElement('div');
  n.className = `notification ${kind} toast`;
  n.innerHTML = `<button class="delete" aria-label="Dismiss"></button>`;
  n.append(message);
  n.querySelector('.delete').addEventListener('click', () => n.remove());
  box.prepend(n);
  setTimeout(() => n.remove(), 4500);
}

export function cookieBanner() {
  if (localStorage.getItem('pitchbook.cookies')) return;
  const el = $('#cookie-banner');
  setTimeout(() => { el.hidden = false; }, 1800);
  el.addEventListener('click', e => {
    const b = e.target.closest('[data-consent]');
    if (!b) return;
    if (b.dataset.consent === 'settings') { toast('Cookie settings are under Settings › Privacy', 'is-info'); return; }
    localStorage.setItem('pitchbook.cookies', b.dataset.consent);
    el.hidden = true;
  });
}

/** A field's error line under it (Bulma help). */
export function fieldError(input, msg) {
  const field = input.closest('.field');
  let help = field.querySelector('.help.is-danger');
  if (!help && msg) { help = document.createElement('p'); help.className = 'help is-danger'; field.append(help); }
  if (help) help.textContent = msg || '';
  input.classList.toggle('is-danger', !!msg);
}

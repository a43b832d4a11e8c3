// Small helpers over Bootstrap's JavaScript API (window.bootstrap, from the bundle) and Tom Select.
/* global bootstrap, TomSelect */

export const esc = s =>
  String(s ?? '').replace(/[&<>"']/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

export function toast(message, variant = 'success') {
  const box = document.getElementById('toast-stack');
  const el = document.createElement('div');
  el.className = `toast align-items-center text-bg-${variant} border-0`;
  el.setAttribute('role', 'status');
  el.innerHTML = `<div class="d-flex"><div class="toast-body">${message}</div>
    <button type="button" class="btn-close btn-close-white me-2 m-auto" data-bs-dismiss="toast" aria-label="Close message"></button></div>`;
  box.append(el);
  const t = bootstrap.Toast.getOrCreateInstance(el, { delay: 4000 });
  el.addEventListener('hidden.bs.toast', () => el.remove());
  t.show();
}

// One Bootstrap modal whose title, body and footer are filled in for each use.
export function openModal({ title, body, footer, size = '', onShown, onHidden }) {
  const el = document.getElementById('action-modal');
  el.querySelector('.modal-dialog').className = `modal-dialog modal-dialog-centered ${size}`;
  el.querySelector('.modal-title').textContent = title;
  el.querySelector('.modal-body').innerHTML = body;
  el.querySelector('.modal-footer').innerHTML = footer;
  const m = bootstrap.Modal.getOrCreateInstance(el);
  const shown = () => {
    el.removeEventListener('shown.bs.modal', shown);
    if (onShown) onShown(el);
  };
  const hidden = () => {
    el.removeEventListener('hidden.bs.modal', hidden);
    for (const s of el.querySelectorAll('select.tomselected')) s.tomselect.destroy();
    if (onHidden) onHidden();
  };
  el.addEventListener('shown.bs.modal', shown);
  el.addEventListener('hidden.bs.modal', hidden);
  m.show();
  return { el, hide: () => m.hide() };
}

export function tomSelect(el, options = {}) {
  return new TomSelect(el, { create: false, closeAfterSelect: true, maxOptions: null, ...options });
}

export function busy(btn, on, label) {
  btn.disabled = on;
  if (on) {
    btn.dataset.label = btn.innerHTML;
    btn.innerHTML = `<span class="spinner-border spinner-border-sm me-1" aria-hidden="true"></span>${label || 'Saving…'}`;
  } else if (btn.dataset.label) {
    btn.innerHTML = btn.dataset.label;
  }
}

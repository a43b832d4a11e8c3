import { reactive } from 'vue';

export const ui = reactive({ toasts: [] });

export function toast(message, { variant = 'success', action = null, ms = 5000 } = {}) {
  const t = { id: Math.random(), message, variant, action };
  ui.toasts.push(t);
  setTimeout(() => dismiss(t.id), ms);
  return t;
}

export function dismiss(id) {
  const i = ui.toasts.findIndex(t => t.id === id);
  if (i >= 0) ui.toasts.splice(i, 1);
}

// one open dropdown menu at a time, closed by any click elsewhere
export const menus = reactive({ open: null });
document.addEventListener('click', e => {
  if (!e.target.closest('[data-menu]')) menus.open = null;
});
export function toggleMenu(key) {
  menus.open = menus.open === key ? null : key;
}

import { LitElement } from 'lit';

// Components render into the light DOM so that Bulma's stylesheet applies to them.
export class Light extends LitElement {
  createRenderRoot() {
    return this;
  }
}

export function toast(message, kind = 'success') {
  window.dispatchEvent(new CustomEvent('wh-toast', { detail: { message, kind } }));
}

export function openJob(ref) {
  window.dispatchEvent(new CustomEvent('wh-open-job', { detail: { ref } }));
}

export function dialog(name, detail = {}) {
  window.dispatchEvent(new CustomEvent('wh-dialog', { detail: { name, ...detail } }));
}

export const sleep = ms => new Promise(r => setTimeout(r, ms));

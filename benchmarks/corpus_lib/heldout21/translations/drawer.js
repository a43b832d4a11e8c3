import { html } from 'lit';
import {
  job, client, translator, onChange, setDeadline, STATUS, OPEN, SUBJECTS, TODAY, pairLong, fmtDay, fmtDate, gbp, words,
} from './store.js';
import { Light, toast, dialog } from './ui.js';

// the job sheet: a panel that slides in from the right
class WhJobDrawer extends Light {
  static properties = { ref: { state: true }, editingDue: { state: true }, newDue: { state: true } };

  constructor() {
    super();
    this.ref = null;
    this.editingDue = false;
    this.newDue = '';
    window.addEventListener('wh-open-job', e => {
      this.ref = e.detail.ref;
      this.editingDue = false;
    });
    window.addEventListener('keydown', e => {
      if (e.key === 'Escape' && this.ref && !document.querySelector('.modal.is-active')) this.ref = null;
    });
  }

  connectedCallback() {
    super.connectedCallback();
    this.off = onChange(() => this.requestUpdate());
  }

  disconnectedCallback() {
    super.disconnectedCallback();
    this.off();
  }

  saveDue() {
    const j = job(this.ref);
    if (!this.newDue || this.newDue < TODAY) {
      toast('Pick a date from today on.', 'error');
      return;
    }
    setDeadline(j.ref, this.newDue);
    this.editingDue = false;
    toast(`${j.ref} is now due ${fmtDay(this.newDue)}.`);
  }

  render() {
    const j = this.ref ? job(this.ref) : null;
    if (!j) return html``;
    const c = client(j.client);
    const t = j.translator ? translator(j.translator) : null;
    const open = OPEN.includes(j.status);
    return html`
      <div class="drawer-backdrop" @click=${() => (this.ref = null)}></div>
      <aside class="drawer box" role="dialog" aria-modal="true" aria-labelledby="drawer-title">
        <div class="is-flex is-justify-content-space-between is-align-items-start mb-3">
          <div>
            <p class="is-size-7 has-text-grey">${j.ref} · ${c.name}</p>
            <h2 class="title is-5" id="drawer-title">${j.title}</h2>
          </div>
          <button class="delete is-medium" aria-label="Close job sheet" @click=${() => (this.ref = null)}></button>
        </div>
        <table class="table is-fullwidth is-narrow sheet">
          <tbody>
            <tr><th>Status</th><td class="sheet-status">${STATUS[j.status]}${j.invoice ? ` (${j.invoice})` : ''}</td></tr>
            <tr><th>Languages</th><td>${pairLong(j.pair)}</td></tr>
            <tr><th>Subject</th><td>${SUBJECTS[j.subject].label}</td></tr>
            <tr><th>Words</th><td>${words(j.words)}${j.rush ? ' · rush' : ''}</td></tr>
            <tr><th>Price</th><td class="sheet-price">${gbp(j.price)}</td></tr>
            <tr><th>Translator</th><td>${t ? html`${t.name} <span class="has-text-grey is-size-7">${t.email}</span>` : 'Not assigned'}</td></tr>
            <tr>
              <th>Due</th>
              <td class="sheet-due">
                ${this.editingDue
                  ? html`<div class="field has-addons">
                      <div class="control"><input class="input is-small" type="date" aria-label="New due date" min=${TODAY}
                        .value=${this.newDue} @input=${e => (this.newDue = e.target.value)} @change=${e => (this.newDue = e.target.value)} /></div>
                      <div class="control"><button class="button is-small is-primary" @click=${() => this.saveDue()}>Save date</button></div>
                      <div class="control"><button class="button is-small" @click=${() => (this.editingDue = false)}>Cancel</button></div>
                    </div>`
                  : html`${fmtDate(j.due)}
                    ${open ? html`<a href="#/jobs" class="ml-2 is-size-7" @click=${e => { e.preventDefault(); this.newDue = j.due; this.editingDue = true; }}>change</a>` : ''}`}
              </td>
            </tr>
            ${j.deliveredOn ? html`<tr><th>Delivered</th><td>${fmtDate(j.deliveredOn)}</td></tr>` : ''}
            <tr><th>Notes</th><td>${j.notes || html`<span class="has-text-grey-light">None</span>`}</td></tr>
          </tbody>
        </table>
        ${open
          ? html`<div class="buttons">
              <button class="button is-info is-light" @click=${() => dialog('assign', { ref: j.ref })}>${j.translator ? 'Change translator…' : 'Assign translator…'}</button>
              ${j.translator ? html`<button class="button is-success is-light" @click=${() => dialog('deliver', { ref: j.ref })}>Mark as delivered</button>` : ''}
            </div>`
          : ''}
      </aside>
    `;
  }
}
customElements.define('wh-job-drawer', WhJobDrawer);

// <job-modal>: one job's card (Bulma modal) with its next step, hand-over, due date, quantity, reprint, cancel.
import { LitElement, html } from 'lit';
import { live } from 'lit/directives/live.js';
import {
  store, STATUSES, PRODUCTS, PAPERS, FINISHES, fmtDate, money, priceFor, isRush, addWorkingDays, TODAY, toast,
} from './store.js';

const NEXT_LABEL = {
  queued: 'Start printing',
  finishing: 'Ready for collection',
};

class JobModal extends LitElement {
  static properties = {
    ref: { state: true },
    panel: { state: true },
    menuOpen: { state: true },
    busy: { state: true },
    proofOk: { state: true },
    form: { state: true },
  };

  constructor() {
    super();
    this.ref = null;
    this.panel = 'details';
    this.menuOpen = false;
    this.busy = false;
    this.proofOk = false;
    this.form = {};
    this._onChange = () => this.requestUpdate();
  }
  createRenderRoot() {
    return this;
  }
  connectedCallback() {
    super.connectedCallback();
    store.addEventListener('change', this._onChange);
    this._open = e => this.open(e.detail.ref, e.detail.panel);
    window.addEventListener('open-job', this._open);
    this._esc = e => e.key === 'Escape' && this.ref && this.close();
    document.addEventListener('keydown', this._esc);
  }
  disconnectedCallback() {
    store.removeEventListener('change', this._onChange);
    window.removeEventListener('open-job', this._open);
    document.removeEventListener('keydown', this._esc);
    super.disconnectedCallback();
  }

  get job() {
    return this.ref ? store.job(this.ref) : null;
  }

  open(ref, panel = 'details') {
    this.ref = ref;
    this.menuOpen = false;
    this.busy = false;
    this.proofOk = false;
    this.show(panel);
  }
  show(panel) {
    const j = this.job;
    this.menuOpen = false;
    this.panel = panel;
    if (panel === 'handover') this.form = { method: '', amount: (j.price - j.paid).toFixed(2) };
    if (panel === 'due') this.form = { due: '' };
    if (panel === 'qty') this.form = { qty: String(j.qty) };
    if (panel === 'reprint') this.form = { due: addWorkingDays(TODAY, 2), reason: '' };
    if (panel === 'approve') this.form = { deposit: 'none', amount: '', method: 'card' };
    if (panel === 'cancel') this.form = { reason: '' };
  }
  close() {
    this.ref = null;
  }
  set(k, v) {
    this.form = { ...this.form, [k]: v };
  }
  later(fn, ms = 600) {
    this.busy = true;
    setTimeout(() => {
      fn();
      this.busy = false;
    }, ms);
  }

  // --------------------------------------------------------------------------------- actions
  advance() {
    this.later(() => {
      const next = store.advance(this.ref);
      toast(`${this.ref} moved to ${STATUSES[next]}`);
      this.proofOk = false;
    });
  }
  handOver() {
    const amount = Number(this.form.amount);
    this.later(() => {
      store.handOver(this.ref, { method: this.form.method, amount });
      toast(`${this.ref} handed over`);
      this.close();
    });
  }
  saveDue() {
    this.later(() => {
      store.changeDue(this.ref, this.form.due);
      toast(`${this.ref} now due ${fmtDate(this.form.due)}`);
      this.show('details');
    });
  }
  saveQty() {
    const qty = Number(this.form.qty);
    this.later(() => {
      store.changeQty(this.ref, qty);
      toast(`${this.ref}: quantity now ${qty}, price ${money(this.job.price)}`);
      this.show('details');
    });
  }
  makeReprint() {
    this.later(() => {
      const r = store.reprint(this.ref, { due: this.form.due, reason: this.form.reason.trim() });
      toast(`Reprint ${r.ref} added to the queue`, 'is-info');
      this.close();
    });
  }
  approve() {
    const deposit = this.form.deposit === 'paid' ? Number(this.form.amount) : 0;
    this.later(() => {
      store.approve(this.ref, { deposit, method: this.form.method });
      toast(`${this.ref} accepted and sent to print`);
      this.show('details');
    });
  }
  cancelJob() {
    this.later(() => {
      store.cancel(this.ref, this.form.reason.trim());
      toast(`${this.ref} cancelled`, 'is-warning');
      this.close();
    });
  }

  // --------------------------------------------------------------------------------- views
  render() {
    const j = this.job;
    if (!j) return html``;
    const c = store.customer(j.customerId);
    return html`
      <div class="modal is-active" role="dialog" aria-modal="true" aria-labelledby="job-title">
        <div class="modal-background" @click=${() => this.close()}></div>
        <div class="modal-card">
          <header class="modal-card-head">
            <p class="modal-card-title" id="job-title">${j.ref} · ${j.title}</p>
            <span class="tag ${j.status === 'ready' ? 'is-success' : 'is-light'} mr-3">${STATUSES[j.status]}</span>
            <button class="delete" aria-label="Close" @click=${() => this.close()}></button>
          </header>
          ${this.panel === 'details' ? this.details(j, c) : ''}
          ${this.panel === 'handover' ? this.handoverPanel(j) : ''}
          ${this.panel === 'due' ? this.duePanel(j, c) : ''}
          ${this.panel === 'qty' ? this.qtyPanel(j, c) : ''}
          ${this.panel === 'reprint' ? this.reprintPanel(j) : ''}
          ${this.panel === 'approve' ? this.approvePanel(j) : ''}
          ${this.panel === 'cancel' ? this.cancelPanel(j) : ''}
        </div>
      </div>
    `;
  }

  details(j, c) {
    const p = PRODUCTS[j.product];
    const open = ['quote', 'queued', 'printing', 'finishing'].includes(j.status);
    let primary = '';
    if (j.status === 'quote') {
      primary = html`<button class="button is-primary" @click=${() => this.show('approve')}>Customer accepted…</button>`;
    } else if (j.status === 'printing') {
      const label = j.finish !== 'none' ? 'Send to finishing' : 'Ready for collection';
      primary = html`<button class="button is-primary ${this.busy ? 'is-loading' : ''}" ?disabled=${!this.proofOk || this.busy}
        @click=${() => this.advance()}>${label}</button>`;
    } else if (NEXT_LABEL[j.status]) {
      primary = html`<button class="button is-primary ${this.busy ? 'is-loading' : ''}" ?disabled=${this.busy}
        @click=${() => this.advance()}>${NEXT_LABEL[j.status]}</button>`;
    } else if (j.status === 'ready') {
      primary = html`<button class="button is-success" @click=${() => this.show('handover')}>Hand over…</button>`;
    }
    return html`
      <section class="modal-card-body">
        <table class="table is-narrow is-fullwidth details">
          <tbody>
            <tr><th>Customer</th><td>${c.name}${c.discount ? html` <span class="tag is-info is-light">trade −${c.discount}%</span>` : ''}</td></tr>
            <tr><th>Product</th><td>${p.name}</td></tr>
            <tr><th>Quantity</th><td class="qty">${j.qty}</td></tr>
            ${p.sides ? html`<tr><th>Printed</th><td>${j.sides === 'double' ? 'Double-sided' : 'Single-sided'}</td></tr>` : ''}
            ${p.paper !== false ? html`<tr><th>Paper</th><td>${PAPERS[j.paper].name}</td></tr>` : ''}
            <tr><th>Finish</th><td>${FINISHES[j.finish]}</td></tr>
            <tr><th>Due</th><td class="due">${fmtDate(j.due)} ${j.rush ? html`<span class="tag is-warning is-light">rush +25%</span>` : ''}</td></tr>
            <tr><th>Price</th><td class="price">${money(j.price)}</td></tr>
            <tr><th>Paid</th><td class="paid">${money(j.paid)}</td></tr>
            <tr><th>Balance</th><td class="balance">${money(j.price - j.paid)}</td></tr>
          </tbody>
        </table>
        ${j.status === 'printing'
          ? html`<label class="checkbox"><input type="checkbox" .checked=${this.proofOk} @change=${e => (this.proofOk = e.target.checked)} />
              First copy checked against the customer's proof</label>`
          : ''}
        <details class="mt-3"><summary class="is-size-7 has-text-grey">History</summary>
          <ul class="is-size-7">${j.history.map(h => html`<li>${fmtDate(h.on)}: ${h.text}</li>`)}</ul>
        </details>
      </section>
      <footer class="modal-card-foot">
        <div class="buttons">
          ${primary}
          ${open || j.status === 'collected'
            ? html`<div class="dropdown is-up ${this.menuOpen ? 'is-active' : ''}">
                <div class="dropdown-trigger">
                  <button class="button" aria-haspopup="true" aria-label="More actions" @click=${() => (this.menuOpen = !this.menuOpen)}>
                    <span class="icon"><i class="bi bi-three-dots-vertical"></i></span>
                  </button>
                </div>
                <div class="dropdown-menu" role="menu">
                  <div class="dropdown-content">
                    ${open ? html`<a href="#" class="dropdown-item" role="menuitem" @click=${e => { e.preventDefault(); this.show('due'); }}>Change due date…</a>
                      <a href="#" class="dropdown-item" role="menuitem" @click=${e => { e.preventDefault(); this.show('qty'); }}>Change quantity…</a>
                      <hr class="dropdown-divider" />
                      <a href="#" class="dropdown-item has-text-danger" role="menuitem" @click=${e => { e.preventDefault(); this.show('cancel'); }}>Cancel job…</a>` : ''}
                    ${j.status === 'collected' ? html`<a href="#" class="dropdown-item" role="menuitem" @click=${e => { e.preventDefault(); this.show('reprint'); }}>Reprint (our mistake)…</a>` : ''}
                  </div>
                </div>
              </div>`
            : ''}
          <button class="button is-white" @click=${() => this.close()}>Close</button>
        </div>
      </footer>
    `;
  }

  footer(primary, back = 'details') {
    return html`<footer class="modal-card-foot"><div class="buttons">
      ${primary}
      <button class="button" @click=${() => this.show(back)}>Back</button>
    </div></footer>`;
  }

  handoverPanel(j) {
    const f = this.form;
    const ok = f.method && f.amount !== '' && Number(f.amount) >= 0 && !this.busy;
    return html`
      <section class="modal-card-body">
        <p class="mb-3">Check the job with the customer before it goes.</p>
        <table class="table is-narrow">
          <tbody>
            <tr><th>Price</th><td>${money(j.price)}</td></tr>
            <tr><th>Paid so far</th><td>${money(j.paid)}</td></tr>
            <tr><th>Still to pay</th><td><strong>${money(j.price - j.paid)}</strong></td></tr>
          </tbody>
        </table>
        <div class="field">
          <label class="label" for="pay-method">Paid by</label>
          <div class="select"><select id="pay-method" .value=${f.method} @change=${e => this.set('method', e.target.value)}>
            <option value="">Choose…</option>
            <option value="card">Card</option>
            <option value="cash">Cash</option>
            <option value="account">On account (trade)</option>
          </select></div>
        </div>
        <div class="field">
          <label class="label" for="pay-amount">Amount taken now (£)</label>
          <input id="pay-amount" class="input" type="number" min="0" step="0.01" style="max-width:10rem"
                 .value=${f.amount} @input=${e => this.set('amount', e.target.value)} />
        </div>
      </section>
      ${this.footer(html`<button class="button is-success ${this.busy ? 'is-loading' : ''}" ?disabled=${!ok} @click=${() => this.handOver()}>Hand over &amp; close job</button>`)}
    `;
  }

  duePanel(j, c) {
    const due = this.form.due;
    const preview = due ? priceFor({ ...j, due, rush: isRush(due) }, c.discount) : null;
    return html`
      <section class="modal-card-body">
        <p class="mb-2">Now due <strong>${fmtDate(j.due)}</strong> at <strong>${money(j.price)}</strong>.</p>
        <div class="field">
          <label class="label" for="new-due">New due date</label>
          <input id="new-due" class="input" type="date" min=${TODAY} style="max-width:12rem" .value=${live(due)}
                 @input=${e => this.set('due', e.target.value)} @change=${e => this.set('due', e.target.value)} />
          <p class="help">Jobs due within 2 working days are rush work (+25%).</p>
        </div>
        ${due ? html`<p>New price: <strong>${money(preview)}</strong> ${isRush(due) ? html`<span class="tag is-warning is-light">rush</span>` : ''}</p>` : ''}
      </section>
      ${this.footer(html`<button class="button is-primary ${this.busy ? 'is-loading' : ''}" ?disabled=${!due || this.busy} @click=${() => this.saveDue()}>Save new date</button>`)}
    `;
  }

  qtyPanel(j, c) {
    const p = PRODUCTS[j.product];
    const qty = Number(this.form.qty);
    const preview = priceFor({ ...j, qty }, c.discount);
    return html`
      <section class="modal-card-body">
        <p class="mb-2">Now ${j.qty} at <strong>${money(j.price)}</strong>.</p>
        <div class="field">
          <label class="label" for="new-qty">New quantity</label>
          <div class="select"><select id="new-qty" .value=${this.form.qty} @change=${e => this.set('qty', e.target.value)}>
            ${Object.keys(p.breaks).map(q => html`<option value=${q} ?selected=${q === this.form.qty}>${q}</option>`)}
          </select></div>
        </div>
        <p>New price: <strong>${money(preview)}</strong></p>
      </section>
      ${this.footer(html`<button class="button is-primary ${this.busy ? 'is-loading' : ''}" ?disabled=${qty === j.qty || this.busy} @click=${() => this.saveQty()}>Save quantity</button>`)}
    `;
  }

  reprintPanel(j) {
    const f = this.form;
    return html`
      <section class="modal-card-body">
        <p class="mb-3">A free reprint of ${j.qty} × ${PRODUCTS[j.product].name} goes to the front of the queue.</p>
        <div class="field">
          <label class="label" for="reprint-reason">What went wrong?</label>
          <textarea id="reprint-reason" class="textarea" rows="2" .value=${f.reason} @input=${e => this.set('reason', e.target.value)}></textarea>
        </div>
        <div class="field">
          <label class="label" for="reprint-due">Needed by</label>
          <input id="reprint-due" class="input" type="date" min=${TODAY} style="max-width:12rem" .value=${live(f.due)}
                 @input=${e => this.set('due', e.target.value)} @change=${e => this.set('due', e.target.value)} />
        </div>
      </section>
      ${this.footer(html`<button class="button is-warning ${this.busy ? 'is-loading' : ''}" ?disabled=${!f.reason.trim() || !f.due || this.busy} @click=${() => this.makeReprint()}>Create reprint</button>`)}
    `;
  }

  approvePanel(j) {
    const f = this.form;
    const ok = f.deposit === 'none' || (Number(f.amount) > 0 && f.method);
    return html`
      <section class="modal-card-body">
        <p class="mb-3">Send ${j.ref} (${money(j.price)}) to the print queue?</p>
        <div class="field">
          <label class="label">Deposit</label>
          <div class="control">
            <label class="radio"><input type="radio" name="deposit" value="none" .checked=${f.deposit === 'none'} @change=${() => this.set('deposit', 'none')} /> No deposit</label>
            <label class="radio ml-4"><input type="radio" name="deposit" value="paid" .checked=${f.deposit === 'paid'} @change=${() => this.set('deposit', 'paid')} /> Deposit taken</label>
          </div>
        </div>
        ${f.deposit === 'paid'
          ? html`<div class="field is-grouped">
              <div class="control">
                <label class="label" for="deposit-amount">Amount (£)</label>
                <input id="deposit-amount" class="input" type="number" min="0" step="0.01" style="max-width:9rem" .value=${f.amount} @input=${e => this.set('amount', e.target.value)} />
              </div>
              <div class="control">
                <label class="label" for="deposit-method">Taken by</label>
                <div class="select"><select id="deposit-method" .value=${f.method} @change=${e => this.set('method', e.target.value)}>
                  <option value="card">Card</option><option value="cash">Cash</option>
                </select></div>
              </div>
            </div>`
          : ''}
      </section>
      ${this.footer(html`<button class="button is-primary ${this.busy ? 'is-loading' : ''}" ?disabled=${!ok || this.busy} @click=${() => this.approve()}>Yes, print it</button>`)}
    `;
  }

  cancelPanel(j) {
    return html`
      <section class="modal-card-body">
        <div class="field">
          <label class="label" for="cancel-reason">Why is ${j.ref} cancelled?</label>
          <input id="cancel-reason" class="input" .value=${this.form.reason} @input=${e => this.set('reason', e.target.value)} />
        </div>
      </section>
      ${this.footer(html`<button class="button is-danger ${this.busy ? 'is-loading' : ''}" ?disabled=${!this.form.reason.trim() || this.busy} @click=${() => this.cancelJob()}>Cancel the job</button>`, 'details')}
    `;
  }
}
customElements.define('job-modal', JobModal);

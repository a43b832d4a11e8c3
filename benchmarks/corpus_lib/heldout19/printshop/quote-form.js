// <quote-form> and <customer-picker>: a new job priced live, saved as a quote or approved straight away.
import { LitElement, html } from 'lit';
import { live } from 'lit/directives/live.js';
import { store, PRODUCTS, PAPERS, FINISHES, breakdown, money, isRush, fmtDate, TODAY, toast } from './store.js';

class CustomerPicker extends LitElement {
  static properties = {
    value: { type: String },
    query: { state: true },
    open: { state: true },
  };
  constructor() {
    super();
    this.value = '';
    this.query = '';
    this.open = false;
  }
  createRenderRoot() {
    return this;
  }
  get matches() {
    const q = this.query.trim().toLowerCase();
    return store.customers.filter(c => !q || c.name.toLowerCase().includes(q)).slice(0, 8);
  }
  pick(c) {
    this.value = c.id;
    this.query = c.name;
    this.open = false;
    this.dispatchEvent(new CustomEvent('picked', { detail: c.id, bubbles: true }));
  }
  addNew() {
    const c = store.addCustomer(this.query);
    toast(`${c.name} added as a walk-in customer`, 'is-info');
    this.pick(c);
  }
  reset() {
    this.value = '';
    this.query = '';
  }
  onInput(e) {
    this.query = e.target.value;
    this.open = true;
    if (this.value) {
      this.value = '';
      this.dispatchEvent(new CustomEvent('picked', { detail: '', bubbles: true }));
    }
  }
  render() {
    const chosen = store.customer(this.value);
    const exact = store.customers.some(c => c.name.toLowerCase() === this.query.trim().toLowerCase());
    return html`
      <div class="field picker">
        <label class="label" for="customer-input">Customer</label>
        <div class="control has-icons-left">
          <input id="customer-input" class="input" role="combobox" aria-autocomplete="list" aria-controls="customer-list"
                 aria-expanded=${this.open ? 'true' : 'false'} autocomplete="off" placeholder="Start typing a name…"
                 .value=${this.query} @input=${e => this.onInput(e)} @focus=${() => (this.open = true)}
                 @blur=${() => setTimeout(() => (this.open = false), 200)} />
          <span class="icon is-small is-left"><i class="bi bi-person"></i></span>
        </div>
        ${this.open
          ? html`<ul id="customer-list" class="picker-list box p-1" role="listbox">
              ${this.matches.map(
                c => html`<li role="option" aria-selected=${c.id === this.value ? 'true' : 'false'} class="picker-item"
                              @mousedown=${e => { e.preventDefault(); this.pick(c); }}>
                  ${c.name}${c.discount ? html` <span class="tag is-info is-light is-small">trade −${c.discount}%</span>` : ''}
                </li>`
              )}
              ${this.query.trim().length > 2 && !exact
                ? html`<li role="option" class="picker-item has-text-link" @mousedown=${e => { e.preventDefault(); this.addNew(); }}>
                    + Add “${this.query.trim()}” as a new customer</li>`
                : ''}
            </ul>`
          : ''}
        ${chosen ? html`<p class="help">${chosen.discount ? `Trade account: ${chosen.discount}% off every job` : 'Walk-in customer'}</p>` : ''}
      </div>
    `;
  }
}
customElements.define('customer-picker', CustomerPicker);

const BLANK = () => ({
  customerId: '',
  product: '',
  qty: 0,
  sides: 'single',
  paper: '130',
  finish: 'none',
  due: '',
  title: '',
});

class QuoteForm extends LitElement {
  static properties = {
    spec: { state: true },
    busy: { state: true },
  };
  constructor() {
    super();
    this.spec = BLANK();
    this.busy = false;
  }
  createRenderRoot() {
    return this;
  }
  set(k, v) {
    const spec = { ...this.spec, [k]: v };
    if (k === 'product') {
      spec.qty = 0;
      if (!PRODUCTS[v].sides) spec.sides = 'single';
    }
    this.spec = spec;
  }
  get customer() {
    return store.customer(this.spec.customerId);
  }
  get quote() {
    const s = { ...this.spec, rush: isRush(this.spec.due) };
    return this.spec.product && this.spec.qty ? breakdown(s, this.customer ? this.customer.discount : 0) : null;
  }
  get canSave() {
    return this.customer && this.quote && !this.busy;
  }
  get canApprove() {
    return this.canSave && this.spec.due >= TODAY;
  }
  submit(status) {
    this.busy = true;
    const spec = { ...this.spec };
    setTimeout(() => {
      const job = store.createJob(spec, status);
      this.busy = false;
      toast(status === 'quote' ? `Quote ${job.ref} saved` : `${job.ref} is in the print queue`);
      this.spec = BLANK();
      this.querySelector('customer-picker').reset();
    }, 700);
  }
  render() {
    const s = this.spec;
    const p = PRODUCTS[s.product];
    const q = this.quote;
    const row = (label, v) => (v ? html`<tr><td>${label}</td><td class="has-text-right">${money(v)}</td></tr>` : '');
    return html`
      <div class="columns">
        <div class="column is-7">
          <div class="box">
            <customer-picker .value=${s.customerId} @picked=${e => this.set('customerId', e.detail)}></customer-picker>
            <div class="field">
              <label class="label" for="job-title-input">Job title <span class="has-text-grey is-size-7">(optional)</span></label>
              <input id="job-title-input" class="input" placeholder="e.g. Spring menu" .value=${s.title} @input=${e => this.set('title', e.target.value)} />
            </div>
            <div class="field">
              <label class="label" for="product">Product</label>
              <div class="select"><select id="product" .value=${s.product} @change=${e => this.set('product', e.target.value)}>
                <option value="">Choose a product…</option>
                ${Object.entries(PRODUCTS).map(([id, x]) => html`<option value=${id}>${x.name}</option>`)}
              </select></div>
            </div>
            ${p
              ? html`
                  <div class="field">
                    <label class="label" id="qty-label">Quantity</label>
                    <div class="buttons has-addons" role="radiogroup" aria-labelledby="qty-label">
                      ${Object.keys(p.breaks).map(
                        n => html`<button type="button" role="radio" aria-checked=${String(s.qty === Number(n))}
                          class="button ${s.qty === Number(n) ? 'is-link is-selected' : ''}" @click=${() => this.set('qty', Number(n))}>${n}</button>`
                      )}
                    </div>
                  </div>
                  ${p.sides
                    ? html`<div class="field">
                        <label class="label">Printed sides</label>
                        <div class="buttons has-addons">
                          ${['single', 'double'].map(
                            v => html`<button type="button" aria-pressed=${String(s.sides === v)} class="button ${s.sides === v ? 'is-link is-selected' : ''}"
                              @click=${() => this.set('sides', v)}>${v === 'single' ? 'Single-sided' : 'Double-sided'}</button>`
                          )}
                        </div>
                      </div>`
                    : ''}
                  ${p.paper !== false
                    ? html`<div class="field">
                        <label class="label">Paper</label>
                        <div class="control">
                          ${Object.entries(PAPERS).map(
                            ([id, x]) => html`<label class="radio mr-4"><input type="radio" name="paper" value=${id} .checked=${s.paper === id}
                              @change=${() => this.set('paper', id)} /> ${x.name}</label>`
                          )}
                        </div>
                      </div>`
                    : ''}
                  <div class="field">
                    <label class="label" for="finish">Finish</label>
                    <div class="select"><select id="finish" .value=${s.finish} @change=${e => this.set('finish', e.target.value)}>
                      ${Object.entries(FINISHES).map(([id, name]) => html`<option value=${id}>${name}</option>`)}
                    </select></div>
                  </div>
                `
              : ''}
            <div class="field">
              <label class="label" for="needed-by">Needed by</label>
              <input id="needed-by" class="input" type="date" min=${TODAY} style="max-width:12rem" .value=${live(s.due)}
                     @input=${e => this.set('due', e.target.value)} @change=${e => this.set('due', e.target.value)} />
              <p class="help">Within 2 working days counts as rush work (+25%).</p>
            </div>
          </div>
        </div>
        <div class="column is-5">
          <div class="box price-box">
            <h3 class="title is-6">Price</h3>
            ${q
              ? html`<table class="table is-narrow is-fullwidth">
                  <tbody>
                    ${row(`${s.qty} × ${p.name}`, q.base)}
                    ${row('Double-sided', q.sides)}
                    ${row('Paper', q.paper)}
                    ${row(FINISHES[s.finish], q.finish)}
                    ${row('Rush +25%', q.rush)}
                    ${q.off ? html`<tr><td>Trade discount</td><td class="has-text-right">−${money(q.off)}</td></tr>` : ''}
                    <tr class="has-text-weight-bold"><td>Total</td><td class="has-text-right" id="quote-total">${money(q.total)}</td></tr>
                  </tbody>
                </table>
                ${s.due ? html`<p class="is-size-7 has-text-grey mb-3">Due ${fmtDate(s.due)}${isRush(s.due) ? ' (rush)' : ''}</p>` : ''}`
              : html`<p class="has-text-grey mb-3">Choose a product and a quantity to see the price.</p>`}
            <div class="buttons is-right">
              <button class="button" ?disabled=${!this.canSave} @click=${() => this.submit('quote')}>Save as quote</button>
              <button class="button is-primary ${this.busy ? 'is-loading' : ''}" ?disabled=${!this.canApprove} @click=${() => this.submit('queued')}>Approve &amp; send to print</button>
            </div>
          </div>
        </div>
      </div>
    `;
  }
}
customElements.define('quote-form', QuoteForm);

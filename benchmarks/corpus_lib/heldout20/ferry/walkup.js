// <walkup-drawer>: a vehicle that turns up without a booking, priced from the fare table and paid at the booth.
import { LitElement, html } from 'lit';
import { SAILINGS, TYPES } from './data.js';
import { departed, deckFree, sailingName, money, metres, fare, addWalkUp } from './store.js';

const blank = () => ({ reg: '', driver: '', type: '', length: '', pax: '1', islander: false, sailing: '', method: '' });

class WalkupDrawer extends LitElement {
  static properties = { f: { state: true }, busy: { state: true } };

  constructor() {
    super();
    this.f = blank();
    this.busy = false;
  }

  createRenderRoot() {
    return this;
  }

  set(k, v) {
    const f = { ...this.f, [k]: v };
    if (k === 'type' && v === 'car' && !f.length) f.length = '4.5';
    if (k === 'type' && v === 'motorbike') f.length = '2.2';
    if ((k === 'type' || k === 'length') && f.sailing && !this.sailings(f).some(s => s.id === f.sailing)) f.sailing = '';
    this.f = f;
  }

  sailings(f = this.f) {
    const len = Number(f.length);
    return SAILINGS.filter(s => !departed(s.id) && deckFree(s.id) >= len);
  }

  get sized() {
    const len = Number(this.f.length);
    return !!this.f.type && len >= 2 && len <= 12;
  }

  get price() {
    const f = this.f;
    if (!this.sized) return 0;
    return fare({ type: f.type, length: Number(f.length), pax: Math.max(1, Number(f.pax) || 1), islander: f.islander });
  }

  get ready() {
    const f = this.f;
    const pax = Number(f.pax);
    return f.reg.trim().length >= 2 && f.driver.trim() && this.sized && Number.isInteger(pax) && pax >= 1 && pax <= 9 && f.sailing && f.method;
  }

  close() {
    this.querySelector('sl-drawer').hide();
  }

  afterHide(e) {
    if (e.target === e.currentTarget) this.dispatchEvent(new CustomEvent('closed'));
  }

  book() {
    if (!this.ready || this.busy) return;
    this.busy = true;
    setTimeout(() => {
      const b = addWalkUp(this.f);
      this.dispatchEvent(new CustomEvent('booked', { detail: b.sailing }));
      this.close();
    }, 700);
  }

  render() {
    const f = this.f;
    return html`
      <sl-drawer open label="New walk-up booking" class="walkup" style="--size: 30rem" @sl-after-hide=${e => this.afterHide(e)}>
        <div class="form-grid">
          <sl-input label="Registration" .value=${f.reg} @sl-input=${e => this.set('reg', e.target.value)}></sl-input>
          <sl-input label="Driver's name" .value=${f.driver} @sl-input=${e => this.set('driver', e.target.value)}></sl-input>
          <sl-select label="Vehicle" placeholder="Choose…" .value=${f.type} @sl-change=${e => this.set('type', e.target.value)}>
            ${Object.entries(TYPES).map(([k, t]) => html`<sl-option value=${k}>${t.label}</sl-option>`)}
          </sl-select>
          <sl-input label="Length (m)" type="number" min="2" max="12" step="0.1" help-text="Bumper to bumper, with any bike rack"
                    .value=${f.length} @sl-input=${e => this.set('length', e.target.value)}></sl-input>
          <sl-input label="People (with the driver)" type="number" min="1" max="9" .value=${f.pax}
                    @sl-input=${e => this.set('pax', e.target.value)}></sl-input>
          <sl-switch .checked=${f.islander} @sl-change=${e => this.set('islander', e.target.checked)}>Islander card</sl-switch>
        </div>
        <sl-select label="Sailing" placeholder=${this.sized ? 'Choose a sailing' : 'Enter the vehicle first'} ?disabled=${!this.sized}
                   .value=${f.sailing} @sl-change=${e => this.set('sailing', e.target.value)} class="sailing-select">
          ${this.sailings().map(s => html`<sl-option value=${s.id}>${sailingName(s.id)} · ${metres(deckFree(s.id))} free</sl-option>`)}
        </sl-select>
        <sl-radio-group label="Paid by" .value=${f.method} @sl-change=${e => this.set('method', e.target.value)} class="pay-group">
          <sl-radio value="card">Card</sl-radio>
          <sl-radio value="cash">Cash</sl-radio>
        </sl-radio-group>
        <details class="fare-table">
          <summary>Fare table</summary>
          <ul>
            ${Object.values(TYPES).map(t => html`<li>${t.label}: ${money(t.base)}</li>`)}
            <li>Over 5 m: £4.50 for each metre or part of a metre over</li>
            <li>Each passenger after the driver: £6.20</li>
            <li>Islander card: half the vehicle fare</li>
          </ul>
        </details>
        <p class="fare-line">Fare <strong class="walkup-fare">${this.sized ? money(this.price) : '—'}</strong></p>
        <sl-button slot="footer" @click=${() => this.close()}>Cancel</sl-button>
        <sl-button slot="footer" variant="primary" ?disabled=${!this.ready} ?loading=${this.busy} @click=${() => this.book()}>
          ${this.sized ? `Take ${money(this.price)} and book` : 'Book'}</sl-button>
      </sl-drawer>`;
  }
}
customElements.define('walkup-drawer', WalkupDrawer);

// <booking-dialog>: the row's windows (board, no-show, move, edit), each an sl-dialog opened when rendered.
import { LitElement, html, nothing } from 'lit';
import { LANES, SAILINGS } from './data.js';
import {
  sailing, sailingName, departed, deckFree, laneFree, money, metres, vehicleText, fare,
  board, markNoShow, moveBooking, editBooking, notify,
} from './store.js';

class BookingDialog extends LitElement {
  static properties = {
    kind: {},
    booking: { attribute: false },
    lane: { state: true },
    target: { state: true },
    form: { state: true },
    error: { state: true },
  };

  constructor() {
    super();
    this.lane = '';
    this.target = '';
    this.form = null;
    this.error = '';
  }

  createRenderRoot() {
    return this;
  }

  willUpdate() {
    if (!this.form && this.booking) {
      const b = this.booking;
      this.form = { driver: b.driver, pax: b.pax, length: b.length };
    }
  }

  close() {
    const d = this.querySelector('sl-dialog');
    if (d) d.hide();
  }

  afterHide(e) {
    if (e.target !== e.currentTarget) return; // a select inside the dialog closing its list
    this.dispatchEvent(new CustomEvent('closed'));
  }

  set(k, v) {
    this.form = { ...this.form, [k]: v };
    this.error = '';
  }

  confirmBoard() {
    const b = this.booking;
    if (!this.lane) return;
    board(b.reg, Number(this.lane));
    notify(`${b.reg} boarded in lane ${this.lane}.`);
    this.close();
  }

  confirmMove() {
    if (!this.target) return;
    moveBooking(this.booking, this.target);
    this.close();
  }

  confirmEdit() {
    const f = this.form;
    const pax = Number(f.pax);
    const length = Number(f.length);
    if (!f.driver.trim()) return (this.error = 'The driver is needed.');
    if (!Number.isInteger(pax) || pax < 1 || pax > 9) return (this.error = 'People must be between 1 and 9.');
    if (!(length >= 2 && length <= 12)) return (this.error = 'Length must be between 2 and 12 m.');
    editBooking(this.booking, { driver: f.driver.trim(), pax: f.pax, length });
    this.close();
  }

  body() {
    const b = this.booking;
    if (this.kind === 'board') {
      return html`
        <p>${b.driver} · ${vehicleText(b)} · ${b.pax} ${b.pax === 1 ? 'person' : 'people'}</p>
        ${b.fare > b.paid ? html`<sl-alert open variant="warning">Take ${money(b.fare - b.paid)} before boarding.</sl-alert>` : nothing}
        <sl-select label="Lane" placeholder="Choose a lane" .value=${this.lane} @sl-change=${e => (this.lane = e.target.value)}>
          ${Array.from({ length: LANES }, (_, i) => i + 1).map(n => {
            const free = laneFree(b.sailing, n);
            return html`<sl-option value=${String(n)} ?disabled=${free < b.length}>Lane ${n} · ${metres(free)} free</sl-option>`;
          })}
        </sl-select>`;
    }
    if (this.kind === 'noshow') {
      return html`<p>${b.driver} (${vehicleText(b)}) hasn't turned up for the ${sailingName(b.sailing)}.
        Their ${metres(b.length)} of deck go back on sale; the fare is not refunded.</p>`;
    }
    if (this.kind === 'move') {
      const options = SAILINGS.filter(
        s => s.from === sailing(b.sailing).from && s.id !== b.sailing && !departed(s.id) && deckFree(s.id) >= b.length,
      );
      return html`
        <p>${b.driver} · ${vehicleText(b)}. The fare stays the same.</p>
        <sl-select label="New sailing" placeholder="Choose a sailing" .value=${this.target} @sl-change=${e => (this.target = e.target.value)}>
          ${options.map(s => html`<sl-option value=${s.id}>${sailingName(s.id)} · ${metres(deckFree(s.id))} free</sl-option>`)}
        </sl-select>`;
    }
    const f = this.form;
    const preview = fare({ ...b, pax: Number(f.pax) || 1, length: Number(f.length) || b.length });
    return html`
      <p class="muted">${b.reg} · ${vehicleText(b)}. A wrong registration is corrected on the booking website, where the
        customer's documents are checked.</p>
      <div class="form-grid">
        <sl-input label="Driver" .value=${f.driver} @sl-input=${e => this.set('driver', e.target.value)}></sl-input>
        <sl-input label="People (with the driver)" type="number" min="1" max="9" .value=${String(f.pax)}
                  @sl-input=${e => this.set('pax', e.target.value)}></sl-input>
        <sl-input label="Length (m)" type="number" min="2" max="12" step="0.1" .value=${String(f.length)}
                  @sl-input=${e => this.set('length', e.target.value)}></sl-input>
      </div>
      <p class="fare-preview">Fare ${money(preview)}${preview > b.paid ? html` · <strong>${money(preview - b.paid)} to pay</strong>` : nothing}</p>
      ${this.error ? html`<sl-alert open variant="danger">${this.error}</sl-alert>` : nothing}`;
  }

  footer() {
    if (this.kind === 'board') {
      return html`
        <sl-button slot="footer" @click=${() => this.close()}>Not yet</sl-button>
        <sl-button slot="footer" variant="primary" ?disabled=${!this.lane} @click=${() => this.confirmBoard()}>
          ${this.lane ? `Board in lane ${this.lane}` : 'Board'}</sl-button>`;
    }
    if (this.kind === 'noshow') {
      return html`
        <sl-button slot="footer" @click=${() => this.close()}>Keep the booking</sl-button>
        <sl-button slot="footer" variant="danger" @click=${() => { markNoShow(this.booking); this.close(); }}>Yes, it didn't turn up</sl-button>`;
    }
    if (this.kind === 'move') {
      return html`
        <sl-button slot="footer" @click=${() => this.close()}>Cancel</sl-button>
        <sl-button slot="footer" variant="primary" ?disabled=${!this.target} @click=${() => this.confirmMove()}>Move booking</sl-button>`;
    }
    return html`
      <sl-button slot="footer" @click=${() => this.close()}>Cancel</sl-button>
      <sl-button slot="footer" variant="primary" @click=${() => this.confirmEdit()}>Save changes</sl-button>`;
  }

  render() {
    const b = this.booking;
    const label = {
      board: `Board ${b.reg}`,
      noshow: `Mark ${b.reg} as a no-show?`,
      move: `Move ${b.reg} (${b.ref}) to another sailing`,
      edit: `Edit booking ${b.ref}`,
    }[this.kind];
    return html`
      <sl-dialog open label=${label} class="booking-dialog" @sl-after-hide=${e => this.afterHide(e)}>
        ${this.body()}
        ${this.footer()}
      </sl-dialog>`;
  }
}
customElements.define('booking-dialog', BookingDialog);

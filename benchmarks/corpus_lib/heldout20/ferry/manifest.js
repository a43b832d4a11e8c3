// <ferry-manifest>: one sailing's vehicles, with boarding, the row menu and the standby list.
import { LitElement, html, nothing } from 'lit';
import { DECK_METRES, PEOPLE_LIMIT } from './data.js';
import {
  state, subscribe, sailing, sailingName, departed, onSailing, deckUsed, deckFree, people, standbyFor, money, metres,
  vehicleText, statusText, offerStandby, removeStandby,
} from './store.js';
import './dialogs.js';

class FerryManifest extends LitElement {
  static properties = {
    sailingId: {},
    show: { state: true },
    filter: { state: true },
    dialog: { state: true },
  };

  constructor() {
    super();
    this.show = 'all';
    this.filter = '';
    this.dialog = null;
  }

  createRenderRoot() {
    return this;
  }

  connectedCallback() {
    super.connectedCallback();
    this.unsubscribe = subscribe(() => this.requestUpdate());
  }

  disconnectedCallback() {
    this.unsubscribe();
    super.disconnectedCallback();
  }

  willUpdate(changed) {
    if (changed.has('sailingId') && changed.get('sailingId') !== undefined) {
      this.show = 'all';
      this.filter = '';
      this.dialog = null;
    }
  }

  open(kind, b) {
    this.dialog = { kind, ref: b.ref };
  }

  rows() {
    const q = this.filter.trim().toLowerCase();
    return onSailing(this.sailingId)
      .filter(b => this.show === 'all' || (this.show === 'to-board' ? b.status === 'booked' : b.status === 'boarded'))
      .filter(b => !q || b.reg.toLowerCase().includes(q) || b.driver.toLowerCase().includes(q));
  }

  row(b, gone) {
    return html`
      <tr class="booking-row status-${b.status}" data-ref=${b.ref}>
        <td class="ref">${b.ref}</td>
        <td class="reg"><strong>${b.reg}</strong>${b.islander ? html` <sl-tooltip content="Islander card"><sl-icon name="house-heart" label="Islander"></sl-icon></sl-tooltip>` : nothing}</td>
        <td class="driver">${b.driver}</td>
        <td class="vehicle">${vehicleText(b)}</td>
        <td class="pax num">${b.pax}</td>
        <td class="fare num">${money(b.fare)}</td>
        <td class="due num">${money(b.fare - b.paid)}</td>
        <td class="status"><sl-tag size="small" variant=${b.status === 'boarded' ? 'success' : b.status === 'no-show' ? 'danger' : 'neutral'}>${statusText(b)}</sl-tag></td>
        <td class="actions">
          ${gone
            ? nothing
            : html`
              ${b.status === 'booked' ? html`<sl-button size="small" class="board-btn" @click=${() => this.open('board', b)}>Board</sl-button>` : nothing}
              <sl-dropdown placement="bottom-end" hoist>
                <sl-icon-button slot="trigger" name="three-dots-vertical" label=${'More for ' + b.reg}></sl-icon-button>
                <sl-menu @sl-select=${e => this.open(e.detail.item.value, b)}>
                  <sl-menu-item value="edit">Edit booking…</sl-menu-item>
                  <sl-menu-item value="move">Move to another sailing…</sl-menu-item>
                  ${b.status === 'booked' ? html`<sl-menu-item value="noshow">Mark as no-show…</sl-menu-item>` : nothing}
                </sl-menu>
              </sl-dropdown>`}
        </td>
      </tr>`;
  }

  renderStandby(gone) {
    const list = standbyFor(this.sailingId);
    return html`
      <sl-details class="standby" summary=${`Standby list (${list.length})`}>
        ${list.length
          ? html`<ol class="standby-list">
              ${list.map(s => html`
                <li class="standby-entry" data-ref=${s.ref}>
                  <span><strong class="reg">${s.reg}</strong> · ${s.driver} · ${vehicleText(s)} · ${s.pax} ${s.pax === 1 ? 'person' : 'people'}
                    · joined ${s.joined} <span class="ref">${s.ref}</span></span>
                  ${gone ? nothing : html`<sl-icon-button name="x-lg" label=${'Take ' + s.reg + ' off standby'} @click=${() => removeStandby(s.ref)}></sl-icon-button>`}
                </li>`)}
            </ol>
            ${gone
              ? nothing
              : html`<sl-button size="small" variant="primary" outline @click=${() => offerStandby(this.sailingId)}>
                  <sl-icon slot="prefix" name="arrow-up-circle"></sl-icon>Offer space to the next in line</sl-button>`}`
          : html`<p class="muted">Nobody is waiting for this sailing.</p>`}
      </sl-details>`;
  }

  render() {
    if (!this.sailingId || state.loading) return nothing;
    const s = sailing(this.sailingId);
    const gone = departed(s.id);
    const rows = this.rows();
    const used = deckUsed(s.id);
    const booked = onSailing(s.id);
    const b = this.dialog && booked.find(x => x.ref === this.dialog.ref);
    return html`
      <section class="manifest">
        <div class="manifest-head">
          <h2>${sailingName(s.id)}</h2>
          <div class="gauges">
            <div class="gauge">
              <sl-progress-bar value=${Math.min(100, (used / DECK_METRES) * 100)} label="Deck space used"></sl-progress-bar>
              <small>Deck <span class="deck-used">${metres(used)}</span> of ${DECK_METRES} m · <span class="deck-free">${metres(deckFree(s.id))}</span> free</small>
            </div>
            <div class="count">People <strong class="people-count">${people(s.id)}</strong> of ${PEOPLE_LIMIT}</div>
            <div class="count">Vehicles <strong>${booked.filter(x => x.status !== 'no-show').length}</strong></div>
          </div>
        </div>
        ${gone ? html`<sl-alert open variant="neutral"><sl-icon slot="icon" name="clock-history"></sl-icon>This sailing left at ${s.time}; its manifest can no longer be changed.</sl-alert>` : nothing}
        <div class="manifest-tools">
          <sl-radio-group size="small" label="Show" name="show" .value=${this.show} @sl-change=${e => (this.show = e.target.value)}>
            <sl-radio-button value="all">Everyone</sl-radio-button>
            <sl-radio-button value="to-board">Still to board</sl-radio-button>
            <sl-radio-button value="boarded">Boarded</sl-radio-button>
          </sl-radio-group>
          <sl-input size="small" placeholder="Filter by reg or name" clearable .value=${this.filter}
                    @sl-input=${e => (this.filter = e.target.value)}></sl-input>
        </div>
        <div class="manifest-scroll">
          <table class="manifest-table" id="manifest">
            <thead><tr><th>Ref</th><th>Reg</th><th>Driver</th><th>Vehicle</th><th class="num">People</th><th class="num">Fare</th>
              <th class="num">To pay</th><th>Status</th><th><span class="sr-only">Actions</span></th></tr></thead>
            <tbody>
              ${rows.map(x => this.row(x, gone))}
              ${rows.length ? nothing : html`<tr><td colspan="9" class="muted">No vehicles to show.</td></tr>`}
            </tbody>
          </table>
        </div>
        ${this.renderStandby(gone)}
      </section>
      ${b ? html`<booking-dialog .kind=${this.dialog.kind} .booking=${b} @closed=${() => (this.dialog = null)}></booking-dialog>` : nothing}`;
  }
}
customElements.define('ferry-manifest', FerryManifest);

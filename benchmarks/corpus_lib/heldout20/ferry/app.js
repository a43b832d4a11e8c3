// <ferry-desk>: the page, with the day's sailings on the left and the chosen sailing's manifest on the right.
import { LitElement, html, nothing } from 'lit';
import { TODAY, NOW, PORTS, SAILINGS, PEOPLE_LIMIT } from './data.js';
import {
  state, subscribe, load, departed, nextFrom, deckFree, people, standbyFor, find, sailingName, statusText, notify,
} from './store.js';
import './manifest.js';
import './walkup.js';

class FerryDesk extends LitElement {
  static properties = {
    port: { state: true },
    selected: { state: true },
    query: { state: true },
    walkUp: { state: true },
  };

  constructor() {
    super();
    this.port = 'K';
    this.selected = nextFrom('K').id;
    this.query = '';
    this.walkUp = false;
  }

  createRenderRoot() {
    return this;
  }

  connectedCallback() {
    super.connectedCallback();
    this.unsubscribe = subscribe(() => this.requestUpdate());
    setTimeout(() => {
      load();
      if (!sessionStorage.getItem('sorn.windNotice')) {
        setTimeout(() => this.windWarning(), 1500);
      }
    }, 1400);
  }

  disconnectedCallback() {
    this.unsubscribe();
    super.disconnectedCallback();
  }

  async windWarning() {
    sessionStorage.setItem('sorn.windNotice', 'shown');
    await notify(
      'Amber wind warning from 16:00. The 17:30 and 18:30 may not sail: tell drivers booked on them when they check in.',
      'warning',
      Infinity,
    );
  }

  choose(id) {
    this.selected = id;
    this.port = id[0];
    this.query = '';
    const tabs = this.querySelector('sl-tab-group');
    if (tabs) tabs.show(this.port);
  }

  sailingButton(s) {
    const free = deckFree(s.id);
    const gone = departed(s.id);
    const boarding = !gone && nextFrom(s.from).id === s.id;
    const waiting = standbyFor(s.id).length;
    return html`
      <button class="sailing-item ${this.selected === s.id ? 'is-selected' : ''}" aria-label=${sailingName(s.id)}
              aria-pressed=${this.selected === s.id ? 'true' : 'false'} @click=${() => this.choose(s.id)}>
        <span class="time">${s.time}</span>
        <span class="meta">
          ${gone ? html`<sl-badge variant="neutral">Departed</sl-badge>` : boarding ? html`<sl-badge variant="warning" pulse>Boarding</sl-badge>` : free < 4 ? html`<sl-badge variant="danger">Full</sl-badge>` : html`<sl-badge variant="success">Open</sl-badge>`}
          <small>${free.toFixed(1)} m free · ${people(s.id)} people${waiting ? ` · ${waiting} on standby` : ''}</small>
        </span>
      </button>`;
  }

  renderFind() {
    const hits = find(this.query);
    return html`
      <div class="find">
        <sl-input placeholder="Find a vehicle or driver" size="small" clearable .value=${this.query}
                  @sl-input=${e => (this.query = e.target.value)} @sl-clear=${() => (this.query = '')}>
          <sl-icon name="search" slot="prefix"></sl-icon>
        </sl-input>
        ${this.query.trim().length >= 2
          ? html`<div class="find-results" role="listbox" aria-label="Vehicles found">
              ${hits.length
                ? hits.map(b => html`
                    <button class="find-result" role="option" data-ref=${b.ref} @click=${() => this.choose(b.sailing)}>
                      <strong>${b.reg}</strong> · ${b.driver} · <span class="where">${sailingName(b.sailing)}</span>
                      · <span class="state">${statusText(b)}</span> <span class="ref">${b.ref}</span>
                    </button>`)
                : html`<p class="none">No booking today matches.</p>`}
            </div>`
          : nothing}
      </div>`;
  }

  render() {
    return html`
      <header class="desk-header">
        <div class="brand"><sl-icon name="water"></sl-icon> Sorn Ferry <span>vehicle desk · ${TODAY} · ${NOW}</span></div>
        ${state.loading ? nothing : this.renderFind()}
        <sl-button variant="primary" class="walkup-btn" ?disabled=${state.loading} @click=${() => (this.walkUp = true)}>
          <sl-icon slot="prefix" name="plus-lg"></sl-icon>New walk-up
        </sl-button>
      </header>
      ${state.loading
        ? html`<main class="loading"><sl-spinner style="font-size: 2rem"></sl-spinner><p>Fetching today's bookings…</p>
            <sl-skeleton effect="sheen"></sl-skeleton><sl-skeleton effect="sheen"></sl-skeleton><sl-skeleton effect="sheen"></sl-skeleton></main>`
        : html`
          <main class="desk">
            <aside class="sailings">
              <sl-tab-group @sl-tab-show=${e => (this.port = e.detail.name)}>
                ${Object.entries(PORTS).map(([p, name]) => html`<sl-tab slot="nav" panel=${p} ?active=${this.port === p}>From ${name}</sl-tab>`)}
                ${Object.keys(PORTS).map(p => html`
                  <sl-tab-panel name=${p} ?active=${this.port === p}>
                    ${SAILINGS.filter(s => s.from === p).map(s => this.sailingButton(s))}
                  </sl-tab-panel>`)}
              </sl-tab-group>
              <p class="limits">Deck 48 m in four 12-m lanes · ${PEOPLE_LIMIT} people</p>
            </aside>
            <ferry-manifest .sailingId=${this.selected}></ferry-manifest>
          </main>`}
      ${this.walkUp
        ? html`<walkup-drawer @closed=${() => (this.walkUp = false)} @booked=${e => this.choose(e.detail)}></walkup-drawer>`
        : nothing}`;
  }
}
customElements.define('ferry-desk', FerryDesk);

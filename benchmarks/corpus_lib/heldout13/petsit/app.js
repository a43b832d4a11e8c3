// Pawshare: pet-sitting marketplace. One Lit 3 element rendering Shoelace 2 components in light DOM.
import { LitElement, html, nothing } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { TODAY, ME, SERVICES, UNIT, SITTERS, PETS, REQUESTS, FAVOURITES } from './data.js';
import { sitterCard, requestRow, petsPanel } from './views.js';
import { dialogs } from './dialogs.js';

const DAY = 86400000;
const load = (k, d) => { try { return JSON.parse(localStorage.getItem(k)) ?? d; } catch { return d; } };
const clone = o => JSON.parse(JSON.stringify(o));
const gbp = n => Number(n).toLocaleString('en-GB', { style: 'currency', currency: 'GBP' });
const shortDate = iso => new Date(iso + 'T12:00:00').toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short' });
const slug = s => s.toLowerCase().replace(/ /g, '-');
const wait = ms => new Promise(r => setTimeout(r, ms));
const nights = (from, to) => Math.round((Date.parse(to) - Date.parse(from)) / DAY) + 1;

function toast(message, variant = 'success') {
  const el = Object.assign(document.createElement('sl-alert'), { variant, closable: true, duration: 3500 });
  el.innerHTML = `<sl-icon slot="icon" name="check2-circle"></sl-icon>${message}`;
  document.body.append(el);
  customElements.whenDefined('sl-alert').then(() => el.toast());
}

class PawshareApp extends LitElement {
  static properties = {
    loading: { state: true }, sitters: { state: true }, shown: { state: true }, service: { state: true }, area: { state: true },
    maxPrice: { state: true }, dialog: { state: true }, profile: { state: true }, moreReviews: { state: true }, req: { state: true },
    sending: { state: true }, requests: { state: true }, favs: { state: true }, pets: { state: true }, petForm: { state: true },
    cancelFor: { state: true }, msgFor: { state: true }, draft: { state: true },
  };

  constructor() {
    super();
    Object.assign(this, { loading: true, sitters: [], shown: 6, service: '', area: '', maxPrice: 50, dialog: null, profile: null,
      moreReviews: false, req: null, sending: false, cancelFor: null, msgFor: null, draft: '',
      petForm: { name: '', kind: '', age: '' } });
    this.requests = load('pawshare-requests', clone(REQUESTS));
    this.favs = load('pawshare-favs', [...FAVOURITES]);
    this.pets = load('pawshare-pets', clone(PETS));
  }
  createRenderRoot() { return this; }

  connectedCallback() {
    super.connectedCallback();
    setTimeout(() => { this.sitters = SITTERS; this.loading = false; }, 1200);
    if (!sessionStorage.getItem('pawshare-promo')) setTimeout(() => { if (!this.dialog) this.dialog = 'promo'; }, 1500);
  }

  // ---------------------------------------------------------------- finding sitters
  get matching() {
    const q = this.area.trim().toLowerCase();
    return this.sitters.filter(s =>
      (!this.service || Object.keys(s.prices).indexOf(this.service) > 0) &&
      (!q || s.area.toLowerCase().includes(q) || s.name.toLowerCase().includes(q)) &&
      Math.min(...Object.values(s.prices)) <= this.maxPrice);
  }
  sitter(id) { return SITTERS.find(s => s.id === id); }
  isFav(s) { return this.favs.includes(s.id); }
  toggleFav(s) {
    this.favs = this.isFav(s) ? this.favs.filter(id => id !== s.id) : [...this.favs, s.id];
    localStorage.setItem('pawshare-favs', JSON.stringify(this.favs));
    toast(this.isFav(s) ? `${s.name} saved to favourites` : `${s.name} removed from favourites`);
  }
  removeFav(i) {
    const list = this.favs.map(id => this.sitter(id)).sort((a, b) => a.name.localeCompare(b.name));
    const name = list[i].name;
    this.favs = this.favs.filter((_, k) => k !== i);
    localStorage.setItem('pawshare-favs', JSON.stringify(this.favs));
    toast(`${name} removed from favourites`);
  }
  openProfile(s) { this.profile = s; this.moreReviews = false; this.dialog = 'profile'; }
  onHide(e, name) { if (e.target === e.currentTarget && this.dialog === name) this.dialog = null; }

  // ---------------------------------------------------------------- requesting a booking
  startRequest(s) { this.req = { sitter: s, pet: '', service: '', from: '', to: '', visits: '1' }; this.dialog = 'request'; }
  setReq(patch) { this.req = { ...this.req, ...patch }; }
  get reqCount() {
    const r = this.req;
    if (!r || !r.service) return 0;
    if (r.service === 'Overnight stay') return r.from && r.to && r.to > r.from ? nights(r.from, r.to) : 0;
    return Number(r.visits) >= 1 ? Math.floor(Number(r.visits)) : 0;
  }
  get reqPrice() { return this.req && this.req.service ? this.reqCount * this.req.sitter.prices[this.req.service] : 0; }
  get reqOk() { const r = this.req; return r && r.pet && r.service && r.from && r.from > TODAY && this.reqCount > 0; }
  async sendRequest() {
    this.sending = true; await wait(1000);
    const r = this.req;
    const item = { id: 'r' + Date.now(), sitter: r.sitter.id, pet: r.pet, service: r.service, from: r.from, count: this.reqCount,
      price: this.reqPrice, status: 'Pending', messages: [] };
    if (r.service === 'Overnight stay') item.to = r.to;
    this.requests = [...this.requests, item];
    localStorage.setItem('pawshare-requests', JSON.stringify(this.requests));
    this.sending = false; this.dialog = null; toast(`Request sent to ${r.sitter.name}`);
  }
  describe(r) {
    const n = r.count, u = UNIT[r.service];
    return r.service === 'Overnight stay' ? `${n} night${n === 1 ? '' : 's'}, ${shortDate(r.from)} to ${shortDate(r.to)}`
      : `${n} ${u}${n === 1 ? '' : 's'} from ${shortDate(r.from)}`;
  }

  // ---------------------------------------------------------------- my requests
  onRequestMenu(e, r) {
    const v = e.detail.item.value;
    if (v === 'cancel') { this.cancelFor = r; this.dialog = 'cancel'; }
    if (v === 'message') { this.msgFor = r; this.draft = ''; this.dialog = 'message'; }
  }
  confirmCancel() {
    this.requests = this.requests.map(r => (r.id === this.cancelFor.id ? { ...r, status: 'Cancelled' } : r));
    localStorage.setItem('pawshare-requests', JSON.stringify(this.requests));
    this.dialog = null; toast('Request cancelled');
  }
  async sendMsg() {
    const r = this.requests.find(x => x.id === this.msgFor);
    r.messages = [...r.messages, this.draft.trim()];
    this.requests = [...this.requests];
    localStorage.setItem('pawshare-requests', JSON.stringify(this.requests));
    this.dialog = null; toast(`Message sent to ${this.sitter(r.sitter).name}`);
  }

  // ---------------------------------------------------------------- my pets
  addPet() {
    const f = this.petForm;
    const pet = { id: 'pet' + Date.now(), name: f.name.trim(), kind: f.kind, age: f.age ? Number(f.age) : null };
    localStorage.setItem('pawshare-pets', JSON.stringify(this.pets));
    this.pets = [...this.pets, pet];
    this.petForm = { name: '', kind: '', age: '' };
    toast(`${pet.name} added to your pets`);
  }

  // ---------------------------------------------------------------- rendering
  render() {
    const list = this.matching, visible = list.slice(0, this.shown);
    const favList = this.favs.map(id => this.sitter(id)).sort((a, b) => a.name.localeCompare(b.name));
    return html`
      <header class="top"><sl-icon name="heart-pulse" style="font-size:1.6rem"></sl-icon><h1>Pawshare</h1>
        <span style="margin-left:auto">Signed in as ${ME.name}</span></header>
      <main>
        <sl-tab-group>
          <sl-tab slot="nav" panel="find">Find a sitter</sl-tab>
          <sl-tab slot="nav" panel="requests">My requests</sl-tab>
          <sl-tab slot="nav" panel="favourites">Favourites</sl-tab>
          <sl-tab slot="nav" panel="pets">My pets</sl-tab>

          <sl-tab-panel name="find">
            <div class="filters">
              <sl-select label="Service" value="" placeholder="Any service" clearable @sl-change=${e => { this.service = SERVICES.find(s => slug(s) === e.target.value) || ''; this.shown = 6; }}>
                ${SERVICES.map(s => html`<sl-option value=${slug(s)}>${s}</sl-option>`)}
              </sl-select>
              <sl-input label="Where?" placeholder="Area or name, e.g. Canal Quarter" clearable @sl-input=${e => (this.area = e.target.value)}></sl-input>
              <sl-range label="Max price (£ per walk, visit or night)" min="8" max="50" step="1" .value=${this.maxPrice}
                @sl-input=${e => (this.maxPrice = Number(e.target.value))}></sl-range>
              <div style="flex: 0 0 120px">Up to <strong id="max-price">${gbp(this.maxPrice)}</strong></div>
            </div>
            ${this.loading
              ? html`<div class="grid">${[1, 2, 3, 4, 5, 6].map(() => html`<sl-skeleton effect="pulse" class="skeleton-card"></sl-skeleton>`)}</div>`
              : html`<p class="muted" id="sitter-count">${list.length} sitter${list.length === 1 ? '' : 's'}</p>
                <div class="grid" id="sitters">${repeat(visible, s => s.id, s => sitterCard(this, s))}</div>
                ${list.length > this.shown ? html`<p><sl-button @click=${() => (this.shown += 6)}>Show more sitters (${list.length - this.shown} more)</sl-button></p>` : nothing}`}
          </sl-tab-panel>

          <sl-tab-panel name="requests">
            <div id="requests">${repeat(this.requests, r => r.id, r => requestRow(this, r))}</div>
          </sl-tab-panel>

          <sl-tab-panel name="favourites">
            <div id="favourites">
              ${favList.length ? nothing : html`<p class="muted">No favourites yet: tap the heart on a sitter.</p>`}
              ${favList.map((s, i) => html`<div class="fav-row" data-sitter=${s.name}>
                <div class="grow"><strong>${s.name}</strong> <span class="muted">${s.area} · ★ ${s.rating}</span></div>
                <sl-button size="small" @click=${() => this.openProfile(s)}>View profile</sl-button>
                <sl-button size="small" variant="text" @click=${() => this.removeFav(i)}>Remove</sl-button></div>`)}
            </div>
          </sl-tab-panel>

          <sl-tab-panel name="pets">${petsPanel(this)}</sl-tab-panel>
        </sl-tab-group>
      </main>
      ${this.dialogs()}`;
  }
}

PawshareApp.prototype.dialogs = function () { return dialogs(this); };
customElements.define('pawshare-app', PawshareApp);

import { LitElement, html, nothing } from 'lit';
import { live } from 'lit/directives/live.js';
import { repeat } from 'lit/directives/repeat.js';
import * as api from './api.js';
import { TODAY, RENT, RENT_YEAR } from './data.js';

// ------------------------------------------------------------------------------------------ helpers
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export function fmtDate(iso) {
  if (!iso) return '—';
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
}
const money = n => '£' + n.toFixed(2);
const sizeLabel = s => (s === 'full' ? 'Full (250 m²)' : 'Half (125 m²)');
const PAGE = 12;

// All the Light-DOM components share Bulma's global styles.
class LightElement extends LitElement {
  createRenderRoot() { return this; }
  emit(name, detail) { this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true })); }
}

// --------------------------------------------------------------------------------------- toasts
class ToastStack extends LightElement {
  static properties = { items: { state: true } };
  constructor() { super(); this.items = []; this.n = 0; }
  show(message, kind = 'is-success') {
    const id = ++this.n;
    this.items = [...this.items, { id, message, kind }];
    setTimeout(() => { this.items = this.items.filter(t => t.id !== id); }, 4500);
  }
  render() {
    return html`<div class="toast-stack" aria-live="polite">
      ${repeat(this.items, t => t.id, t => html`<div class="notification ${t.kind} is-light toast">
        <button class="delete" aria-label="Close" @click=${() => { this.items = this.items.filter(x => x.id !== t.id); }}></button>
        ${t.message}</div>`)}
    </div>`;
  }
}
customElements.define('toast-stack', ToastStack);

// ----------------------------------------------------------------------------------- plot table
class PlotTable extends LightElement {
  static properties = {
    rows: { attribute: false },
    query: { state: true },
    field: { state: true },
    owingOnly: { state: true },
    shown: { state: true },
    fieldMenu: { state: true },
    openMenu: { state: true },
  };
  constructor() {
    super();
    this.rows = [];
    this.query = '';
    this.field = '';
    this.owingOnly = false;
    this.shown = PAGE;
    this.fieldMenu = false;
    this.openMenu = null;
    this._close = e => {
      if (!e.target.closest('.dropdown')) { this.fieldMenu = false; this.openMenu = null; }
    };
  }
  connectedCallback() { super.connectedCallback(); document.addEventListener('click', this._close); }
  disconnectedCallback() { super.disconnectedCallback(); document.removeEventListener('click', this._close); }

  get filtered() {
    const q = this.query.trim().toLowerCase();
    return this.rows.filter(r => {
      if (this.field && r.field !== this.field) return false;
      if (this.owingOnly && !(r.balance > 0)) return false;
      if (q && !(r.id.toLowerCase() === q || (r.tenantName || '').toLowerCase().includes(q))) return false;
      return true;
    });
  }
  setFilter(patch) { Object.assign(this, patch); this.shown = PAGE; }

  rentCell(r) {
    if (!r.tenantName) return html`<span class="has-text-grey">—</span>`;
    if (r.balance <= 0) return html`<span class="tag rent-paid">Paid</span>`;
    if (r.paid > 0) return html`<span class="tag rent-part">Part paid · ${money(r.balance)} due</span>`;
    return html`<span class="tag rent-due">Unpaid · ${money(r.balance)}</span>`;
  }

  menu(r) {
    const open = this.openMenu === r.id;
    return html`<div class="dropdown is-right row-actions ${open ? 'is-active' : ''}">
      <div class="dropdown-trigger">
        <button class="button is-small is-white" aria-haspopup="true" aria-expanded=${open ? 'true' : 'false'}
          aria-label="Actions for plot ${r.id}" title="Actions for plot ${r.id}"
          @click=${() => { this.openMenu = open ? null : r.id; }}>
          <span class="icon"><i class="bi bi-three-dots-vertical"></i></span>
        </button>
      </div>
      <div class="dropdown-menu" role="menu">
        <div class="dropdown-content">
          <a class="dropdown-item" role="menuitem" href="#plots" @click=${e => this.pick(e, 'details', r)}>Plot details</a>
          <a class="dropdown-item" role="menuitem" href="#plots" @click=${e => this.pick(e, 'inspect', r)}>Record inspection…</a>
          ${r.tenantName
            ? html`<hr class="dropdown-divider"><a class="dropdown-item has-text-danger" role="menuitem" href="#plots" @click=${e => this.pick(e, 'end', r)}>End tenancy…</a>`
            : nothing}
        </div>
      </div>
    </div>`;
  }
  pick(e, action, r) { e.preventDefault(); this.openMenu = null; this.emit('plot-action', { action, plotId: r.id }); }

  render() {
    const list = this.filtered;
    const page = list.slice(0, this.shown);
    const fieldName = this.field ? `Field ${this.field}` : 'All fields';
    return html`
      <div class="level mb-3">
        <div class="level-left">
          <div class="level-item">
            <div class="control has-icons-left">
              <input class="input" type="search" placeholder="Search plot or tenant" aria-label="Search plot or tenant"
                .value=${live(this.query)} @input=${e => this.setFilter({ query: e.target.value })}>
              <span class="icon is-left"><i class="bi bi-search"></i></span>
            </div>
          </div>
          <div class="level-item">
            <div class="dropdown ${this.fieldMenu ? 'is-active' : ''}">
              <div class="dropdown-trigger">
                <button class="button" aria-haspopup="true" aria-expanded=${this.fieldMenu ? 'true' : 'false'}
                  @click=${() => { this.fieldMenu = !this.fieldMenu; }}>
                  <span>${fieldName}</span><span class="icon is-small"><i class="bi bi-chevron-down"></i></span>
                </button>
              </div>
              <div class="dropdown-menu" role="menu">
                <div class="dropdown-content">
                  ${['', 'A', 'B', 'C'].map(f => html`<a href="#plots" role="menuitem"
                    class="dropdown-item ${this.field === f ? 'is-active' : ''}"
                    @click=${e => { e.preventDefault(); this.fieldMenu = false; this.setFilter({ field: f }); }}>${f ? `Field ${f}` : 'All fields'}</a>`)}
                </div>
              </div>
            </div>
          </div>
          <div class="level-item">
            <label class="checkbox">
              <input type="checkbox" .checked=${this.owingOnly} @change=${e => this.setFilter({ owingOnly: e.target.checked })}>
              Rent outstanding only
            </label>
          </div>
        </div>
        <div class="level-right"><p class="level-item has-text-grey is-size-7" id="plots-count">Showing ${page.length} of ${list.length} plots</p></div>
      </div>
      <table class="table is-fullwidth is-hoverable">
        <thead><tr><th>Plot</th><th>Size</th><th>Tenant</th><th>Rent ${RENT_YEAR}</th><th>Last inspection</th><th><span class="is-sr-only">Actions</span></th></tr></thead>
        <tbody>
          ${repeat(page, r => r.id, r => html`<tr class="plot-row" data-plot=${r.id}>
            <td><button class="button is-ghost plot-link" @click=${() => this.emit('plot-action', { action: 'details', plotId: r.id })}>${r.id}</button></td>
            <td class="c-size">${sizeLabel(r.size)}</td>
            <td class="c-tenant">${r.tenantName || html`<span class="tag is-warning is-light">Vacant</span>`}</td>
            <td class="c-rent">${this.rentCell(r)}</td>
            <td class="c-insp">${fmtDate(r.last.date)} · ${r.last.condition}</td>
            <td class="actions-cell">${this.menu(r)}</td>
          </tr>`)}
          ${page.length ? nothing : html`<tr><td colspan="6" class="has-text-centered has-text-grey">No plots match.</td></tr>`}
        </tbody>
      </table>
      ${list.length > this.shown
        ? html`<div class="has-text-centered mb-5"><button class="button is-light" @click=${() => { this.shown += PAGE; }}>Show more plots</button></div>`
        : nothing}
    `;
  }
}
customElements.define('plot-table', PlotTable);

// --------------------------------------------------------------------------------- waiting list
class WaitingList extends LightElement {
  static properties = { entries: { attribute: false }, open: { state: true }, form: { state: true }, saving: { state: true } };
  constructor() {
    super();
    this.entries = [];
    this.open = false;
    this.saving = false;
    this.form = { name: '', email: '', phone: '', wants: '', rules: false };
  }
  set(k, v) { this.form = { ...this.form, [k]: v }; }
  get valid() {
    const f = this.form;
    return f.name.trim() && (f.email.trim() || f.phone.trim()) && f.wants && f.rules;
  }
  async submit() {
    this.saving = true;
    const f = this.form;
    this.emit('join', { name: f.name.trim(), email: f.email.trim(), phone: f.phone.trim(), wants: f.wants, done: () => {
      this.saving = false;
      this.form = { name: '', email: '', phone: '', wants: '', rules: false };
    } });
  }
  render() {
    const f = this.form;
    return html`
      <p class="mb-3 has-text-grey">In order of application. Offer vacant plots to the person at the top first.</p>
      <table class="table is-fullwidth is-hoverable">
        <thead><tr><th>#</th><th>Name</th><th>Applied</th><th>Wants</th><th>Phone</th><th></th></tr></thead>
        <tbody>
          ${repeat(this.entries, w => w.id, w => html`<tr class="wait-row" data-id=${w.id}>
            <td class="w-pos">${w.position}</td>
            <td class="w-name">${w.name}</td>
            <td class="w-applied">${fmtDate(w.applied)}</td>
            <td class="w-wants">${w.wants}</td>
            <td>${w.phone || '—'}</td>
            <td class="has-text-right">
              <div class="buttons is-right are-small">
                <button class="button is-link is-light" @click=${() => this.emit('offer', w)}>Offer plot</button>
                <button class="button is-white" aria-label="Remove ${w.name} from the list" title="Remove from the list"
                  @click=${() => this.emit('remove-applicant', w)}><span class="icon has-text-grey"><i class="bi bi-trash"></i></span></button>
              </div>
            </td>
          </tr>`)}
        </tbody>
      </table>
      <div class="card join-card mt-5">
        <header class="card-header" @click=${() => { this.open = !this.open; }}>
          <p class="card-header-title">Add someone to the waiting list</p>
          <button class="card-header-icon" aria-label="Show the form" aria-expanded=${this.open ? 'true' : 'false'}>
            <span class="icon"><i class="bi ${this.open ? 'bi-chevron-up' : 'bi-chevron-down'}"></i></span>
          </button>
        </header>
        ${this.open ? html`<div class="card-content">
          <div class="columns">
            <div class="column field">
              <label class="label" for="j-name">Full name</label>
              <div class="control"><input id="j-name" class="input" .value=${live(f.name)} @input=${e => this.set('name', e.target.value)}></div>
            </div>
            <div class="column field">
              <label class="label" for="j-email">Email</label>
              <div class="control"><input id="j-email" class="input" type="email" .value=${live(f.email)} @input=${e => this.set('email', e.target.value)}></div>
            </div>
            <div class="column field">
              <label class="label" for="j-phone">Phone</label>
              <div class="control"><input id="j-phone" class="input" type="tel" .value=${live(f.phone)} @input=${e => this.set('phone', e.target.value)}></div>
            </div>
          </div>
          <div class="field">
            <label class="label" for="j-wants">Plot size wanted</label>
            <div class="control"><div class="select">
              <select id="j-wants" @change=${e => this.set('wants', e.target.value)}>
                <option value="" ?selected=${!f.wants}>Choose…</option>
                <option ?selected=${f.wants === 'Full plot'}>Full plot</option>
                <option ?selected=${f.wants === 'Half plot'}>Half plot</option>
                <option ?selected=${f.wants === 'Either'}>Either</option>
              </select>
            </div></div>
          </div>
          <div class="field">
            <label class="checkbox"><input type="checkbox" .checked=${f.rules} @change=${e => this.set('rules', e.target.checked)}>
              Has read and accepted the society's rules</label>
          </div>
          <p class="help mb-3">We need an email address or a phone number.</p>
          <button class="button is-success ${this.saving ? 'is-loading' : ''}" ?disabled=${!this.valid || this.saving} @click=${() => this.submit()}>Add to waiting list</button>
        </div>` : nothing}
      </div>`;
  }
}
customElements.define('waiting-list', WaitingList);

// ------------------------------------------------------------------------------------- the app
class AllotApp extends LightElement {
  static properties = {
    db: { state: true },
    loading: { state: true },
    tab: { state: true },
    notice: { state: true },
    rentsAll: { state: true },
    modal: { state: true },
    f: { state: true },
    busy: { state: true },
  };
  constructor() {
    super();
    this.db = null;
    this.loading = true;
    this.tab = (location.hash || '#plots').slice(1);
    this.notice = false;
    this.rentsAll = false;
    this.modal = null; // 'pay' | 'inspect' | 'end' | 'confirm-end' | 'details' | 'offer'
    this.f = {};
    this.busy = false;
    window.addEventListener('hashchange', () => { this.tab = (location.hash || '#plots').slice(1); });
  }
  async connectedCallback() {
    super.connectedCallback();
    this.db = await api.load();
    this.loading = false;
    if (!sessionStorage.getItem('hollins-agm-seen')) setTimeout(() => { this.notice = true; }, 700);
  }
  toast(msg, kind) { this.querySelector('toast-stack').show(msg, kind); }

  // ---- derived data
  member(id) { return this.db.members.find(m => m.id === id); }
  due(plot) {
    const m = plot.tenant ? this.member(plot.tenant) : null;
    if (!m) return 0;
    return RENT[plot.size] * (m.concession ? 0.5 : 1);
  }
  paid(plot) { return plot.payments.reduce((s, p) => s + p.amount, 0); }
  get rows() {
    return this.db.plots.map(p => {
      const m = p.tenant ? this.member(p.tenant) : null;
      const due = this.due(p), paid = this.paid(p);
      return { id: p.id, field: p.field, size: p.size, tenantName: m ? m.name : '', due, paid,
        balance: Math.round((due - paid) * 100) / 100, last: p.inspections[p.inspections.length - 1] };
    });
  }
  get vacantPlots() { return this.db.plots.filter(p => p.tenant === null); }
  get owing() { return this.rows.filter(r => r.tenantName && r.balance > 0); }
  get waiting() {
    return [...this.db.waiting].sort((a, b) => a.applied.localeCompare(b.applied)).map((w, i) => ({ ...w, position: i + 1 }));
  }

  // ---- actions
  closeNotice() { this.notice = false; sessionStorage.setItem('hollins-agm-seen', '1'); }
  closeModal() { if (!this.busy) { this.modal = null; this.f = {}; } }
  setF(k, v) { this.f = { ...this.f, [k]: v }; }

  onPlotAction(e) {
    const { action, plotId } = e.detail;
    const plot = this.db.plots.find(p => p.id === plotId);
    if (action === 'details') { this.f = { plotId, editing: false }; this.modal = 'details'; }
    if (action === 'inspect') {
      this.f = { plotId, date: TODAY, condition: '', inspector: 'Committee walk-round', notes: '' };
      this.modal = 'inspect';
    }
    if (action === 'end') { this.f = { plotId, reason: '', lastDay: TODAY, keys: false, tenant: this.member(plot.tenant).name }; this.modal = 'end'; }
  }
  openPay(row) {
    this.f = { plotId: row.id, tenant: row.tenantName, amount: row.balance.toFixed(2), method: '', date: TODAY, receipt: '' };
    this.modal = 'pay';
  }
  async savePayment() {
    const f = this.f;
    const amount = Math.round(parseFloat(f.amount) * 100) / 100;
    this.busy = true;
    this.db = await api.recordPayment(f.plotId, { amount, method: f.method, date: f.date, receipt: f.receipt.trim().toUpperCase() });
    this.busy = false;
    this.closeModal();
    this.toast(`${money(amount)} from ${f.tenant} recorded against plot ${f.plotId}.`);
  }
  async saveInspection() {
    const f = this.f;
    this.busy = true;
    this.db = await api.recordInspection(f.plotId, { date: f.date, condition: f.condition, inspector: f.inspector, notes: f.notes.trim() });
    this.busy = false;
    this.closeModal();
    this.toast(`Inspection of plot ${f.plotId} recorded.`);
  }
  async confirmEnd() {
    const f = this.f;
    this.busy = true;
    this.db = await api.endTenancy(f.plotId, { reason: f.reason, lastDay: f.lastDay });
    this.busy = false;
    this.closeModal();
    this.toast(`${f.tenant}'s tenancy of plot ${f.plotId} has ended. The plot is now vacant.`);
  }
  startEdit() {
    const plot = this.db.plots.find(p => p.id === this.f.plotId);
    const m = this.member(plot.tenant);
    this.f = { ...this.f, editing: true, memberId: m.id, name: m.name, email: m.email, phone: m.phone, concession: m.concession };
  }
  async saveMember() {
    const f = this.f;
    const changes = { name: f.name.trim(), email: f.email.trim(), phone: f.phone.trim(), concession: f.concession };
    this.busy = true;
    await api.updateMember(f.memberId, changes);
    Object.assign(this.member(f.memberId), changes);
    this.busy = false;
    this.f = { plotId: f.plotId, editing: false };
    this.toast(`Details for ${changes.name} saved.`);
  }
  openOffer(e) { this.f = { applicant: e.detail, plotId: '', start: TODAY, accepted: false }; this.modal = 'offer'; }
  async letPlot() {
    const f = this.f;
    this.busy = true;
    this.db = await api.letPlot(f.plotId, f.applicant, f.start);
    this.busy = false;
    this.closeModal();
    this.toast(`Plot ${f.plotId} let to ${f.applicant.name}. They have been taken off the waiting list.`);
  }
  async onJoin(e) {
    const { done, ...entry } = e.detail;
    this.db = await api.addToWaiting(entry);
    done();
    this.toast(`${entry.name} added to the waiting list.`);
  }
  async onRemoveApplicant(e) {
    if (!confirm(`Take ${e.detail.name} off the waiting list?`)) return;
    this.db = await api.removeApplicant(e.detail);
    this.toast(`${e.detail.name} taken off the waiting list.`);
  }

  // ---- rendering
  renderTiles() {
    const rows = this.rows;
    const outstanding = this.owing.reduce((s, r) => s + r.balance, 0);
    return html`<div class="columns tiles">
      <div class="column"><div class="box" id="tile-let"><span class="label-s">Plots let</span><strong>${rows.filter(r => r.tenantName).length}</strong></div></div>
      <div class="column"><div class="box" id="tile-vacant"><span class="label-s">Vacant plots</span><strong>${this.vacantPlots.length}</strong></div></div>
      <div class="column"><div class="box" id="tile-outstanding"><span class="label-s">Rent outstanding</span><strong>${money(outstanding)}</strong></div></div>
      <div class="column"><div class="box" id="tile-waiting"><span class="label-s">On waiting list</span><strong>${this.db.waiting.length}</strong></div></div>
    </div>`;
  }
  renderRents() {
    const owing = this.owing;
    const list = this.rentsAll ? owing : owing.slice(0, 8);
    return html`
      <div class="notification is-warning is-light">Rent for ${RENT_YEAR} is due by <strong>31 March</strong>.
        ${owing.length} plots still owe rent. Full plots ${money(RENT.full)}, half plots ${money(RENT.half)}; concession tenants pay half.</div>
      <table class="table is-fullwidth is-hoverable">
        <thead><tr><th>Plot</th><th>Tenant</th><th>Due</th><th>Paid so far</th><th>Balance</th><th></th></tr></thead>
        <tbody>${repeat(list, r => r.id, r => html`<tr class="rent-row" data-plot=${r.id}>
          <td>${r.id}</td><td>${r.tenantName}</td><td>${money(r.due)}</td><td>${money(r.paid)}</td>
          <td class="r-balance"><strong>${money(r.balance)}</strong></td>
          <td class="has-text-right"><button class="button is-small is-success is-light" @click=${() => this.openPay(r)}>Take payment</button></td>
        </tr>`)}</tbody>
      </table>
      ${owing.length > 8 && !this.rentsAll
        ? html`<button class="button is-light" @click=${() => { this.rentsAll = true; }}>Show all ${owing.length}</button>` : nothing}`;
  }
  modalFrame(title, body, foot) {
    return html`<div class="modal is-active" role="dialog" aria-modal="true" aria-label=${title}>
      <div class="modal-background" @click=${() => this.closeModal()}></div>
      <div class="modal-card">
        <header class="modal-card-head"><p class="modal-card-title">${title}</p>
          <button class="delete" aria-label="Close" @click=${() => this.closeModal()}></button></header>
        <section class="modal-card-body">${body}</section>
        <footer class="modal-card-foot"><div class="buttons">${foot}</div></footer>
      </div>
    </div>`;
  }
  field(id, label, control, help) {
    return html`<div class="field"><label class="label" for=${id}>${label}</label><div class="control">${control}</div>${help ? html`<p class="help">${help}</p>` : nothing}</div>`;
  }
  renderModal() {
    const f = this.f;
    const busy = this.busy ? 'is-loading' : '';
    if (this.modal === 'pay') {
      const ok = parseFloat(f.amount) > 0 && f.method;
      return this.modalFrame(`Take payment · plot ${f.plotId} (${f.tenant})`, html`
        ${this.field('p-amount', 'Amount received (£)', html`<input id="p-amount" class="input" inputmode="decimal" .value=${live(f.amount)} @input=${e => this.setF('amount', e.target.value)}>`)}
        <div class="field"><label class="label">Paid by</label><div class="control">
          ${['Cash', 'Bank transfer', 'Cheque'].map(m => html`<label class="radio mr-4"><input type="radio" name="paidby" .checked=${f.method === m} @change=${() => this.setF('method', m)}> ${m}</label>`)}
        </div></div>
        ${this.field('p-date', 'Date received', html`<input id="p-date" class="input" type="date" .value=${f.date} @change=${e => this.setF('date', e.target.value)}>`)}
        ${this.field('p-receipt', 'Receipt number', html`<input id="p-receipt" class="input" placeholder="e.g. R-2250" .value=${live(f.receipt)} @input=${e => this.setF('receipt', e.target.value)}>`, 'Only if a paper receipt was written; otherwise one is issued.')}
      `, html`<button class="button" @click=${() => this.closeModal()}>Cancel</button>
        <button class="button is-success ${busy}" ?disabled=${!ok} @click=${() => this.savePayment()}>Save payment</button>`);
    }
    if (this.modal === 'inspect') {
      return this.modalFrame(`Record inspection · plot ${f.plotId}`, html`
        ${this.field('i-date', 'Date of inspection', html`<input id="i-date" class="input" type="date" .value=${f.date} @change=${e => this.setF('day', e.target.value)}>`)}
        ${this.field('i-cond', 'Condition', html`<div class="select"><select id="i-cond" @change=${e => this.setF('condition', e.target.value)}>
          <option value="">Choose…</option>
          ${['Good', 'Fair', 'Needs attention', 'Non-cultivation notice'].map(c => html`<option ?selected=${f.condition === c}>${c}</option>`)}
        </select></div>`)}
        ${this.field('i-by', 'Inspected by', html`<div class="select"><select id="i-by" @change=${e => this.setF('inspector', e.target.value)}>
          ${['Committee walk-round', 'Jean Moffat (secretary)', 'Alan Briggs (site rep)'].map(c => html`<option ?selected=${f.inspector === c}>${c}</option>`)}
        </select></div>`)}
        ${this.field('i-notes', 'Notes', html`<textarea id="i-notes" class="textarea" rows="2" .value=${live(f.notes)} @input=${e => this.setF('notes', e.target.value)}></textarea>`)}
      `, html`<button class="button" @click=${() => this.closeModal()}>Cancel</button>
        <button class="button is-success ${busy}" ?disabled=${!f.condition} @click=${() => this.saveInspection()}>Save inspection</button>`);
    }
    if (this.modal === 'end') {
      return this.modalFrame(`End tenancy · plot ${f.plotId} (${f.tenant})`, html`
        ${this.field('e-reason', 'Reason', html`<div class="select"><select id="e-reason" @change=${e => this.setF('reason', e.target.value)}>
          <option value="">Choose…</option>
          ${['Gave up the plot', 'Moved away', 'Non-cultivation', 'Deceased'].map(c => html`<option ?selected=${f.reason === c}>${c}</option>`)}
        </select></div>`)}
        ${this.field('e-last', 'Last day of tenancy', html`<input id="e-last" class="input" type="date" .value=${f.lastDay} @change=${e => this.setF('lastDay', e.target.value)}>`)}
        <div class="field"><label class="checkbox"><input type="checkbox" .checked=${f.keys} @change=${e => this.setF('keys', e.target.checked)}> Gate and water-trough keys returned</label></div>
      `, html`<button class="button" @click=${() => this.closeModal()}>Cancel</button>
        <button class="button is-danger" ?disabled=${!f.reason} @click=${() => { this.modal = 'confirm-end'; }}>End tenancy</button>`);
    }
    if (this.modal === 'confirm-end') {
      return this.modalFrame('Are you sure?', html`<p>End ${f.tenant}'s tenancy of plot ${f.plotId}? The plot will be shown as vacant and can be offered to the waiting list.</p>`,
        html`<button class="button" @click=${() => { this.modal = 'end'; }}>Keep tenancy</button>
          <button class="button is-danger ${busy}" @click=${() => this.confirmEnd()}>Yes, end tenancy</button>`);
    }
    if (this.modal === 'offer') {
      const a = f.applicant;
      const first = a.name.split(' ')[0];
      return this.modalFrame(`Offer a plot to ${a.name}`, html`
        <p class="help is-note mb-3">${a.name} asked for: <strong>${a.wants}</strong> · on the list since ${fmtDate(a.applied)}</p>
        ${this.field('o-plot', 'Vacant plot', html`<div class="select"><select id="o-plot" @change=${e => this.setF('plotId', e.target.value)}>
          <option value="">Choose…</option>
          ${this.vacantPlots.map(p => html`<option value=${p.id} ?selected=${f.plotId === p.id}>${p.id} · ${p.size} plot</option>`)}
        </select></div>`)}
        ${this.field('o-start', 'Tenancy starts', html`<input id="o-start" class="input" type="date" .value=${f.start} @change=${e => this.setF('start', e.target.value)}>`)}
        <div class="field"><label class="checkbox"><input type="checkbox" .checked=${f.accepted} @change=${e => this.setF('accepted', e.target.checked)}> ${first} has accepted the offer</label></div>
      `, html`<button class="button" @click=${() => this.closeModal()}>Cancel</button>
        <button class="button is-success ${busy}" ?disabled=${!(f.plotId && f.accepted)} @click=${() => this.letPlot()}>Let plot</button>`);
    }
    if (this.modal === 'details') {
      const plot = this.db.plots.find(p => p.id === f.plotId);
      const m = plot.tenant ? this.member(plot.tenant) : null;
      const row = this.rows.find(r => r.id === plot.id);
      const tenantBlock = !m ? html`<p class="has-text-grey">Vacant.</p>` : f.editing ? html`
        ${this.field('m-name', 'Full name', html`<input id="m-name" class="input" .value=${live(f.name)} @input=${e => this.setF('name', e.target.value)}>`)}
        ${this.field('m-email', 'Email', html`<input id="m-email" class="input" type="email" .value=${live(f.email)} @input=${e => this.setF('email', e.target.value)}>`)}
        ${this.field('m-phone', 'Phone', html`<input id="m-phone" class="input" type="tel" .value=${live(f.phone)} @input=${e => this.setF('phone', e.target.value)}>`)}
        <div class="field"><label class="checkbox"><input type="checkbox" .checked=${f.concession} @change=${e => this.setF('concession', e.target.checked)}> Concession rate (over 65, student or on benefits)</label></div>
        <div class="buttons"><button class="button" @click=${() => { this.f = { plotId: f.plotId, editing: false }; }}>Cancel</button>
          <button class="button is-success ${busy}" ?disabled=${!f.name.trim()} @click=${() => this.saveMember()}>Save changes</button></div>`
        : html`<dl class="details-dl" id="tenant-details">
          <dt>Tenant</dt><dd class="d-name">${m.name}</dd>
          <dt>Phone</dt><dd class="d-phone">${m.phone || '—'}</dd>
          <dt>Email</dt><dd class="d-email">${m.email || '—'}</dd>
          <dt>Tenant since</dt><dd>${fmtDate(m.since)}</dd>
          <dt>Rate</dt><dd class="d-rate">${m.concession ? 'Concession' : 'Standard'}</dd>
        </dl>
        <button class="button is-small is-link is-light mt-3" @click=${() => this.startEdit()}><span class="icon"><i class="bi bi-pencil"></i></span><span>Edit tenant details</span></button>`;
      return this.modalFrame(`Plot ${plot.id}`, html`
        <p class="mb-3">${sizeLabel(plot.size)} · Field ${plot.field}</p>
        <h3 class="title is-6 mb-2">Tenant</h3>${tenantBlock}
        ${m ? html`<h3 class="title is-6 mt-4 mb-2">Rent ${RENT_YEAR}</h3>
          <p class="d-rent">Due ${money(row.due)} · paid ${money(row.paid)} · balance ${money(row.balance)}</p>
          <ul class="mt-1">${plot.payments.map(p => html`<li class="pay-item">${fmtDate(p.date)} · ${money(p.amount)} · ${p.method}${p.receipt ? ` · ${p.receipt}` : ''}</li>`)}</ul>` : nothing}
        <h3 class="title is-6 mt-4 mb-2">Inspections</h3>
        <ul>${[...plot.inspections].reverse().map(i => html`<li class="insp-item">${fmtDate(i.date)} · ${i.condition} · ${i.inspector}${i.notes ? ` — ${i.notes}` : ''}</li>`)}</ul>
      `, html`<button class="button" @click=${() => this.closeModal()}>Close</button>`);
    }
    return nothing;
  }

  render() {
    const nav = html`<nav class="navbar is-allot" aria-label="main navigation">
      <div class="navbar-brand"><span class="navbar-item"><i class="bi bi-flower1 mr-2"></i><strong>Hollins Lane Allotment Society</strong>&nbsp;· Plot register</span></div>
      <div class="navbar-end" style="display:flex;margin-left:auto"><span class="navbar-item">Saturday 21 March 2026</span><span class="navbar-item">Jean Moffat, secretary</span></div>
    </nav>`;
    if (this.loading) {
      return html`${nav}<div class="load-bar"><progress class="progress is-success" max="100"></progress></div>
        <section class="section"><p class="has-text-grey mb-4">Loading the plot register…</p>
        ${[1, 2, 3, 4, 5, 6, 7, 8].map(() => html`<div class="skeleton-block sk-row"></div>`)}</section>`;
    }
    const tabs = [['plots', 'Plots'], ['waiting', 'Waiting list'], ['rents', 'Rents']];
    return html`${nav}
      <section class="section pt-5">
        ${this.renderTiles()}
        <div class="tabs is-boxed mb-4"><ul>
          ${tabs.map(([k, label]) => html`<li class=${this.tab === k ? 'is-active' : ''}><a href="#${k}">${label}</a></li>`)}
        </ul></div>
        ${this.tab === 'plots' ? html`<plot-table .rows=${this.rows} @plot-action=${e => this.onPlotAction(e)}></plot-table>` : nothing}
        ${this.tab === 'waiting' ? html`<waiting-list .entries=${this.waiting} @offer=${e => this.openOffer(e)} @join=${e => this.onJoin(e)} @remove-applicant=${e => this.onRemoveApplicant(e)}></waiting-list>` : nothing}
        ${this.tab === 'rents' ? this.renderRents() : nothing}
      </section>
      ${this.renderModal()}
      ${this.notice ? html`<div class="modal is-active" role="dialog" aria-modal="true" aria-label="Notice">
        <div class="modal-background"></div>
        <div class="modal-card"><header class="modal-card-head"><p class="modal-card-title">Notice: AGM on Saturday 11 April</p></header>
          <section class="modal-card-body"><p>The Annual General Meeting is at 10:30 in the Hollins Lane village hall. The committee proposes
          keeping the ${RENT_YEAR} rents at ${money(RENT.full)} for a full plot and ${money(RENT.half)} for a half plot. Please remind tenants that
          rents are due by 31 March.</p></section>
          <footer class="modal-card-foot"><button class="button is-success" @click=${() => this.closeNotice()}>Got it</button></footer>
        </div></div>` : nothing}
      <toast-stack></toast-stack>`;
  }
}
customElements.define('allot-app', AllotApp);
